import type { MediaLink } from "~/domain/media-links";
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/cn";
import { type ListingImage as ListingImageData, MEDIA_HASHES, type MediaJump } from "~/domain/listing";
import { type GalleryItem, firstOfKind, galleryItems } from "./media";
import { ListingImage } from "~/entities/listing/listing-image";
import { MediaTile, useItemLabel } from "./media-tile";
import { Icon } from "~/components/ui/icon";

const loadDialog = () => import("./gallery-dialog");
/** The full-screen dialog is only downloaded when someone is about to open it. */
const GalleryDialog = lazy(loadDialog);

/** Desktop mosaic layout by item count: one large tile and two small ones. */
function mosaicClasses(count: number) {
  if (count <= 1) return { grid: "md:grid-cols-1", tile: () => "" };
  if (count === 2) return { grid: "md:grid-cols-2", tile: () => "" };
  return {
    grid: "md:grid-cols-3 md:grid-rows-2",
    tile: (index: number) => (index === 0 ? "md:col-span-2 md:row-span-2" : index > 2 ? "md:hidden" : ""),
  };
}

/**
 * The media gallery (docs/product.md §2): a swipeable carousel on small screens and, from the md breakpoint,
 * a mosaic of the first three items with a +N overlay for the rest. Both are the same elements, so
 * every photo exists once in the page. Swiping is the browser's own scrolling with CSS scroll
 * snapping (no carousel library on the detail page: the public pages' JavaScript budget, docs/performance.md); the counter follows
 * the scroll position. Any item opens the full-screen gallery dialog.
 */
export function Gallery({ title, images, media }: { title: string; images: ListingImageData[]; media: MediaLink[] }) {
  const { t } = useTranslation();
  const items = useMemo(() => galleryItems(images, media), [images, media]);
  const itemLabel = useItemLabel(title);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [selected, setSelected] = useState(0);
  const scroller = useRef<HTMLDivElement | null>(null);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    // Right to left, the scroll position runs from 0 to negative values.
    setSelected(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  }, []);
  const scrollToItem = useCallback((index: number) => {
    const element = scroller.current;
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const direction = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    element.scrollTo({ left: direction * index * element.clientWidth, behavior: reduced ? "auto" : "smooth" });
  }, []);

  const preload = useCallback(() => void loadDialog(), []);

  // A card's "Video" or "3D Tur" badge links here with #video or #3d-tur: open the gallery at it.
  useEffect(() => {
    const jump = (Object.keys(MEDIA_HASHES) as MediaJump[]).find((kind) => window.location.hash === `#${MEDIA_HASHES[kind]}`);
    const index = jump ? firstOfKind(items, jump) : -1;
    if (index >= 0) setOpenAt(index);
  }, [items]);

  if (items.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center gap-2 rounded-xl bg-muted text-muted-foreground md:aspect-auto md:h-[28rem]">
        <Icon name="image-off" className="size-6" />
        <span>{t("listingDetail.gallery.noMedia")}</span>
      </div>
    );
  }

  const total = items.length;
  const extra = total - 3;
  const mosaic = mosaicClasses(total);

  return (
    <section aria-label={t("listingDetail.gallery.label")} className="relative" onPointerEnter={preload} onFocus={preload}>
      <div className="overflow-hidden rounded-xl">
        <div
          ref={scroller}
          onScroll={onScroll}
          className={cn(
            "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
            "md:grid md:h-[28rem] md:snap-none md:gap-2 md:overflow-visible",
            mosaic.grid,
          )}
        >
          {items.map((item, index) => (
            <div
              key={index}
              className={cn("relative min-w-0 shrink-0 grow-0 basis-full snap-start snap-always md:basis-auto", mosaic.tile(index))}
            >
              <button
                type="button"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenAt(index);
                }}
                aria-label={t("listingDetail.gallery.open", { index: index + 1, total })}
                className="group relative block aspect-[3/2] w-full overflow-hidden bg-muted focus-visible:outline-offset-[-4px] md:aspect-auto md:h-full"
              >
                {item.kind === "image" ? (
                  <ListingImage
                    image={item.image}
                    alt={itemLabel(item, index)}
                    sizes={
                      index === 0
                        ? "(min-width: 1152px) 760px, (min-width: 768px) 66vw, 100vw"
                        : "(min-width: 1152px) 380px, (min-width: 768px) 33vw, 100vw"
                    }
                    priority={index === 0}
                    draggable={false}
                    className="size-full transition-transform duration-300 group-hover:scale-[1.02]"
                  />
                ) : (
                  <MediaTile item={item} label={itemLabel(item, index)} />
                )}
                {index === 2 && extra > 0 ? (
                  <span
                    aria-hidden="true"
                    data-testid="gallery-more"
                    className="absolute inset-0 hidden items-center justify-center bg-black/60 text-3xl font-semibold text-white md:flex"
                  >
                    {t("listingDetail.gallery.more", { count: extra })}
                  </span>
                ) : null}
              </button>
            </div>
          ))}
        </div>
      </div>
      <MediaJumps
        items={items}
        onOpen={(index, button) => {
          opener.current = button;
          setOpenAt(index);
        }}
      />
      {total > 1 ? (
        <div className="md:hidden">
          <button
            type="button"
            onClick={() => scrollToItem(selected - 1)}
            disabled={selected === 0}
            aria-label={t("listingDetail.gallery.previous")}
            className="absolute inset-s-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white disabled:opacity-0"
          >
            <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            onClick={() => scrollToItem(selected + 1)}
            disabled={selected === total - 1}
            aria-label={t("listingDetail.gallery.next")}
            className="absolute inset-e-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white disabled:opacity-0"
          >
            <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
          </button>
          <p className="absolute bottom-2 inset-e-2 rounded-full bg-black/70 px-2.5 py-0.5 text-xs font-medium text-white">
            {t("listingDetail.gallery.position", { index: selected + 1, total })}
          </p>
        </div>
      ) : null}
      {openAt !== null ? (
        <Suspense fallback={null}>
          <GalleryDialog
            items={items}
            title={title}
            index={openAt}
            onIndexChange={setOpenAt}
            onClose={() => setOpenAt(null)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * "Video" and "3D Tur": the listing's first video and first 3D tour come after every photo, so
 * these badges over the gallery open the full-screen gallery straight at them.
 */
function MediaJumps({ items, onOpen }: { items: GalleryItem[]; onOpen: (index: number, button: HTMLButtonElement) => void }) {
  const { t } = useTranslation();
  const jumps = (["video", "tour"] as const).map((kind) => ({ kind, index: firstOfKind(items, kind) })).filter(({ index }) => index >= 0);
  if (jumps.length === 0) return null;
  return (
    <div role="group" aria-label={t("listingDetail.gallery.jumpTo")} className="absolute start-2 top-2 flex gap-2">
      {jumps.map(({ kind, index }) => (
        <button
          key={kind}
          type="button"
          onClick={(event) => onOpen(index, event.currentTarget)}
          className="inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white hover:bg-black/85"
        >
          <Icon name={kind === "tour" ? "box" : "circle-play"} className="size-3.5" />
          {t(kind === "tour" ? "common.media.tour" : "common.media.video")}
        </button>
      ))}
    </div>
  );
}
