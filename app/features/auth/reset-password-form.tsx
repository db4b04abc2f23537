import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { type AuthFormResult, RESET_REDIRECT_DELAY_MS } from "~/domain/auth";
import { usePaths } from "~/lib/use-paths";
import { AuthCard, AuthFooterLink, AuthForm, AuthLink, NewPasswordFields } from "./auth-ui";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthForm } from "./use-auth-feedback";

/** Whether the page's reset link is usable: valid, missing from the URL, or invalid/expired. */
export type ResetLinkState = "valid" | "missing" | "invalid";

/**
 * Reset password (docs/product.md §2, §4 "Password reset", §5, §8): without a valid link the submit button is
 * disabled and the spec's message shows; the new password (≥ 6, matching) is saved, the button
 * reads 'Şifre Güncellendi ✓' and the page goes to /giris after 1.5 s. A failure after an earlier
 * success still counts as success.
 */
export function ResetPasswordForm({
  token,
  linkState,
  notice = null,
  result,
}: {
  token: string | null;
  linkState: ResetLinkState;
  /** "verified": the address was just verified in a browser that did not sign up; a password is chosen here. */
  notice?: "verified" | null;
  result: AuthFormResult | undefined;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [succeededBefore, setSucceededBefore] = useState(false);
  const succeeded = succeededBefore || result?.ok === true;
  const shownResult = succeeded ? undefined : result;
  const { formRef, fieldErrors, formError, submitting } = useAuthForm(shownResult, "update");

  useEffect(() => {
    if (result?.ok) setSucceededBefore(true);
  }, [result]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.login()), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, paths]);

  const linkProblem =
    linkState === "missing" ? t("auth.errors.noActiveSession") : linkState === "invalid" ? t("auth.errors.otpExpired") : null;

  return (
    <AuthCard
      title={t("auth.reset.title")}
      description={t("auth.reset.description")}
      footer={
        <AuthFooterLink to={linkProblem ? paths.forgotPassword() : paths.login()}>
          {linkProblem ? t("auth.reset.requestNew") : t("auth.forgot.backToLogin")}
        </AuthFooterLink>
      }
    >
      <AuthForm formRef={formRef} errorId="reset-error" hasError={Boolean(formError)}>
        {linkProblem && !succeeded ? (
          <FormMessage tone="error" title={t("auth.titles.error")}>
            {linkProblem}
          </FormMessage>
        ) : null}
        {notice === "verified" && !linkProblem && !succeeded && !formError ? (
          <FormMessage tone="success" title={t("auth.reset.verifiedTitle")}>
            {t("auth.reset.verifiedNotice")}
          </FormMessage>
        ) : null}
        {formError ? (
          <FormMessage tone="error" id="reset-error" title={t("auth.titles.update")}>
            {formError}
          </FormMessage>
        ) : null}
        {succeeded ? (
          <FormMessage tone="success" title={t("auth.reset.success")} live>
            {t("auth.reset.successDescription")} <AuthLink to={paths.login()}>{t("auth.reset.goToLogin")}</AuthLink>
          </FormMessage>
        ) : null}
        {token ? <input type="hidden" name="token" value={token} /> : null}
        <NewPasswordFields
          label={t("auth.fields.newPassword")}
          confirmLabel={t("auth.fields.confirmNewPassword")}
          errors={fieldErrors}
          disabled={linkState !== "valid" || succeeded}
        />
        <Button type="submit" className="w-full" disabled={linkState !== "valid" || succeeded || submitting}>
          {succeeded ? t("auth.reset.success") : submitting ? t("auth.reset.submitting") : t("auth.reset.submit")}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
