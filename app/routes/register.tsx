import { data, redirect } from "react-router";
import type { Route } from "./+types/register";
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
import { signedOutPage } from "~/.server/auth/session";
import { type AuthFormResult, fieldErrorsOf, formFields, registerSchema, safeRedirect, verifyPageSearch } from "~/domain/auth";
import { authPageMeta } from "~/features/auth/meta";
import { RegisterForm } from "~/features/auth/register-form";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/** /kayit (docs/product.md §2): accepts ?redirect=, kept until the code is verified. */
export const loader = ({ context, request }: Route.LoaderArgs) => signedOutPage(context.app, request);

/**
 * Creates the account (Better Auth stores the password hashed; the user cannot sign in before the
 * code is verified), which e-mails a 6-digit code, then goes to /dogrulama?email=… with the sign-up
 * claim cookie: the code entered in this browser signs in (decision 012). An unverified account of
 * the address is replaced by this one (whoever proves the mailbox keeps the password they chose); a
 * verified one gets the same answer (no account enumeration), no code and no change.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readAuthForm(request);
  if (!formData) return badRequestAnswer(request);
  // The page's language: the account's language for its mails, and where its links lead.
  const locale = requestLocale(request);
  const paths = pathsFor(locale);
  const redirectTo = safeRedirect(formData.get("redirect"), paths.home());
  const fields = formFields(formData, ["name", "email", "password", "confirmPassword"]);
  const email = fields.email.trim().toLowerCase();
  if (guard(request)) return data<AuthFormResult>({ ok: false, ...authFailure(request, { key: "crossSite" }), email }, 403);
  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) return data<AuthFormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), email }, 400);

  const { name, password } = parsed.data;
  const result = await callAuth(context.app, request, "/sign-up/email", { body: { email: parsed.data.email, password, name, locale } });
  if (!result.ok) {
    return data<AuthFormResult>(
      { ok: false, ...authFailure(request, authErrorOf(result)), email: parsed.data.email },
      failureStatus(result),
    );
  }
  return redirect(`${paths.verify()}${verifyPageSearch(parsed.data.email, redirectTo, paths.home())}`, { headers: setCookiesOf(result) });
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "register");

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm redirectTo={loaderData.redirectTo} result={actionData} />;
}
