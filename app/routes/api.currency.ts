/** GET /api/currency — TRY-per-unit rates. (not built yet: answers 404). */
export function loader() {
  throw new Response(null, { status: 404 });
}
