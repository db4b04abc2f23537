import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-login";
import "~/lib/i18n/areas/auth";
import { authFailure, callAuth, sessionTokenOf, setCookiesOf } from "~/.server/auth/auth-requests";
import { getViewer } from "~/.server/auth/session";
import { endSession, isAdminAccount } from "~/.server/services/accounts/auth-accounts";
import { type AuthFormResult, loginSchema } from "~/domain/auth";
import { LoginForm } from "~/features/auth/login-form";
import { authCallRefusal, invalidAuthFields, readAuthPost } from "./auth-form.server";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/** /yonetim/giris (docs/product.md §2, §6): an admin who is already signed in goes straight to the panel. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const paths = pathsFor(requestLocale(request));
  const { viewer } = await getViewer(context.app, request);
  if (viewer?.isAdmin) throw redirect(paths.admin.dashboard());
  // A member who opens the panel is sent here: say why, instead of a bare login form.
  return { redirectTo: paths.admin.dashboard(), signedInAs: viewer?.name ?? null };
}

/**
 * Signs in (Better Auth, rate-limited like the member login) and then requires is_admin: anyone
 * else gets 'Admin yetkiniz yok' and no session from this page (the one the sign-in made is ended).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const post = await readAuthPost(context.app, request, ["email", "password"]);
  if (post.refusal) return post.refusal;
  const { email } = post;
  const parsed = loginSchema.safeParse(post.fields);
  if (!parsed.success) return invalidAuthFields(parsed.error, email);

  const result = await callAuth(context.app, request, "/sign-in/email", { body: { ...parsed.data, rememberMe: true } });
  if (!result.ok) return authCallRefusal(request, result, email);
  const userId = (result.data as { user?: { id?: string } } | null)?.user?.id;
  if (!userId || !(await isAdminAccount(context.app.db, userId))) {
    const token = sessionTokenOf(result);
    if (userId && token) await endSession(context.app.db, userId, token);
    return data<AuthFormResult>({ ok: false, ...authFailure(request, { key: "notAdmin" }), email }, 403);
  }
  return redirect(pathsFor(requestLocale(request)).admin.dashboard(), { headers: setCookiesOf(result) });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: `${translate(locale, "auth.adminLogin.title")} — KKTC Kiralık`,
    noindex: true,
  });
};

export default function AdminLoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm variant="admin" redirectTo={loaderData.redirectTo} result={actionData} signedInAs={loaderData.signedInAs} />;
}
