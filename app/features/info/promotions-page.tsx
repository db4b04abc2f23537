import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { WhatsAppIcon } from "~/components/social-icons";
import { buttonVariants } from "~/components/ui/button";
import {
  PROMOTION_CURRENCY,
  PROMOTION_PACKAGES,
  type PromotionPackage,
  type PromotionTranslate,
  promotionPurchaseLink,
  promotionTitle,
} from "~/domain/promotions";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { InfoPageHeader, InfoSection } from "./page-header";
import { localeOf } from "./settings";
import { Icon } from "~/components/ui/icon";

const STEPS = ["choose", "message", "activate"] as const;

/**
 * /dopingler (docs/product.md §2 "Promotions"): the four packages of app/domain/promotions.ts, each with its
 * features, price and a WhatsApp purchase button that opens a prefilled message naming the package
 * to the business number; then how buying works.
 */
export function PromotionsPage({ whatsapp }: { whatsapp: string }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const translate: PromotionTranslate = (key, options) => t(key, options);

  return (
    <>
      <InfoPageHeader eyebrow={t("promotions.eyebrow")} title={t("promotions.title")} lead={t("promotions.lead")} />

      <InfoSection id="packages-title" title={t("promotions.packagesTitle")} hideTitle>
        <ul className="grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {PROMOTION_PACKAGES.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} locale={locale} href={promotionPurchaseLink(whatsapp, translate, pkg.id)} />
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{t("promotions.pricesNote")}</p>
      </InfoSection>

      <InfoSection id="promotion-steps-title" title={t("promotions.steps.title")} band="border-t">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`promotions.steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`promotions.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </InfoSection>

      <section aria-labelledby="promotion-questions-title" className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="promotion-questions-title" className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="message-circle" className="size-5 text-primary" />
              {t("promotions.questions.title")}
            </h2>
            <p className="mt-1 text-muted-foreground">{t("promotions.questions.text")}</p>
          </div>
          <Link to={paths.contact()} className={buttonVariants({ variant: "outline" })}>
            {t("promotions.questions.contact")}
          </Link>
        </div>
      </section>
    </>
  );
}

function PackageCard({ pkg, locale, href }: { pkg: PromotionPackage; locale: Locale; href: string }) {
  const { t } = useTranslation();
  const title = promotionTitle((key, options) => t(key, options), pkg.id);
  const headingId = `package-${pkg.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-package={pkg.id}
      data-highlight={pkg.highlight || undefined}
      className={cn(
        "relative flex flex-1 flex-col rounded-xl bg-card p-6 text-card-foreground",
        pkg.highlight ? "border-2 border-primary shadow-md" : "border shadow-sm",
      )}
    >
      {pkg.highlight ? (
        <p className="absolute -top-3 inset-s-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground">
          {t("promotions.popular")}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t(`promotions.packages.${pkg.id}.subtitle`)}</p>

      <ul className="mt-5 flex flex-col gap-1" data-testid="package-prices">
        {pkg.prices.map((price) => (
          <li key={price.period}>
            <span className="text-3xl font-bold tracking-tight">{formatPrice(price.amount, PROMOTION_CURRENCY, locale)}</span>
            <span className="text-muted-foreground"> / {t(`promotions.periods.${price.period}`)}</span>
          </li>
        ))}
      </ul>

      <ul aria-label={t("promotions.featuresOf", { package: title })} className="mt-6 flex flex-1 flex-col gap-2.5 text-sm">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{t(`promotions.features.${feature}`)}</span>
          </li>
        ))}
      </ul>

      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), "mt-8 w-full")}
      >
        <WhatsAppIcon />
        {t("promotions.buy")}
        <span className="sr-only"> — {t("promotions.buyContext", { package: title })}</span>
      </a>
    </article>
  );
}
