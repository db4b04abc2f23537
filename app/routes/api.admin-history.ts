import type { Route } from "./+types/api.admin-history";
import { requireAdminApi } from "~/.server/http/admin-guard";
import { getDb } from "~/.server/infra/runtime";
import { listingHistory } from "~/.server/services/moderation";

/** GET /api/admin/listings/:id/history — a listing's moderation history (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request);
  const events = await listingHistory(getDb(), params.id);
  return Response.json({ events }, { headers: { "Cache-Control": "no-store" } });
}
