import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/auth";
import { useTranslation } from "~/lib/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";

/** The card every account page sits in: one h1, an optional description, the form, footer links. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const titleId = useId();
  const hydrated = useHydrated();
  return (
    // data-hydrated: set once React runs on the page (tests wait for it before using JS behaviour).
    <section aria-labelledby={titleId} data-hydrated={hydrated} className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </section>
  );
}

/** The account forms' e-mail field (`defaultValue`: what was sent, kept after a refusal). */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      type="email"
      label={t("auth.fields.email")}
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A new password with the accounts' rules and their hint, then its confirmation (registration, reset). */
export function NewPasswordFields({
  label,
  confirmLabel,
  errors,
  disabled,
}: {
  label: string;
  confirmLabel: string;
  errors: { password?: string; confirmPassword?: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        hint={t("auth.fields.passwordHint")}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        disabled={disabled}
        error={errors.password}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        disabled={disabled}
        error={errors.confirmPassword}
      />
    </>
  );
}

/** A form's full-width submit button: its label, or the busy one while the form is on its way. */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  disabled,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" className="w-full" disabled={disabled ?? submitting}>
      {submitting ? busyLabel : label}
    </Button>
  );
}

/** A link of the account pages' footers and messages (to another account page). */
export function AuthLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A footer line of an account page: an optional lead-in, then a link to another account page. */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: React.ReactNode }) {
  return (
    <p>
      {lead ? <>{lead} </> : null}
      <AuthLink to={to}>{children}</AuthLink>
    </p>
  );
}

/**
 * An account form: posted to the page's action, checked by the server (the browser's own bubbles are
 * off), described by its error message (`errorId`) while it shows one.
 */
export function AuthForm({
  formRef,
  errorId,
  hasError,
  children,
}: {
  formRef: React.Ref<HTMLFormElement>;
  errorId: string;
  hasError: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" ref={formRef} noValidate className="space-y-4" aria-describedby={hasError ? errorId : undefined}>
      {children}
    </Form>
  );
}
