/** GET /sitemap.xml (not built yet: answers 404). */
export function loader() {
  throw new Response(null, { status: 404 });
}
