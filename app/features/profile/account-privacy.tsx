import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/text-field";
import { PASSWORD_MAX_LENGTH } from "~/domain/auth";
import type { ProfileActionResult } from "~/domain/profile";
import { usePaths } from "~/lib/use-paths";

/**
 * The owner's privacy rights on their profile (the privacy page's "Your rights"): download
 * all their data as a JSON file, and delete the account with everything of theirs after
 * re-entering the password in the confirm dialog. A wrong password is answered here, inline; a
 * deleted account lands signed out on the home page with a toast.
 */
export function AccountPrivacy() {
  const paths = usePaths();
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileActionResult>();
  const [password, setPassword] = useState("");
  const deleting = fetcher.state !== "idle";
  const failure =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.intent === "delete-account"
      ? fetcher.data.message
      : undefined;

  const onConfirm = () => {
    const typed = password;
    setPassword("");
    // Success answers with a redirect home (cookies cleared); this page is gone by then, so the
    // toast is shown when the submission settles on the home page. A refusal stays here.
    void fetcher.submit({ intent: "delete-account", password: typed }, { method: "post" }).then(() => {
      if (window.location.pathname === paths.home())
        toast.success(t("profile.account.deleted"), { description: t("profile.account.deletedDescription") });
    });
  };

  return (
    <section aria-labelledby="account-privacy-title" className="space-y-6 rounded-xl border p-6" data-testid="account-privacy">
      <div>
        <h2 id="account-privacy-title" className="text-xl font-semibold">
          {t("profile.account.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("profile.account.description")}</p>
      </div>

      <div className="space-y-2">
        <h3 className="font-medium">{t("profile.account.downloadTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("profile.account.downloadDescription")}</p>
        <a href={paths.accountExport()} download className={buttonVariants({ variant: "outline" })} data-testid="account-export">
          <Download aria-hidden="true" />
          {t("profile.account.download")}
        </a>
      </div>

      <div className="space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <h3 className="font-medium text-destructive">{t("profile.account.deleteTitle")}</h3>
        <p className="text-sm">{t("profile.account.deleteDescription")}</p>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="account-delete-error">
            {failure}
          </p>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={deleting}>
              <Trash2 aria-hidden="true" />
              {t(deleting ? "profile.account.deleting" : "profile.account.delete")}
            </Button>
          }
          title={t("profile.account.confirmTitle")}
          description={t("profile.account.confirmDescription")}
          confirmLabel={t("profile.account.confirm")}
          cancelLabel={t("profile.account.cancel")}
          confirmDisabled={password === ""}
          onConfirm={onConfirm}
        >
          <TextField
            label={t("profile.account.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </ConfirmDialog>
      </div>
    </section>
  );
}
