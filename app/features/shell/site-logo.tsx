import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";

/** The site's mark and name, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const siteName = t("common.siteName");
  return (
    <Link
      to={paths.home()}
      aria-label={`${siteName} — ${t("nav.home")}`}
      className={cn("flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight", className)}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Icon name="key-round" className="size-5" />
      </span>
      <span className="text-lg leading-none">{siteName}</span>
    </Link>
  );
}
