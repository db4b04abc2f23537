import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/** /yonetim → the admin dashboard (/en/yonetim → the English one). */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(pathsFor(requestLocale(request)).admin.dashboard());
}
