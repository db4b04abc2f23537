import { Film, ImagePlus, Loader2, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { ListingImage } from "~/components/listing-image";
import { buttonVariants } from "~/components/ui/button";
import type { ListingImage as ListingImageData } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~/domain/uploads";

/** A file chosen in this browser and not stored yet (it is uploaded when the form is saved). */
export interface PendingFile {
  id: string;
  file: File;
  kind: "image" | "video";
  /** Object URL for a preview (null for HEIC, which browsers cannot show). */
  preview: string | null;
  status: "waiting" | "uploading" | "failed";
}

function FileButton({ label, accept, onFiles, testId }: { label: string; accept: string; onFiles: (files: File[]) => void; testId: string }) {
  const id = useId();
  return (
    <div className="group">
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-ring",
        )}
      >
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
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

function RemoveButton({ name, onClick, disabled }: { name: string; onClick: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t("listingForm.media.remove", { name })}
      className="absolute right-1 top-1 rounded-full bg-background/90 p-1 text-foreground shadow hover:bg-background focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * Photos and video files of the listing: what is stored already and what was chosen here (shown
 * with a preview and "uploads when you save"), each removable.
 */
export function MediaPicker({
  kind,
  stored,
  pending,
  busy,
  hint,
  onAdd,
  onRemoveStored,
  onRemovePending,
}: {
  kind: "image" | "video";
  stored: readonly (ListingImageData | string)[];
  pending: readonly PendingFile[];
  busy: boolean;
  hint: string;
  onAdd: (files: File[]) => void;
  onRemoveStored: (index: number) => void;
  onRemovePending: (id: string) => void;
}) {
  const { t } = useTranslation();
  const image = kind === "image";
  return (
    <div className="space-y-3" data-testid={image ? "image-picker" : "video-picker"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{t(image ? "listingForm.fields.images" : "listingForm.fields.videos")}</p>
        <FileButton
          label={t(image ? "listingForm.media.chooseImages" : "listingForm.media.chooseVideos")}
          accept={image ? IMAGE_ACCEPT : VIDEO_ACCEPT}
          onFiles={onAdd}
          testId={image ? "image-input" : "video-input"}
        />
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {stored.length + pending.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stored.map((item, index) => {
            const name = typeof item === "string" ? (item.split("/").pop() ?? item) : t("listingForm.media.photo", { index: index + 1 });
            return (
              <li key={typeof item === "string" ? item : item.url} className="relative overflow-hidden rounded-md border bg-muted" data-testid="stored-media">
                {typeof item === "string" ? (
                  <p className="flex aspect-[4/3] items-center justify-center break-all p-2 text-xs">{name}</p>
                ) : (
                  <ListingImage image={item} alt={name} sizes="200px" className="aspect-[4/3] w-full object-cover" />
                )}
                <p className="bg-background/80 px-2 py-1 text-xs">{t("listingForm.media.uploaded")}</p>
                <RemoveButton name={name} onClick={() => onRemoveStored(index)} disabled={busy} />
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={item.id} className="relative overflow-hidden rounded-md border bg-muted" data-testid="pending-media" data-status={item.status}>
              {item.preview && image ? (
                <img src={item.preview} alt={item.file.name} className="aspect-[4/3] w-full object-cover" />
              ) : (
                <p className="flex aspect-[4/3] items-center justify-center break-all p-2 text-xs">{item.file.name}</p>
              )}
              <p className={cn("flex items-center gap-1 bg-background/80 px-2 py-1 text-xs", item.status === "failed" && "text-destructive")}>
                {item.status === "uploading" ? <Loader2 className="size-3 animate-spin" aria-hidden="true" /> : null}
                {t(item.status === "failed" ? "listingForm.media.failed" : "listingForm.media.waiting")}
              </p>
              <RemoveButton name={item.file.name} onClick={() => onRemovePending(item.id)} disabled={busy} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
