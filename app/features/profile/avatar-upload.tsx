import { ImageUp, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, type ProfileActionResult, type PublicProfile } from "~/domain/profile";
import { ProfileAvatar } from "./profile-avatar";

/**
 * The owner's profile photo: choose an image (checked here for type and size, and again on the
 * server, which re-encodes it without metadata), see a preview, upload; or remove the photo.
 */
export function AvatarUpload({ profile, result }: { profile: PublicProfile; result: ProfileActionResult | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileActionResult>();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? (result?.intent === "upload-avatar" || result?.intent === "remove-avatar" ? result : undefined);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(t(answer.intent === "remove-avatar" ? "profile.avatar.removed" : "profile.avatar.uploaded"));
      setPreview(null);
      setFileName(null);
      if (inputRef.current) inputRef.current.value = "";
    } else {
      toast.error(t("profile.edit.saveFailed"), { description: answer.error ? t(uncheckedKey(answer.error)) : undefined });
    }
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer]);

  const onChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setFileName(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast.error(t("profile.edit.saveFailed"), { description: t("profile.errors.avatarNotImage") });
      event.currentTarget.value = "";
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t("profile.edit.saveFailed"), { description: t("profile.errors.avatarTooLarge") });
      event.currentTarget.value = "";
      return;
    }
    setFileName(file.name);
    setPreview(URL.createObjectURL(file));
  };

  const name = profile.name ?? t("profile.unnamed");
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="mt-6 rounded-lg border border-dashed p-4" data-testid="avatar-form">
      <h3 className="text-sm font-semibold">{t("profile.avatar.title")}</h3>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt={t("profile.avatar.preview")} width={72} height={72} className="size-18 rounded-full object-cover" />
        ) : (
          <span role="img" aria-label={t("profile.avatar.current")}>
            <ProfileAvatar url={profile.avatarUrl} name={name} size={72} />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          {/* The native input is visually hidden: its button text would be in the browser's language. */}
          <div className="group flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "cursor-pointer group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-ring")}
            >
              {t("profile.avatar.choose")}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              name="avatar"
              accept={AVATAR_ACCEPT}
              aria-describedby={hintId}
              onChange={onChoose}
              className="sr-only"
            />
            <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="avatar-file-name">
              {fileName ?? t("profile.avatar.noFile")}
            </span>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t("profile.avatar.hint")}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {profile.avatarUrl ? (
          <Button type="submit" name="intent" value="remove-avatar" variant="ghost" size="sm" disabled={busy}>
            <Trash2 aria-hidden="true" />
            {t("profile.avatar.remove")}
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="upload-avatar" size="sm" disabled={busy}>
          <ImageUp aria-hidden="true" />
          {busy && fetcher.formData?.get("intent") === "upload-avatar" ? t("profile.avatar.uploading") : t("profile.avatar.upload")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
