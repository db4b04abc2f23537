import type { Route } from "./+types/api.admin-history";
import { requireAdminApi } from "~/.server/http/admin-guard";
import { listingHistory } from "~/.server/services/moderation/moderation";

/** GET /api/admin/listings/:id/history — a listing's moderation history (admins only). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdminApi(context.app, request);
  const events = await listingHistory(context.app.db, params.id);
  return Response.json({ events }, { headers: { "Cache-Control": "no-store" } });
}
