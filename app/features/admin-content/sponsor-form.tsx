import { useTranslation } from "~/lib/i18n/react";
import { Form, useLocation } from "react-router";
import { FormMessage } from "~/components/ui/form-message";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { type AdminContentActionResult, type AdminSponsor, SPONSOR_LIMITS, sponsorFormSchema } from "~/domain/admin-content";
import { ActiveField, FormButtons, OrderField } from "./content-form-parts";
import { ImageField } from "./image-field";
import { useContentForm } from "./use-content-form";

/**
 * Create or edit a sponsored item (spec §3, §5): the title is required ('Başlık gerekli'), the link
 * must be a URL, the order is a number falling back to 0; English texts and the picture are
 * optional. It posts to the plain page URL, so a saved form closes into the list.
 */
export function SponsorForm({ item, result }: { item: AdminSponsor | null; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { formRef, onSubmit, error, submitting, failure } = useContentForm(sponsorFormSchema, result);
  const optional = t("adminContent.form.optional");
  const titleId = "sponsor-form-title";
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id={titleId} className="text-xl font-semibold">
        {item ? t("adminContent.sponsors.editTitle") : t("adminContent.sponsors.createTitle")}
      </h2>
      <Form
        ref={formRef}
        method="post"
        action={location.pathname}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-testid="sponsor-form"
      >
        <input type="hidden" name="intent" value={item ? "update" : "create"} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        {failure && !failure.fieldErrors ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" title={t("adminContent.toasts.saveFailed")} live>
              {t(failure.error, failure.values)}
            </FormMessage>
          </div>
        ) : null}
        <TextField name="title" label={t("adminContent.sponsors.fields.title")} aria-required="true" maxLength={SPONSOR_LIMITS.title} defaultValue={item?.title ?? ""} error={error("title")} />
        <TextField name="titleEn" label={t("adminContent.sponsors.fields.titleEn")} optionalLabel={optional} lang="en" maxLength={SPONSOR_LIMITS.title} defaultValue={item?.titleEn ?? ""} error={error("titleEn")} />
        <TextAreaField name="description" label={t("adminContent.sponsors.fields.description")} optionalLabel={optional} rows={3} maxLength={SPONSOR_LIMITS.description} defaultValue={item?.description ?? ""} error={error("description")} />
        <TextAreaField name="descriptionEn" label={t("adminContent.sponsors.fields.descriptionEn")} optionalLabel={optional} lang="en" rows={3} maxLength={SPONSOR_LIMITS.description} defaultValue={item?.descriptionEn ?? ""} error={error("descriptionEn")} />
        <TextField name="company" label={t("adminContent.sponsors.fields.company")} optionalLabel={optional} autoComplete="organization" maxLength={SPONSOR_LIMITS.company} defaultValue={item?.company ?? ""} error={error("company")} />
        <TextField name="linkUrl" type="url" inputMode="url" label={t("adminContent.form.link")} optionalLabel={optional} hint={t("adminContent.form.linkHint")} maxLength={SPONSOR_LIMITS.linkUrl} defaultValue={item?.linkUrl ?? ""} error={error("linkUrl")} />
        <OrderField defaultValue={item?.orderIndex} error={error("orderIndex")} />
        <ActiveField defaultChecked={item?.isActive ?? true} />
        <ImageField legend={t("adminContent.sponsors.fields.image")} currentUrl={item?.imageUrl ?? null} frame="aspect-[2/1] w-48" />
        <FormButtons submitting={submitting} />
      </Form>
    </section>
  );
}
