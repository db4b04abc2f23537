import { ChevronLeft, ChevronRight, Film, GripVertical, ImagePlus, Loader2, RotateCcw, Star, X } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useId, useState } from "react";
import { ListingImage } from "~/entities/listing/listing-image";
import { fileButtonClass } from "~/components/ui/file-picker";
import { IMAGE_ACCEPT, VIDEO_ACCEPT, type UploadKind } from "~/domain/uploads";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n/react";
import type { MediaItem } from "./media-items";
import type { SortablePhotosProps, TileBinding } from "./sortable-photos";
import { isHeicFile } from "./upload-pipeline";

function FileButton({
  label,
  accept,
  onFiles,
  testId,
  disabled,
}: {
  label: string;
  accept: string;
  onFiles: (files: File[]) => void;
  testId: string;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="group">
      <label htmlFor={id} className={fileButtonClass("outline", "group-has-[input:disabled]:opacity-50")}>
        {accept === VIDEO_ACCEPT ? <Film aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        data-testid={testId}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

const MEDIA_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-4";

const iconButton =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-input bg-background text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4";

export interface MediaActions {
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** Moves a photo to a 0-based position among the photos. */
  onMove: (key: string, to: number) => void;
}

function StatusLine({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  const text =
    item.status === "done"
      ? t("listingForm.media.uploaded")
      : item.status === "failed"
        ? t("listingForm.media.failed")
        : item.status === "uploading"
          ? t("listingForm.media.uploading", { percent })
          : item.status === "preparing"
            ? t(item.file && isHeicFile(item.file) ? "listingForm.media.converting" : "listingForm.media.preparing")
            : t("listingForm.media.waiting");
  return (
    <div className="space-y-1 px-2 py-1.5 text-xs">
      <p className={cn("flex items-center gap-1", item.status === "failed" && "font-medium text-destructive")} data-testid="media-status">
        {item.status === "uploading" || item.status === "preparing" ? <Loader2 className="size-3 animate-spin" aria-hidden="true" /> : null}
        {text}
      </p>
      {item.status === "uploading" ? (
        <div
          role="progressbar"
          aria-label={t("listingForm.media.progressLabel", { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 overflow-hidden rounded-full bg-muted-foreground/20"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {item.status === "failed" && item.error ? <p className="break-words text-muted-foreground">{item.error}</p> : null}
    </div>
  );
}

function Thumbnail({ item }: { item: MediaItem }) {
  if (item.kind === "image" && item.preview)
    return <img src={item.preview} alt={item.name} className="aspect-[4/3] w-full object-cover" draggable={false} />;
  if (item.kind === "image" && item.image)
    return <ListingImage image={item.image} alt={item.name} sizes="200px" className="aspect-[4/3] w-full object-cover" />;
  return <p className="flex aspect-[4/3] items-center justify-center break-all p-2 text-center text-xs">{item.name}</p>;
}

/** One photo or video: thumbnail, state and progress, and its buttons. Photos are sortable (drag handle, earlier/later, cover). */
function MediaTile({
  item,
  index,
  count,
  busy,
  actions,
  bind,
}: {
  item: MediaItem;
  index: number;
  count: number;
  busy: boolean;
  actions: MediaActions;
  /** Drag and drop, once its code has loaded (photos only). */
  bind: TileBinding | null;
}) {
  const { t } = useTranslation();
  const photo = item.kind === "image";
  const inFlight = item.status === "queued" || item.status === "preparing" || item.status === "uploading";
  const name = item.name;
  return (
    <li
      ref={bind?.setNodeRef}
      style={bind?.style}
      className={cn(
        "relative flex flex-col overflow-hidden rounded-md border bg-muted",
        bind?.isDragging && "z-10 shadow-lg ring-2 ring-primary",
      )}
      data-testid="media-tile"
      data-kind={item.kind}
      data-status={item.status}
      data-name={name}
      data-media-key={item.key}
    >
      <div className="relative">
        <Thumbnail item={item} />
        {photo && index === 0 ? (
          <span
            className="absolute inset-s-1 top-1 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground"
            data-testid="cover-badge"
          >
            <Star className="size-3" aria-hidden="true" />
            {t("listingForm.media.cover")}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => actions.onRemove(item.key)}
          disabled={busy}
          aria-label={t(inFlight ? "listingForm.media.cancel" : "listingForm.media.remove", { name })}
          title={t(inFlight ? "listingForm.media.cancel" : "listingForm.media.remove", { name })}
          className="absolute inset-e-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-background focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <StatusLine item={item} />
      {photo || item.status === "failed" ? (
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t bg-background/60 p-1.5">
          {photo && count > 1 ? (
            <>
              {bind ? (
                <button
                  type="button"
                  {...bind.handle}
                  aria-label={t("listingForm.media.drag", { name })}
                  title={t("listingForm.media.drag", { name })}
                  className={cn(iconButton, "cursor-grab touch-none active:cursor-grabbing")}
                  data-action="drag"
                >
                  <GripVertical aria-hidden="true" />
                </button>
              ) : null}
              <button
                type="button"
                className={iconButton}
                disabled={busy || index === 0}
                onClick={() => actions.onMove(item.key, index - 1)}
                aria-label={t("listingForm.media.moveEarlier", { name })}
                title={t("listingForm.media.moveEarlier", { name })}
                data-action="earlier"
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={busy || index === count - 1}
                onClick={() => actions.onMove(item.key, index + 1)}
                aria-label={t("listingForm.media.moveLater", { name })}
                title={t("listingForm.media.moveLater", { name })}
                data-action="later"
              >
                <ChevronRight aria-hidden="true" />
              </button>
              {index > 0 ? (
                <button
                  type="button"
                  className={cn(iconButton, "w-auto gap-1 px-2 text-xs font-medium")}
                  disabled={busy}
                  onClick={() => actions.onMove(item.key, 0)}
                  aria-label={t("listingForm.media.makeCoverLabel", { name })}
                  data-action="cover"
                >
                  <Star aria-hidden="true" />
                  {t("listingForm.media.makeCover")}
                </button>
              ) : null}
            </>
          ) : null}
          {item.status === "failed" ? (
            <button
              type="button"
              className={cn(iconButton, "w-auto gap-1 px-2 text-xs font-medium")}
              disabled={busy}
              onClick={() => actions.onRetry(item.key)}
              aria-label={t("listingForm.media.retryLabel", { name })}
              data-action="retry"
            >
              <RotateCcw aria-hidden="true" />
              {t("listingForm.media.retry")}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Photos or video files of the listing: what is stored and what was picked, each
 * uploading in the background with its progress, removable (a running upload is cancelled) and,
 * when failed, retried. Photos are ordered by dragging (pointer, touch, or keyboard: space to pick
 * up, arrows, space to drop) or with the earlier/later and "make cover" buttons; the first photo is
 * the cover. Moves are announced to screen readers.
 */
export function MediaPicker({
  kind,
  items,
  busy,
  hint,
  onAdd,
  actions,
}: {
  kind: UploadKind;
  items: readonly MediaItem[];
  busy: boolean;
  hint: string;
  onAdd: (files: File[]) => void;
  actions: MediaActions;
}) {
  const { t } = useTranslation();
  const image = kind === "image";
  // Drag and drop (dnd-kit) is loaded once there are photos to order; the buttons work before.
  const [Sortable, setSortable] = useState<ComponentType<SortablePhotosProps> | null>(null);
  const sortable = image && items.length > 1;
  useEffect(() => {
    if (!sortable || Sortable) return;
    let live = true;
    void import("./sortable-photos").then((module) => {
      if (live) setSortable(() => module.SortablePhotos);
    });
    return () => {
      live = false;
    };
  }, [sortable, Sortable]);
  const tile = (item: MediaItem, index: number, bind: TileBinding | null): ReactNode => (
    <MediaTile key={item.key} item={item} index={index} count={items.length} busy={busy} actions={actions} bind={bind} />
  );
  const listLabel = t(image ? "listingForm.fields.images" : "listingForm.fields.videos");
  return (
    <div className="space-y-3" data-testid={image ? "image-picker" : "video-picker"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{t(image ? "listingForm.fields.images" : "listingForm.fields.videos")}</p>
        <FileButton
          label={t(image ? "listingForm.media.chooseImages" : "listingForm.media.chooseVideos")}
          accept={image ? IMAGE_ACCEPT : VIDEO_ACCEPT}
          onFiles={onAdd}
          testId={image ? "image-input" : "video-input"}
          disabled={busy}
        />
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {image && items.length > 1 ? <p className="text-xs text-muted-foreground">{t("listingForm.media.orderHint")}</p> : null}
      {items.length === 0 ? null : sortable && Sortable ? (
        <Sortable items={items} busy={busy} label={listLabel} className={MEDIA_GRID} onMove={actions.onMove} renderTile={tile} />
      ) : (
        <ul className={MEDIA_GRID} aria-label={listLabel}>
          {items.map((item, index) => tile(item, index, null))}
        </ul>
      )}
    </div>
  );
}
