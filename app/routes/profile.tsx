import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/profile";
import "~/lib/i18n/areas/profile";
import { callAuth, isCrossSiteRequest } from "~/.server/auth-requests";
import { SIGNED_OUT_COOKIES, accountName, userNameCookie } from "~/.server/auth";
import { getConfig } from "~/.server/config";
import { getLogger } from "~/.server/logger";
import { getDb, getStorage } from "~/.server/runtime";
import { deleteOwnAccount } from "~/.server/services/account";
import { cacheKeys, listingKeys, sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { appendSetCookies, getViewer } from "~/.server/session";
import {
  type ChangeOutcome,
  NotAnImageError,
  getProfilePage,
  removeAvatar,
  setAvatar,
  softDeleteListing,
  updateProfile,
} from "~/.server/services/profiles";
import { normaliseProfileNumbers } from "~/.server/services/contact-numbers";
import { getMailSettings, updateMailSettings } from "~/.server/services/mail-settings";
import { mailSettingsFrom } from "~/domain/mail-settings";
import {
  AVATAR_MAX_BYTES,
  PROFILE_FIELDS,
  PROFILE_EDIT_PARAM,
  PROFILE_INTENTS,
  type ProfileActionResult,
  type ProfileIntent,
  profileFieldErrors,
  profileUpdateSchema,
} from "~/domain/profile";
import { PASSWORD_MAX_LENGTH } from "~/domain/auth";
import { ListingGrid } from "~/features/listings/listing-card";
import { ProfileNotFound } from "~/features/profile/profile-not-found";
import { ProfilePage } from "~/features/profile/profile-page";
import { storableValue } from "~/domain/text";
import { translate } from "~/lib/i18n";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /profil/{id} (spec §2 "Profile"): the seller's data and active listings for everyone; for the
 * owner also every non-deleted listing with its status, the edit form and the avatar. A missing
 * profile is a 404 with 'Profil bulunamadı.'.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(request);
  const page = await getProfilePage(getDb(), params.id, viewer && { userId: viewer.id, isAdmin: viewer.isAdmin });
  if (!page) throw data(null, { status: 404, headers: sharedPage([cacheKeys.profile(params.id)]) });
  const isOwner = viewer?.id === page.profile.id;
  const editing = isOwner && new URL(request.url).searchParams.has(PROFILE_EDIT_PARAM);
  // The owner's mail settings (decision 017), edited beside the profile.
  const mailSettings = editing ? await getMailSettings(getDb(), page.profile.id) : null;
  // A visitor's page is public (decision 021); a member's is theirs (server/app.ts makes it private).
  const cache = viewer
    ? new Headers({ "Cache-Control": "private, no-store" })
    : sharedPage([cacheKeys.profile(page.profile.id), ...listingKeys(page.listings)]);
  return data({ page, isOwner, editing, mailSettings }, { headers: appendSetCookies(cache, headers) });
}

export const headers = sharedPageHeaders;

const fail = (status: number, intent: ProfileIntent | null, error: string, extra: Partial<ProfileActionResult> = {}) =>
  data<ProfileActionResult>({ ok: false, intent, error, ...extra } as ProfileActionResult, { status });

const STATUS_OF: Record<Exclude<ChangeOutcome, "ok">, number> = { forbidden: 403, not_found: 404 };
const ERROR_OF: Record<Exclude<ChangeOutcome, "ok">, string> = { forbidden: "profile.errors.forbidden", not_found: "profile.errors.notFound" };

/**
 * The owner's changes (intent field): update-profile, upload-avatar, remove-avatar, delete-listing,
 * mail-settings and delete-account (after the password is re-entered). Every permission is checked
 * here and in the services: a visitor gets 401, another member 403, whatever the page showed them.
 */
