import { Heart, LogOut, Plus, ShieldCheck, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { ADMIN_FLAG_STORAGE_KEY, type Viewer } from "~/domain/viewer";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";

/**
 * The account part of the header (spec §2): signed out — login, register and Post Listing;
 * signed in — the name button (profile, or the panel for admins), My favourites and logout (icon
 * buttons in the bar, named for screen readers and with a tooltip, so the header's search box keeps
 * its width at 1280 px: issue 16), Post Listing (Admin for admins).
 */
export function AccountLinks({ viewer, layout }: { viewer: Viewer | null; layout: "bar" | "panel" }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const panel = layout === "panel";
  if (!viewer) {
    return (
      <div className={cn(panel ? "grid grid-cols-2 gap-2" : "flex items-center gap-1")}>
        <Button asChild variant={panel ? "outline" : "ghost"} size={panel ? "default" : "sm"}>
          <Link to={paths.login()}>{t("nav.login")}</Link>
        </Button>
        <Button asChild variant="outline" size={panel ? "default" : "sm"}>
          <Link to={paths.register()}>{t("nav.register")}</Link>
        </Button>
        <Button asChild size={panel ? "default" : "sm"} className={cn(panel && "col-span-2")}>
          <Link to={paths.newListing()}>
            <Plus aria-hidden="true" />
            {t("nav.postListing")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={cn(panel ? "grid grid-cols-2 gap-2" : "flex items-center gap-1")}>
      <Button asChild variant="ghost" size={panel ? "default" : "sm"} className={panel ? "max-w-48" : "max-w-36 2xl:max-w-48"}>
        <Link to={viewer.isAdmin ? paths.admin.dashboard() : paths.profile(viewer.id)} title={panel ? undefined : viewer.name}>
          <UserRound aria-hidden="true" />
          <span className="truncate">{viewer.name}</span>
        </Link>
      </Button>
      {panel ? (
        <Button asChild variant="outline">
          <Link to={paths.favourites()}>
            <Heart aria-hidden="true" />
            {t("favourites.nav")}
          </Link>
        </Button>
      ) : (
        <Button asChild variant="ghost" size="icon-sm">
          <Link to={paths.favourites()} aria-label={t("favourites.nav")} title={t("favourites.nav")}>
            <Heart aria-hidden="true" />
          </Link>
        </Button>
      )}
      <LogoutButton layout={layout} />
      <Button asChild size={panel ? "default" : "sm"}>
        {viewer.isAdmin ? (
          <Link to={paths.admin.dashboard()}>
            <ShieldCheck aria-hidden="true" />
            {t("nav.admin")}
          </Link>
        ) : (
          <Link to={paths.newListing()}>
            <Plus aria-hidden="true" />
            {t("nav.postListing")}
          </Link>
        )}
      </Button>
    </div>
  );
}

function LogoutButton({ layout }: { layout: "bar" | "panel" }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const navigate = useNavigate();
  return (
    <fetcher.Form
      method="post"
      action={paths.logout()}
      onSubmit={(event) => {
        // This button unmounts as soon as the header shows the signed-out links (before the fetcher
        // is idle again), so the follow-up runs when the submission's promise settles.
        event.preventDefault();
        void fetcher.submit(event.currentTarget).then(() => {
          try {
            localStorage.removeItem(ADMIN_FLAG_STORAGE_KEY);
          } catch {
            // storage unavailable: nothing to clear
          }
          toast.success(t("nav.loggedOut"));
          void navigate(paths.home());
        });
      }}
    >
      {layout === "panel" ? (
        <Button type="submit" variant="outline" className="w-full">
          <LogOut aria-hidden="true" />
          {t("nav.logout")}
        </Button>
      ) : (
        <Button type="submit" variant="ghost" size="icon-sm" aria-label={t("nav.logout")} title={t("nav.logout")}>
          <LogOut aria-hidden="true" />
        </Button>
      )}
    </fetcher.Form>
  );
}
