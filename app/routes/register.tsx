import { redirect } from "react-router";
import type { Route } from "./+types/register";
import "~/lib/i18n/areas/auth";
import { callAuth, setCookiesOf } from "~/.server/auth/auth-requests";
import { signedOutPage } from "~/.server/auth/session";
import { registerSchema, safeRedirect, verifyPageSearch } from "~/domain/auth";
import { authPageMeta } from "~/features/auth/meta";
import { RegisterForm } from "~/features/auth/register-form";
import { authCallRefusal, invalidAuthFields, readAuthPost } from "./auth-form.server";
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
  const post = await readAuthPost(context.app, request, ["name", "email", "password", "confirmPassword"]);
  if (post.refusal) return post.refusal;
  // The page's language: the account's language for its mails, and where its links lead.
  const locale = requestLocale(request);
  const paths = pathsFor(locale);
  const redirectTo = safeRedirect(post.formData.get("redirect"), paths.home());
  const parsed = registerSchema.safeParse(post.fields);
  if (!parsed.success) return invalidAuthFields(parsed.error, post.email);

  const { name, password } = parsed.data;
  const result = await callAuth(context.app, request, "/sign-up/email", { body: { email: parsed.data.email, password, name, locale } });
  if (!result.ok) return authCallRefusal(request, result, parsed.data.email);
  return redirect(`${paths.verify()}${verifyPageSearch(parsed.data.email, redirectTo, paths.home())}`, { headers: setCookiesOf(result) });
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "register");

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm redirectTo={loaderData.redirectTo} result={actionData} />;
}
