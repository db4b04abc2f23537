import { CircleAlert, CircleCheck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useHydrated } from "./use-auth-feedback";

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

/**
 * A labelled input with an optional hint and an inline error (a translated message): the input is
 * marked invalid and described by both.
 */
export function AuthField({
  label,
  hint,
  error,
  optionalLabel,
  className,
  ...inputProps
}: React.ComponentProps<"input"> & {
  name: string;
  label: string;
  hint?: string;
  /** The translated error text of this field. */
  error?: string;
  /** Shown after the label of an optional field, e.g. "(isteğe bağlı)". */
  optionalLabel?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optionalLabel ? <span className="font-normal text-muted-foreground"> {optionalLabel}</span> : null}
      </label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" data-field-error={inputProps.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message box inside a form: an error (the form's failure) or a success note. */
export function FormMessage({
  tone,
  title,
  children,
  id,
  live = false,
}: {
  tone: "error" | "success";
  title?: string;
  children: React.ReactNode;
  id?: string;
  /** Announce it (role=alert/status) — for messages that appear without a page load. */
  live?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  const role = live ? (tone === "error" ? "alert" : "status") : undefined;
  return (
    <div
      id={id}
      role={role}
      data-testid={tone === "error" ? "form-error" : "form-success"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        tone === "error"
          ? "border-destructive/40 bg-destructive/5 text-foreground"
          : "border-primary/40 bg-primary/5 text-foreground",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", tone === "error" ? "text-destructive" : "text-primary")} />
      <div>
        <p className="font-medium">{title ?? (tone === "error" ? t("auth.titles.error") : null)}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}
