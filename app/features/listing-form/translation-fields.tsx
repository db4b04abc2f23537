import { TextAreaField, TextField } from "~/components/ui/text-field";
import { LISTING_TEXT_LIMITS, TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationsFields } from "~/domain/listing-texts";
import { LANGUAGE_NAMES, RTL_LOCALES } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";

type Part = "title" | "description";

/**
 * The listing's title and description in Russian, German, Persian and Arabic (decision 041): one
 * pair per language, each field in its language's `lang` and direction, every one optional with
 * the English fields' limits. Their values and errors are the form's (`translations.ru.title`).
 */
export function TranslationFields({
  values,
  error,
  onEdit,
}: {
  values: TranslationsFields;
  /** The translated error at a field's path, if any. */
  error: (path: `translations.${TranslationLanguage}.${Part}`) => string | undefined;
  onEdit: (language: TranslationLanguage, part: Part, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">{t("listingForm.otherLanguages.hint")}</p>
      {TRANSLATION_LANGUAGES.map((language) => {
        const name = t(`listingForm.otherLanguages.names.${language}`);
        const dir = RTL_LOCALES.includes(language) ? "rtl" : "ltr";
        return (
          <div key={language} className="space-y-3" data-testid={`translation-${language}`}>
            <h3 className="text-sm font-semibold">
              <span lang={language} dir={dir}>
                {LANGUAGE_NAMES[language]}
              </span>
            </h3>
            <TextField
              name={`translations.${language}.title`}
              label={t("listingForm.otherLanguages.titleLabel", { language: name })}
              optionalLabel={t("listingForm.fields.optional")}
              lang={language}
              dir={dir}
              maxLength={LISTING_TEXT_LIMITS.title}
              value={values[language].title}
              onChange={(event) => onEdit(language, "title", event.currentTarget.value)}
              error={error(`translations.${language}.title`)}
            />
            <TextAreaField
              name={`translations.${language}.description`}
              label={t("listingForm.otherLanguages.descriptionLabel", { language: name })}
              optionalLabel={t("listingForm.fields.optional")}
              lang={language}
              dir={dir}
              rows={4}
              maxLength={LISTING_TEXT_LIMITS.description}
              value={values[language].description}
              onChange={(event) => onEdit(language, "description", event.currentTarget.value)}
              error={error(`translations.${language}.description`)}
            />
          </div>
        );
      })}
    </div>
  );
}
