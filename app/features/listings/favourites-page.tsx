import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { toast } from "~/components/ui/sonner";
import { ListingImage } from "~/entities/listing/listing-image";
import { Button } from "~/components/ui/button";
import type { FavouriteItem } from "~/domain/favourites";
import type { ListingSummary } from "~/domain/listing";
import type { Price } from "~/domain/price-history";
import { locationLabel } from "~/domain/place-names";
import { ListingRowPrice } from "~/entities/listing/listing-row";
import { formatPrice, listingTitle } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { ListingCard } from "~/entities/listing/listing-card";
import { useFavourites, useToggleFavourite } from "~/entities/listing/use-favourites";
import { Icon } from "~/components/ui/icon";

/**
 * /favoriler: the member's favourites, newest first. Listings that are no longer public stay in
 * the list, greyed, with 'Bu ilan artık yayında değil' and a remove button (no link to a 404).
 * A favourite removed here (its heart, or the remove button) leaves the list at once.
 */
export function FavouritesPage({ items }: { items: FavouriteItem[] }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const { ids, loaded } = useFavourites();
  const visible = loaded ? items.filter((item) => ids.has(item.listing.id)) : items;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // When a card leaves the list its button takes the focus with it: announce it and move the focus
  // to the heading, so keyboard and screen-reader users keep their place.
  const previousCount = useRef(visible.length);
  useEffect(() => {
    if (visible.length < previousCount.current) {
      toast.success(t("favourites.removed"));
      if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
    }
    previousCount.current = visible.length;
  }, [visible.length, t]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="favourites-title" data-testid="favourites-page">
      <h1 id="favourites-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl">
        {t("favourites.page.title")}
      </h1>
      <p className="mt-1 text-muted-foreground" data-testid="favourites-count">
        {t("favourites.page.count", { count: visible.length })}
      </p>

      {visible.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <Icon name="heart-off" className="size-10 text-muted-foreground" />
          <p className="text-lg font-medium">{t("favourites.page.empty")}</p>
          <p className="max-w-md text-muted-foreground">{t("favourites.page.emptyHint")}</p>
          <Button asChild className="mt-2">
            <Link to={paths.home()}>{t("favourites.page.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li key={item.listing.id} className="flex">
              {item.available ? (
                <div className="flex flex-1 flex-col gap-2 [&>article]:flex-1">
                  {item.savedPrice ? <PriceDropped saved={item.savedPrice} /> : null}
                  <ListingCard listing={item.listing} />
                </div>
              ) : (
                <UnavailableCard listing={item.listing} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Price dropped" above a favourite whose price is lower than when it was saved, with that price (decision 031). */
function PriceDropped({ saved }: { saved: Price }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="price-dropped">
      <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary/40">
        <Icon name="trending-down" className="size-3.5" />
        {t("favourites.priceDropped")}
      </span>
      <span className="text-muted-foreground">
        {t("favourites.savedPrice", { price: formatPrice(saved.price, saved.currency, locale) })}
      </span>
    </p>
  );
}

/** A favourite whose listing is no longer public: greyed, no link, a badge and a remove button. */
function UnavailableCard({ listing }: { listing: ListingSummary }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listingTitle(listing, locale);
  const toggle = useToggleFavourite();
  return (
    <article className="flex flex-1 flex-col overflow-hidden rounded-lg border bg-muted/40 text-card-foreground" data-unavailable="true">
      <div className="relative aspect-[3/2] overflow-hidden bg-muted">
        <ListingImage
          image={listing.image}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full opacity-60 grayscale"
        />
        <span className="absolute inset-s-2 top-2 inline-flex items-center gap-1 rounded-full bg-foreground px-2.5 py-1 text-xs font-semibold text-background">
          <Icon name="circle-off" className="size-3.5" />
          {t("favourites.unavailable")}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug text-muted-foreground">{title}</h3>
        <p className="text-sm text-muted-foreground">{locationLabel(listing.location, locale)}</p>
        <p className="text-sm text-muted-foreground">
          <ListingRowPrice listing={listing} />
        </p>
        <div className="mt-auto pt-2">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={toggle.isPending}
            aria-label={t("favourites.removeWithTitle", { title })}
            onClick={() => toggle.mutate({ listingId: listing.id, favourite: false })}
          >
            <Icon name="heart-off" />
            {t("favourites.remove")}
          </Button>
        </div>
      </div>
    </article>
  );
}
