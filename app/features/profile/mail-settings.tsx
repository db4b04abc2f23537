import { LANGUAGE_NAMES } from "~/lib/i18n/locales";
import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { MAIL_LANGUAGES, type MailSettings } from "~/domain/mail-settings";
import type { ProfileActionResult } from "~/domain/profile";
import { useTranslation } from "~/lib/i18n/react";

/** The mails one may turn on or off: each checkbox's id, its field and its texts (`profile.mails.{text}`, `…Hint`). */
const MAIL_SWITCHES = [
  { id: "mail-settings-optional", name: "optionalMails", text: "optional" },
  { id: "mail-settings-price-drops", name: "priceDropMails", text: "priceDrops" },
] as const;

/**
 * The owner's mail settings in their profile's edit view (decision 017): the
 * optional approval notices on or off, the mails of a favourite's price drop on or off (decision
 * 031), and the language of the site's mails. Works as a plain form before hydration too.
 */
export function MailSettingsForm({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileActionResult>();
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.intent !== "mail-settings") return;
    if (result.ok) toast.success(t("profile.mails.saved"));
    else toast.error(t("profile.mails.saveFailed"), { description: result.message });
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby="mail-settings-title" className="space-y-4 rounded-xl border p-6" data-testid="mail-settings">
      <div>
        <h2 id="mail-settings-title" className="flex items-center gap-2 text-xl font-semibold">
          <Mail className="size-5" aria-hidden="true" />
          {t("profile.mails.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("profile.mails.description")}</p>
      </div>
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="mail-settings" />
        {MAIL_SWITCHES.map(({ id, name, text }) => (
          <div key={id} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              name={name}
              defaultChecked={settings[name]}
              aria-describedby={`${id}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <div>
              <label htmlFor={id} className="text-sm font-medium">
                {t(`profile.mails.${text}`)}
              </label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {t(`profile.mails.${text}Hint`)}
              </p>
            </div>
          </div>
        ))}
        <label className="block max-w-xs space-y-1.5 text-sm font-medium">
          <span>{t("profile.mails.language")}</span>
          <select
            name="language"
            defaultValue={settings.language}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {MAIL_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" disabled={saving}>
          {t("profile.mails.save")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
