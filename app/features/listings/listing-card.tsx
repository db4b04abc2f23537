import { Eye, MapPin, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ListingSummary } from "~/domain/listing";
import { formatPrice } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { paths } from "~/lib/paths";
import { ListingImage } from "./listing-image";

export function listingTitle(listing: { title: string; titleEn: string | null }, locale: Locale) {
  return locale === "en" && listing.titleEn ? listing.titleEn : listing.title;
}

export function ListingCard({ listing, priority = false }: { listing: ListingSummary; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listingTitle(listing, locale);
  const term = typeof listing.specifications.rental_term === "string" ? listing.specifications.rental_term : null;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-muted">
        <ListingImage
          image={listing.image}
          alt={title}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-105"
        />
        {listing.isFeatured ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-xs font-semibold text-black">
            <Star className="size-3" aria-hidden="true" />
            {t("common.featured")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link to={paths.listing(listing.category, listing.id)} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {listing.location}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className="text-lg font-bold text-primary">
            {formatPrice(listing.price, listing.currency, locale)}
            {term ? <span className="ml-1 text-sm font-normal text-muted-foreground">/ {t(`rentalTerms.${term}`)}</span> : null}
          </p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-3.5" aria-hidden="true" />
            {t("common.views", { count: listing.views })}
          </p>
        </div>
      </div>
    </article>
  );
}

export function ListingGrid({ listings, priorityCount = 0 }: { listings: ListingSummary[]; priorityCount?: number }) {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} priority={index < priorityCount} />
      ))}
    </div>
  );
}