export async function action({ params, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request)) return fail(403, null, "profile.errors.crossSite");
  const { viewer, headers: sessionHeaders } = await getViewer(request);
  if (!viewer) return fail(401, null, "profile.errors.signedOut");

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, null, "profile.errors.badRequest");
  }
  const intentValue = form.get("intent");
  const intent = PROFILE_INTENTS.find((candidate) => candidate === intentValue);
  if (!intent) return fail(400, null, "profile.errors.badRequest");
  const db = getDb();
  const actor = { userId: viewer.id, isAdmin: viewer.isAdmin };
  const done = (outcome: ChangeOutcome, headers = new Headers()) =>
    outcome === "ok"
      ? data<ProfileActionResult>({ ok: true, intent }, { headers: appendSetCookies(headers, sessionHeaders) })
      : fail(STATUS_OF[outcome], intent, ERROR_OF[outcome]);

  switch (intent) {
    case "update-profile": {
      const fields = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, storableValue(form.get(name) ?? "")]));
      if (Object.values(fields).some((value) => typeof value !== "string")) return fail(400, intent, "profile.errors.badRequest");
      const parsed = profileUpdateSchema.safeParse(fields);
      if (!parsed.success) return fail(400, intent, "profile.edit.saveFailed", { fieldErrors: profileFieldErrors(parsed.error) });
      // Numbers are stored in E.164; what cannot be a number is refused (issue 16).
      const numbers = normaliseProfileNumbers(parsed.data);
      if (!numbers.ok) return fail(400, intent, "profile.edit.saveFailed", { fieldErrors: numbers.fieldErrors });
      const outcome = await updateProfile(db, actor, params.id, numbers.update);
      const headers = new Headers();
      if (outcome === "ok") headers.append("Set-Cookie", userNameCookie(accountName(parsed.data, viewer.email), getConfig().siteUrl));
      return done(outcome, headers);
    }
    case "upload-avatar": {
      const file = form.get("avatar");
      if (!(file instanceof File) || file.size === 0) return fail(400, intent, "profile.errors.avatarMissing");
      if (file.size > AVATAR_MAX_BYTES) return fail(413, intent, "profile.errors.avatarTooLarge");
      try {
        const body = Buffer.from(await file.arrayBuffer());
        const { outcome } = await setAvatar(db, getStorage(), actor, params.id, { name: file.name, body });
        return done(outcome);
      } catch (error) {
        if (error instanceof NotAnImageError) return fail(400, intent, "profile.errors.avatarNotImage");
        getLogger().error({ err: error }, "avatar upload failed");
        return fail(500, intent, "profile.edit.saveFailed");
      }
    }
    case "remove-avatar":
      return done(await removeAvatar(db, getStorage(), actor, params.id));
    case "delete-listing": {
      const listingId = form.get("listingId");
      if (typeof listingId !== "string") return fail(400, intent, "profile.errors.badRequest");
      return done(await softDeleteListing(db, actor, listingId));
    }
    case "delete-account":
      return deleteAccount(request, form, params.id, viewer.id);
    case "mail-settings": {
      const settings = mailSettingsFrom(form);
      if (!settings) return fail(400, intent, "profile.errors.badRequest");
      return done(await updateMailSettings(db, actor, params.id, settings));
    }
  }
}

/**
 * The owner deletes their account (privacy rights, issue 8): the password is checked by Better Auth
 * (`/verify-password` through its HTTP handler, so the attempt limit applies), then everything of
 * theirs is removed, both cookies are cleared and the browser goes home. A wrong password changes
 * nothing. Admins may delete their own account as well.
 */
async function deleteAccount(request: Request, form: FormData, profileId: string, userId: string) {
  const intent = "delete-account";
  if (profileId !== userId) return fail(403, intent, "profile.errors.forbidden");
  const password = form.get("password");
  if (typeof password !== "string" || password === "") return fail(400, intent, "profile.account.passwordMissing");
  // Longer than any password an account can have: wrong without asking.
  if (password.length > PASSWORD_MAX_LENGTH) return fail(400, intent, "profile.account.wrongPassword");
  const check = await callAuth(request, "/verify-password", { body: { password } });
  if (!check.ok) {
    if (check.status === 429) return fail(429, intent, "profile.account.rateLimited");
    if (check.status === 401) return fail(401, intent, "profile.errors.signedOut");
    if (check.status >= 500) return fail(503, intent, "profile.account.deleteFailed");
    return fail(400, intent, "profile.account.wrongPassword");
  }
  await deleteOwnAccount(getDb(), getStorage(), userId);
  const headers = new Headers();
  for (const cookie of SIGNED_OUT_COOKIES) headers.append("Set-Cookie", cookie);
  return redirect(pathsFor(requestLocale(request)).home(), { headers });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  if (!loaderData) {
    return [{ title: translate(locale, "profile.notFound") }, { name: "robots", content: "noindex" }];
  }
  const { profile } = loaderData.page;
  const name = profile.name ?? translate(locale, "profile.unnamed");
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "profile.metaTitle", { name }),
    description: profile.bio?.slice(0, 160) || translate(locale, "profile.metaDescription", { name }),
    noindex: loaderData.editing,
  });
};

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      key={loaderData.page.profile.id}
      data={loaderData.page}
      isOwner={loaderData.isOwner}
      // A refused save keeps the form open (the page URL no longer has the edit parameter).
      editing={loaderData.editing || (loaderData.isOwner && actionData?.intent === "update-profile" && !actionData.ok)}
      mailSettings={loaderData.mailSettings}
      result={actionData}
      renderListings={(listings) => <ListingGrid listings={listings} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ProfileNotFound />;
}
