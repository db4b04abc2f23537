import { useTranslation } from "~/lib/i18n/react";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { type AdminContentActionResult, type AdminSponsor, SPONSOR_LIMITS, sponsorFormSchema } from "~/domain/admin-content";
import { ContentCommonFields, ContentFormFrame } from "./content-form-parts";
import { ImageField } from "./image-field";
import { useContentForm } from "./use-content-form";

/**
 * Create or edit a sponsored item (docs/product.md §3, §5): the title is required ('Başlık gerekli'), the link
 * must be a URL, the order is a number falling back to 0; English texts and the picture are
 * optional. It posts to the plain page URL, so a saved form closes into the list.
 */
export function SponsorForm({ item, result }: { item: AdminSponsor | null; result: AdminContentActionResult | undefined }) {
  const { t } = useTranslation();
  const form = useContentForm(sponsorFormSchema, result);
  const { error, submitting } = form;
  const optional = t("adminContent.form.optional");
  return (
    <ContentFormFrame
      name="sponsor"
      title={item ? t("adminContent.sponsors.editTitle") : t("adminContent.sponsors.createTitle")}
      editingId={item?.id ?? null}
      form={form}
    >
      <TextField
        name="title"
        label={t("adminContent.sponsors.fields.title")}
        aria-required="true"
        maxLength={SPONSOR_LIMITS.title}
        defaultValue={item?.title ?? ""}
        error={error("title")}
      />
      <TextField
        name="titleEn"
        label={t("adminContent.sponsors.fields.titleEn")}
        optionalLabel={optional}
        lang="en"
        maxLength={SPONSOR_LIMITS.title}
        defaultValue={item?.titleEn ?? ""}
        error={error("titleEn")}
      />
      <TextAreaField
        name="description"
        label={t("adminContent.sponsors.fields.description")}
        optionalLabel={optional}
        rows={3}
        maxLength={SPONSOR_LIMITS.description}
        defaultValue={item?.description ?? ""}
        error={error("description")}
      />
      <TextAreaField
        name="descriptionEn"
        label={t("adminContent.sponsors.fields.descriptionEn")}
        optionalLabel={optional}
        lang="en"
        rows={3}
        maxLength={SPONSOR_LIMITS.description}
        defaultValue={item?.descriptionEn ?? ""}
        error={error("descriptionEn")}
      />
      <TextField
        name="company"
        label={t("adminContent.sponsors.fields.company")}
        optionalLabel={optional}
        autoComplete="organization"
        maxLength={SPONSOR_LIMITS.company}
        defaultValue={item?.company ?? ""}
        error={error("company")}
      />
      <ContentCommonFields
        linkMaxLength={SPONSOR_LIMITS.linkUrl}
        item={item}
        error={error}
        picture={
          <ImageField legend={t("adminContent.sponsors.fields.image")} currentUrl={item?.imageUrl ?? null} frame="aspect-[2/1] w-48" />
        }
        submitting={submitting}
      />
    </ContentFormFrame>
  );
}
