import { testApp } from "./runtime";
import { type RouteObject, matchRoutes } from "react-router";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import routes from "~/routes";
import { type RouteOutcome, TEST_SITE, outcome } from "./routes";

/**
 * Requests sent through the route table of app/routes.ts as React Router's server would: the path
 * is matched against the table, and the matched module's loader (GET) or action (anything else)
 * answers. Used by the authorization matrix and the fuzzing tests.
 */

/** One route of app/routes.ts (the table is flat: the site has no nested routes). */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
}

export const ROUTE_TABLE: RouteEntry[] = routes.map(({ path, index, file }) => ({ path, index, file }));

/** The route's path as written in app/routes.ts, with a leading slash ("/" for the index). */
export const routeKey = (entry: RouteEntry) => `/${entry.path ?? ""}`;

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
const ROUTE_MODULES = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");

function resolveRoute(pathname: string) {
  const objects = ROUTE_TABLE.map((entry, at) => ({ path: entry.path, index: entry.index, id: String(at) })) as RouteObject[];
  const match = matchRoutes(objects, pathname)?.at(-1);
  if (!match) throw new Error(`no route for ${pathname}`);
  return { entry: ROUTE_TABLE[Number(match.route.id)]!, params: match.params as Record<string, string> };
}

export async function routeModule(entry: RouteEntry): Promise<RouteModule> {
  const load = ROUTE_MODULES[`../../app/${entry.file}`];
  if (!load) throw new Error(`route module ${entry.file} not found`);
  return load();
}

export interface SentRequest {
  method: string;
  /** Path and query string. */
  path: string;
  cookie?: string;
  /** Form fields, sent as multipart/form-data like the pages' forms. */
  form?: Record<string, string | Blob>;
  /** A JSON body. */
  json?: unknown;
  /** A raw body (with `headers` naming its content type, or none). */
  body?: BodyInit;
  headers?: Record<string, string>;
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let requestCount = 0;

/** Each request comes from its own address, so rate limits keyed by address stay out of the way. */
function nextAddress() {
  requestCount += 1;
  return `198.${18 + Math.floor(requestCount / 62_500)}.${Math.floor(requestCount / 250) % 250}.${(requestCount % 250) + 1}`;
}

/** Sends one request to the route it resolves to; `route` is that route's key in app/routes.ts. */
export async function dispatch(sent: SentRequest): Promise<{ route: string; result: RouteOutcome }> {
  const url = new URL(sent.path, TEST_SITE);
  const { entry, params } = resolveRoute(url.pathname);
  const module = await routeModule(entry);
  const handler = sent.method === "GET" || sent.method === "HEAD" ? module.loader : module.action;
  const route = routeKey(entry);
  // React Router's answers when the module has no loader (a page without server data) or no action.
  if (!handler) return { route, result: { status: sent.method === "GET" ? 200 : 405, location: null, cookies: [], body: null } };

  const headers = new Headers({ origin: TEST_SITE, "user-agent": BROWSER, [CLIENT_IP_HEADER]: nextAddress() });
  if (sent.cookie) headers.set("cookie", sent.cookie);
  let body: BodyInit | undefined = sent.body;
  if (sent.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(sent.json);
  } else if (sent.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(sent.form)) {
      if (typeof value === "string") form.set(name, value);
      else form.set(name, value, value instanceof File ? value.name : "foto.png");
    }
    body = form;
  }
  for (const [name, value] of Object.entries(sent.headers ?? {})) headers.set(name, value);
  const controller = new AbortController();
  const request = new Request(url, { method: sent.method, headers, body, signal: controller.signal });
  let answer: unknown;
  try {
    answer = await handler({ request, params, context: { app: testApp() } } as never);
  } catch (thrown) {
    answer = thrown;
  }
  // A live stream stays open: read its first event, then hang up as a browser would.
  if (answer instanceof Response && answer.headers.get("content-type")?.startsWith("text/event-stream")) {
    const reader = answer.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await reader.cancel();
    return { route, result: { status: answer.status, location: null, cookies: [], body: { text: first } } };
  }
  // Anything thrown that is not an answer is what React Router turns into a 500.
  if (answer instanceof Error)
    return { route, result: { status: 500, location: null, cookies: [], body: { error: answer.message, stack: answer.stack } } };
  return { route, result: await outcome(answer) };
}
