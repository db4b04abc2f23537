import { ConvertedPrice } from "./converted-price";
import type { ComponentProps, ReactNode } from "react";
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
 * A listing's row in a management list (the owner's listings on their profile, the admin panel's
 * queues): a bordered `<li>` with a small photo (`photoSizes`, its width in `photoClassName`) beside
 * the row's content (`children`, a column: `contentClassName` sets its gap), dimmed while an action on
 * it is under way (`busy`). `stacked`: the photo above the content on phones. Other props (`data-*`)
 * go to the `<li>`.
 */
export function ListingRow({
  image,
  photoSizes,
  photoClassName,
  busy,
  stacked = false,
  contentClassName = "gap-1.5",
  children,
  ...props
}: {
  image: ListingImageData | null;
  photoSizes: string;
  photoClassName: string;
  busy: boolean;
  stacked?: boolean;
  contentClassName?: string;
  children: ReactNode;
} & Omit<ComponentProps<"li">, "className" | "children">) {
  return (
    <li
      className={cn(
        "flex gap-4 rounded-lg border bg-card p-3 text-card-foreground",
        stacked && "flex-col sm:flex-row",
        busy && "opacity-60",
      )}
      {...props}
    >
      <div className={cn("relative aspect-[4/3] shrink-0 self-start overflow-hidden rounded-md bg-muted", photoClassName)}>
        <ListingImage image={image} alt="" sizes={photoSizes} className="size-full object-cover" />
      </div>
      <div className={cn("flex min-w-0 flex-1 flex-col", contentClassName)}>{children}</div>
    </li>
  );
}

/** A row's title line: the title linking to the listing, with badges (`children`) beside it. */
export function ListingRowTitle({
  listing,
  title,
  lang,
  children,
}: {
  listing: { id: string; category: Category };
  title: string;
  /** The title's language when it is not the page's (the Turkish original on a Russian page). */
  lang?: string;
  children: ReactNode;
}) {
  const paths = usePaths();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 lang={lang} dir="auto" className="min-w-0 font-medium leading-snug">
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
      <ConvertedPrice price={listing.price} currency={listing.currency} className="ms-1.5 font-medium text-foreground" />
    </span>
  );
}
