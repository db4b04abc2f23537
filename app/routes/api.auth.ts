import type { Route } from "./+types/api.auth";
import { getAuth } from "~/.server/runtime";
import { storableText, storableValue } from "~/domain/text";

/**
 * The request as Better Auth may see it: its queries fail on NUL bytes (PostgreSQL refuses them),
 * so the query string and JSON bodies are cleaned first (`domain/text.ts`); other bodies pass as
 * they are and Better Auth refuses them itself.
 */
async function storableRequest(request: Request): Promise<Request> {
  const url = new URL(request.url);
  const params = [...url.searchParams].map(([name, value]) => [storableText(name), storableText(value)]);
  url.search = new URLSearchParams(params).toString();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (request.method === "GET" || request.method === "HEAD") return new Request(url, { method: request.method, headers, signal: request.signal });
  let body: string | ArrayBuffer = await request.arrayBuffer();
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const text = new TextDecoder().decode(body);
    try {
      body = JSON.stringify(storableValue(JSON.parse(text)));
    } catch {
      body = text; // malformed: Better Auth answers 400
    }
  }
  return new Request(url, { method: request.method, headers, body, signal: request.signal });
}

/** Better Auth's endpoints under /api/auth/* (sign-up, sign-in, e-mail codes, password reset, sessions). */
export async function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(await storableRequest(request));
}

export async function action({ request }: Route.ActionArgs) {
  return getAuth().handler(await storableRequest(request));
}
