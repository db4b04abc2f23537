import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getAuth } from "~/.server/runtime";
import { appendSetCookies } from "~/.server/session";

/** POST /cikis — ends the session (both cookies cleared) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    appendSetCookies(headers, result.headers);
  } catch {
    // No valid session: still clear whatever the browser holds.
  }
  headers.append("Set-Cookie", "kk_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  headers.append("Set-Cookie", "kk_user_name=; Path=/; Max-Age=0; SameSite=Lax");
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
