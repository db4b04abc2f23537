import { useId } from "react";
import { TextField } from "~/components/ui/text-field";
import { PHONE_INPUT_MAX_LENGTH, formatPhone, parsePhone } from "~/domain/phone";
import type { ListingContactInput } from "~/domain/listing-form";
import { useTranslation } from "~/lib/i18n/react";

/** The profile's numbers as the form starts from them (see services/listings/contact-numbers.ts). */
export interface ContactStart {
  phone: string;
  whatsapp: string;
  /** The profile has a valid number already. */
  onProfile: boolean;
}

/**
 * How buyers reach the seller (docs/product.md §5 "Contact phone number"): the WhatsApp and
 * phone numbers, prefilled from the profile where they live, and "save to my profile" (ticked when
 * the profile has none; ticked as soon as a number is changed). A valid number is shown formatted
 * when the field is left.
 */
export function ContactSection({
  start,
  value,
  onChange,
  error,
  disabled,
}: {
  start: ContactStart;
  value: ListingContactInput;
  onChange: (value: ListingContactInput) => void;
  error: (field: "whatsapp" | "phone") => string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const changed = value.whatsapp.trim() !== start.whatsapp.trim() || value.phone.trim() !== start.phone.trim();
  const setNumber = (field: "whatsapp" | "phone", typed: string) =>
    // A changed number is meant to reach buyers: it goes to the profile unless the seller unticks it.
    onChange({ ...value, [field]: typed, saveToProfile: value.saveToProfile || typed.trim() !== start[field].trim() });
  const tidy = (field: "whatsapp" | "phone") => {
    const e164 = parsePhone(value[field]);
    if (e164 && formatPhone(e164) !== value[field]) onChange({ ...value, [field]: formatPhone(e164) });
  };
  return (
    <div className="space-y-4" data-testid="contact-section">
      <p className="text-sm text-muted-foreground">{t("listingForm.contact.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["whatsapp", "phone"] as const).map((field) => (
          <TextField
            key={field}
            name={`contact.${field}`}
            type="tel"
            inputMode="tel"
            autoComplete={field === "phone" ? "tel" : "off"}
            label={t(field === "whatsapp" ? "listingForm.contact.whatsapp" : "listingForm.contact.phone")}
            hint={t("listingForm.contact.hint")}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            value={value[field]}
            disabled={disabled}
            onChange={(event) => setNumber(field, event.currentTarget.value)}
            onBlur={() => tidy(field)}
            error={error(field)}
          />
        ))}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          name="contact.saveToProfile"
          className="mt-0.5 size-4 accent-primary"
          checked={value.saveToProfile}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, saveToProfile: event.currentTarget.checked })}
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t("listingForm.contact.save")}
        </label>
      </div>
      {!value.saveToProfile && changed && start.onProfile ? (
        <p className="text-xs text-muted-foreground" data-testid="contact-not-saved">
          {t("listingForm.contact.notSaved")}
        </p>
      ) : null}
    </div>
  );
}
