import { eq } from "drizzle-orm";
import type { Viewer } from "~/domain/viewer";
import { SESSION_COOKIE } from "./auth";
import { profiles } from "./db/schema";
import { getAuth, getDb } from "./runtime";

export type { Viewer };

/**
 * The viewer of a request, with any Set-Cookie headers of a refreshed session to forward.
 * Requests without a session cookie never touch the database.
 */
export async function getViewer(request: Request): Promise<{ viewer: Viewer | null; headers: Headers }> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes(`${SESSION_COOKIE}=`)) return { viewer: null, headers: new Headers() };
  const result = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  const session = result.response;
  if (!session) return { viewer: null, headers: result.headers };
  const [profile] = await getDb()
    .select({ displayName: profiles.displayName, companyName: profiles.companyName, isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, session.user.id));
  return {
    viewer: {
      id: session.user.id,
      email: session.user.email,
      name: profile?.displayName || profile?.companyName || session.user.name || session.user.email.split("@")[0]!,
      isAdmin: profile?.isAdmin ?? false,
    },
    headers: result.headers,
  };
}

/** Forwards only the Set-Cookie headers of `from` onto `to`. */
export function appendSetCookies(to: Headers, from: Headers) {
  for (const value of from.getSetCookie()) to.append("Set-Cookie", value);
  return to;
}
