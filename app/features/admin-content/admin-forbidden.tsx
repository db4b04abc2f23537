import { ShieldAlert } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { usePaths } from "~/lib/use-paths";

/** Shown when an admin post was refused (403: the session ended or lost its admin rights). */
export function AdminForbidden() {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="admin-forbidden-title">
      <ShieldAlert className="mx-auto size-10 text-destructive" aria-hidden="true" />
      <h1 id="admin-forbidden-title" className="mt-4 text-2xl font-semibold">
        {t("adminContent.errors.forbiddenTitle")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("admin.notAdmin")}</p>
      <Link to={paths.admin.login()} className={buttonVariants({ className: "mt-8" })}>
        {t("adminContent.errors.toAdminLogin")}
      </Link>
    </section>
  );
}
