import { Home } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { usePaths } from "~/lib/use-paths";

/** 'Profil bulunamadı.' (docs/product.md §8) with a way home. */
export function ProfileNotFound() {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="profile-not-found-title">
      <h1 id="profile-not-found-title" className="text-2xl font-semibold">
        {t("profile.notFound")}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("profile.notFoundDescription")}</p>
      <Link to={paths.home()} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        <Home aria-hidden="true" />
        {t("common.backHome")}
      </Link>
    </section>
  );
}
