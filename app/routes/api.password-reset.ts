import type { Route } from "./+types/api.password-reset";
import { readForm, readJson } from "~/.server/http/body";
import { errorResponse } from "~/.server/http/error-response";
import { requestPasswordReset } from "~/.server/auth/auth-requests";
import type { AuthFormResult } from "~/domain/auth";

const noStore = { "Cache-Control": "no-store" };

/** Only POST: 405 `{ error: "method_not_allowed", message }` in the account forms' wording (decision 028). */
const methodNotAllowed = (request: Request) => errorResponse(request, "method_not_allowed", { area: "auth", headers: { Allow: "POST" } });

/**
 * POST /api/password-reset — the forgot-password form's request from the browser (JSON answer), so
 * the page can retry it with a timeout (docs/product.md §7). Same checks and rate limit as the page's action.
 * Body: form data or JSON with `email`.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  let formData: FormData;
  try {
    if ((request.headers.get("content-type") ?? "").includes("application/json")) {
      const body = await readJson(request);
      formData = new FormData();
      const email = body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
      if (typeof email === "string") formData.set("email", email);
    } else {
      formData = await readForm(request);
    }
  } catch {
    return Response.json({ ok: false, fieldErrors: { email: "auth.validation.emailRequired" } } satisfies AuthFormResult, {
      status: 400,
      headers: noStore,
    });
  }
  const { status, result } = await requestPasswordReset(context.app, request, formData);
  return Response.json(result, { status, headers: noStore });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request);
}
