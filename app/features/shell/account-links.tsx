import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { ADMIN_FLAG_STORAGE_KEY, type Viewer } from "~/domain/viewer";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { useViewer } from "~/lib/viewer";
import { Icon } from "~/components/ui/icon";
import { formatNumber } from "~/lib/format";

/**
 * The account part of the header (docs/product.md §2): signed out — login, register and Post Listing;
 * signed in — the name button (profile, or the panel for admins), My favourites and logout (icon
 * buttons in the bar, named for screen readers and with a tooltip, so the header's search box keeps
 * its width at 1280 px), Post Listing (Admin for admins).
 *
 * Who is signed in comes after the page has loaded (`useViewer`, decision 023: the page is the
 * same for everyone). Until then the member's links are shown from the name cookie: rendered on the
 * server for both cases, the head script's `html[data-member]` picks one before the first paint
 * (app.css), so a member never sees "Giriş / Kayıt" flash.
 */
export function AccountLinks({ layout }: { layout: "bar" | "panel" }) {
  const state = useViewer();
  if (state.status === "member") return <MemberLinks viewer={state.viewer} savedSearchCount={state.savedSearchCount} layout={layout} />;
  if (state.status === "visitor") return <VisitorLinks layout={layout} />;
  if (state.name !== null) return <MemberLinks name={state.name} layout={layout} />;
  return (
    <>
      <div className="kk-visitor-only">
        <VisitorLinks layout={layout} />
      </div>
      <div className="kk-member-only">
        <MemberLinks name={null} layout={layout} />
      </div>
    </>
  );
}

function VisitorLinks({ layout }: { layout: "bar" | "panel" }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const panel = layout === "panel";
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
          <Icon name="plus" />
          {t("nav.postListing")}
        </Link>
      </Button>
    </div>
  );
}

/**
 * A member's links: with `viewer` once known; with only `name` (the cookie's; null on the server,
 * where app.css writes it from `--kk-user-name`) while the request is on its way — the name is then
 * plain text, and both Post Listing and Admin are rendered for the CSS to pick.
 */
function MemberLinks({
  layout,
  savedSearchCount = 0,
  ...who
}: { layout: "bar" | "panel"; savedSearchCount?: number } & ({ viewer: Viewer } | { name: string | null })) {
  const paths = usePaths();
  const { t } = useTranslation();
  const panel = layout === "panel";
  const viewer = "viewer" in who ? who.viewer : null;
  const nameClass = panel ? "max-w-48" : "max-w-32 2xl:max-w-48";
  const postListing = (
    <Link to={paths.newListing()}>
      <Icon name="plus" />
      {t("nav.postListing")}
    </Link>
  );
  const admin = (
    <Link to={paths.admin.dashboard()}>
      <Icon name="shield-check" />
      {t("nav.admin")}
    </Link>
  );
  return (
    <div className={cn(panel ? "grid grid-cols-2 gap-2" : "flex items-center gap-1")}>
      {viewer ? (
        <Button asChild variant="ghost" size={panel ? "default" : "sm"} className={nameClass}>
          <Link to={viewer.isAdmin ? paths.admin.dashboard() : paths.profile(viewer.id)} title={panel ? undefined : viewer.name}>
            <Icon name="user-round" />
            <span className="truncate">{viewer.name}</span>
          </Link>
        </Button>
      ) : (
        <span
          className={buttonVariants({ variant: "ghost", size: panel ? "default" : "sm", className: cn(nameClass, "hover:bg-transparent") })}
        >
          <Icon name="user-round" />
          <span className="kk-user-name truncate">{"name" in who ? who.name : null}</span>
        </span>
      )}
      {panel ? (
        <Button asChild variant="outline">
          <Link to={paths.favourites()}>
            <Icon name="heart" />
            {t("favourites.nav")}
          </Link>
        </Button>
      ) : (
        <Button asChild variant="ghost" size="icon-sm">
          <Link to={paths.favourites()} aria-label={t("favourites.nav")} title={t("favourites.nav")}>
            <Icon name="heart" />
          </Link>
        </Button>
      )}
      <SavedSearchesLink panel={panel} count={savedSearchCount} />
      <LogoutButton layout={layout} />
      {viewer ? (
        <Button asChild size={panel ? "default" : "sm"}>
          {viewer.isAdmin ? admin : postListing}
        </Button>
      ) : (
        <>
          <Button asChild size={panel ? "default" : "sm"} className="kk-nonadmin-only">
            {postListing}
          </Button>
          <Button asChild size={panel ? "default" : "sm"} className="kk-admin-only">
            {admin}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The member's saved searches, beside their favourites, with how many there are (once known):
 * without mail alerts this is the way back to pause, change or delete one.
 */
function SavedSearchesLink({ panel, count }: { panel: boolean; count: number }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const name = count > 0 ? t("nav.savedSearchesCount", { number: formatNumber(count) }) : t("nav.savedSearches");
  return panel ? (
    <Button asChild variant="outline">
      <Link to={paths.savedSearches()}>
        <Icon name="bell" />
        {name}
      </Link>
    </Button>
  ) : (
    <Button asChild variant="ghost" size="icon-sm" className="relative">
      <Link to={paths.savedSearches()} aria-label={name} title={name}>
        <Icon name="bell" />
        {count > 0 ? (
          <span className="absolute -end-1 -top-1 min-w-4 rounded-full bg-primary px-1 text-center text-[0.625rem] font-semibold leading-4 text-primary-foreground">
            {formatNumber(count)}
          </span>
        ) : null}
      </Link>
    </Button>
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
          <Icon name="log-out" />
          {t("nav.logout")}
        </Button>
      ) : (
        <Button type="submit" variant="ghost" size="icon-sm" aria-label={t("nav.logout")} title={t("nav.logout")}>
          <Icon name="log-out" />
        </Button>
      )}
    </fetcher.Form>
  );
}
