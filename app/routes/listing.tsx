import { ArrowLeft, Eye, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse, useNavigate } from "react-router";
import type { Route } from "./+types/listing";
import { getDb } from "~/.server/runtime";
import { getPublicListing } from "~/.server/services/listings";
import { categoryFromSegment } from "~/domain/categories";
import { listingTitle } from "~/features/listings/listing-card";
import { ListingImage } from "~/features/listings/listing-image";
import { Button } from "~/components/ui/button";
import { formatDate, formatPrice } from "~/lib/format";
import { translate } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { paths } from "~/lib/paths";

/** Listing detail (basic). Gallery, map, seller card, contact and sharing come with issue 3. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const category = categoryFromSegment(segment);
  const listing = category ? await getPublicListing(getDb(), params.id) : null;
  if (!listing || listing.category !== category) throw new Response(null, { status: 404 });
  return { listing };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  if (!loaderData) return [{ title: translate(locale, "listing.notFound") }, { name: "robots", content: "noindex" }];
  const { listing } = loaderData;
  const description = (locale === "en" && listing.descriptionEn) || listing.description;
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: `${listingTitle(listing, locale)} — ${translate(locale, "common.siteName")}`,
    description: description.slice(0, 160),
  });
};

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { listing } = loaderData;
  const title = listingTitle(listing, locale);
  const description = (locale === "en" && listing.descriptionEn) || listing.description;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <Link to={paths.home()} className="hover:underline">
          {t("common.siteName")}
        </Link>{" "}
        /{" "}
        <Link to={paths.category(listing.category)} className="hover:underline">
          {t(`categories.${listing.category}`)}
        </Link>
      </nav>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {listing.location}
        </span>
        <span>
          {t("listing.postedOn")}: {formatDate(listing.createdAt, locale)}
        </span>
        <span className="flex items-center gap-1">
          <Eye className="size-4" aria-hidden="true" />
          {t("common.views", { count: listing.views })}
        </span>
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {listing.images.map((image, index) => (
          <ListingImage
            key={image.url}
            image={image}
            alt={t("listing.photoOf", { title, index: index + 1 })}
            sizes="(min-width: 640px) 50vw, 100vw"
            priority={index === 0}
            className="aspect-[3/2] w-full rounded-lg"
          />
        ))}
      </div>
      <p className="mt-6 text-2xl font-bold text-primary">
        <span className="sr-only">{t("listing.price")}: </span>
        {formatPrice(listing.price, listing.currency, locale)}
      </p>
      <section className="mt-6">
        <h2 className="text-xl font-semibold">{t("listing.description")}</h2>
        <p className="mt-2 whitespace-pre-line leading-relaxed">{description}</p>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t("listing.notFound")}</h1>
      <p className="mt-3 text-muted-foreground">{t("listing.notFoundDescription")}</p>
      <Button className="mt-6" variant="outline" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        {t("listing.back")}
      </Button>
    </section>
  );
}
