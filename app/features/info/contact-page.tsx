import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "~/components/social-icons";
import { buttonVariants } from "~/components/ui/button";
import { whatsAppMessageLink } from "~/domain/promotions";
import { cn } from "~/lib/cn";
import { formatPhoneNumber } from "~/lib/format";
import { usePaths } from "~/lib/use-paths";
import { InfoPageHeader, InfoSection } from "./page-header";
import { type InfoSettings, mapSearchUrl } from "./settings";
import { Icon } from "~/components/ui/icon";

/**
 * /iletisim (docs/product.md §2 "Contact and privacy"): three cards (WhatsApp, e-mail, address with a map
 * link) and the social-follow block, all from the same configuration the footer shows.
 */
export function ContactPage({ settings }: { settings: InfoSettings }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const newTab = t("common.opensInNewTab");
  const cards = [
    {
      id: "whatsapp",
      icon: <WhatsAppIcon className="size-5" aria-hidden="true" />,
      value: formatPhoneNumber(settings.whatsapp),
      href: whatsAppMessageLink(settings.whatsapp, t("contactPage.whatsapp.message")),
      external: true,
    },
    {
      id: "email",
      icon: <Icon name="mail" className="size-5" />,
      value: settings.email,
      href: `mailto:${settings.email}`,
      external: false,
    },
    {
      id: "address",
      icon: <Icon name="map-pin" className="size-5" />,
      value: settings.address,
      href: mapSearchUrl(settings.address),
      external: true,
    },
  ] as const;
  // Only the accounts the site has; without any, no follow block at all.
  const socials = [
    { id: "instagram", href: settings.instagramUrl, label: t("footer.instagram"), SocialIcon: InstagramIcon },
    { id: "facebook", href: settings.facebookUrl, label: t("footer.facebook"), SocialIcon: FacebookIcon },
  ].filter((social): social is typeof social & { href: string } => Boolean(social.href));

  return (
    <>
      <InfoPageHeader title={t("contactPage.title")} lead={t("contactPage.description")} />

      <InfoSection id="contact-channels-title" title={t("contactPage.channelsTitle")} hideTitle>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {cards.map(({ id, icon, value, href, external }) => (
            <li key={id} className="flex">
              <article
                aria-labelledby={`contact-${id}-title`}
                data-testid={`contact-${id}`}
                className="flex flex-1 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
              >
                <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
                <h3 id={`contact-${id}-title`} className="mt-4 text-lg font-semibold">
                  {t(`contactPage.${id}.title`)}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`contactPage.${id}.text`)}</p>
                {id === "address" ? (
                  <address className="mt-4 font-medium not-italic">{value}</address>
                ) : (
                  <p className="mt-4 break-all font-medium">
                    {/* A phone number or an address stays left to right on right-to-left pages. */}
                    <bdi dir="ltr">{value}</bdi>
                  </p>
                )}
                <div className="mt-auto pt-5">
                  <a
                    href={href}
                    {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className={cn(buttonVariants({ variant: "outline" }), "w-full")}
                  >
                    {id === "address" ? <Icon name="external-link" /> : null}
                    {t(`contactPage.${id}.action`)}
                    {external ? <span className="sr-only"> ({newTab})</span> : null}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </InfoSection>

      {socials.length > 0 ? (
        <section aria-labelledby="contact-social-title" className="border-t bg-muted/40">
          <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:py-12">
            <div>
              <h2 id="contact-social-title" className="text-2xl font-semibold tracking-tight">
                {t("contactPage.social.title")}
              </h2>
              <p className="mt-1 max-w-xl text-muted-foreground">{t("contactPage.social.text")}</p>
            </div>
            <ul className="flex flex-wrap gap-3">
              {socials.map(({ id, href, label, SocialIcon }) => (
                <li key={id}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "lg" })}>
                    <SocialIcon />
                    {label}
                    <span className="sr-only"> ({newTab})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <p className="mx-auto max-w-6xl px-4 py-8 text-sm text-muted-foreground">
        {t("contactPage.privacyNote")}{" "}
        <Link to={paths.privacy()} className="font-medium text-primary underline underline-offset-4">
          {t("contactPage.privacyLink")}
        </Link>
      </p>
    </>
  );
}
