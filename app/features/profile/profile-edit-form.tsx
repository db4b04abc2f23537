import { useEffect, useRef, useState } from "react";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useLocation, useNavigation } from "react-router";
import { toast } from "~/components/ui/sonner";
import { FormActions } from "~/components/ui/form-actions";
import { FormMessage } from "~/components/ui/form-message";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { ACCOUNT_TYPES } from "~/domain/listing";
import { TRANSLATION_LANGUAGES } from "~/domain/listing-texts";
import { RTL_LOCALES } from "~/lib/i18n/locales";
import {
  BIO_TRANSLATION_FIELDS,
  PROFILE_LIMITS,
  PROFILE_SAVE_FAILED,
  type ProfileActionResult,
  type OwnContact,
  PROFILE_VALIDATION,
  type ProfileField,
  type PublicProfile,
  profileFieldErrors,
  profileUpdateSchema,
} from "~/domain/profile";
import type { parsePhone } from "~/domain/phone";
import { useErrorsUntilEdited } from "~/lib/use-errors-until-edited";
import { AvatarUpload } from "./avatar-upload";

/**
 * The owner's profile form (docs/product.md §2 "Profile"): display name, company name, account type, phone,
 * WhatsApp, website (https:// added when missing), bio, location and the avatar; the e-mail is
 * shown read-only. The shared zod schema checks it here first and again on the server.
 */
