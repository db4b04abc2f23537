import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import type { AuthFormResult } from "~/domain/auth";
import type { AuthErrorRef } from "~/domain/error-codes";
import { usePaths } from "~/lib/use-paths";
import { AuthCard } from "./auth-ui";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthErrorText, useAuthForm } from "./use-auth-feedback";

/**
 * Forgot password (spec §2, §5): the e-mail must belong to an account; success says the link was
 * sent. A failed recovery link lands here with `error_code`/`error_description` (spec §2, §8).
 * With JavaScript the request goes through the retrying fetch (the route's clientAction).
 */
export function ForgotPasswordForm({
  result,
  recoveryError,
}: {
  result: AuthFormResult | undefined;
  recoveryError: AuthErrorRef | null;
}) {
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
      footer={
        <p>
          <Link to={paths.login()} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.forgot.backToLogin")}
          </Link>
        </p>
      }
    >
      <Form method="post" ref={formRef} noValidate className="space-y-4" aria-describedby={formError ? "forgot-error" : undefined}>
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
        <TextField
          name="email"
          type="email"
          label={t("auth.fields.email")}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={result?.email}
          error={fieldErrors.email}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
