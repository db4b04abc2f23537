import { Plus, X } from "lucide-react";
import { useCallback, useRef } from "react";
import { type FieldErrors, type FieldPath, type FieldPathValue, useForm } from "react-hook-form";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { DigitsInput } from "~/components/ui/digits-input";
import { Field, SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { CATEGORIES, type Category } from "~/domain/categories";
import { CURRENCIES } from "~/domain/listing";
import {
  type FormField,
  LISTING_TEXT_LIMITS,
  LISTING_VALIDATION,
  type ListingFormValues,
  MAP_CATEGORIES,
  MATTERPORT_CATEGORIES,
  MAX_YOUTUBE_LINKS,
  formRentalTerms,
} from "~/domain/listing-form";
import { MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING } from "~/domain/uploads";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { type ContactStart, ContactSection } from "./contact-section";
import { DynamicFields } from "./dynamic-fields";
import { type ListingFormFields, errorAt, formDefaults, listingPayload, listingResolver } from "./form-values";
import { itemsOfKind } from "./media-items";
import { MediaPicker } from "./media-picker";
import { TranslationFields } from "./translation-fields";
import { useListingSave } from "./use-listing-save";
import { useMediaUploads } from "./use-media-uploads";

type Path = FieldPath<ListingFormFields>;
/** The fields whose value is one string, as an input, a text area or a select gives it. */
type TextPath = { [K in keyof ListingFormFields]: ListingFormFields[K] extends string ? K : never }[keyof ListingFormFields];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground sm:p-6">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The create and edit form (docs/product.md §2 "Create and edit form", §4 "Form submit", §5), on
 * react-hook-form: checked with the shared schema in the browser first (form-values.ts). Photos and
 * videos upload in the background from the moment they are picked (useMediaUploads: 3 at a time,
 * with 'Yükleniyor (done/total)'), so saving sends the listing as JSON to the page's action at once
 * — or first waits for what is still uploading, and says so. The action checks everything again.
 * Nothing typed is lost when saving fails, and an error goes as soon as its field is edited.
 */
export function ListingForm({
  mode,
  initial,
  fields,
  afterCreate,
  contact: contactStart,
}: {
  mode: "create" | "edit";
  initial: ListingFormValues;
  fields: Record<Category, FormField[]>;
  /** Where a member goes after creating a listing (their profile, where it shows as pending). */
  afterCreate: string;
  /** The owner's numbers; null when an admin edits someone else's listing (no contact section). */
  contact: ContactStart | null;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const onSessionLost = useCallback(() => {
    toast.error(t("listingForm.toasts.noSession"), { id: "no-session", description: t("listingForm.toasts.noSessionDescription") });
  }, [t]);
  const media = useMediaUploads({ listingId: initial.id, initialImages: initial.images, initialVideos: initial.videos, onSessionLost });
  const { watch, setValue, getValues, setError, clearErrors, handleSubmit, formState } = useForm<ListingFormFields>({
    defaultValues: formDefaults(initial, contactStart),
    resolver: listingResolver({ fields, contact: contactStart, media: media.saved }),
    // Checked on saving only: an edited field loses its error and is not checked again while typed.
    reValidateMode: "onSubmit",
    // The first field in the page's order is focused instead (focusFirstError).
    shouldFocusError: false,
  });
  const values = watch();
  const { errors } = formState;

  /** A field's translated error (the first of its parts', for the YouTube links and the media). */
  const error = (path: string) => {
    const key = errorAt(errors, path);
    return key ? t(uncheckedKey(key)) : undefined;
  };
  /** Removes the errors at these paths (the media's among them, which are no form values). */
  const forget = (paths: readonly string[]) => clearErrors(paths as Path[]);
  /** Sets a value as it is edited; its errors (or those at `clears`) go at once (errors stay only until corrected). */
  const edit = <P extends Path>(path: P, value: FieldPathValue<ListingFormFields, P>, clears: readonly string[] = [path]) => {
    setValue(path, value);
    forget(clears);
  };
  /** The props of a field holding one string. */
  const text = <P extends TextPath>(path: P) => ({
    name: path,
    value: values[path],
    onChange: (event: { currentTarget: { value: string } }) =>
      edit(path, event.currentTarget.value as FieldPathValue<ListingFormFields, P>),
    error: error(path),
  });

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus(),
    );

  const { save, saving } = useListingSave({
    mode,
    afterCreate,
    onFieldErrors: (found) => {
      clearErrors();
      for (const [path, message] of Object.entries(found)) setError(path as Path, { type: "server", message });
      focusFirstError();
    },
  });
  const busy = media.waiting || saving;

  const changeCategory = (category: Category) => {
    // A new category has other fields: all specifications are cleared (docs/product.md §4 "Form submit").
    const { rentalTerm } = getValues();
    edit("category", category, ["specifications"]);
    setValue("specifications", {});
    if (!formRentalTerms(category).includes(rentalTerm)) setValue("rentalTerm", "monthly");
  };

  /** Moves a photo (buttons, keyboard or drag) and keeps the focus on it (the move is announced). */
  const movePhoto = (key: string, to: number) => {
    const target = media.move(key, to);
    if (target === null) return;
    forget(["images"]);
    requestAnimationFrame(() => {
      const tile = formRef.current?.querySelector<HTMLElement>(`[data-media-key="${CSS.escape(key)}"]`);
      if (!tile || tile.contains(document.activeElement)) return;
      const buttons = [...tile.querySelectorAll<HTMLButtonElement>('button[data-action="earlier"], button[data-action="later"]')].filter(
        (button) => !button.disabled,
      );
      (buttons[target === 0 ? buttons.length - 1 : 0] ?? tile.querySelector<HTMLButtonElement>("button"))?.focus();
    });
  };

  const onInvalid = (found: FieldErrors<ListingFormFields>) => {
    const mapUrl = errorAt(found, "mapUrl");
    const matterport = errorAt(found, "matterport");
    if (mapUrl === LISTING_VALIDATION.mapInvalid)
      toast.error(t("listingForm.toasts.mapInvalid"), { description: t("listingForm.toasts.mapInvalidDescription") });
    if (matterport === LISTING_VALIDATION.matterportInvalid) {
      toast.error(t("listingForm.toasts.matterportInvalid"), { description: t("listingForm.toasts.matterportInvalidDescription") });
    }
    if (!mapUrl && !matterport) toast.error(t("listingForm.toasts.saveFailed"), { description: t("listingForm.toasts.fixErrors") });
    focusFirstError();
  };

  const onValid = async () => {
    // Most files are uploaded by now; the save waits only for those still on their way. A file that
    // took over 90 s is left out with a warning (docs/product.md §8); any other failure stops the save, so the
    // seller can retry or remove it and nothing is lost.
    const { failed, timedOut, ...uploaded } = await media.settle();
    if (failed.length) {
      toast.error(t("listingForm.toasts.uploadsFailed", { count: failed.length }), {
        description: t("listingForm.toasts.uploadsFailedDescription"),
      });
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[data-status="failed"] button[data-action="retry"]')?.focus(),
      );
      return;
    }
    for (const item of timedOut) toast.warning(t("listingForm.media.timeout", { name: item.name }));
    // The values as they are now: the seller may have typed while the uploads ended.
    save(listingPayload(getValues(), uploaded, contactStart !== null));
  };

  const city = findCity(values.city);
  const regions = city?.regions ?? [];
  const terms = formRentalTerms(values.category);
  const actions = {
    onRemove: (key: string) => {
      media.remove(key);
      forget(["images", "videos"]);
    },
    onRetry: media.retry,
    onMove: movePhoto,
  };
  const progress = media.progress;
  const waiting = media.waiting;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => (busy ? event.preventDefault() : void handleSubmit(onValid, onInvalid)(event))}
      noValidate
      className="space-y-6"
      data-hydrated={hydrated}
      data-testid="listing-form"
      aria-busy={busy}
    >
      <Section title={t("listingForm.sections.basics")}>
        <SelectField
          name="category"
          label={t("listingForm.fields.category")}
          value={values.category}
          onChange={(event) => changeCategory(event.currentTarget.value as Category)}
          options={CATEGORIES.map((category) => ({ value: category, label: t(`categoryLabels.${category}`) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text("title")} label={`${t("listingForm.fields.title")} *`} required maxLength={LISTING_TEXT_LIMITS.title} />
          <TextField
            {...text("titleEn")}
            label={t("listingForm.fields.titleEn")}
            optionalLabel={t("listingForm.fields.optional")}
            lang="en"
            maxLength={LISTING_TEXT_LIMITS.title}
          />
        </div>
        <TextAreaField
          {...text("description")}
          label={`${t("listingForm.fields.description")} *`}
          required
          rows={6}
          maxLength={LISTING_TEXT_LIMITS.description}
        />
        <TextAreaField
          {...text("descriptionEn")}
          label={t("listingForm.fields.descriptionEn")}
          optionalLabel={t("listingForm.fields.optional")}
          lang="en"
          rows={4}
          maxLength={LISTING_TEXT_LIMITS.description}
        />
      </Section>

      <Section title={t("listingForm.otherLanguages.title")}>
        <TranslationFields
          values={values.translations}
          error={error}
          onEdit={(language, part, value) => edit(`translations.${language}.${part}`, value)}
        />
      </Section>

      <Section title={t("listingForm.sections.price")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="price" label={`${t("listingForm.fields.price")} *`} error={error("price")}>
            {(control) => (
              <DigitsInput
                {...control}
                name="price"
                required
                value={values.price}
                onChange={(event) => edit("price", event.currentTarget.value)}
              />
            )}
          </Field>
          <SelectField
            {...text("currency")}
            label={t("listingForm.fields.currency")}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
          <SelectField
            {...text("rentalTerm")}
            label={t("listingForm.fields.rentalTerm")}
            options={terms.map((term) => ({ value: term, label: t(`rentalTerms.${term}`) }))}
          />
        </div>
      </Section>

      <Section title={t("listingForm.sections.location")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...text("city")}
            label={`${t("listingForm.fields.city")} *`}
            required
            placeholder={t("listingForm.fields.chooseCity")}
            // A new city clears the region (it must belong to the city).
            onChange={(event) => {
              edit("city", event.currentTarget.value, ["city", "region"]);
              setValue("region", "");
            }}
            options={CITIES.map((option) => ({ value: option.name, label: cityLabel(option.name, i18n.language) }))}
          />
          <SelectField
            {...text("region")}
            label={t("listingForm.fields.region")}
            hint={!city ? t("listingForm.fields.regionDisabled") : undefined}
            disabled={!city || regions.length === 0}
            placeholder={city && regions.length === 0 ? t("listingForm.fields.noRegion") : t("listingForm.fields.chooseRegion")}
            options={regions.map((region) => ({ value: region, label: regionLabel(region, i18n.language) }))}
          />
        </div>
        {MAP_CATEGORIES.includes(values.category) ? (
          <TextField
            {...text("mapUrl")}
            type="url"
            inputMode="url"
            label={t("listingForm.fields.mapUrl")}
            optionalLabel={t("listingForm.fields.optional")}
            hint={t("listingForm.fields.mapUrlHint")}
          />
        ) : null}
      </Section>

      <Section title={t("listingForm.sections.media")}>
        <MediaPicker
          kind="image"
          items={itemsOfKind(media.items, "image")}
          // While the save waits, an upload can still be cancelled, retried or removed.
          busy={saving}
          hint={t("listingForm.fields.imagesHint", { max: MAX_IMAGES_PER_LISTING })}
          onAdd={(files) => media.add("image", files)}
          actions={actions}
        />
        <p aria-live="polite" className="sr-only" data-testid="media-announcement">
          {media.announcement}
        </p>
        {error("images") ? <p className="text-sm font-medium text-destructive">{error("images")}</p> : null}
        <MediaPicker
          kind="video"
          items={itemsOfKind(media.items, "video")}
          busy={saving}
          hint={t("listingForm.fields.videosHint", { max: MAX_VIDEOS_PER_LISTING })}
          onAdd={(files) => media.add("video", files)}
          actions={actions}
        />
        {error("videos") ? <p className="text-sm font-medium text-destructive">{error("videos")}</p> : null}
        <div className="space-y-2">
          {values.youtube.map((link, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                name={`youtube-${index}`}
                className="flex-1"
                label={`${t("listingForm.fields.youtube")} ${values.youtube.length > 1 ? index + 1 : ""}`.trim()}
                hint={index === 0 ? t("listingForm.fields.youtubeHint") : undefined}
                value={link}
                onChange={(event) =>
                  edit(
                    "youtube",
                    values.youtube.map((old, position) => (position === index ? event.currentTarget.value : old)),
                  )
                }
                error={error("youtube")}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("listingForm.media.remove", { name: link || t("listingForm.fields.youtube") })}
                onClick={() =>
                  edit(
                    "youtube",
                    values.youtube.filter((_, position) => position !== index),
                  )
                }
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          {values.youtube.length < MAX_YOUTUBE_LINKS ? (
            <Button type="button" variant="outline" size="sm" onClick={() => edit("youtube", [...values.youtube, ""])}>
              <Plus aria-hidden="true" />
              {t("listingForm.fields.addYoutube")}
            </Button>
          ) : null}
        </div>
        {MATTERPORT_CATEGORIES.includes(values.category) ? (
          <TextField
            {...text("matterport")}
            label={t("listingForm.fields.matterport")}
            optionalLabel={t("listingForm.fields.optional")}
            hint={t("listingForm.fields.matterportHint")}
          />
        ) : null}
      </Section>

      <Section title={t("listingForm.sections.details")}>
        <DynamicFields
          key={values.category}
          fields={fields[values.category]}
          values={values.specifications}
          error={(key) => error(`specifications.${key}`)}
          onChange={(key, value) => edit("specifications", { ...values.specifications, [key]: value }, [`specifications.${key}`])}
        />
      </Section>

      {contactStart ? (
        <Section title={t("listingForm.sections.contact")}>
          <ContactSection
            start={contactStart}
            value={values.contact}
            disabled={busy}
            error={(field) => error(`contact.${field}`)}
            onChange={(next) => edit("contact", next)}
          />
        </Section>
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
        <p
          role="status"
          aria-live="polite"
          className={cn("me-auto text-sm font-medium", !progress && !waiting && "sr-only")}
          data-testid="upload-progress"
        >
          {progress ? t("listingForm.media.progress", progress) : ""}
          {waiting ? (
            <span className="block text-xs font-normal text-muted-foreground">{t("listingForm.media.savingAfterUploads")}</span>
          ) : null}
        </p>
        <Button type="submit" disabled={!hydrated || busy}>
          {waiting
            ? t("listingForm.submit.waitingUploads")
            : busy
              ? t("listingForm.submit.saving")
              : t(mode === "create" ? "listingForm.submit.create" : "listingForm.submit.edit")}
        </Button>
      </div>
    </form>
  );
}
