import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { type AuthFormResult, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/auth";
import { usePaths } from "~/lib/use-paths";
import { AuthCard } from "./auth-ui";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthForm } from "./use-auth-feedback";

/**
 * Register (spec §2, §4 "Registration", §5): name optional, e-mail and password required, the
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
        <p>
          {t("auth.register.haveAccount")}{" "}
          <Link to={paths.login(redirectTo)} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.register.login")}
          </Link>
        </p>
      }
    >
      <Form method="post" ref={formRef} noValidate className="space-y-4" aria-describedby={formError ? "register-error" : undefined}>
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
        <TextField
          name="email"
          type="email"
          label={t("auth.fields.email")}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={result && !result.ok ? result.email : undefined}
          error={fieldErrors.email}
        />
        <TextField
          name="password"
          type="password"
          label={t("auth.fields.password")}
          hint={t("auth.fields.passwordHint")}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={fieldErrors.password}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("auth.register.submitting") : t("auth.register.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
