import { Link } from "react-router";
import type { Category } from "~/domain/categories";
import { type ListingImage as ListingImageData, type ListingSummary, rentalTermOf } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import { uncheckedKey } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { ListingImage } from "./listing-image";

/**
 * The parts of a listing row in a management list (the owner's listings on their profile, the
 * admin panel's queue): a small photo, and a title line linking to the listing with badges beside it.
 */
export function ListingRowPhoto({ image, sizes, className }: { image: ListingImageData | null; sizes: string; className: string }) {
  return (
    <div className={cn("relative aspect-[4/3] shrink-0 self-start overflow-hidden rounded-md bg-muted", className)}>
      <ListingImage image={image} alt="" sizes={sizes} className="size-full object-cover" />
    </div>
  );
}

export function ListingRowTitle({
  listing,
  title,
  children,
}: {
  listing: { id: string; category: Category };
  title: string;
  children: React.ReactNode;
}) {
  const paths = usePaths();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="min-w-0 font-medium leading-snug">
        <Link to={paths.listing(listing.category, listing.id)} className="break-words hover:underline">
          {title}
        </Link>
      </h3>
      {children}
    </div>
  );
}

/** A row's price with its rental term, as the cards show it: "$450 / Aylık". */
export function ListingRowPrice({ listing }: { listing: Pick<ListingSummary, "price" | "currency" | "specifications"> }) {
  const { t, i18n } = useTranslation();
  const term = rentalTermOf(listing.specifications);
  return (
    <span data-testid="listing-price">
      <span className="font-semibold text-foreground">{formatPrice(listing.price, listing.currency, i18n.language as Locale)}</span>
      {term ? ` / ${t(uncheckedKey(`rentalTerms.${term}`))}` : null}
    </span>
  );
}
