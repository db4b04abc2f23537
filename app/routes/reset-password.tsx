import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import "~/lib/i18n/areas/auth";
import {
  authErrorOf,
  badRequestAnswer,
  callAuth,
  failureStatus,
  readAuthForm,
  authFailure,
  setCookiesOf,
} from "~/.server/auth/auth-requests";
import { guard } from "~/.server/http/guard";
import { type AuthFormResult, fieldErrorsOf, formFields, resetPasswordSchema } from "~/domain/auth";
import { authPageMeta } from "~/features/auth/meta";
import { type ResetLinkState, ResetPasswordForm } from "~/features/auth/reset-password-form";

const TOKEN = /^[\w-]{8,200}$/;

/**
 * /sifre-yenile?token=… (the link of the reset e-mail). The token is checked without using it up:
 * no token → 'Aktif oturum bulunamadı…', an unknown or expired one → the otpExpired text; either
 * way the submit button is disabled (docs/product.md §4 "Password reset").
 */
export async function loader({
  context,
  request,
}: Route.LoaderArgs): Promise<{ token: string | null; linkState: ResetLinkState; notice?: "verified" }> {
  const params = new URL(request.url).searchParams;
  const token = params.get("token")?.trim() ?? "";
  if (params.has("error")) return { token: null, linkState: "invalid" };
  if (!token) return { token: null, linkState: "missing" };
  if (!TOKEN.test(token)) return { token: null, linkState: "invalid" };
  // Sent here by a verification in a browser without the sign-up's claim (decision 012).
  const notice = params.get("notice") === "verified" ? { notice: "verified" as const } : {};
  const check = await callAuth(
    context.app,
    request,
    `/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent("/sifre-yenile")}`,
    {
      method: "GET",
    },
  );
  const location = check.headers.get("location") ?? "";
  // Better Auth answers a redirect carrying ?token= (valid) or ?error=INVALID_TOKEN. Anything else
  // (e.g. rate limited) leaves the decision to the submit.
  const invalid = check.status >= 300 && check.status < 400 && /[?&]error=/.test(location);
  return invalid ? { token: null, linkState: "invalid" } : { token, linkState: "valid", ...notice };
}

/** Sets the new password (≥ 6, matching); every session of the account ends (Better Auth). */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readAuthForm(request);
  if (!formData) return badRequestAnswer(request);
  if (guard(context.app, request)) return data<AuthFormResult>({ ok: false, ...authFailure(request, { key: "crossSite" }) }, 403);
  const { token } = formFields(formData, ["token"]);
  if (!token.trim()) return data<AuthFormResult>({ ok: false, ...authFailure(request, { key: "accessTokenMissing" }) }, 400);
  const parsed = resetPasswordSchema.safeParse(formFields(formData, ["password", "confirmPassword"]));
  if (!parsed.success) return data<AuthFormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, 400);

  const result = await callAuth(context.app, request, "/reset-password", {
    body: { token: token.trim(), newPassword: parsed.data.password },
  });
  // The known-device cookie (decision 035): this browser's later sign-ins are counted apart from strangers' guesses.
  if (result.ok) return data<AuthFormResult>({ ok: true }, { headers: setCookiesOf(result) });
  if (result.status === 429) return data<AuthFormResult>({ ok: false, ...authFailure(request, authErrorOf(result)) }, 429);
  if (result.code === "INVALID_TOKEN") {
    return data<AuthFormResult>(
      { ok: false, ...authFailure(request, { key: "sessionInvalid", values: { message: { key: "linkExpired" } } }) },
      400,
    );
  }
  return data<AuthFormResult>(
    { ok: false, ...authFailure(request, { key: "passwordUpdateFailed", values: { message: authErrorOf(result) } }) },
    failureStatus(result),
  );
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "reset-password");

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordForm token={loaderData.token} linkState={loaderData.linkState} notice={loaderData.notice ?? null} result={actionData} />
  );
}
