import { listingTitleIn } from "~/domain/listing-texts";
import { ConvertedPrice } from "./converted-price";
import { type TFunction, uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { ListingView } from "~/domain/filters";
import { CARD_SPEC_KEYS, type ListingSummary, MEDIA_HASHES, cardSpecValue, rentalTermOf } from "~/domain/listing";
import { locationLabel } from "~/domain/place-names";
import { FavouriteButton } from "./favourite-button";
import { cn } from "~/lib/cn";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { ListingImage } from "./listing-image";
import { Icon } from "~/components/ui/icon";

/** Grid cards are medium-sized; list cards are large and horizontal from the small breakpoint on. */
export type ListingCardSize = "medium" | "large";

export interface CardSpec {
  key: string;
  label: string;
  value: string;
}

const asNumber = (value: string | number | boolean) =>
  typeof value === "number" ? value : typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;

/** Up to three translated "label: value" specs of a listing for its card. */
function cardSpecs(listing: Pick<ListingSummary, "category" | "specifications" | "brandName">, t: TFunction): CardSpec[] {
  const specs: CardSpec[] = [];
  for (const key of CARD_SPEC_KEYS[listing.category]) {
    const value = cardSpecValue(listing.specifications, key);
    if (value === undefined) continue;
    const text = String(value);
    const number = asNumber(value);
    switch (key) {
      case "rooms":
        specs.push({ key, label: t("categoryPage.specs.rooms"), value: text });
        break;
      case "square_meters":
        specs.push({
          key,
          label: t("categoryPage.specs.area"),
          value: t("categoryPage.specs.areaValue", { value: number === null ? text : formatNumber(number) }),
        });
        break;
      case "house_type":
        specs.push({
          key,
          label: t("categoryPage.specs.houseType"),
          value: t(uncheckedKey(`categoryPage.houseTypes.${text}`), { defaultValue: text }),
        });
        break;
      case "brand":
        // The make's name comes with the listing (the server's table of makes).
        specs.push({ key, label: t("categoryPage.specs.brand"), value: listing.brandName ?? text });
        break;
      case "model":
        specs.push({ key, label: t("categoryPage.specs.model"), value: text });
        break;
      case "model_year":
        specs.push({ key, label: t("categoryPage.specs.modelYear"), value: text });
        break;
      case "type":
        specs.push({
          key,
          label: t("categoryPage.specs.shopType"),
          value: t(uncheckedKey(`categoryPage.shopTypes.${text}`), { defaultValue: text }),
        });
        break;
      case "floor":
        specs.push({ key, label: t("categoryPage.specs.floor"), value: number === 0 ? t("categoryPage.specs.groundFloor") : text });
        break;
      case "stars":
        specs.push({
          key,
          label: t("categoryPage.specs.stars"),
          value: number === null ? text : t("categoryPage.starsValue", { count: number }),
        });
        break;
      case "board":
        specs.push({
          key,
          label: t("categoryPage.specs.board"),
          value: t(uncheckedKey(`categoryPage.boards.${text}`), { defaultValue: text }),
        });
        break;
      case "distance_to_sea":
        if (number === null) break;
        specs.push({
          key,
          label: t("categoryPage.specs.distanceToSea"),
          value: t("categoryPage.specs.metresValue", { value: formatNumber(number) }),
        });
        break;
      case "furnished":
        if (typeof value !== "boolean") break;
        specs.push({
          key,
          label: t("categoryPage.specs.furnished"),
          value: t(value ? "categoryPage.specs.furnishedYes" : "categoryPage.specs.furnishedNo"),
        });
        break;
    }
    if (specs.length === 3) break;
  }
  return specs;
}

/**
 * The "featured" pill of a listing: over a card's photo, beside a row's title in the admin panel, and
 * (`size="large"`) above the detail page's title. Place it with `className` (position, margins). It
 * lives with the card so that public pages get it in the card's chunk, not in a chunk of its own.
 */
export function FeaturedBadge({ size = "small", className }: { size?: "small" | "large"; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-warning py-0.5 text-xs font-semibold text-black",
        size === "large" ? "px-2.5" : "px-2",
        className,
      )}
    >
      <Icon name="star" className={size === "large" ? "size-3.5" : "size-3"} />
      {t("common.featured")}
    </span>
  );
}

