import * as Dialog from "@radix-ui/react-dialog";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { toast } from "~/components/ui/sonner";
import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/cn";
import { type GalleryItem, variantAtLeast } from "./media";
import { ListingImage } from "~/entities/listing/listing-image";
import { MediaTile, useItemLabel } from "./media-tile";
import { Icon } from "~/components/ui/icon";

const navButton =
  "flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white";

/** The current item, large: a photo, an embedded YouTube video or Matterport tour, or a video file. */
function Stage({ item, label }: { item: GalleryItem; label: string }) {
  const { t } = useTranslation();
  if (item.kind === "image") {
    return (
      <ListingImage
        image={item.image}
        alt={label}
        sizes="100vw"
        priority
        fit="contain"
        draggable={false}
        className="h-auto max-h-full w-auto max-w-full"
      />
    );
  }
  if (item.kind === "video") {
    return (
      <video controls preload="metadata" src={item.url} aria-label={label} className="max-h-full max-w-full">
        {t("listingDetail.gallery.videoUnsupported")}
      </video>
    );
  }
  return (
    <iframe
      src={item.embedUrl}
      title={label}
      className="aspect-video max-h-full w-full max-w-5xl rounded-md bg-black"
      allow={
        item.kind === "youtube"
          ? "accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          : "fullscreen; xr-spatial-tracking"
      }
      allowFullScreen
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * The full-screen gallery (docs/product.md §2): previous/next buttons (wrapping around), the left/right arrow
 * keys, a position counter and thumbnails. Radix traps focus, closes on Escape and gives focus
 * back to the item that opened it.
 */
export default function GalleryDialog({
  items,
  title,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  items: GalleryItem[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gives focus back to the item that opened the dialog. */
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const itemLabel = useItemLabel(title);
  const total = items.length;
  const current = items[index] ?? items[0]!;
  const go = (delta: number) => onIndexChange((index + delta + total) % total);
  const thumbnails = useRef<HTMLUListElement>(null);

  // The full-screen gallery clears the toasts: on a phone one would cover its title and close button.
  useEffect(() => {
    toast.dismiss();
  }, []);

  useEffect(() => {
    const active = thumbnails.current?.querySelector<HTMLElement>('[aria-current="true"]');
    active?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, [index]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (total < 2 || (event.target as HTMLElement).closest("video")) return;
    // The arrow towards the line's start goes back: left, or right on a right-to-left page.
    const back = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const forward = back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
    if (event.key === back) {
      event.preventDefault();
      go(-1);
    } else if (event.key === forward) {
      event.preventDefault();
      go(1);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white outline-none"
          data-testid="gallery-dialog"
        >
          <div className="flex items-center gap-3 px-3 py-2 sm:px-4">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium sm:text-base">
              {t("listingDetail.gallery.dialogTitle", { title })}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t("listingDetail.gallery.dialogDescription")}</Dialog.Description>
            <p className="shrink-0 text-sm tabular-nums text-white/80" aria-live="polite" data-testid="gallery-position">
              {t("listingDetail.gallery.position", { index: index + 1, total })}
            </p>
            <Dialog.Close className={navButton} aria-label={t("listingDetail.gallery.close")}>
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            <div className="flex size-full items-center justify-center" data-testid="gallery-stage">
              <Stage key={index} item={current} label={itemLabel(current, index)} />
            </div>
            {total > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t("listingDetail.gallery.previous")}
                  className={cn(navButton, "absolute inset-s-2 top-1/2 -translate-y-1/2 sm:inset-s-4")}
                >
                  <Icon name="chevron-left" className="size-6 rtl:-scale-x-100" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t("listingDetail.gallery.next")}
                  className={cn(navButton, "absolute inset-e-2 top-1/2 -translate-y-1/2 sm:inset-e-4")}
                >
                  <Icon name="chevron-right" className="size-6 rtl:-scale-x-100" />
                </button>
              </>
            ) : null}
          </div>

          {total > 1 ? (
            <nav aria-label={t("listingDetail.gallery.thumbnails")} className="shrink-0 overflow-x-auto px-3 py-3">
              <ul ref={thumbnails} className="mx-auto flex w-max gap-2">
                {items.map((item, position) => (
                  <li key={position}>
                    <button
                      type="button"
                      onClick={() => onIndexChange(position)}
                      aria-label={t("listingDetail.gallery.thumbnail", { index: position + 1 })}
                      aria-current={position === index ? "true" : undefined}
                      className={cn(
                        "block h-14 w-20 overflow-hidden rounded-md border-2 transition hover:opacity-100 focus-visible:outline-white sm:h-16 sm:w-24",
                        position === index ? "border-white opacity-100" : "border-transparent opacity-70",
                      )}
                    >
                      {item.kind === "image" ? (
                        <img
                          src={variantAtLeast(item.image, 160)}
                          alt=""
                          width={item.image.width}
                          height={item.image.height}
                          loading="lazy"
                          decoding="async"
                          className="size-full object-cover"
                        />
                      ) : (
                        <MediaTile item={item} label={itemLabel(item, position)} compact />
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
