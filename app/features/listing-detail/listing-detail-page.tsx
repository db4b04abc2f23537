import { Suspense, lazy, useEffect, useState } from "react";
import type { ListingSummary } from "~/domain/listing";
import { FavouriteButton } from "~/entities/listing/favourite-button";
import { FeaturedBadge, ListingGrid } from "~/entities/listing/listing-card";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation, useMatches } from "react-router";
import type { CurrencyRates } from "~/domain/currency";
import { locationLabel } from "~/domain/place-names";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { LANGUAGE_NAMES, type Locale } from "~/lib/i18n/locales";
import { rootDataFrom } from "~/lib/meta";
import { usePaths } from "~/lib/use-paths";
import { useViewer } from "~/lib/viewer";
import { ContactBar, ContactButtons } from "./contact-buttons";
import { Gallery } from "./gallery";
import { MapEmbed } from "./map-embed";
import { PriceCard } from "./price-card";
import { ReportButton } from "./report-button";

/**
 * The price history is in its own chunk: most listings never change their price, so
 * their pages do not download it. The server renders it in place (the document is sent whole), and
 * the browser hydrates it once the chunk has come.
 */
const PriceHistory = lazy(() => import("./price-history").then((module) => ({ default: module.PriceHistory })));
import { SafetyTips } from "./safety-tips";
import { SellerCard } from "./seller-card";
import { JsonLd, listingJsonLd, localizedTexts } from "./seo";
import { ShareButton } from "./share-button";
import { SpecGrid } from "./spec-grid";
import { rentalTermOf } from "~/domain/listing";
import { type ListingDetailData, useListingDetail } from "./use-listing-detail";
import { useViewCounter } from "./use-view-counter";
import { Icon } from "~/components/ui/icon";

// Only owners and admins get a moderation state to show: its code is not part of the page visitors download.
const DetailStatusNotice = lazy(() =>
  import("~/entities/listing/listing-status-notice").then((module) => ({ default: module.DetailStatusNotice })),
);

/**
 * A public listing's page is the same for everyone (a shared cache keeps it), so
 * it carries no moderation state; once the page knows its viewer is the owner or an admin, it asks
 * for the listing again privately (`/api/listings/:id` answers them with it) for the status banner.
 */
function useModerationForOwner(detail: ListingDetailData, refetch: () => Promise<void>) {
  const { viewer } = useViewer();
  const entitled = viewer !== null && (viewer.isAdmin || viewer.id === detail.listing.ownerId);
  const missing = entitled && !detail.moderation;
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);
}

/**
 * The view count, counting this browser's view (useViewCounter) and showing the larger of the
 * page's count and the server's answer. It keeps that answer itself, so the answer renders this
 * line again, not the whole page; keyed by the listing, so another listing starts afresh.
 */
function ListingViews({ listingId, views, counting }: { listingId: string; views: number; counting: boolean }) {
  const { t } = useTranslation();
  const [counted, setCounted] = useState(0);
  useViewCounter(listingId, (total) => setCounted((current) => Math.max(current, total)), counting);
  const shown = Math.max(views, counted);
  return (
    <li className="flex items-center gap-1.5" data-testid="listing-views">
      <Icon name="eye" className="size-4" />
      {t("common.views", { count: shown, views: formatNumber(shown) })}
    </li>
  );
}

/** A row of other listings' cards under the page: similar listings, more from the seller. */
/** Says a text is shown in its original language because the owner did not write it in the page's (decision 041). */
function OriginalLanguage({ language, testId }: { language: Locale; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid={testId}>
      <Icon name="languages" className="size-4 shrink-0" />
      {t("listingDetail.originalLanguage", { language: LANGUAGE_NAMES[language] })}
    </p>
  );
}

function ListingsSection({ id, title, listings, testId }: { id: string; title: string; listings: ListingSummary[]; testId: string }) {
  return (
    <section aria-labelledby={id} className="mt-12" data-testid={testId}>
      <h2 id={id} className="mb-6 text-2xl font-semibold">
        {title}
      </h2>
      <ListingGrid listings={listings} />
    </section>
  );
}

/**
 * The listing detail page (docs/product.md §2 "Listing detail"), with the favourite heart beside the
 * title and the cards of similar listings and the seller's other listings (the listing entity's).
 */
