import { Plus, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { DigitsInput } from "~/components/ui/digits-input";
import { Field, SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { CATEGORIES, type Category } from "~/domain/categories";
import { CURRENCIES, type ListingImage } from "~/domain/listing";
import {
  type FieldValue,
  type FormField,
  LISTING_SAVE_ERROR_TEXTS,
  LISTING_TEXT_LIMITS,
  type ListingContactInput,
  type ListingFormValues,
  type ListingSaveResult,
  MAP_CATEGORIES,
  MATTERPORT_CATEGORIES,
  MAX_YOUTUBE_LINKS,
  formRentalTerms,
  listingContactErrors,
  listingFieldErrors,
  listingInputSchema,
  validateSpecifications,
} from "~/domain/listing-form";
import { MAX_IMAGES_PER_LISTING, MAX_PENDING_LISTINGS_PER_MEMBER, MAX_VIDEOS_PER_LISTING } from "~/domain/uploads";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { type ContactStart, ContactSection } from "./contact-section";
import { DynamicFields } from "./dynamic-fields";
import { isInFlight, itemsOfKind, savedMedia } from "./media-items";
import { MediaPicker } from "./media-picker";
import { useMediaUploads } from "./use-media-uploads";

type Values = Omit<ListingFormValues, "images" | "videos">;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground sm:p-6">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The create and edit form (spec §2 "Create and edit form", §4 "Form submit", §5): checked with the
 * shared schema in the browser first. Photos and videos upload in the background from the moment
 * they are picked (3 at a time, with 'Yükleniyor (done/total)'), so saving sends the listing as
 * JSON to the page's action at once — or first waits for what is still uploading, and says so. The
 * action checks everything again. Nothing typed is lost when saving fails.
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
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ListingSaveResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { images: initialImages, videos: initialVideos, ...initialValues } = initial;
  const [values, setValues] = useState<Values>(initialValues);
  const [contact, setContact] = useState<ListingContactInput>(() => ({
    whatsapp: contactStart?.whatsapp ?? "",
    phone: contactStart?.phone ?? "",
    saveToProfile: contactStart ? !contactStart.onProfile : false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Saving waits for uploads still running. */
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // The latest values for a save that waited for uploads (the seller may type meanwhile).
  const latest = useRef({ values, contact });
  useEffect(() => {
    latest.current = { values, contact };
  }, [values, contact]);

  const onSessionLost = useCallback(() => {
    toast.error(t("listingForm.toasts.noSession"), { id: "no-session", description: t("listingForm.toasts.noSessionDescription") });
  }, [t]);
  const media = useMediaUploads({ listingId: initial.id, initialImages, initialVideos, onSessionLost });
  const submitting = fetcher.state !== "idle";
  const busy = waiting || submitting;

  /** Clears a field's error as soon as it is edited (issue 16: errors stay only until corrected). */
  const clearError = (...keys: string[]) =>
    setErrors((current) => (keys.some((key) => key in current) ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))) : current));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus());

  // The action's answer, as soon as it is there (not after the page's data is reloaded: a new
  // listing leaves the page at once).
  const answered = useRef<ListingSaveResult | null>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || answered.current === result) return;
    answered.current = result;
    if (result.ok) {
      if (mode === "create") {
        toast.success(t(result.status === "active" ? "listingForm.toasts.createdLive" : "listingForm.toasts.created"), {
          description: result.status === "active" ? undefined : t("listingForm.toasts.createdDescription"),
        });
        void navigate(afterCreate);
      } else {
        toast.success(t("listingForm.toasts.saved"), { description: result.status === "pending" ? t("listingForm.toasts.savedPending") : undefined });
      }
      return;
    }
    if (result.fieldErrors) {
      setErrors(result.fieldErrors);
      focusFirstError();
    }
    const [title, description] = LISTING_SAVE_ERROR_TEXTS[result.error];
    toast.error(t(title), { description: description ? t(description, { max: MAX_PENDING_LISTINGS_PER_MEMBER }) : undefined });
    // One reaction per answer: `t`, `navigate` and the rest are left out on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const changeCategory = (category: Category) => {
    // A new category has other fields: all specifications are cleared (spec §4 "Form submit").
    setValues((current) => ({
      ...current,
      category,
      specifications: {},
      rentalTerm: formRentalTerms(category).includes(current.rentalTerm) ? current.rentalTerm : "monthly",
    }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith("specifications."))));
  };

  /** Moves a photo (buttons, keyboard or drag), announces where it went and keeps the focus on it. */
  const movePhoto = (key: string, to: number) => {
    const photos = itemsOfKind(media.snapshot(), "image");
    const photo = photos.find((item) => item.key === key);
    if (!photo) return;
    const target = Math.max(0, Math.min(photos.length - 1, to));
    media.move(key, target);
    clearError("images");
    setAnnouncement(
      target === 0 ? t("listingForm.media.madeCover", { name: photo.name }) : t("listingForm.media.moved", { name: photo.name, position: target + 1, total: photos.length }),
    );
    requestAnimationFrame(() => {
      const tile = formRef.current?.querySelector<HTMLElement>(`[data-media-key="${CSS.escape(key)}"]`);
      if (!tile || tile.contains(document.activeElement)) return;
      const buttons = [...tile.querySelectorAll<HTMLButtonElement>('button[data-action="earlier"], button[data-action="later"]')].filter((button) => !button.disabled);
      (buttons[target === 0 ? buttons.length - 1 : 0] ?? tile.querySelector<HTMLButtonElement>("button"))?.focus();
    });
  };

  /** The form's current content as the schema wants it (fields that do not apply are left empty). */
  const payload = (current: Values, currentContact: ListingContactInput, uploadedImages: ListingImage[], uploadedVideos: string[]) => ({
    ...current,
    mapUrl: MAP_CATEGORIES.includes(current.category) ? current.mapUrl : "",
    matterport: MATTERPORT_CATEGORIES.includes(current.category) ? current.matterport : "",
    youtube: current.youtube.filter((link) => link.trim()),
    images: uploadedImages,
    videos: uploadedVideos,
    ...(contactStart ? { contact: currentContact } : {}),
  });

  /** The same checks as the server (but for the stored media), before anything is sent. */
  const check = (current: Values, currentContact: ListingContactInput) => {
    const { images, videos } = savedMedia(media.snapshot());
    const parsed = listingInputSchema.safeParse(payload(current, currentContact, images, videos));
    const found = parsed.success ? {} : listingFieldErrors(parsed.error);
    Object.assign(found, validateSpecifications(fields[current.category], current.specifications).errors);
    if (contactStart && !found["contact.whatsapp"] && !found["contact.phone"]) Object.assign(found, listingContactErrors(currentContact, contactStart.onProfile));
    return found;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values, contact);
    if (found.mapUrl === "listingForm.validation.mapInvalid") {
      toast.error(t("listingForm.toasts.mapInvalid"), { description: t("listingForm.toasts.mapInvalidDescription") });
    }
    if (found.matterport === "listingForm.validation.matterportInvalid") {
      toast.error(t("listingForm.toasts.matterportInvalid"), { description: t("listingForm.toasts.matterportInvalidDescription") });
    }
    setErrors(found);
    if (Object.keys(found).length) {
      if (!found.mapUrl && !found.matterport) toast.error(t("listingForm.toasts.saveFailed"), { description: t("listingForm.toasts.fixErrors") });
      focusFirstError();
      return;
    }
    // Most files are uploaded by now; the save waits only for those still on their way.
    if (media.snapshot().some(isInFlight)) {
      setWaiting(true);
      await media.whenIdle();
      setWaiting(false);
    }
    const items = media.snapshot();
    // A file that took over 90 s is left out with a warning (spec §8); any other failure stops the
    // save, so the seller can retry or remove it and nothing is lost.
    const failed = items.filter((item) => item.status === "failed");
    const stuck = failed.filter((item) => !item.timedOut);
    if (stuck.length) {
      toast.error(t("listingForm.toasts.uploadsFailed", { count: stuck.length }), { description: t("listingForm.toasts.uploadsFailedDescription") });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-status="failed"] button[data-action="retry"]')?.focus());
      return;
    }
    for (const item of failed) toast.warning(t("listingForm.media.timeout", { name: item.name }));
    const { images, videos } = savedMedia(items);
    const body = payload(latest.current.values, latest.current.contact, images, videos);
    // Plain JSON data (interfaces lack the index signature React Router's JSON type wants).
    void fetcher.submit(JSON.parse(JSON.stringify(body)) as Record<string, never>, { method: "post", encType: "application/json" });
  };

  const city = findCity(values.city);
  const regions = city?.regions ?? [];
  const terms = formRentalTerms(values.category);
  const actions = {
    onRemove: (key: string) => {
      media.remove(key);
      clearError("images", "videos");
    },
    onRetry: media.retry,
    onMove: movePhoto,
  };
  const progress = media.progress;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6" data-hydrated={hydrated} data-testid="listing-form" aria-busy={busy}>
      <Section title={t("listingForm.sections.basics")}>
        <SelectField
          name="category"
          label={t("listingForm.fields.category")}
          value={values.category}
          onChange={(event) => changeCategory(event.currentTarget.value as Category)}
          options={CATEGORIES.map((category) => ({ value: category, label: t(`categoryLabels.${category}`) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="title" label={`${t("listingForm.fields.title")} *`} required maxLength={LISTING_TEXT_LIMITS.title} value={values.title} onChange={(event) => set("title", event.currentTarget.value)} error={error("title")} />
          <TextField name="titleEn" label={t("listingForm.fields.titleEn")} optionalLabel={t("listingForm.fields.optional")} lang="en" maxLength={LISTING_TEXT_LIMITS.title} value={values.titleEn} onChange={(event) => set("titleEn", event.currentTarget.value)} error={error("titleEn")} />
        </div>
        <TextAreaField name="description" label={`${t("listingForm.fields.description")} *`} required rows={6} maxLength={LISTING_TEXT_LIMITS.description} value={values.description} onChange={(event) => set("description", event.currentTarget.value)} error={error("description")} />
        <TextAreaField name="descriptionEn" label={t("listingForm.fields.descriptionEn")} optionalLabel={t("listingForm.fields.optional")} lang="en" rows={4} maxLength={LISTING_TEXT_LIMITS.description} value={values.descriptionEn} onChange={(event) => set("descriptionEn", event.currentTarget.value)} error={error("descriptionEn")} />
      </Section>

      <Section title={t("listingForm.sections.price")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="price" label={`${t("listingForm.fields.price")} *`} error={error("price")}>
            {(control) => <DigitsInput {...control} name="price" required value={values.price} onChange={(event) => set("price", event.currentTarget.value)} />}
          </Field>
          <SelectField name="currency" label={t("listingForm.fields.currency")} value={values.currency} onChange={(event) => set("currency", event.currentTarget.value as Values["currency"])} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
          <SelectField name="rentalTerm" label={t("listingForm.fields.rentalTerm")} value={values.rentalTerm} error={error("rentalTerm")} onChange={(event) => set("rentalTerm", event.currentTarget.value as Values["rentalTerm"])} options={terms.map((term) => ({ value: term, label: t(`rentalTerms.${term}`) }))} />
        </div>
      </Section>

      <Section title={t("listingForm.sections.location")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="city"
            label={`${t("listingForm.fields.city")} *`}
            required
            value={values.city}
            error={error("city")}
            placeholder={t("listingForm.fields.chooseCity")}
            // A new city clears the region (it must belong to the city).
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValues((current) => ({ ...current, city: next, region: "" }));
            }}
            options={CITIES.map((option) => ({ value: option.name, label: cityLabel(option.name, i18n.language) }))}
          />
          <SelectField
            name="region"
            label={t("listingForm.fields.region")}
            hint={!city ? t("listingForm.fields.regionDisabled") : undefined}
            disabled={!city || regions.length === 0}
            value={values.region}
            error={error("region")}
            placeholder={city && regions.length === 0 ? t("listingForm.fields.noRegion") : t("listingForm.fields.chooseRegion")}
            onChange={(event) => set("region", event.currentTarget.value)}
            options={regions.map((region) => ({ value: region, label: regionLabel(region, i18n.language) }))}
          />
        </div>
        {MAP_CATEGORIES.includes(values.category) ? (
          <TextField name="mapUrl" type="url" inputMode="url" label={t("listingForm.fields.mapUrl")} optionalLabel={t("listingForm.fields.optional")} hint={t("listingForm.fields.mapUrlHint")} value={values.mapUrl} onChange={(event) => set("mapUrl", event.currentTarget.value)} error={error("mapUrl")} />
        ) : null}
      </Section>

      <Section title={t("listingForm.sections.media")}>
        <MediaPicker
          kind="image"
          items={itemsOfKind(media.items, "image")}
          // While the save waits, an upload can still be cancelled, retried or removed.
          busy={submitting}
          hint={t("listingForm.fields.imagesHint", { max: MAX_IMAGES_PER_LISTING })}
          onAdd={(files) => media.add("image", files)}
          actions={actions}
        />
        <p aria-live="polite" className="sr-only" data-testid="media-announcement">
          {announcement}
        </p>
        {error("images") ? <p className="text-sm font-medium text-destructive">{error("images")}</p> : null}
        <MediaPicker
          kind="video"
          items={itemsOfKind(media.items, "video")}
          busy={submitting}
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
                onChange={(event) => {
                  const next = [...values.youtube];
                  next[index] = event.currentTarget.value;
                  set("youtube", next);
                }}
                error={errors.youtube ? t(errors.youtube) : undefined}
              />
              <Button type="button" variant="ghost" size="icon" aria-label={t("listingForm.media.remove", { name: link || t("listingForm.fields.youtube") })} onClick={() => set("youtube", values.youtube.filter((_, position) => position !== index))}>
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          {values.youtube.length < MAX_YOUTUBE_LINKS ? (
            <Button type="button" variant="outline" size="sm" onClick={() => set("youtube", [...values.youtube, ""])}>
              <Plus aria-hidden="true" />
              {t("listingForm.fields.addYoutube")}
            </Button>
          ) : null}
        </div>
        {MATTERPORT_CATEGORIES.includes(values.category) ? (
          <TextField name="matterport" label={t("listingForm.fields.matterport")} optionalLabel={t("listingForm.fields.optional")} hint={t("listingForm.fields.matterportHint")} value={values.matterport} onChange={(event) => set("matterport", event.currentTarget.value)} error={error("matterport")} />
        ) : null}
      </Section>

      <Section title={t("listingForm.sections.details")}>
        <DynamicFields
          key={values.category}
          fields={fields[values.category]}
          values={values.specifications}
          errors={errors}
          onChange={(key, value: FieldValue) => {
            set("specifications", { ...values.specifications, [key]: value });
            clearError(`specifications.${key}`);
          }}
        />
      </Section>

      {contactStart ? (
        <Section title={t("listingForm.sections.contact")}>
          <ContactSection
            start={contactStart}
            value={contact}
            disabled={busy}
            error={(field) => error(`contact.${field}`)}
            onChange={(next) => {
              setContact(next);
              clearError("contact.whatsapp", "contact.phone", "contact");
            }}
          />
        </Section>
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
        <p role="status" aria-live="polite" className={cn("mr-auto text-sm font-medium", !progress && !waiting && "sr-only")} data-testid="upload-progress">
          {progress ? t("listingForm.media.progress", progress) : ""}
          {waiting ? <span className="block text-xs font-normal text-muted-foreground">{t("listingForm.media.savingAfterUploads")}</span> : null}
        </p>
        <Button type="submit" disabled={!hydrated || busy}>
          {waiting ? t("listingForm.submit.waitingUploads") : busy ? t("listingForm.submit.saving") : t(mode === "create" ? "listingForm.submit.create" : "listingForm.submit.edit")}
        </Button>
      </div>
    </form>
  );
}
