import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { DATE_LOCALE } from "~/lib/i18n/locales";
import { formatPhoneNumber } from "~/lib/format";
import { InfoPageHeader } from "./page-header";
import { type InfoSettings, localeOf, mapSearchUrl } from "./settings";

/** The policy's sections, in order (docs/product.md §2 "Contact and privacy"). */
const PRIVACY_SECTIONS = ["introduction", "dataCollected", "use", "security", "sharing", "rights", "contact"] as const;

/** The policy's last update (spec: 15 January 2024), shown in the page's language. */
const PRIVACY_LAST_UPDATED = "2024-01-15";

function formatLongDate(isoDate: string, language: string) {
  return new Intl.DateTimeFormat(DATE_LOCALE[localeOf(language)], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** "Erişim: …" → the term in bold, then the rest (items without a short lead stay plain). */
function Term({ text }: { text: string }) {
  const colon = text.indexOf(": ");
  if (colon <= 0 || colon > 40) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold text-foreground">{text.slice(0, colon)}</strong>
      {text.slice(colon)}
    </>
  );
}

/**
 * /gizlilik: the privacy policy with its seven sections and the last-updated date. Each section's
 * texts are groups of keys (`intro`, `items`, `outro`) under `privacyPage.sections.<id>`; every
 * key of a group is rendered in order, so the texts decide how many paragraphs or items there are.
 */
export function PrivacyPage({ settings }: { settings: InfoSettings }) {
  const { t, i18n } = useTranslation();
  const texts = (key: string): string[] => {
    // A section may lack a part (`items`, `outro`): its key need not exist.
    const value: unknown = i18n.resource(uncheckedKey(`privacyPage.sections.${key}`));
    return value && typeof value === "object" ? Object.values(value).filter((text): text is string => typeof text === "string") : [];
  };
  const date = formatLongDate(PRIVACY_LAST_UPDATED, i18n.language);

  return (
    <>
      <InfoPageHeader title={t("privacyPage.title")}>
        <p className="mt-3 text-sm text-muted-foreground">
          <time dateTime={PRIVACY_LAST_UPDATED}>{t("privacyPage.lastUpdated", { date })}</time>
        </p>
      </InfoPageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-12 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="privacy-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <p id="privacy-toc-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t("privacyPage.tocTitle")}
          </p>
          <ol className="mt-3 flex list-decimal flex-col gap-2 ps-5 text-sm marker:text-muted-foreground">
            {PRIVACY_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="rounded-sm text-primary underline-offset-4 hover:underline">
                  {t(`privacyPage.sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex max-w-3xl flex-col gap-10" data-testid="privacy-sections">
          {PRIVACY_SECTIONS.map((id) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
              <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
                {t(`privacyPage.sections.${id}.title`)}
              </h2>
              <div className="mt-4 flex flex-col gap-4 leading-relaxed">
                {texts(`${id}.intro`).map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {texts(`${id}.items`).length > 0 ? (
                  <ul className="flex list-disc flex-col gap-2 ps-5 marker:text-primary">
                    {texts(`${id}.items`).map((text) => (
                      <li key={text}>
                        <Term text={text} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {id === "contact" ? <ContactDetails settings={settings} /> : null}
                {texts(`${id}.outro`).map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function ContactDetails({ settings }: { settings: InfoSettings }) {
  const { t } = useTranslation();
  const newTab = t("common.opensInNewTab");
  const linkClass = "break-all font-medium text-primary underline underline-offset-4";
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl border bg-card p-5 text-card-foreground sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-semibold">{t("privacyPage.contactEmail")}</dt>
      <dd>
        <a href={`mailto:${settings.email}`} className={linkClass}>
          {settings.email}
        </a>
      </dd>
      <dt className="font-semibold">{t("privacyPage.contactWhatsapp")}</dt>
      <dd>
        <a href={`https://wa.me/${settings.whatsapp}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <span dir="ltr">{formatPhoneNumber(settings.whatsapp)}</span>
          <span className="sr-only"> ({newTab})</span>
        </a>
      </dd>
      <dt className="font-semibold">{t("privacyPage.contactAddress")}</dt>
      <dd>
        <a href={mapSearchUrl(settings.address)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {settings.address}
          <span className="sr-only"> ({newTab})</span>
        </a>
      </dd>
    </dl>
  );
}
