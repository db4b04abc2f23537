import type { MetaDescriptor } from "react-router";
import type { Category } from "~/domain/categories";
import { truncateText } from "~/domain/listing-detail";
import { listingDescriptionIn, listingTitleIn } from "~/domain/listing-texts";
import { locationLabel } from "~/domain/place-names";
import { formatPrice } from "~/lib/format";
import { translate } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import type { ListingDetailData } from "./use-listing-detail";
import { rentalTermOf } from "~/domain/listing";

type Matches = Parameters<typeof rootDataFrom>[0];

/**
 * The title and description in the page's language where the owner wrote them, else the Turkish
 * originals (decision 041); `titleText` and `descriptionText` say which language each is in and
 * whether it is the original shown instead of the page's.
 */
export function localizedTexts(listing: ListingDetailData["listing"], locale: Locale) {
  const titleText = listingTitleIn(listing, locale);
  const descriptionText = listingDescriptionIn(listing, locale);
  return { title: titleText.text, description: descriptionText.text, titleText, descriptionText };
}

/** A site path as an absolute URL on the public origin (link previews need absolute image URLs). */
function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function priceText(listing: ListingDetailData["listing"], locale: Locale): string {
  const term = rentalTermOf(listing.specifications);
  const price = formatPrice(listing.price, listing.currency, locale);
  return term ? `${price} ${translate(locale, "listingDetail.price.perTerm", { term: translate(locale, `rentalTerms.${term}`) })}` : price;
}

/** The share picture of a listing without photos: its category's, 1200 × 630 (public/og/{category}.jpg). */
const CATEGORY_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
const categoryPreviewImage = (category: Category) => `/og/${category}.jpg`;

/**
 * Head tags of a listing page (spec issue point 8): translated title, description with the price,
 * canonical URL, Open Graph (og:type product, the first photo as an absolute URL with its size)
 * and Twitter large-image card, so a link pasted in WhatsApp shows a preview.
 */
export function listingMeta(options: { matches: Matches; pathname: string; detail: ListingDetailData }): MetaDescriptor[] {
  const { locale, settings } = rootDataFrom(options.matches);
  const { listing } = options.detail;
  const texts = localizedTexts(listing, locale);
  const title = translate(locale, "listingDetail.metaTitle", { title: texts.title });
  const lead = translate(locale, "listingDetail.metaDescriptionPrice", {
    price: priceText(listing, locale),
    location: locationLabel(listing.location, locale),
  });
  const description = truncateText(`${lead} — ${texts.description}`, 160);
  // A rented listing's page is short-lived (RENTED_PAGE_DAYS): not for search engines.
  const noindex = listing.status === "rented";
  const base = pageMeta({ matches: options.matches, pathname: options.pathname, title, description, noindex }).filter(
    (tag) => !("property" in tag && tag.property === "og:type"),
  );
  // A listing without photos still previews in a share: its category's picture (public/og/).
  const image = listing.images[0] ?? { url: categoryPreviewImage(listing.category), ...CATEGORY_PREVIEW_SIZE };
  const imageTags: MetaDescriptor[] = [
    { property: "og:image", content: absoluteUrl(settings.siteUrl, image.url) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: texts.title },
    { name: "twitter:image", content: absoluteUrl(settings.siteUrl, image.url) },
  ];
  return [
    ...base,
    { property: "og:type", content: "product" },
    { property: "product:price:amount", content: String(listing.price) },
    { property: "product:price:currency", content: listing.currency },
    ...imageTags,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** schema.org Product with its Offer (price, currency, images, URL). */
export function listingJsonLd(detail: ListingDetailData, options: { siteUrl: string; pathname: string; locale: Locale }) {
  const { listing, seller } = detail;
  const texts = localizedTexts(listing, options.locale);
  const url = absoluteUrl(options.siteUrl, options.pathname);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: texts.title,
    description: truncateText(texts.description, 500),
    sku: listing.id,
    url,
    category: translate(options.locale, `categories.${listing.category}`),
    image: listing.images.map((image) => absoluteUrl(options.siteUrl, image.url)),
    offers: {
      "@type": "Offer",
      price: listing.price,
      priceCurrency: listing.currency,
      // A rented listing's page stays a while to say so: it is no longer on offer.
      availability: listing.status === "rented" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
      areaServed: locationLabel(listing.location, options.locale),
      ...(seller.name ? { seller: { "@type": seller.accountType === "company" ? "Organization" : "Person", name: seller.name } } : {}),
    },
  };
}

/** JSON for a `<script>` element: `<`, `>`, `&` and the line separators are escaped, so the text stays inert. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Structured data in the page (a data block: CSP does not apply to it). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
