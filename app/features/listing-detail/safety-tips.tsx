import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";

const TIPS = ["noPaymentBeforeSeeing", "securePayment", "reportSuspicious", "protectPersonalInfo"] as const;

/** The four safety tips (docs/product.md §2). */
export function SafetyTips() {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="listing-safety-title" className="rounded-xl border bg-card p-5">
      <h2 id="listing-safety-title" className="flex items-center gap-2 font-semibold">
        <Icon name="shield-check" className="size-5 text-primary" />
        {t("listingDetail.safety.title")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-muted-foreground marker:text-primary">
        {TIPS.map((tip) => (
          <li key={tip}>
            {t(`listingDetail.safety.${tip}`)}
            {tip === "reportSuspicious" ? (
              <>
                {" "}
                <Link to={paths.contact()} className="font-medium text-primary underline underline-offset-4">
                  {t("listingDetail.safety.contactLink")}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
