import { redirect } from "react-router";
import type { Route } from "./+types/login";
import "~/lib/i18n/areas/auth";
import { callAuth, setCookiesOf } from "~/.server/auth/auth-requests";
import { signedOutPage } from "~/.server/auth/session";
import { loginSchema, safeRedirect, verifyPageSearch } from "~/domain/auth";
import { LoginForm } from "~/features/auth/login-form";
import { authCallRefusal, invalidAuthFields, readAuthPost } from "./auth-form.server";
import { authPageMeta } from "~/features/auth/meta";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/** /giris (docs/product.md §2): accepts ?redirect= (same-site paths only); a signed-in visitor goes straight there. */
export const loader = ({ context, request }: Route.LoaderArgs) => signedOutPage(context.app, request);

/**
 * Signs in with e-mail and password (Better Auth, rate-limited per client address) and forwards the
 * session cookies. An account whose e-mail is not verified yet gets a new code and goes to /dogrulama.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const post = await readAuthPost(context.app, request, ["email", "password"]);
  if (post.refusal) return post.refusal;
  const paths = pathsFor(requestLocale(request));
  const redirectTo = safeRedirect(post.formData.get("redirect"), paths.home());
  const parsed = loginSchema.safeParse(post.fields);
  if (!parsed.success) return invalidAuthFields(parsed.error, post.email);

  const result = await callAuth(context.app, request, "/sign-in/email", { body: { ...parsed.data, rememberMe: true } });
  if (result.ok) return redirect(redirectTo, { headers: setCookiesOf(result) });
  if (result.code === "EMAIL_NOT_VERIFIED") {
    // The password was right: a fresh code (rate-limited too), then the code page, with the
    // sign-up claim the sign-in gave this browser (a code entered here signs in).
    await callAuth(context.app, request, "/email-otp/send-verification-otp", {
      body: { email: parsed.data.email, type: "email-verification" },
    });
    return redirect(`${paths.verify()}${verifyPageSearch(parsed.data.email, redirectTo, paths.home())}&notice=unverified`, {
      headers: setCookiesOf(result),
    });
  }
  return authCallRefusal(request, result, parsed.data.email);
}

export const meta: Route.MetaFunction = (args) => authPageMeta(args, "login");

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm redirectTo={loaderData.redirectTo} result={actionData} />;
}
