import { useTranslation } from "~/lib/i18n/react";

const bar = "animate-pulse rounded-md bg-muted";

/** Placeholder of the detail page while a listing loads (docs/product.md §2 "Listing detail"). */
export function ListingDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" role="status" aria-live="polite" data-testid="listing-detail-skeleton">
      <span className="sr-only">{t("listingDetail.loading")}</span>
      <div aria-hidden="true">
        <div className={`${bar} h-4 w-64`} />
        <div className={`${bar} mt-4 h-9 w-3/4`} />
        <div className={`${bar} mt-3 h-4 w-1/2`} />
        <div className="mt-6 grid gap-2 md:h-[28rem] md:grid-cols-3 md:grid-rows-2">
          <div className={`${bar} aspect-[3/2] rounded-xl md:col-span-2 md:row-span-2 md:aspect-auto`} />
          <div className={`${bar} hidden rounded-xl md:block`} />
          <div className={`${bar} hidden rounded-xl md:block`} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3">
            <div className={`${bar} h-6 w-40`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-11/12`} />
            <div className={`${bar} h-4 w-4/5`} />
          </div>
          <div className={`${bar} h-48 rounded-xl`} />
        </div>
      </div>
    </div>
  );
}
