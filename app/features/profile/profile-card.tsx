import { Building2, CalendarDays, Globe, Mail, MapPin, MessageCircle, Pencil, Phone, User } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { phoneDigits } from "~/domain/listing-detail";
import { PROFILE_EDIT_PARAM, type PublicProfile, bioFor } from "~/domain/profile";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { LANGUAGE_NAMES, type Locale } from "~/lib/i18n/locales";
import { ProfileAvatar } from "./profile-avatar";

/** The website's host for display ("ornek.com"), or the address itself if it cannot be parsed. */
function websiteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The seller's card (docs/product.md §2 "Profile"): photo, name, account type, member since, location, active
 * listing count, bio, and contact by phone, WhatsApp, e-mail or website. The owner gets the edit link.
 */
export function ProfileCard({ profile, isOwner, editing }: { profile: PublicProfile; isOwner: boolean; editing: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const bio = bioFor(profile, locale);
  const name = profile.name ?? t("profile.unnamed");
  const company = profile.accountType === "company";
  // The server sends valid numbers only, formatted; links take their digits (E.164).
  const phone = phoneDigits(profile.phone);
  const whatsapp = phoneDigits(profile.whatsapp) ?? phone;
  const contactLink =
    "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
      data-testid="profile-card"
    >
      <div className="flex items-center gap-4">
        <ProfileAvatar url={profile.avatarUrl} name={name} size={80} />
        <div className="min-w-0">
          <h1 id="profile-name" className="break-words text-xl font-semibold tracking-tight">
            {name}
          </h1>
          {company && profile.displayName && profile.companyName ? (
            <p className="text-sm text-muted-foreground">{profile.displayName}</p>
          ) : null}
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
            {company ? <Building2 className="size-3.5" aria-hidden="true" /> : <User className="size-3.5" aria-hidden="true" />}
            {t(company ? "profile.company" : "profile.individual")}
          </p>
        </div>
      </div>

      <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {t("profile.memberSince", { date: formatDate(profile.memberSince, locale) })}
        </li>
        {profile.location ? (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{profile.location}</span>
          </li>
        ) : null}
        <li className="font-medium text-foreground">{t("profile.listingCount", { count: profile.listingCount })}</li>
      </ul>

      {isOwner && !editing ? (
        <Link to={`?${PROFILE_EDIT_PARAM}`} className={cn(buttonVariants({ variant: "outline" }), "mt-5 w-full")}>
          <Pencil aria-hidden="true" />
          {t("profile.edit.open")}
        </Link>
      ) : null}

      {bio ? (
        <div className="mt-6">
          <h2 className="text-sm font-semibold">{t("profile.about")}</h2>
          <p lang={bio.lang} dir="auto" className="mt-2 whitespace-pre-line break-words text-sm">
            {bio.text}
          </p>
          {bio.original ? (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="bio-original-language">
              {t("profile.originalLanguage", { language: LANGUAGE_NAMES[bio.lang] })}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-6">
        <h2 className="text-sm font-semibold">{t("profile.contact.title")}</h2>
        <ul className="mt-2 space-y-1">
          {phone ? (
            <li>
              <a href={`tel:+${phone}`} className={contactLink}>
                <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {t("profile.contact.phone", { phone: profile.phone })}
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" className={contactLink}>
                <MessageCircle className="size-4 shrink-0 text-green-700 dark:text-green-500" aria-hidden="true" />
                {t("profile.contact.whatsapp")}
                <span className="sr-only"> ({t("common.opensInNewTab")})</span>
              </a>
            </li>
          ) : null}
          {profile.contactEmail ? (
            <li>
              <a href={`mailto:${profile.contactEmail}`} className={contactLink}>
                <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 break-all">{profile.contactEmail}</span>
                <span className="sr-only"> — {t("profile.contact.email")}</span>
              </a>
            </li>
          ) : null}
          {profile.website ? (
            <li>
              <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow ugc" className={contactLink}>
                <Globe className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 break-all">{websiteLabel(profile.website)}</span>
                <span className="sr-only">
                  {" "}
                  — {t("profile.contact.website")} ({t("common.opensInNewTab")})
                </span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
