import { useId } from "react";
import { isolatePhoneNumbers } from "~/lib/bidi";
import { cn } from "~/lib/cn";
import { directionOf } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { Input } from "./input";

interface FieldProps {
  label: string;
  hint?: string;
  /** The translated error text of this field. */
  error?: string;
  /** Shown after the label of an optional field, e.g. "(isteğe bağlı)". */
  optionalLabel?: string;
  /** The control's name, marked on the error for tests and focus handling. */
  name: string;
  className?: string;
}

/** What a field gives its control: the id for the label, and the invalid/description attributes. */
interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form control with an optional hint and an inline error (a translated message): the
 * control is marked invalid and described by both. `inGroup`: one of a fieldset's fields (its
 * legend names the whole, e.g. "Fiyat" over "En az" and "En çok"), with a small, muted label.
 */
export function Field({
  label,
  hint,
  error,
  optionalLabel,
  name,
  className,
  inGroup = false,
  children,
}: FieldProps & { inGroup?: boolean; children: (control: ControlProps) => React.ReactNode }) {
  const id = useId();
  // On right-to-left pages a phone number in a hint or an error ("0533 123 45 67") keeps its order.
  const rtl = directionOf(useTranslation().i18n.language) === "rtl";
  const shown = (text: string) => (rtl ? isolatePhoneNumbers(text) : text);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn(inGroup ? "space-y-1" : "space-y-1.5", className)}>
      <label htmlFor={id} className={inGroup ? "block text-xs text-muted-foreground" : "block text-sm font-medium"}>
        {label}
        {optionalLabel ? <span className="font-normal text-muted-foreground"> {optionalLabel}</span> : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {shown(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" data-field-error={name}>
          {shown(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input (see Field). */
export function TextField({
  label,
  hint,
  error,
  optionalLabel,
  className,
  ...inputProps
}: React.ComponentProps<"input"> & Omit<FieldProps, "className">) {
  return (
    <Field label={label} hint={hint} error={error} optionalLabel={optionalLabel} name={inputProps.name} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

/** A labelled multi-line text input (see Field). */
export function TextAreaField({
  label,
  hint,
  error,
  optionalLabel,
  className,
  ...textareaProps
}: React.ComponentProps<"textarea"> & Omit<FieldProps, "className">) {
  return (
    <Field label={label} hint={hint} error={error} optionalLabel={optionalLabel} name={textareaProps.name} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textareaProps}
          className="flex min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
        />
      )}
    </Field>
  );
}

/** A labelled native select (see Field); `placeholder` adds an empty first option. */
export function SelectField({
  label,
  hint,
  error,
  optionalLabel,
  className,
  options,
  placeholder,
  ...selectProps
}: React.ComponentProps<"select"> &
  Omit<FieldProps, "className"> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field label={label} hint={hint} error={error} optionalLabel={optionalLabel} name={selectProps.name} className={className}>
      {(control) => (
        <select
          {...control}
          {...selectProps}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
