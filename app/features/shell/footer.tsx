import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "~/components/social-icons";
import { CATEGORIES } from "~/domain/categories";
import { formatPhoneNumber } from "~/lib/format";
import { usePaths } from "~/lib/use-paths";
import { SiteLogo } from "./site-logo";
import { Icon } from "~/components/ui/icon";

/** The public contact settings the footer shows (from the root loader). */
export interface FooterSettings {
  whatsapp: string;
  email: string;
  address: string;
  instagramUrl: string | null;
  facebookUrl: string | null;
}

const linkClass = "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline";
const headingClass = "text-sm font-semibold uppercase tracking-wide text-foreground";

/** The site footer (docs/product.md §2): tagline, category and company links, social links and contact details. */
export function Footer({ settings }: { settings?: FooterSettings }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const siteName = t("common.siteName");
  const year = new Date().getFullYear();
  const newTab = t("common.opensInNewTab");
  // Only the accounts the site has (a link to a network's home page would lead nowhere).
  const socials = settings
    ? [
        { href: settings.instagramUrl, label: t("footer.instagram"), Icon: InstagramIcon },
        { href: settings.facebookUrl, label: t("footer.facebook"), Icon: FacebookIcon },
      ].filter((social): social is typeof social & { href: string } => Boolean(social.href))
    : [];

  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_2fr_1.3fr]">
        <div className="flex flex-col gap-4">
          <SiteLogo className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">{t("common.tagline")}</p>
          {socials.length > 0 ? (
            <div>
              <h2 className="sr-only">{t("footer.followTitle")}</h2>
              <ul className="flex gap-2">
                {socials.map(({ href, label, Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} (${newTab})`}
                      title={label}
                      className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <nav aria-label={t("footer.navLabel")} className="grid grid-cols-2 gap-8">
          <div>
            <h2 className={headingClass}>{t("footer.categoriesTitle")}</h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {CATEGORIES.map((category) => (
                <li key={category}>
                  <Link to={paths.category(category)} className={linkClass}>
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={headingClass}>{t("footer.companyTitle")}</h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              <li>
                <Link to={paths.about()} className={linkClass}>
                  {t("footer.about")}
                </Link>
              </li>
              <li>
                <Link to={paths.contact()} className={linkClass}>
                  {t("footer.contact")}
                </Link>
              </li>
              <li>
                <Link to={paths.privacy()} className={linkClass}>
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to={paths.promotions()} className={linkClass}>
                  {t("footer.promotions")}
                </Link>
              </li>
            </ul>
          </div>
        </nav>

        {settings ? (
          <div>
            <h2 className={headingClass}>{t("footer.contactTitle")}</h2>
            <address className="mt-4 flex flex-col gap-3 text-sm not-italic text-muted-foreground">
              <a
                href={`https://wa.me/${settings.whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-start gap-2 rounded-sm hover:text-foreground"
              >
                <WhatsAppIcon className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t("footer.whatsapp")}: </span>
                  <span dir="ltr" className="underline-offset-4 group-hover:underline">
                    {formatPhoneNumber(settings.whatsapp)}
                  </span>
                  <span className="sr-only"> ({newTab})</span>
                </span>
              </a>
              <a href={`mailto:${settings.email}`} className="group flex items-start gap-2 rounded-sm hover:text-foreground">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t("footer.email")}: </span>
                  <span className="break-all underline-offset-4 group-hover:underline">{settings.email}</span>
                </span>
              </a>
              <p className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t("footer.address")}: </span>
                  {settings.address}
                </span>
              </p>
            </address>
          </div>
        ) : null}
      </div>

      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-muted-foreground sm:text-start">
          {/* The year can differ between server and browser only around midnight on 31 December. */}
          <span suppressHydrationWarning>{t("footer.copyright", { year, siteName })}</span>
        </p>
      </div>
    </footer>
  );
}
