import { data, redirect } from "react-router";
import type { Route } from "./+types/verify";
import "~/lib/i18n/areas/auth";
import {
  authErrorOf,
  badRequestAnswer,
  callAuth,
  failureStatus,
  readAuthForm,
  setCookiesOf,
  authFailure,
} from "~/.server/auth/auth-requests";
import { guard } from "~/.server/http/guard";
import { type AuthFormResult, emailSchema, fieldErrorsOf, formFields, isCompleteOtp, safeRedirect, verifySchema } from "~/domain/auth";
import { authPageMeta } from "~/features/auth/meta";
import { VerifyForm } from "~/features/auth/verify-form";
import { requestLocale } from "~/lib/i18n/locales";
import { localizePath, pathsFor } from "~/lib/paths";

/** /dogrulama (docs/product.md §2): accepts ?email=, ?otp= (a complete code is submitted at once) and ?redirect=. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const email = emailSchema.safeParse(params.get("email") ?? "");
  const otp = (params.get("otp") ?? "").trim();
  return {
    email: email.success ? email.data : null,
    otp: isCompleteOtp(otp) ? otp : "",
    redirectTo: safeRedirect(params.get("redirect"), pathsFor(requestLocale(request)).home()),
    notice: params.get("notice") === "unverified" ? ("unverified" as const) : null,
  };
}

/** Where a verification without the sign-up's claim sends the verifier: the reset page with a fresh link. */
const CHOOSE_PASSWORD = /^\/sifre-yenile\?token=[\w-]{8,200}&notice=verified$/;

/**
 * intent=verify: checks the code (Better Auth's e-mail OTP; wrong codes are counted and
 * rate-limited); success verifies the e-mail. In the browser that signed up (its claim cookie) it
 * signs in (session and name cookies) and goes to the saved target; elsewhere the account keeps no
 * earlier password and the verifier chooses one at /sifre-yenile (decision 012).
 * intent=resend: mails a new code.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readAuthForm(request);
  if (!formData) return badRequestAnswer(request);
  const intent = formData.get("intent") === "resend" ? "resend" : "verify";
  const locale = requestLocale(request);
  const redirectTo = safeRedirect(formData.get("redirect"), pathsFor(locale).home());
  const fields = formFields(formData, ["email", "otp"]);
  const email = fields.email.trim().toLowerCase();
  if (guard(request)) return data<AuthFormResult>({ ok: false, intent, ...authFailure(request, { key: "crossSite" }), email }, 403);

  if (intent === "resend") {
    const parsed = verifySchema.pick({ email: true }).safeParse(fields);
    if (!parsed.success) return data<AuthFormResult>({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), email }, 400);
    const result = await callAuth(context.app, request, "/email-otp/send-verification-otp", {
      body: { email: parsed.data.email, type: "email-verification" },
    });
    if (!result.ok)
      return data<AuthFormResult>({ ok: false, intent, ...authFailure(request, authErrorOf(result)), email }, failureStatus(result));
    return data<AuthFormResult>({ ok: true, intent, email: parsed.data.email });
  }

  const parsed = verifySchema.safeParse(fields);
  if (!parsed.success) return data<AuthFormResult>({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), email }, 400);
  const result = await callAuth(context.app, request, "/email-otp/verify-email", { body: parsed.data });
  if (result.ok) {
    const choosePassword = (result.data as { choosePassword?: unknown } | null)?.choosePassword;
    if (typeof choosePassword === "string" && CHOOSE_PASSWORD.test(choosePassword))
      return redirect(localizePath(choosePassword, locale), { headers: setCookiesOf(result) });
    return redirect(redirectTo, { headers: setCookiesOf(result) });
  }
  return data<AuthFormResult>({ ok: false, intent, ...authFailure(request, authErrorOf(result)), email }, failureStatus(result));
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "verify");

export default function VerifyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VerifyForm
      email={loaderData.email}
      initialOtp={loaderData.otp}
      redirectTo={loaderData.redirectTo}
      notice={loaderData.notice}
      result={actionData}
    />
  );
}