export function ProfileEditForm({
  profile,
  ownContact,
  result,
}: {
  profile: PublicProfile;
  ownContact: OwnContact | null;
  result: ProfileActionResult | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ProfileField, string>> | null>(null);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "update-profile";
  const ours = result?.intent === "update-profile" ? result : undefined;
  // A stored number that cannot be read is marked until a save answers.
  const storedProblems = Object.fromEntries((ownContact?.needsFix ?? []).map((field) => [field, "profile.validation.phoneNeedsFix"]));
  // An error goes as soon as its field is edited; each new check (in the browser or the
  // server's answer) shows all of its errors again.
  const fieldErrors = useErrorsUntilEdited(
    formRef,
    clientErrors ?? (ours && !ours.ok ? (ours.fieldErrors ?? {}) : ours ? {} : storedProblems),
    clientErrors ?? ours ?? ownContact,
  );
  const error = (field: ProfileField) => (fieldErrors[field] ? t(uncheckedKey(fieldErrors[field])) : undefined);

  // A failed save keeps the form (and what was typed); success is announced by the page.
  useEffect(() => {
    if (!ours || ours.ok) return;
    toast.error(t("profile.edit.saveFailed"), {
      description: PROFILE_SAVE_FAILED.includes(ours.error) ? undefined : ours.message,
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // One reaction per answer of the server: `t` is left out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ours]);

  // The phone library is loaded with the edit form only (never for visitors of the profile page),
  // so numbers are checked here as the server checks them.
  const phones = useRef<{ parsePhone: typeof parsePhone } | null>(null);
  useEffect(() => {
    let live = true;
    void import("~/domain/phone").then((module) => {
      if (live) phones.current = module;
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = profileUpdateSchema.safeParse(values);
    const found = parsed.success ? {} : profileFieldErrors(parsed.error);
    for (const field of ["phone", "whatsapp"] as const) {
      const value = parsed.success ? parsed.data[field] : null;
      if (value && phones.current && !phones.current.parsePhone(value)) found[field] = PROFILE_VALIDATION.phoneInvalid;
    }
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    // Focus after React has marked the fields invalid.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <section aria-labelledby="profile-edit-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="profile-edit-title" className="text-xl font-semibold">
        {t("profile.edit.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("profile.edit.description")}</p>

      <AvatarUpload profile={profile} result={result} />

      <Form
        method="post"
        action={location.pathname}
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        data-testid="profile-form"
      >
        <input type="hidden" name="intent" value="update-profile" />
        {ours && !ours.ok && !PROFILE_SAVE_FAILED.includes(ours.error) ? (
          <FormMessage tone="error" title={t("profile.edit.saveFailed")} live>
            {ours.message}
          </FormMessage>
        ) : null}
        <TextField
          name="displayName"
          label={t("profile.edit.displayName")}
          autoComplete="name"
          maxLength={PROFILE_LIMITS.displayName}
          defaultValue={profile.displayName ?? ""}
          error={error("displayName")}
        />
        <TextField
          name="companyName"
          label={t("profile.edit.companyName")}
          autoComplete="organization"
          maxLength={PROFILE_LIMITS.companyName}
          defaultValue={profile.companyName ?? ""}
          error={error("companyName")}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t("profile.edit.accountType")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  defaultChecked={profile.accountType === type}
                  className="accent-primary"
                />
                {t(type === "company" ? "profile.company" : "profile.individual")}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          name="phone"
          type="tel"
          label={t("profile.edit.phone")}
          hint={t("profile.edit.phoneHint")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={PROFILE_LIMITS.phone}
          defaultValue={ownContact?.phone ?? ""}
          error={error("phone")}
        />
        <TextField
          name="whatsapp"
          type="tel"
          label={t("profile.edit.whatsapp")}
          hint={t("profile.edit.phoneHint")}
          inputMode="tel"
          maxLength={PROFILE_LIMITS.phone}
          defaultValue={ownContact?.whatsapp ?? ""}
          error={error("whatsapp")}
        />
        <TextField
          name="website"
          label={t("profile.edit.website")}
          hint={t("profile.edit.websiteHint")}
          autoComplete="url"
          inputMode="url"
          maxLength={PROFILE_LIMITS.website}
          defaultValue={profile.website ?? ""}
          error={error("website")}
        />
        <TextField
          name="location"
          label={t("profile.edit.location")}
          hint={t("profile.edit.locationHint")}
          maxLength={PROFILE_LIMITS.location}
          defaultValue={profile.location ?? ""}
          error={error("location")}
        />
        <TextAreaField
          name="bio"
          label={t("profile.edit.bio")}
          maxLength={PROFILE_LIMITS.bio}
          defaultValue={profile.bio ?? ""}
          error={error("bio")}
          className="sm:col-span-2"
          rows={5}
        />
        <TextAreaField
          name="bioEn"
          label={t("profile.edit.bioEn")}
          hint={t("profile.edit.bioEnHint")}
          maxLength={PROFILE_LIMITS.bio}
          defaultValue={profile.bioEn ?? ""}
          error={error("bioEn")}
          className="sm:col-span-2"
          rows={4}
          lang="en"
        />
        {TRANSLATION_LANGUAGES.map((language) => (
          <TextAreaField
            key={language}
            name={BIO_TRANSLATION_FIELDS[language]}
            label={t("profile.edit.bioIn", { language: t(`profile.edit.bioLanguages.${language}`) })}
            hint={t("profile.edit.bioInHint")}
            maxLength={PROFILE_LIMITS.bio}
            defaultValue={profile.bioTranslations[language] ?? ""}
            error={error(BIO_TRANSLATION_FIELDS[language])}
            className="sm:col-span-2"
            rows={3}
            lang={language}
            dir={RTL_LOCALES.includes(language) ? "rtl" : "ltr"}
          />
        ))}
        <TextField
          name="contactEmail"
          type="email"
          autoComplete="email"
          label={t("profile.edit.contactEmail")}
          hint={t("profile.edit.contactEmailHint")}
          maxLength={PROFILE_LIMITS.contactEmail}
          defaultValue={profile.contactEmail ?? ""}
          error={error("contactEmail")}
          className="sm:col-span-2"
        />
        <TextField
          name="email-readonly"
          type="email"
          label={t("profile.edit.email")}
          hint={t("profile.edit.emailHint")}
          value={ownContact?.loginEmail ?? ""}
          readOnly
          className="sm:col-span-2"
        />
        <FormActions
          cancelTo={location.pathname}
          replace
          cancelLabel={t("profile.edit.cancel")}
          saveLabel={t("profile.edit.save")}
          savingLabel={t("profile.edit.saving")}
          submitting={submitting}
        />
      </Form>
    </section>
  );
}
