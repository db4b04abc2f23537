import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { SellerSummary } from "~/domain/listing-detail";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDate, initials } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";

/**
 * The seller card (docs/product.md §2): name (the company name for companies), account type, member since,
 * number of public listings and a link to the profile. The spec's rating is left out until
 * visitors can rate sellers (a line that always said "no ratings yet" told nothing).
 */
export function SellerCard({ seller }: { seller: SellerSummary }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const name = seller.name ?? t("listingDetail.seller.unknown");
  const typeIcon = seller.accountType === "company" ? "building-complex" : "user";
  return (
    <section aria-labelledby="listing-seller-title" className="rounded-xl border bg-card p-5" data-testid="seller-card">
      <h2 id="listing-seller-title" className="text-sm font-medium text-muted-foreground">
        {t("listingDetail.seller.title")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {seller.avatarUrl ? (
          <img
            src={seller.avatarUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-lg font-semibold text-primary"
          >
            {initials(name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="break-words font-semibold">{name}</p>
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Icon name={typeIcon} className="size-4" />
            {t(seller.accountType === "company" ? "listingDetail.seller.company" : "listingDetail.seller.individual")}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("listingDetail.seller.memberSince")}</dt>
        <dd className="text-end font-medium">{formatDate(seller.memberSince, locale)}</dd>
        <dt className="text-muted-foreground">{t("listingDetail.seller.listings")}</dt>
        <dd className="text-end font-medium">{t("listingDetail.seller.listingCount", { count: seller.listingCount })}</dd>
      </dl>
      <Link to={paths.profile(seller.id)} className={cn(buttonVariants({ variant: "secondary" }), "mt-4 w-full")}>
        <Icon name="badge-check" />
        {t("listingDetail.seller.profile")}
      </Link>
    </section>
  );
}
