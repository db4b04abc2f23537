import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { Category } from "~/domain/categories";
import { SEARCH_MAX_LENGTH } from "~/domain/filters";
import { useTranslation } from "~/lib/i18n/react";
import { FILTER_FORM_ID } from "./filter-panel";
import { Icon } from "~/components/ui/icon";

/**
 * The category page's search text: words looked for within the category, together with
 * the filters. The box and its button belong to the filter form (`form` attribute), so Enter, the
 * button or "Apply" send the text with the filters — without JavaScript too; with it the panel's
 * submit handler cleans them and the list changes without a reload. The route re-mounts it (`key`)
 * when the URL's text changes, e.g. after its chip was cleared.
 */
export function CategorySearch({ category, text }: { category: Category; text: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t(`categoryPage.search.inCategory.${category}`)}
      </label>
      <Icon name="search" className="pointer-events-none absolute inset-s-3 size-4 text-muted-foreground" />
      <Input
        id={id}
        name="q"
        type="search"
        form={FILTER_FORM_ID}
        defaultValue={text ?? ""}
        placeholder={t("categoryPage.filters.qPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        className="ps-9 pe-20"
      />
      <Button type="submit" form={FILTER_FORM_ID} size="sm" className="absolute inset-e-0.5">
        {t("nav.searchSubmit")}
      </Button>
    </div>
  );
}
