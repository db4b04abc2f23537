import { ImageUp, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FilePicker } from "~/components/ui/file-picker";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, type ProfileActionResult, type PublicProfile } from "~/domain/profile";
import { ProfileAvatar } from "./profile-avatar";

/**
 * The owner's profile photo: a chosen image (checked here for type and size, and again on the
 * server, which re-encodes it without metadata) goes up at once, with its preview shown meanwhile,
 * so no chosen photo is left behind by a Save of the form below; or remove the photo. Without
 * JavaScript the "Yükle" button sends it.
 */
export function AvatarUpload({ profile, result }: { profile: PublicProfile; result: ProfileActionResult | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileActionResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const hydrated = useHydrated();
  const uploading = busy && fetcher.formData?.get("intent") === "upload-avatar";
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
      toast.error(t("profile.edit.saveFailed"), { description: answer.message });
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
    const form = new FormData();
    form.set("intent", "upload-avatar");
    form.set("avatar", file);
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  const name = profile.name ?? t("profile.unnamed");
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 rounded-lg border border-dashed p-4"
      data-testid="avatar-form"
    >
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
          <FilePicker
            inputRef={inputRef}
            name="avatar"
            accept={AVATAR_ACCEPT}
            chooseLabel={t("profile.avatar.choose")}
            fileName={fileName}
            noFileLabel={t("profile.avatar.noFile")}
            hint={t("profile.avatar.hint")}
            onChange={onChoose}
            fileNameTestId="avatar-file-name"
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {profile.avatarUrl ? (
          <Button type="submit" name="intent" value="remove-avatar" variant="ghost" size="sm" disabled={busy}>
            <Trash2 aria-hidden="true" />
            {t("profile.avatar.remove")}
          </Button>
        ) : null}
        {hydrated ? (
          <p role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
            {uploading ? (
              <>
                <ImageUp className="size-4" aria-hidden="true" />
                {t("profile.avatar.uploading")}
              </>
            ) : null}
          </p>
        ) : (
          <Button type="submit" name="intent" value="upload-avatar" size="sm">
            <ImageUp aria-hidden="true" />
            {t("profile.avatar.upload")}
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
