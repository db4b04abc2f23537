import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { AuthFormResult } from "~/domain/auth";
import { usePaths } from "~/lib/use-paths";
import { AuthCard, AuthFooterLink, AuthForm, EmailField, SubmitButton } from "./auth-ui";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthForm } from "./use-auth-feedback";

/**
 * Login (docs/product.md §2): e-mail and password, links to register and forgot-password; the saved
 * `redirect` target comes along. Works as a plain form without JavaScript.
 */
export function LoginForm({
  redirectTo,
  result,
  variant = "member",
  signedInAs = null,
}: {
  redirectTo: string;
  result: AuthFormResult | undefined;
  /** "admin": the admin login at /yonetim/giris (its own heading, no register link). */
  variant?: "member" | "admin";
  /** The admin login opened by a signed-in member: their name, for a note that they are not an admin. */
  signedInAs?: string | null;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const { formRef, fieldErrors, formError, submitting } = useAuthForm(result, "login");

  return (
    <AuthCard
      title={t(variant === "admin" ? "auth.adminLogin.title" : "auth.login.title")}
      description={t(variant === "admin" ? "auth.adminLogin.description" : "auth.login.description")}
      footer={
        variant === "admin" ? undefined : (
          <AuthFooterLink lead={t("auth.login.noAccount")} to={paths.register(redirectTo)}>
            {t("auth.login.register")}
          </AuthFooterLink>
        )
      }
    >
      <AuthForm formRef={formRef} errorId="login-error" hasError={Boolean(formError)}>
        {formError ? (
          <FormMessage tone="error" id="login-error" title={t("auth.titles.login")}>
            {formError}
          </FormMessage>
        ) : signedInAs ? (
          <FormMessage tone="error" title={t("auth.errors.notAdmin")}>
            {t("auth.adminLogin.signedInAsMember", { name: signedInAs })}
          </FormMessage>
        ) : null}
        <input type="hidden" name="redirect" value={redirectTo} />
        <EmailField defaultValue={result && !result.ok ? result.email : undefined} error={fieldErrors.email} />
        <TextField
          name="password"
          type="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.login.forgot")}
          </Link>
        </div>
        <SubmitButton submitting={submitting} label={t("auth.login.submit")} busyLabel={t("auth.login.submitting")} />
      </AuthForm>
    </AuthCard>
  );
}