export function ListingDetailPage({ data, rates: initialRates }: { data: ListingDetailData; rates: CurrencyRates | null }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { detail, refetch } = useListingDetail(data);
  useModerationForOwner(detail, refetch);
  const { pathname } = useLocation();
  const { settings } = rootDataFrom(useMatches());

  const { listing, seller, fieldLabels } = detail;
  const { title, description, titleText, descriptionText } = localizedTexts(listing, locale);
  const rentalTerm = rentalTermOf(listing.specifications);
  const shareText = t("listingDetail.share.text", { title, price: formatPrice(listing.price, listing.currency, locale) });

  return (
    // Members write these texts: a long unbroken word (a pasted link, a name) wraps anywhere
    // instead of widening the page past a phone's screen (the property is inherited).
    <article className="mx-auto max-w-6xl px-4 py-6 [overflow-wrap:anywhere] sm:py-8" data-testid="listing-detail">
      <nav aria-label={t("listingDetail.breadcrumb")} className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home()} className="hover:text-foreground hover:underline">
              {t("nav.home")}
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4 rtl:-scale-x-100" />
          </li>
          <li>
            <Link to={paths.category(listing.category)} className="hover:text-foreground hover:underline">
              {t(`categories.${listing.category}`)}
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4 rtl:-scale-x-100" />
          </li>
          <li
            className="min-w-0 max-w-full truncate font-medium text-foreground"
            aria-current="page"
            lang={titleText.lang === locale ? undefined : titleText.lang}
            dir="auto"
          >
            {title}
          </li>
        </ol>
      </nav>

      {detail.moderation ? (
        <Suspense fallback={null}>
          <DetailStatusNotice moderation={detail.moderation} listingId={listing.id} ownerId={listing.ownerId} />
        </Suspense>
      ) : null}

      {listing.status === "rented" ? (
        <section
          aria-labelledby="listing-rented-title"
          className="mb-5 rounded-lg border border-primary/40 bg-primary/10 p-4"
          data-testid="listing-rented"
        >
          <h2 id="listing-rented-title" className="text-lg font-semibold">
            {t("listingDetail.rented.title")}
          </h2>
          <p className="mt-1 text-sm">
            {t("listingDetail.rented.body", { date: listing.rentedAt ? formatDate(listing.rentedAt, locale) : "" })}
          </p>
        </section>
      ) : null}

      <header className="mb-5">
        {listing.isFeatured ? <FeaturedBadge size="large" className="mb-2" /> : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-72">
            <h1
              className="text-2xl font-semibold tracking-tight sm:text-3xl"
              lang={titleText.lang === locale ? undefined : titleText.lang}
              dir="auto"
            >
              {title}
            </h1>
            {titleText.original ? <OriginalLanguage language={titleText.lang} testId="title-original-language" /> : null}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <FavouriteButton listingId={listing.id} variant="detail" />
          </div>
        </div>
        <ul className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4" />
            <span className="sr-only">{t("listingDetail.location")}: </span>
            {locationLabel(listing.location, locale)}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4" />
            <span className="sr-only">{t("listingDetail.postedOn")}: </span>
            <time dateTime={listing.createdAt}>{formatDate(listing.createdAt, locale)}</time>
          </li>
          {/* Only a public listing counts views: the owner's or an admin's look at a pending, rejected or
              deleted one would be refused (a 404 logged on every visit). */}
          <ListingViews key={listing.id} listingId={listing.id} views={listing.views} counting={listing.status === "active"} />
          <li data-testid="listing-number">{t("common.listingNumber", { number: listing.number })}</li>
        </ul>
      </header>

      <Gallery title={title} images={listing.images} media={detail.media} />

      {/* Small screens: price and contact first, then the details, then seller and tips. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-4 lg:col-start-2 lg:row-start-1">
          <PriceCard price={listing.price} currency={listing.currency} rentalTerm={rentalTerm} initialRates={initialRates}>
            {/* A rented listing is not to be asked about any more (its page points to similar ones). */}
            {listing.status === "rented" ? null : <ContactButtons seller={seller} title={listing.title} number={listing.number} />}
            <ShareButton title={title} text={shareText} />
          </PriceCard>
          {detail.priceHistory.length > 1 ? (
            <Suspense fallback={null}>
              <PriceHistory history={detail.priceHistory} />
            </Suspense>
          ) : null}
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="listing-description-title">
            <h2 id="listing-description-title" className="text-xl font-semibold">
              {t("listingDetail.description")}
            </h2>
            {descriptionText.original && !titleText.original ? (
              <OriginalLanguage language={descriptionText.lang} testId="description-original-language" />
            ) : null}
            <p
              className="mt-3 whitespace-pre-line leading-relaxed"
              lang={descriptionText.lang === locale ? undefined : descriptionText.lang}
              dir="auto"
            >
              {description}
            </p>
          </section>
          <SpecGrid
            specifications={listing.specifications}
            category={listing.category}
            fieldLabels={fieldLabels}
            brandName={listing.brandName}
          />
          <MapEmbed map={detail.map} location={locationLabel(listing.location, locale)} />
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-start-2">
          <SellerCard seller={seller} />
          <SafetyTips />
          {/* Anyone may report a live listing: the button is the same for everyone, the form is lazy. */}
          {listing.status === "active" ? <ReportButton listingId={listing.id} title={title} /> : null}
        </div>
      </div>

      {detail.similar?.length ? (
        <ListingsSection
          id="listing-similar-title"
          title={t("listingDetail.rented.similar")}
          listings={detail.similar}
          testId="similar-listings"
        />
      ) : null}

      {detail.moreFromSeller.length > 0 ? (
        <ListingsSection
          id="listing-more-title"
          title={t("listingDetail.moreFromSeller.title")}
          listings={detail.moreFromSeller}
          testId="more-from-seller"
        />
      ) : null}

      {listing.status === "rented" ? null : <ContactBar seller={seller} title={listing.title} number={listing.number} />}

      <JsonLd data={listingJsonLd(detail, { siteUrl: settings.siteUrl, pathname, locale })} />
    </article>
  );
}