export function ListingCard({
  listing,
  priority = false,
  size = "medium",
}: {
  listing: ListingSummary;
  priority?: boolean;
  size?: ListingCardSize;
}) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  // The page language's title, else the original (Turkish, marked so screen readers read it as such).
  const { text: title, lang: titleLang } = listingTitleIn(listing, locale);
  const term = rentalTermOf(listing.specifications);
  const specs = cardSpecs(listing, t);
  const large = size === "large";
  return (
    <article
      className={cn(
        "render-near-screen group relative flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        large && "sm:flex-row",
      )}
    >
      <div className={cn("relative aspect-[3/2] shrink-0 overflow-hidden bg-muted", large && "sm:aspect-auto sm:w-2/5 sm:min-h-56")}>
        <ListingImage
          image={listing.image}
          alt={title}
          sizes={
            large ? "(min-width: 1024px) 400px, (min-width: 640px) 40vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          }
          priority={priority}
          className={cn("size-full transition-transform duration-300 group-hover:scale-105", large && "sm:absolute sm:inset-0")}
        />
        {listing.isFeatured ? <FeaturedBadge className="absolute inset-s-2 top-2" /> : null}
        {listing.media?.length ? (
          // Above the title link's stretched hit area: each opens the listing's gallery at its video or tour.
          <span className="absolute bottom-2 start-2 z-10 flex gap-1.5">
            {listing.media.map((kind) => {
              const name = t(kind === "tour" ? "common.media.tour" : "common.media.video");
              return (
                <Link
                  key={kind}
                  to={`${paths.listing(listing.category, listing.id)}#${MEDIA_HASHES[kind]}`}
                  aria-label={t("common.media.open", { media: name, title })}
                  className="inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white hover:bg-black/85"
                >
                  <Icon name={kind === "tour" ? "box" : "circle-play"} className="size-3" />
                  {name}
                </Link>
              );
            })}
          </span>
        ) : null}
        {/* Above the title link's stretched hit area (its ::after covers the whole card). */}
        <FavouriteButton listingId={listing.id} title={title} variant="card" className="absolute inset-e-2 top-2 z-10" />
      </div>
      <div className={cn("flex flex-1 flex-col gap-2 p-4", large && "sm:gap-3 sm:p-6")}>
        <h3
          lang={titleLang === locale ? undefined : titleLang}
          dir="auto"
          className={cn("line-clamp-2 font-semibold leading-snug", large && "sm:text-xl")}
        >
          <Link to={paths.listing(listing.category, listing.id)} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        <p data-location className="flex items-center gap-1 text-sm text-muted-foreground">
          <Icon name="map-pin" className="size-4 shrink-0" />
          {locationLabel(listing.location, locale)}
        </p>
        {specs.length > 0 ? (
          <dl className="flex flex-wrap gap-1.5 text-xs">
            {specs.map((spec) => (
              <div key={spec.key} data-spec={spec.key} className="flex gap-1 rounded-md bg-secondary px-2 py-1 text-secondary-foreground">
                <dt className="text-muted-foreground">{spec.label}</dt>
                <dd className="font-medium">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-2">
          <p className={cn("text-lg font-bold text-primary", large && "sm:text-2xl")}>
            <span data-price>{formatPrice(listing.price, listing.currency, locale)}</span>
            {term ? (
              <span className="ms-1 text-sm font-normal text-muted-foreground">/ {t(uncheckedKey(`rentalTerms.${term}`))}</span>
            ) : null}
            <ConvertedPrice price={listing.price} currency={listing.currency} className="ms-1.5 text-sm font-semibold text-foreground" />
          </p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Icon name="eye" className="size-3.5" />
            {t("common.views", { count: listing.views, views: formatNumber(listing.views) })}
          </p>
        </div>
      </div>
    </article>
  );
}

/** The grid layout's columns by width: 1, then 2 from sm, 3 from lg (skeletons standing in for cards use it too). */
export const LISTING_GRID_COLUMNS = "sm:grid-cols-2 lg:grid-cols-3";

/**
 * Listing cards: a grid of medium cards in 1, 2 or 3 columns by width, or (layout "list") one
 * column of large cards.
 */
export function ListingGrid({
  listings,
  priorityCount = 0,
  layout = "grid",
  columns = LISTING_GRID_COLUMNS,
}: {
  listings: ListingSummary[];
  priorityCount?: number;
  layout?: ListingView;
  /** The grid layout's columns above one (e.g. fewer next to a side panel); replaces LISTING_GRID_COLUMNS. */
  columns?: string;
}) {
  return (
    <div className={cn("grid grid-cols-1 gap-6", layout !== "list" && columns)}>
      {listings.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} priority={index < priorityCount} size={layout === "list" ? "large" : "medium"} />
      ))}
    </div>
  );
}
