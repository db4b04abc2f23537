import { useTranslation } from "~/lib/i18n/react";
import { Form, useLocation } from "react-router";
import { FormMessage } from "~/components/ui/form-message";
import { SelectField, TextField } from "~/components/ui/text-field";
import { type AdminContentActionResult, type AdminPartner, DEFAULT_PARTNER_TYPE, PARTNER_LIMITS, partnerFormSchema } from "~/domain/admin-content";
import { PARTNER_TYPES } from "~/domain/listing";
import { ActiveField, FormButtons, OrderField } from "./content-form-parts";
import { ImageField } from "./image-field";
import { useContentForm } from "./use-content-form";

/**
 * Create or edit a partner company (spec §3, §5): the name is required ('İsim gerekli'), the type
 * defaults to real estate, the link must be a URL, the order falls back to 0; the logo is optional.
 */
export function LogoForm({ item, result }: { item: AdminPartner | null; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { formRef, onSubmit, error, submitting, failure } = useContentForm(partnerFormSchema, result);
  const optional = t("adminContent.form.optional");
  const titleId = "logo-form-title";
  const types = PARTNER_TYPES.map((type) => ({ value: type, label: t(`adminContent.logos.types.${type}`) }));
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id={titleId} className="text-xl font-semibold">
        {item ? t("adminContent.logos.editTitle") : t("adminContent.logos.createTitle")}
      </h2>
      <Form
        ref={formRef}
        method="post"
        action={location.pathname}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-testid="logo-form"
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
        <TextField name="name" label={t("adminContent.logos.fields.name")} aria-required="true" autoComplete="organization" maxLength={PARTNER_LIMITS.name} defaultValue={item?.name ?? ""} error={error("name")} />
        <SelectField name="type" label={t("adminContent.logos.fields.type")} options={types} defaultValue={item?.type ?? DEFAULT_PARTNER_TYPE} error={error("type")} />
        <TextField name="linkUrl" type="url" inputMode="url" label={t("adminContent.form.link")} optionalLabel={optional} hint={t("adminContent.form.linkHint")} maxLength={PARTNER_LIMITS.linkUrl} defaultValue={item?.linkUrl ?? ""} error={error("linkUrl")} />
        <OrderField defaultValue={item?.orderIndex} error={error("orderIndex")} />
        <ActiveField defaultChecked={item?.isActive ?? true} />
        <ImageField legend={t("adminContent.logos.fields.logo")} currentUrl={item?.logoUrl ?? null} frame="aspect-[2/1] w-40" fit="contain" />
        <FormButtons submitting={submitting} />
      </Form>
    </section>
  );
}
