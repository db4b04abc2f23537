import { useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n/react";
import { toast } from "~/components/ui/sonner";
import { FormMessage } from "~/components/ui/form-message";
import { ListingGrid } from "~/entities/listing/listing-card";
import { PROFILE_EDIT_PARAM, PROFILE_LISTINGS_LIMIT, type ProfileActionResult, type ProfilePageData } from "~/domain/profile";
import { useHydrated } from "~/lib/use-hydrated";
import type { MailSettings } from "~/domain/mail-settings";
import { AccountPrivacy } from "./account-privacy";
import { MailSettingsForm } from "./mail-settings";
import { OwnerListings } from "./owner-listings";
import { ProfileCard } from "./profile-card";
import { ProfileEditForm } from "./profile-edit-form";

/**
 * /profil/{id} (docs/product.md §2 "Profile"): the seller card beside their listings. Visitors see the active
 * listings (or 'Bu satıcıya ait ilan bulunamadı.'); the owner sees all of their own listings with
 * statuses and, with `?duzenle`, the edit form and the privacy rights (download data, delete account).
 */
export function ProfilePage({
  data,
  isOwner,
  editing,
  result,
  mailSettings = null,
}: {
  data: ProfilePageData;
  isOwner: boolean;
  editing: boolean;
  result: ProfileActionResult | undefined;
  /** The owner's mail settings, in the edit view (decision 017). */
  mailSettings?: MailSettings | null;
}) {
  const { t } = useTranslation();
  const { profile, listings, ownListings, ownContact } = data;
  const hydrated = useHydrated();
  // The edit form posts to the plain profile URL: success lands on the profile as visitors see it.
  useEffect(() => {
    if (result?.ok && result.intent === "update-profile") toast.success(t("profile.edit.saved"));
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return (
    <div
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 [overflow-wrap:anywhere] lg:grid-cols-[20rem_minmax(0,1fr)]"
      data-hydrated={hydrated}
      data-testid="profile-page"
    >
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <ProfileCard profile={profile} isOwner={isOwner} editing={editing} />
      </aside>
      <div className="min-w-0 space-y-10">
        {isOwner && ownContact?.needsFix.length && !editing ? (
          // A stored number that cannot be read (from before numbers were checked): only its owner sees it.
          <div data-testid="contact-needs-fix">
            <FormMessage tone="error" title={t("profile.contact.fixTitle")}>
              {ownContact.needsFix.map((field) => (
                <span key={field} className="block">
                  {t("profile.contact.fix", {
                    field: t(field === "phone" ? "profile.edit.phone" : "profile.edit.whatsapp"),
                    value: ownContact[field] ?? "",
                  })}
                </span>
              ))}
              <Link to={`?${PROFILE_EDIT_PARAM}`} className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
                {t("profile.contact.fixLink")}
              </Link>
            </FormMessage>
          </div>
        ) : null}
        {isOwner && editing ? <ProfileEditForm profile={profile} ownContact={ownContact} result={result} /> : null}
        {isOwner && ownListings ? (
          <OwnerListings listings={ownListings} />
        ) : (
          <section aria-labelledby="profile-listings-title">
            <h2 id="profile-listings-title" className="text-xl font-semibold">
              {t("profile.listings.title")} <span className="text-base font-normal text-muted-foreground">({profile.listingCount})</span>
            </h2>
            {listings.length === 0 ? (
              <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-muted-foreground" data-testid="profile-empty">
                {t("profile.listings.empty")}
              </p>
            ) : (
              <div className="mt-4">
                <ListingGrid listings={listings} />
                {profile.listingCount > listings.length ? (
                  <p className="mt-4 text-sm text-muted-foreground">{t("profile.listings.more", { count: PROFILE_LISTINGS_LIMIT })}</p>
                ) : null}
              </div>
            )}
          </section>
        )}
        {isOwner && editing && mailSettings ? <MailSettingsForm settings={mailSettings} /> : null}
        {isOwner && editing ? <AccountPrivacy /> : null}
      </div>
    </div>
  );
}
