import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
  type ListingFormValues,
  type ListingSaveResult,
  MAP_CATEGORIES,
  MATTERPORT_CATEGORIES,
  MAX_YOUTUBE_LINKS,
  formRentalTerms,
  listingFieldErrors,
  listingInputSchema,
  validateSpecifications,
} from "~/domain/listing-form";
import { MAX_IMAGES_PER_LISTING, MAX_PENDING_LISTINGS_PER_MEMBER, MAX_VIDEOS_PER_LISTING } from "~/domain/uploads";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { DynamicFields } from "./dynamic-fields";
import { MediaPicker, type PendingFile } from "./media-picker";
import {
  PROGRESS_CLEAR_MS,
  UploadError,
  UploadTimeoutError,
  fileIdentity,
  isHeicFile,
  prepareImage,
  runQueue,
  uploadFile,
} from "./upload-pipeline";

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
 * shared schema in the browser first; on save the chosen files are prepared and uploaded (3 at a
 * time, with 'Yükleniyor (done/total)'), then the listing is sent as JSON to the page's action,
 * which checks everything again. Nothing typed is lost when saving fails.
 */
export function ListingForm({
  mode,
  initial,
  fields,
  afterCreate,
}: {
  mode: "create" | "edit";
  initial: ListingFormValues;
  fields: Record<Category, FormField[]>;
  /** Where a member goes after creating a listing (their profile, where it shows as pending). */
  afterCreate: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ListingSaveResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { images: initialImages, videos: initialVideos, ...initialValues } = initial;
  const [values, setValues] = useState<Values>(initialValues);
  const [images, setImages] = useState<ListingImage[]>(initialImages);
  const [videos, setVideos] = useState<string[]>(initialVideos);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = uploading || fetcher.state !== "idle";

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  // Object URLs of previews are released when their file goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus());

  // The action's answer.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
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

  const addFiles = (kind: "image" | "video", files: File[]) => {
    const max = kind === "image" ? MAX_IMAGES_PER_LISTING : MAX_VIDEOS_PER_LISTING;
    const count = (kind === "image" ? images.length : videos.length) + pending.filter((item) => item.kind === kind).length;
    const known = new Set(pending.map((item) => item.id));
    const added: PendingFile[] = [];
    for (const file of files) {
      const id = fileIdentity(file);
      const fits = kind === "image" ? file.type.startsWith("image/") || isHeicFile(file) : file.type.startsWith("video/");
      if (!fits) {
        toast.error(t(kind === "image" ? "listingForm.media.notImage" : "listingForm.media.notVideo", { name: file.name }));
        continue;
      }
      if (known.has(id)) {
        toast.warning(t("listingForm.media.duplicate", { name: file.name }));
        continue;
      }
      if (count + added.length >= max) {
        toast.error(t("listingForm.media.tooMany", { max }));
        break;
      }
      known.add(id);
      const preview = kind === "image" && !isHeicFile(file) ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      added.push({ id, file, kind, preview, status: "waiting" });
    }
    if (added.length) setPending((current) => [...current, ...added]);
  };

  const removePending = (id: string) =>
    setPending((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((item) => item.id !== id);
    });

  /** The form's current content as the schema wants it (fields that do not apply are left empty). */
  const payload = (uploadedImages: ListingImage[], uploadedVideos: string[]) => ({
    ...values,
    mapUrl: MAP_CATEGORIES.includes(values.category) ? values.mapUrl : "",
    matterport: MATTERPORT_CATEGORIES.includes(values.category) ? values.matterport : "",
    youtube: values.youtube.filter((link) => link.trim()),
    images: uploadedImages,
    videos: uploadedVideos,
  });

  /**
   * Uploads the waiting files; returns the stored images/videos, or null when saving should stop
   * (the session is gone, or a file failed — it stays in the list to try again). A file that takes
   * over 90 s is skipped with a warning and the save goes on without it.
   */
  const uploadPending = async (): Promise<{ images: ListingImage[]; videos: string[] } | null> => {
    const queue = pending.filter((item) => item.status !== "uploading");
    if (queue.length === 0) return { images, videos };
    let done = 0;
    let sessionLost = false;
    let failed = 0;
    const storedImages = [...images];
    const storedVideos = [...videos];
    setUploading(true);
    setProgress({ done: 0, total: queue.length });
    setPending((current) => current.map((item) => ({ ...item, status: "uploading" })));
    // Stored in the order the seller picked them (the first photo is the cover), not in the order
    // the uploads finish: runQueue answers the outcomes in the queue's order.
    const outcomes = await runQueue(
      queue,
      async (item, signal) => {
        const file = item.kind === "image" ? await prepareImage(item.file) : item.file;
        return uploadFile(file, item.kind, values.id, signal);
      },
      {
        onSettled: (item, outcome) => {
          done += 1;
          setProgress({ done, total: queue.length });
          if (outcome.ok) {
            if (item.preview) {
              URL.revokeObjectURL(item.preview);
              previews.current.delete(item.preview);
            }
            setPending((current) => current.filter((candidate) => candidate.id !== item.id));
            return;
          }
          const failure = outcome.error;
          setPending((current) => current.map((candidate) => (candidate.id === item.id ? { ...candidate, status: "failed" } : candidate)));
          if (failure instanceof UploadError && failure.status === 401) sessionLost = true;
          else if (failure instanceof UploadTimeoutError) toast.warning(t("listingForm.media.timeout", { name: item.file.name }));
          else {
            failed += 1;
            toast.error(t("listingForm.media.uploadFailed", { name: item.file.name }), { description: failure.message });
          }
        },
      },
    );
    for (const outcome of outcomes) {
      if (!outcome.ok) continue;
      if ("image" in outcome.value) storedImages.push(outcome.value.image);
      else storedVideos.push(outcome.value.video.url);
    }
    setImages(storedImages);
    setVideos(storedVideos);
    setUploading(false);
    setTimeout(() => setProgress(null), PROGRESS_CLEAR_MS);
    if (sessionLost) {
      toast.error(t("listingForm.toasts.noSession"), { description: t("listingForm.toasts.noSessionDescription") });
      return null;
    }
    return failed ? null : { images: storedImages, videos: storedVideos };
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // The same checks as the server, before anything is uploaded.
    const parsed = listingInputSchema.safeParse(payload(images, videos));
    const found = parsed.success ? {} : listingFieldErrors(parsed.error);
    Object.assign(found, validateSpecifications(fields[values.category], values.specifications).errors);
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
    const stored = await uploadPending();
    if (!stored) return;
    // Plain JSON data (interfaces lack the index signature React Router's JSON type wants).
    const body = JSON.parse(JSON.stringify(payload(stored.images, stored.videos))) as Record<string, never>;
    void fetcher.submit(body, { method: "post", encType: "application/json" });
  };

  const city = findCity(values.city);
  const regions = city?.regions ?? [];
  const terms = formRentalTerms(values.category);
  const pendingImages = pending.filter((item) => item.kind === "image");
  const pendingVideos = pending.filter((item) => item.kind === "video");

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
          stored={images}
          pending={pendingImages}
          busy={busy}
          hint={t("listingForm.fields.imagesHint", { max: MAX_IMAGES_PER_LISTING })}
          onAdd={(files) => addFiles("image", files)}
          onRemoveStored={(index) => setImages((current) => current.filter((_, position) => position !== index))}
          onRemovePending={removePending}
        />
        {error("images") ? <p className="text-sm font-medium text-destructive">{error("images")}</p> : null}
        <MediaPicker
          kind="video"
          stored={videos}
          pending={pendingVideos}
          busy={busy}
          hint={t("listingForm.fields.videosHint", { max: MAX_VIDEOS_PER_LISTING })}
          onAdd={(files) => addFiles("video", files)}
          onRemoveStored={(index) => setVideos((current) => current.filter((_, position) => position !== index))}
          onRemovePending={removePending}
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
          onChange={(key, value: FieldValue) => set("specifications", { ...values.specifications, [key]: value })}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
        <p role="status" aria-live="polite" className={cn("mr-auto text-sm font-medium", !progress && "sr-only")} data-testid="upload-progress">
          {progress ? t("listingForm.media.progress", progress) : ""}
        </p>
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? t("listingForm.submit.saving") : t(mode === "create" ? "listingForm.submit.create" : "listingForm.submit.edit")}
        </Button>
      </div>
    </form>
  );
}
