import { useTranslation } from "~/lib/i18n/react";

import { type AuthFormResult, NAME_MAX_LENGTH } from "~/domain/auth";
import { usePaths } from "~/lib/use-paths";
import { AuthCard, AuthFooterLink, AuthForm, EmailField, NewPasswordFields, SubmitButton } from "./auth-ui";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthForm } from "./use-auth-feedback";

/**
 * Register (docs/product.md §2, §4 "Registration", §5): name optional, e-mail and password required, the
 * password at least 6 characters and matching its confirmation. The password is sent once and
 * stored hashed; a 6-digit code is e-mailed and the page moves on to /dogrulama.
 */
export function RegisterForm({ redirectTo, result }: { redirectTo: string; result: AuthFormResult | undefined }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const { formRef, fieldErrors, formError, submitting } = useAuthForm(result, "register");

  return (
    <AuthCard
      title={t("auth.register.title")}
      description={t("auth.register.description")}
      footer={
        <AuthFooterLink lead={t("auth.register.haveAccount")} to={paths.login(redirectTo)}>
          {t("auth.register.login")}
        </AuthFooterLink>
      }
    >
      <AuthForm formRef={formRef} errorId="register-error" hasError={Boolean(formError)}>
        {formError ? (
          <FormMessage tone="error" id="register-error" title={t("auth.titles.register")}>
            {formError}
          </FormMessage>
        ) : null}
        <input type="hidden" name="redirect" value={redirectTo} />
        <TextField
          name="name"
          label={t("auth.fields.name")}
          optionalLabel={t("auth.fields.nameOptional")}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          error={fieldErrors.name}
        />
        <EmailField defaultValue={result && !result.ok ? result.email : undefined} error={fieldErrors.email} />
        <NewPasswordFields label={t("auth.fields.password")} confirmLabel={t("auth.fields.confirmPassword")} errors={fieldErrors} />
        <SubmitButton submitting={submitting} label={t("auth.register.submit")} busyLabel={t("auth.register.submitting")} />
      </AuthForm>
    </AuthCard>
  );
}
