import { type TFunction, type TextKey, uncheckedKey } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { Combobox } from "~/components/ui/combobox";
import { DigitsInput } from "~/components/ui/digits-input";
import { Input } from "~/components/ui/input";
import { Field, SelectField } from "~/components/ui/text-field";
import { carBrandName, findCarBrand } from "~/domain/car-brands";
import type { FieldValue, FormField } from "~/domain/listing-form";

/** A select with more options than this is a box to type in (the cars' makes). */
const SEARCHABLE_OPTIONS = 12;

/** Translated option texts for the fields whose stored values are codes or Turkish words. */
function optionLabel(t: TFunction, key: string, option: string): string {
  switch (key) {
    case "brand":
      // Makes are proper nouns, the same in both languages (domain/car-brands.ts).
      return carBrandName(option) ?? option;
    case "house_type":
      return t(uncheckedKey(`categoryPage.houseTypes.${option}`), { defaultValue: option });
    case "type":
      return t(uncheckedKey(`categoryPage.shopTypes.${option}`), { defaultValue: option });
    case "board":
      return t(uncheckedKey(`categoryPage.boards.${option}`), { defaultValue: option });
    case "stars":
      return t("categoryPage.starsValue", { count: Number(option), defaultValue: option });
    default:
      // Heating, fuel, transmission, colour …: the detail page's value texts (Turkish words stored).
      return t(uncheckedKey(`listingDetail.specs.values.${key}.${option}`), { defaultValue: option });
  }
}

/** The unit of a number field, as the detail page writes its values ("м²", "m"): the label says it. */
const UNIT_TEXTS: Record<string, TextKey> = {
  square_meters: "listingDetail.specs.squareMeters",
  frontage: "listingDetail.specs.metres",
  horsepower: "listingDetail.specs.horsepower",
};

/**
 * A field's label in the page's language: the admin's wording (`category_fields`) in Turkish and
 * English; in the other languages the detail page's label of the known fields with the unit of a
 * number (`Площадь (м²)`), and the Turkish wording only for a field an admin added, as on the
 * detail page.
 */
export function fieldLabel(t: TFunction, language: Locale, field: Pick<FormField, "key" | "label" | "labelEn">): string {
  if (language === "tr") return field.label;
  if (language === "en") return field.labelEn || field.label;
  const label = t(uncheckedKey(`listingDetail.specs.labels.${field.key}`), { defaultValue: "" });
  if (!label) return field.label;
  const unit = UNIT_TEXTS[field.key];
  return unit ? `${label} (${t(unit, { value: "" }).trim()})` : label;
}

/**
 * The chosen category's own fields from `category_fields` (docs/product.md §3): number (digits only, like the
 * price), boolean, select, multiselect, date and text; required ones marked with an asterisk. A
 * select with many options (the cars' makes) is a box that filters them as one types, and a car's
 * model suggests the chosen make's common models while any other may be typed.
 */
export function DynamicFields({
  fields,
  values,
  error: errorOf,
  onChange,
}: {
  fields: readonly FormField[];
  values: Record<string, FieldValue>;
  /** A field's translated error, by its key. */
  error: (key: string) => string | undefined;
  onChange: (key: string, value: FieldValue) => void;
}) {
  const { t, i18n } = useTranslation();
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{t("listingForm.fields.noFields")}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="dynamic-fields">
      {fields.map((field) => {
        const label = fieldLabel(t, i18n.language, field);
        const shownLabel = field.required ? `${label} *` : label;
        const error = errorOf(field.key);
        const value = values[field.key];
        const name = `spec-${field.key}`;
        switch (field.type) {
          case "boolean":
            return (
              <label
                key={field.key}
                className="flex items-center gap-3 self-end rounded-md border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="checkbox"
                  name={name}
                  checked={value === true}
                  onChange={(event) => onChange(field.key, event.currentTarget.checked)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            );
          case "select":
            if (field.options.length > SEARCHABLE_OPTIONS) {
              return (
                <Field key={field.key} name={name} label={shownLabel} error={error}>
                  {(control) => (
                    <Combobox
                      {...control}
                      name={name}
                      required={field.required}
                      value={typeof value === "string" ? value : ""}
                      onChange={(next) => onChange(field.key, next)}
                      options={field.options.map((option) => ({ value: option, label: optionLabel(t, field.key, option) }))}
                      placeholder={t("listingForm.fields.typeToSearch")}
                      listLabel={label}
                      countText={(count) => (count === 0 ? t("listingForm.fields.noMatches") : t("listingForm.fields.matches", { count }))}
                    />
                  )}
                </Field>
              );
            }
            return (
              <SelectField
                key={field.key}
                name={name}
                label={shownLabel}
                error={error}
                required={field.required}
                value={typeof value === "string" ? value : ""}
                onChange={(event) => onChange(field.key, event.currentTarget.value)}
                placeholder={t("listingForm.fields.choose")}
                options={field.options.map((option) => ({ value: option, label: optionLabel(t, field.key, option) }))}
              />
            );
          case "multiselect": {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <fieldset key={field.key} className="sm:col-span-2" aria-invalid={error ? true : undefined}>
                <legend className="text-sm font-medium">{shownLabel}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {field.options.map((option) => (
                    <label
                      key={option}
                      className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                    >
                      <input
                        type="checkbox"
                        name={name}
                        value={option}
                        checked={chosen.includes(option)}
                        onChange={(event) =>
                          onChange(field.key, event.currentTarget.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                        }
                        className="accent-primary"
                      />
                      {optionLabel(t, field.key, option)}
                    </label>
                  ))}
                </div>
                {error ? <p className="mt-1 text-sm font-medium text-destructive">{error}</p> : null}
              </fieldset>
            );
          }
          default: {
            const models = field.key === "model" ? findCarBrand(values.brand)?.models : undefined;
            return (
              <Field key={field.key} name={name} label={shownLabel} error={error}>
                {(control) =>
                  models ? (
                    <Combobox
                      {...control}
                      name={name}
                      freeText
                      required={field.required}
                      value={typeof value === "string" ? value : ""}
                      onChange={(next) => onChange(field.key, next)}
                      options={models.map((model) => ({ value: model, label: model }))}
                      placeholder={t("listingForm.fields.chooseOrType")}
                      listLabel={label}
                      countText={(count) => (count === 0 ? t("listingForm.fields.noMatches") : t("listingForm.fields.matches", { count }))}
                    />
                  ) : field.type === "number" ? (
                    <DigitsInput
                      {...control}
                      name={name}
                      required={field.required}
                      value={typeof value === "string" ? value : ""}
                      onChange={(event) => onChange(field.key, event.currentTarget.value)}
                    />
                  ) : (
                    <Input
                      {...control}
                      name={name}
                      type={field.type === "date" ? "date" : "text"}
                      maxLength={200}
                      required={field.required}
                      value={typeof value === "string" ? value : ""}
                      onChange={(event) => onChange(field.key, event.currentTarget.value)}
                    />
                  )
                }
              </Field>
            );
          }
        }
      })}
    </div>
  );
}
