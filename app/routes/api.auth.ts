import type { Route } from "./+types/api.auth";
import { getAuth } from "~/.server/runtime";

/** Better Auth's endpoints under /api/auth/* (sign-up, sign-in, e-mail codes, password reset, sessions). */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
