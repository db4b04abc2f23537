import { redirect } from "react-router";
import { paths } from "~/lib/paths";

/** /yonetim → the admin dashboard. */
export function loader() {
  throw redirect(paths.admin.dashboard());
}
