import { useTranslation } from "~/lib/i18n/react";
import { useNavigate } from "react-router";
import type { Category } from "~/domain/categories";
import { Button } from "~/components/ui/button";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";
import { NotFoundNotice } from "~/components/not-found-notice";

/**
 * 'İlan bulunamadı' / 'Listing not found' with a back button (docs/product.md §2, §8). Back returns to the
 * previous page of the site when there is one, else to the category list (or home).
 */
export function ListingNotFound({ category }: { category?: Category }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fallback = category ? paths.category(category) : paths.home();
  const goBack = () => {
    // React Router numbers its history entries (`idx`): above 0 there is an earlier page of this site.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === "number" && index > 0) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <NotFoundNotice id="listing-not-found-title" title={t("listingDetail.notFound")} description={t("listingDetail.notFoundDescription")}>
      <Button className="mt-6" variant="outline" onClick={goBack}>
        <Icon name="arrow-left" className="rtl:-scale-x-100" />
        {t("listingDetail.back")}
      </Button>
    </NotFoundNotice>
  );
}
