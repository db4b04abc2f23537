import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";

import { toast } from "~/components/ui/sonner";
import type { AuthFormResult } from "~/domain/auth";
import type { AuthErrorRef } from "~/domain/error-codes";
import { usePaths } from "~/lib/use-paths";
import { AuthCard, AuthFooterLink, AuthForm, EmailField, SubmitButton } from "./auth-ui";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthErrorText, useAuthForm } from "./use-auth-feedback";

/**
 * Forgot password (docs/product.md §2, §5): the e-mail must belong to an account; success says the link was
 * sent. A failed recovery link lands here with `error_code`/`error_description` (docs/product.md §2, §8).
 * With JavaScript the request goes through the retrying fetch (the route's clientAction).
 */
export function ForgotPasswordForm({ result, recoveryError }: { result: AuthFormResult | undefined; recoveryError: AuthErrorRef | null }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const { formRef, fieldErrors, formError, submitting } = useAuthForm(result, "request");
  const errorText = useAuthErrorText();
  const sentTo = result?.ok ? (result.email ?? "") : null;

  useEffect(() => {
    if (sentTo !== null) toast.success(t("auth.forgot.sentTitle"), { description: t("auth.forgot.sent", { email: sentTo }) });
    // A new success only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <AuthCard
      title={t("auth.forgot.title")}
      description={t("auth.forgot.description")}
      footer={<AuthFooterLink to={paths.login()}>{t("auth.forgot.backToLogin")}</AuthFooterLink>}
    >
      <AuthForm formRef={formRef} errorId="forgot-error" hasError={Boolean(formError)}>
        {recoveryError && !result ? (
          <FormMessage tone="error" title={t("auth.titles.verify")}>
            {errorText(recoveryError)}
          </FormMessage>
        ) : null}
        {formError ? (
          <FormMessage tone="error" id="forgot-error" title={t("auth.titles.request")}>
            {formError}
          </FormMessage>
        ) : null}
        {sentTo !== null ? (
          <FormMessage tone="success" title={t("auth.forgot.sentTitle")}>
            {t("auth.forgot.sent", { email: sentTo })}
          </FormMessage>
        ) : null}
        <EmailField defaultValue={result?.email} error={fieldErrors.email} />
        <SubmitButton submitting={submitting} label={t("auth.forgot.submit")} busyLabel={t("auth.forgot.submitting")} />
      </AuthForm>
    </AuthCard>
  );
}
