import { ShieldCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { AdminProfile } from "~/domain/admin";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { AdminDeleteButton } from "./admin-delete-button";
import type { RunAction } from "./run-action";

/** The table's titled columns, in order (the delete column has only a screen-reader title). */
const PROFILE_COLUMNS = ["name", "email", "type", "listings", "joined"] as const;

/** All profiles, newest first, with their count; delete one with all their listings (confirm first). */
export function ProfilesTable({ profiles, busyId, run }: { profiles: AdminProfile[]; busyId: string | null; run: RunAction }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section aria-labelledby="admin-profiles-title" className="space-y-4">
      <h2 id="admin-profiles-title" className="text-xl font-semibold">
        {t("admin.profiles.title")}{" "}
        <span className="text-base font-normal text-muted-foreground">({t("admin.profiles.count", { count: profiles.length })})</span>
      </h2>
      {profiles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("admin.profiles.empty")}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[40rem] text-start text-sm" data-testid="admin-profiles">
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                {PROFILE_COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === "listings" ? "px-3 py-2 text-end font-medium" : "px-3 py-2 font-medium"}
                  >
                    {t(`admin.profiles.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("admin.profiles.delete")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {profiles.map((profile) => {
                const name = profile.name ?? profile.email;
                return (
                  <tr key={profile.id} className="border-t" data-profile={profile.id}>
                    <td className="px-3 py-2">
                      <Link to={paths.profile(profile.id)} className="font-medium hover:underline">
                        {name}
                      </Link>
                      {profile.isAdmin ? (
                        <span className="ms-2 inline-flex items-center gap-1 text-xs text-primary">
                          <ShieldCheck className="size-3.5" aria-hidden="true" />
                          {t("admin.profiles.admin")}
                        </span>
                      ) : null}
                    </td>
                    <td className="break-all px-3 py-2">{profile.email}</td>
                    <td className="px-3 py-2">
                      {t(profile.accountType === "company" ? "admin.profiles.company" : "admin.profiles.individual")}
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums">{profile.listingCount}</td>
                    <td className="px-3 py-2">{formatDate(profile.createdAt, locale)}</td>
                    <td className="px-3 py-2 text-end">
                      {profile.isAdmin ? null : (
                        <AdminDeleteButton
                          label={t("admin.profiles.delete")}
                          ariaLabel={t("admin.profiles.deleteLabel", { name })}
                          disabled={busyId === profile.id}
                          title={t("admin.profiles.deleteTitle")}
                          description={t("admin.profiles.deleteDescription", { name })}
                          onConfirm={() => run({ intent: "delete-profile", id: profile.id })}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
