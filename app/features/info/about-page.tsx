import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CATEGORIES, type Category } from "~/domain/categories";
import { usePaths } from "~/lib/use-paths";
import { InfoPageHeader, InfoSection } from "./page-header";
import { Icon, type IconName } from "~/components/ui/icon";

const CATEGORY_ICONS: Record<Category, IconName> = {
  houses: "house",
  cars: "car",
  shops: "store",
  hotels: "hotel",
  apartments: "building-complex",
};

const STEPS = [
  { id: "search", icon: "search" },
  { id: "contact", icon: "message-circle" },
  { id: "post", icon: "circle-plus" },
] as const;

/** The two cards side by side: every listing moderated, every page in both languages. */
const PROMISES = [
  { id: "moderation", icon: "shield-check" },
  { id: "languages", icon: "languages" },
] as const;

/**
 * /about: what the site is (the rental marketplace of Northern Cyprus in five categories, in
 * Turkish and English, every listing moderated), with links to the categories and to post a listing.
 */
export function AboutPage() {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <>
      <InfoPageHeader title={t("aboutPage.title")} lead={t("aboutPage.lead")} />

      <InfoSection id="about-categories-title" title={t("aboutPage.categories.title")}>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("aboutPage.categories.text")}</p>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CATEGORIES.map((category) => {
            const icon = CATEGORY_ICONS[category];
            return (
              <li key={category} className="flex">
                <Link
                  to={paths.category(category)}
                  className="group flex flex-1 flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary"
                >
                  <Icon name={icon} className="size-6 text-primary" />
                  <span className="mt-3 flex items-center gap-1 font-semibold group-hover:text-primary">
                    {t(`categories.${category}`)}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 text-sm text-muted-foreground">{t(`aboutPage.categories.${category}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection id="about-how-title" title={t("aboutPage.how.title")} band="border-y">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ id, icon }) => (
            <li key={id} className="rounded-xl border bg-card p-5 text-card-foreground">
              <Icon name={icon} className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{t(`aboutPage.how.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`aboutPage.how.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:py-12 md:grid-cols-2">
        {PROMISES.map(({ id, icon }) => (
          <section key={id} aria-labelledby={`about-${id}-title`} className="rounded-xl border bg-card p-6 text-card-foreground">
            <h2 id={`about-${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
              <Icon name={icon} className="size-6 text-primary" />
              {t(`aboutPage.${id}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">{t(`aboutPage.${id}.text`)}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="about-cta-title" className="mx-auto max-w-6xl px-4 pb-12">
        <div className="rounded-xl bg-primary p-6 text-primary-foreground sm:p-8">
          <h2 id="about-cta-title" className="text-2xl font-semibold tracking-tight">
            {t("aboutPage.cta.title")}
          </h2>
          <p className="mt-2 max-w-2xl">{t("aboutPage.cta.text")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.newListing()} className={buttonVariants({ variant: "secondary", size: "lg" })}>
              <Icon name="circle-plus" />
              {t("aboutPage.cta.post")}
            </Link>
            <Link to={paths.promotions()} className={buttonVariants({ variant: "warning", size: "lg" })}>
              <Icon name="zap" />
              {t("aboutPage.cta.promotions")}
            </Link>
            <Link
              to={paths.contact()}
              className={buttonVariants({
                variant: "link",
                size: "lg",
                className: "px-2 text-primary-foreground underline underline-offset-4",
              })}
            >
              {t("aboutPage.cta.contact")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
