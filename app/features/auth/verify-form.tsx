import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigation, useSubmit } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { type AuthFormResult, OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, isCompleteOtp } from "~/domain/auth";
import { usePaths } from "~/lib/use-paths";
import { AuthCard, AuthFooterLink, AuthForm, EmailField } from "./auth-ui";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/components/ui/form-message";
import { useAuthForm } from "./use-auth-feedback";
import { useHydrated } from "~/lib/use-hydrated";
import { useCountdown } from "./use-countdown";

/**
 * E-mail code verification (docs/product.md §2, §4 "Registration", §5): the verify button is enabled only at
 * exactly 6 digits, a 6-digit `?otp=` is submitted at once, and the code can be resent after a 45 s
 * countdown ('otpResent' toast). Success signs the user in and goes to the saved target.
 * Without JavaScript both buttons stay usable (the server validates and rate-limits).
 */
export function VerifyForm({
  email,
  initialOtp,
  redirectTo,
  notice,
  result,
}: {
  email: string | null;
  initialOtp: string;
  redirectTo: string;
  notice: "unverified" | null;
  result: AuthFormResult | undefined;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const { formRef, fieldErrors, formError, submitting } = useAuthForm(result, result?.intent === "resend" ? "request" : "verify");
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pendingIntent = submitting ? (navigation.formData?.get("intent") ?? "verify") : null;
  const [otp, setOtp] = useState(initialOtp);
  const resent = result?.ok && result.intent === "resend" ? result : null;
  const remaining = useCountdown(OTP_RESEND_COOLDOWN_SECONDS, resent);
  const address = email ?? (result && "email" in result ? result.email : undefined) ?? "";

  useEffect(() => {
    if (resent) toast.success(t("auth.verify.otpResent"), { description: t("auth.verify.otpResentDescription", { email: address }) });
    // A new resend result only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resent]);

  // A complete code in the link is submitted at once (once).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !email || !isCompleteOtp(initialOtp) || !formRef.current) return;
    autoSubmitted.current = true;
    void submit(formRef.current);
  }, [email, formRef, initialOtp, submit]);

  const canVerify = isCompleteOtp(otp) && !submitting;
  const canResend = remaining === 0 && !submitting;

  return (
    <AuthCard
      title={t("auth.verify.title")}
      description={email ? t("auth.verify.description", { email }) : t("auth.verify.descriptionNoEmail")}
      footer={
        <>
          <AuthFooterLink to={paths.register(redirectTo)}>{t("auth.verify.wrongEmail")}</AuthFooterLink>
          <AuthFooterLink to={paths.login(redirectTo)}>{t("auth.register.login")}</AuthFooterLink>
        </>
      }
    >
      <AuthForm formRef={formRef} errorId="verify-error" hasError={Boolean(formError)}>
        {notice === "unverified" && !result ? (
          <FormMessage tone="success" title={t("auth.verify.codeSent")}>
            {t("auth.errors.emailNotVerified")}
          </FormMessage>
        ) : null}
        {formError ? (
          <FormMessage tone="error" id="verify-error" title={t(result?.intent === "resend" ? "auth.titles.request" : "auth.titles.verify")}>
            {formError}
          </FormMessage>
        ) : null}
        {resent ? (
          <FormMessage tone="success" title={t("auth.verify.otpResent")}>
            {t("auth.verify.otpResentDescription", { email: address })}
          </FormMessage>
        ) : null}
        <input type="hidden" name="redirect" value={redirectTo} />
        {email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <EmailField defaultValue={address || undefined} error={fieldErrors.email} />
        )}
        <TextField
          name="otp"
          label={t("auth.fields.code")}
          hint={t("auth.fields.codeHint")}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${OTP_LENGTH}}`}
          maxLength={OTP_LENGTH}
          required
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          error={fieldErrors.otp}
        />
        {/* The first submit button is the form's default (Enter); it is disabled until 6 digits. */}
        <Button type="submit" name="intent" value="verify" className="w-full" disabled={hydrated && !canVerify}>
          {pendingIntent === "verify" ? t("auth.verify.submitting") : t("auth.verify.submit")}
        </Button>
        {/* The countdown's text wraps on narrow phones instead of touching the button's edges. */}
        <Button
          type="submit"
          name="intent"
          value="resend"
          variant="outline"
          className="h-auto min-h-10 w-full whitespace-normal text-center"
          disabled={hydrated && !canResend}
        >
          {pendingIntent === "resend"
            ? t("auth.verify.resending")
            : hydrated && remaining > 0
              ? t("auth.verify.resendIn", { seconds: remaining })
              : t("auth.verify.resend")}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
