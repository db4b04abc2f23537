import { CLIENT_IP_HEADER } from "~/.server/auth/auth";

/**
 * Calling route modules' loaders and actions directly with a Request, as React Router would, and
 * reading back what the browser would get: status, redirect target, cookies and body.
 */

export { TEST_SITE } from "./site";
import { TEST_SITE } from "./site";
import { testApp } from "./runtime";

/** A form POST (multipart) from the site's own pages unless `origin` says otherwise. */
export function post(
  pathname: string,
  fields: Record<string, string | Blob>,
  options: { ip: string; cookie?: string; origin?: string; fileNames?: Record<string, string> },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") body.set(name, value);
    else body.set(name, value, options.fileNames?.[name] ?? "file");
  }
  return new Request(`${TEST_SITE}${pathname}`, {
    method: "POST",
    body,
    headers: {
      origin: options.origin ?? TEST_SITE,
      [CLIENT_IP_HEADER]: options.ip,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** A JSON POST from the site's own pages (the listing form's saves). */
export function postJson(pathname: string, body: unknown, options: { ip: string; cookie: string }) {
  return new Request(`${TEST_SITE}${pathname}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: TEST_SITE, [CLIENT_IP_HEADER]: options.ip, cookie: options.cookie },
  });
}

export const get = (pathname: string, options: { ip?: string; cookie?: string } = {}) =>
  new Request(`${TEST_SITE}${pathname}`, {
    headers: { [CLIENT_IP_HEADER]: options.ip ?? "198.51.100.250", ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

export interface RouteOutcome {
  status: number;
  location: string | null;
  cookies: string[];
  body: Record<string, unknown> | null;
}

/** What a loader or action answered: a Response (redirect, JSON) or `data()` with a status. */
export async function outcome(result: unknown): Promise<RouteOutcome> {
  if (result instanceof Response) {
    const text = await result.text();
    let body: Record<string, unknown> | null = null;
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { text };
      }
    }
    return { status: result.status, location: result.headers.get("location"), cookies: result.headers.getSetCookie(), body };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Record<string, unknown> | null; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, cookies: new Headers(init?.headers).getSetCookie(), body: data };
  }
  return { status: 200, location: null, cookies: [], body: result as Record<string, unknown> };
}

/** Runs a route's loader or action (thrown responses count as answers too). */
export async function run(handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) {
  try {
    return await outcome(await handler({ request, params, context: { app: testApp() } } as never));
  } catch (thrown) {
    return outcome(thrown);
  }
}
