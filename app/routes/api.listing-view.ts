/** POST /api/listings/:id/view — counts a view. (not built yet: answers 404). */
export function loader() {
  throw new Response(null, { status: 404 });
}
