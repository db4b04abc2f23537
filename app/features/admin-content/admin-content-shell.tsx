import { useTranslation } from "~/lib/i18n/react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The frame of the admin content pages: the admin sections' navigation, the page heading with its
 * main action, then the page's content.
 */
export function AdminContentShell({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const links = [
    { to: paths.admin.dashboard(), label: t("adminContent.nav.dashboard") },
    { to: paths.admin.sponsors(), label: t("adminContent.nav.sponsors") },
    { to: paths.admin.logos(), label: t("adminContent.nav.logos") },
  ];
  return (
    // data-hydrated: set once React runs on the page (tests wait for it before using JS behaviour).
    <div className="mx-auto w-full max-w-6xl px-4 py-8" data-hydrated={hydrated} data-testid="admin-content-page">
      <nav aria-label={t("adminContent.nav.label")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-9 items-center rounded-md border px-3 font-medium transition-colors hover:bg-accent",
                    isActive ? "border-primary bg-primary/10 text-primary" : "border-input text-foreground",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-3xl">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}
