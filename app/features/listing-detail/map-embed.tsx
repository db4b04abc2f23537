import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { ListingMap } from "~/domain/media-links";
import { Icon } from "~/components/ui/icon";

/** Mounts the map only when its box comes near the viewport: the embed is heavy and below the fold. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * The satellite map of `specifications.map_url` (docs/product.md §2). The embed is built only from the
 * coordinates or place name parsed out of a Google Maps URL (on the server: `listingMap`); a short
 * maps link (which cannot be resolved there) only gets the "open in Google Maps" link. Anything
 * else shows nothing.
 */
export function MapEmbed({ map, location }: { map: ListingMap | null; location: string }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLDivElement>();
  if (!map) return null;
  return (
    <section aria-labelledby="listing-map-title" className="space-y-3">
      <h2 id="listing-map-title" className="text-xl font-semibold">
        {t("listingDetail.map.title")}
      </h2>
      {map.embedUrl ? (
        <div ref={box} className="aspect-[4/3] overflow-hidden rounded-xl border bg-muted sm:aspect-[16/9]">
          {near ? (
            <iframe
              src={map.embedUrl}
              title={t("listingDetail.map.frameTitle", { location })}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="block size-full"
              data-testid="listing-map"
            />
          ) : null}
        </div>
      ) : null}
      <a
        href={map.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Icon name="external-link" className="size-4" />
        {t("listingDetail.map.open")}
        <span className="sr-only"> ({t("common.opensInNewTab")})</span>
      </a>
    </section>
  );
}
