import { useEffect, useRef, useState } from "react";
import { FilePicker } from "~/components/ui/file-picker";
import { useTranslation } from "~/lib/i18n/react";
import { toast } from "~/components/ui/sonner";
import { CONTENT_IMAGE_ACCEPT, CONTENT_IMAGE_FIELD, CONTENT_IMAGE_MAX_BYTES } from "~/domain/admin-content";
import { megabytes } from "~/domain/uploads";
import { cn } from "~/lib/cn";

/**
 * The picture of a sponsored item or a logo: the current one, a chosen file's preview (checked here
 * for type and size, and again on the server, which re-encodes it without metadata), and for an
 * existing picture a box to remove it. `frame` sizes the preview (a wide banner, a logo tile).
 */
export function ImageField({
  legend,
  currentUrl,
  frame,
  fit = "cover",
}: {
  legend: string;
  currentUrl: string | null;
  frame: string;
  fit?: "cover" | "contain";
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const max = megabytes(CONTENT_IMAGE_MAX_BYTES);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setPreview(null);
    setFileName(null);
    if (!file) return;
    const problem = !file.type.startsWith("image/")
      ? t("adminContent.errors.notImage")
      : file.size > CONTENT_IMAGE_MAX_BYTES
        ? t("adminContent.errors.imageTooLarge", { max })
        : null;
    if (problem) {
      toast.error(t("adminContent.toasts.saveFailed"), { description: problem });
      input.value = "";
      return;
    }
    setFileName(file.name);
    setPreview(URL.createObjectURL(file));
  };

  const shown = preview ?? currentUrl;
  const imageClass = cn("size-full", fit === "cover" ? "object-cover" : "object-contain");
  return (
    <fieldset className="space-y-3 rounded-lg border border-dashed p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">{t("adminContent.form.optional")}</span>
      </legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden rounded-md border",
            fit === "contain" ? "bg-white p-1" : "bg-muted",
            frame,
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={preview ? t("adminContent.form.preview") : t("adminContent.form.currentImage")}
              className={imageClass}
              data-testid="image-field-preview"
            />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">{t("adminContent.form.noImage")}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 basis-56 space-y-2">
          <FilePicker
            inputRef={inputRef}
            name={CONTENT_IMAGE_FIELD}
            accept={CONTENT_IMAGE_ACCEPT}
            chooseLabel={t("adminContent.form.chooseImage")}
            fileName={fileName}
            noFileLabel={t("adminContent.form.noFile")}
            hint={t("adminContent.form.imageHint", { max })}
            onChange={onChoose}
            fileNameTestId="image-field-name"
          />
          {currentUrl ? (
            <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" value="true" className="size-4 accent-primary" />
              {t("adminContent.form.removeImage")}
            </label>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
