import { useTranslation } from "~/lib/i18n/react";
import { SelectField, TextField } from "~/components/ui/text-field";
import {
  type AdminContentActionResult,
  type AdminPartner,
  DEFAULT_PARTNER_TYPE,
  PARTNER_LIMITS,
  partnerFormSchema,
} from "~/domain/admin-content";
import { PARTNER_TYPES } from "~/domain/listing";
import { ContentCommonFields, ContentFormFrame } from "./content-form-parts";
import { ImageField } from "./image-field";
import { useContentForm } from "./use-content-form";

/**
 * Create or edit a partner company (docs/product.md §3, §5): the name is required ('İsim gerekli'), the type
 * defaults to real estate, the link must be a URL, the order falls back to 0; the logo is optional.
 */
export function LogoForm({ item, result }: { item: AdminPartner | null; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  const form = useContentForm(partnerFormSchema, result);
  const { error, submitting } = form;
  const types = PARTNER_TYPES.map((type) => ({ value: type, label: t(`adminContent.logos.types.${type}`) }));
  return (
    <ContentFormFrame
      name="logo"
      title={item ? t("adminContent.logos.editTitle") : t("adminContent.logos.createTitle")}
      editingId={item?.id ?? null}
      form={form}
    >
      <TextField
        name="name"
        label={t("adminContent.logos.fields.name")}
        aria-required="true"
        autoComplete="organization"
        maxLength={PARTNER_LIMITS.name}
        defaultValue={item?.name ?? ""}
        error={error("name")}
      />
      <SelectField
        name="type"
        label={t("adminContent.logos.fields.type")}
        options={types}
        defaultValue={item?.type ?? DEFAULT_PARTNER_TYPE}
        error={error("type")}
      />
      <ContentCommonFields
        linkMaxLength={PARTNER_LIMITS.linkUrl}
        item={item}
        error={error}
        picture={
          <ImageField
            legend={t("adminContent.logos.fields.logo")}
            currentUrl={item?.logoUrl ?? null}
            frame="aspect-[2/1] w-40"
            fit="contain"
          />
        }
        submitting={submitting}
      />
    </ContentFormFrame>
  );
}
