import { Home } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { usePaths } from "~/lib/use-paths";
import { NotFoundNotice } from "~/components/not-found-notice";

/** 'Profil bulunamadı.' (docs/product.md §8) with a way home. */
export function ProfileNotFound() {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <NotFoundNotice id="profile-not-found-title" title={t("profile.notFound")} description={t("profile.notFoundDescription")}>
      <Link to={paths.home()} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        <Home aria-hidden="true" />
        {t("common.backHome")}
      </Link>
    </NotFoundNotice>
  );
}
