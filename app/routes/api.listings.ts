/** GET /api/listings — category listings as JSON (filters, sort, load more). (not built yet: answers 404). */
export function loader() {
  throw new Response(null, { status: 404 });
}
