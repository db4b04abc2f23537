import { data, redirect } from "react-router";
import type { Route } from "./+types/verify";
import "~/lib/i18n/areas/auth";
import { callAuth, setCookiesOf } from "~/.server/auth/auth-requests";
import { type AuthFormResult, emailSchema, isCompleteOtp, safeRedirect, verifySchema } from "~/domain/auth";
import { authPageMeta } from "~/features/auth/meta";
import { VerifyForm } from "~/features/auth/verify-form";
import { authCallRefusal, invalidAuthFields, readAuthPost } from "./auth-form.server";
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
  const post = await readAuthPost(context.app, request, ["email", "otp"], (formData) =>
    formData.get("intent") === "resend" ? "resend" : "verify",
  );
  if (post.refusal) return post.refusal;
  const { fields, email, intent } = post;
  const locale = requestLocale(request);
  const redirectTo = safeRedirect(post.formData.get("redirect"), pathsFor(locale).home());

  if (intent === "resend") {
    const parsed = verifySchema.pick({ email: true }).safeParse(fields);
    if (!parsed.success) return invalidAuthFields(parsed.error, email, intent);
    const result = await callAuth(context.app, request, "/email-otp/send-verification-otp", {
      body: { email: parsed.data.email, type: "email-verification" },
    });
    if (!result.ok) return authCallRefusal(request, result, email, intent);
    return data<AuthFormResult>({ ok: true, intent, email: parsed.data.email });
  }

  const parsed = verifySchema.safeParse(fields);
  if (!parsed.success) return invalidAuthFields(parsed.error, email, intent);
  const result = await callAuth(context.app, request, "/email-otp/verify-email", { body: parsed.data });
  if (result.ok) {
    const choosePassword = (result.data as { choosePassword?: unknown } | null)?.choosePassword;
    if (typeof choosePassword === "string" && CHOOSE_PASSWORD.test(choosePassword))
      return redirect(localizePath(choosePassword, locale), { headers: setCookiesOf(result) });
    return redirect(redirectTo, { headers: setCookiesOf(result) });
  }
  return authCallRefusal(request, result, email, intent);
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
