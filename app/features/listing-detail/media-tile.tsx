import { useCallback } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { GalleryItem } from "./media";
import { Icon } from "~/components/ui/icon";

/** Accessible name of a gallery item. */
export function useItemLabel(title: string) {
  const { t } = useTranslation();
  return useCallback(
    (item: GalleryItem, index: number) => {
      const position = { index: index + 1, title };
      if (item.kind === "image") return t("listingDetail.gallery.photo", position);
      if (item.kind === "youtube") return t("listingDetail.gallery.youtube", position);
      if (item.kind === "matterport") return t("listingDetail.gallery.tour", position);
      return t("listingDetail.gallery.video", position);
    },
    [t, title],
  );
}

/** A video or 3D tour in the mosaic, carousel or thumbnails: an icon tile (nothing loads from elsewhere until opened). */
export function MediaTile({
  item,
  label,
  compact = false,
}: {
  item: Exclude<GalleryItem, { kind: "image" }>;
  label: string;
  compact?: boolean;
}) {
  const icon = item.kind === "matterport" ? "box" : "circle-play";
  return (
    <span className="flex size-full flex-col items-center justify-center gap-2 bg-slate-800 p-2 text-center text-white">
      <Icon name={icon} className={compact ? "size-6" : "size-12"} />
      {compact ? null : <span className="text-sm font-medium">{label}</span>}
    </span>
  );
}
