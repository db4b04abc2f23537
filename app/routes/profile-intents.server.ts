import { data, redirect } from "react-router";
import { callAuth } from "~/.server/auth/auth-requests";
import type { AppContext } from "~/.server/context";
import { SIGNED_OUT_COOKIES, accountName, userNameCookie } from "~/.server/auth/auth";
import { deleteOwnAccount } from "~/.server/services/accounts/account";
import { normaliseProfileNumbers } from "~/.server/services/listings/contact-numbers";
import { updateMailSettings } from "~/.server/services/accounts/mail-settings";
import { NotAnImageError } from "~/.server/services/media/media";
import { type FreshnessOutcome, markListingAvailable, markListingRented, renewListing } from "~/.server/services/listings/listing-expiry";
import { removeAvatar, setAvatar, softDeleteListing, updateProfile } from "~/.server/services/accounts/profiles";
import { appendSetCookies } from "~/.server/auth/session";
import { formError } from "~/.server/http/error-response";
import { PASSWORD_MAX_LENGTH } from "~/domain/auth";
import { mailSettingsFrom } from "~/domain/mail-settings";
import {
  AVATAR_MAX_BYTES,
  PROFILE_FIELDS,
  type ProfileActionResult,
  type ProfileErrorCode,
  type ProfileField,
  type ProfileIntent,
  profileFieldErrors,
  profileUpdateSchema,
} from "~/domain/profile";
import { storableValue } from "~/domain/text";
import type { Viewer } from "~/domain/viewer";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/**
 * The profile page's changes (routes/profile.tsx `action`), one function per intent. The route has
 * already refused cross-site requests and visitors and read the form; each function checks what
 * its change needs and the services check the permission again.
 */
interface ProfileChange {
  app: AppContext;
  request: Request;
  form: FormData;
  /** The profile of the page (`/profil/{id}`). */
  profileId: string;
  viewer: Viewer;
  /** The refreshed session's Set-Cookie headers, forwarded with a success. */
  sessionHeaders: Headers;
}

type ProfileAnswer = ReturnType<typeof data<ProfileActionResult>>;

/** A refused change (decision 028): its catalogue code, status and message (the `profile` wording, in the page's language). */
export const failProfileChange = (
  request: Request,
  intent: ProfileIntent | null,
  code: ProfileErrorCode,
  extra: { fieldErrors?: Partial<Record<ProfileField, string>> } = {},
) => formError(request, code, { intent, ...extra }, { area: "profile" }) as ProfileAnswer;

/** The answer to a service's outcome: ok (with `headers` and the session's cookies), or its refusal. */
function answer(intent: ProfileIntent, change: ProfileChange, outcome: FreshnessOutcome, headers = new Headers()) {
  return outcome === "ok"
    ? data<ProfileActionResult>({ ok: true, intent }, { headers: appendSetCookies(headers, change.sessionHeaders) })
    : failProfileChange(change.request, intent, outcome);
}

const actorOf = (viewer: Viewer) => ({ userId: viewer.id, isAdmin: viewer.isAdmin });

async function updateProfileFields(change: ProfileChange) {
  const intent = "update-profile";
  const fields = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, storableValue(change.form.get(name) ?? "")]));
  if (Object.values(fields).some((value) => typeof value !== "string")) return failProfileChange(change.request, intent, "bad_request");
  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) return failProfileChange(change.request, intent, "invalid", { fieldErrors: profileFieldErrors(parsed.error) });
  // Numbers are stored in E.164; what cannot be a number is refused.
  const numbers = normaliseProfileNumbers(parsed.data);
  if (!numbers.ok) return failProfileChange(change.request, intent, "invalid", { fieldErrors: numbers.fieldErrors });
  const outcome = await updateProfile(change.app.db, actorOf(change.viewer), change.profileId, numbers.update);
  const headers = new Headers();
  if (outcome === "ok")
    headers.append("Set-Cookie", userNameCookie(accountName(parsed.data, change.viewer.email), change.app.config.siteUrl));
  return answer(intent, change, outcome, headers);
}

async function uploadAvatar(change: ProfileChange) {
  const intent = "upload-avatar";
  const file = change.form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return failProfileChange(change.request, intent, "missing_file");
  if (file.size > AVATAR_MAX_BYTES) return failProfileChange(change.request, intent, "too_large");
  try {
    const body = Buffer.from(await file.arrayBuffer());
    const { outcome } = await setAvatar(change.app.db, change.app.storage, actorOf(change.viewer), change.profileId, {
      name: file.name,
      body,
    });
    return answer(intent, change, outcome);
  } catch (error) {
    if (error instanceof NotAnImageError) return failProfileChange(change.request, intent, "not_an_image");
    change.app.logger.error({ err: error }, "avatar upload failed");
    return failProfileChange(change.request, intent, "failed");
  }
}

async function removeOwnAvatar(change: ProfileChange) {
  return answer("remove-avatar", change, await removeAvatar(change.app.db, change.app.storage, actorOf(change.viewer), change.profileId));
}

async function deleteListing(change: ProfileChange) {
  const listingId = change.form.get("listingId");
  if (typeof listingId !== "string") return failProfileChange(change.request, "delete-listing", "bad_request");
  return answer("delete-listing", change, await softDeleteListing(change.app.db, actorOf(change.viewer), listingId));
}

/**
 * The lifetime of one of the owner's listings: renew it, mark it rented, or available
 * again. Only its owner (the services check it again); the page's profile must be theirs too.
 */
function listingLifetime(intent: "renew-listing" | "listing-rented" | "listing-available") {
  return async (change: ProfileChange) => {
    const listingId = change.form.get("listingId");
    if (typeof listingId !== "string") return failProfileChange(change.request, intent, "bad_request");
    if (change.profileId !== change.viewer.id) return failProfileChange(change.request, intent, "forbidden");
    const db = change.app.db;
    const actor = actorOf(change.viewer);
    const now = new Date();
    const lifetimeDays = change.app.config.LISTING_LIFETIME_DAYS;
    const outcome =
      intent === "renew-listing"
        ? (await renewListing(db, actor, listingId, { now, lifetimeDays })).outcome
        : intent === "listing-rented"
          ? await markListingRented(db, actor, listingId, now)
          : await markListingAvailable(db, actor, listingId, { now, lifetimeDays });
    return answer(intent, change, outcome);
  };
}

async function saveMailSettings(change: ProfileChange) {
  const settings = mailSettingsFrom(change.form);
  if (!settings) return failProfileChange(change.request, "mail-settings", "bad_request");
  return answer("mail-settings", change, await updateMailSettings(change.app.db, actorOf(change.viewer), change.profileId, settings));
}

/**
 * The owner deletes their account (privacy rights): the password is checked by Better Auth
 * (`/verify-password` through its HTTP handler, so the attempt limit applies), then everything of
 * theirs is removed, both cookies are cleared and the browser goes home. A wrong password changes
 * nothing. Admins may delete their own account as well.
 */
async function deleteAccount(change: ProfileChange) {
  const intent = "delete-account";
  if (change.profileId !== change.viewer.id) return failProfileChange(change.request, intent, "forbidden");
  const password = change.form.get("password");
  if (typeof password !== "string" || password === "") return failProfileChange(change.request, intent, "password_missing");
  // Longer than any password an account can have: wrong without asking.
  if (password.length > PASSWORD_MAX_LENGTH) return failProfileChange(change.request, intent, "wrong_password");
  const check = await callAuth(change.app, change.request, "/verify-password", { body: { password } });
  if (!check.ok) {
    if (check.status === 429) return failProfileChange(change.request, intent, "rate_limited");
    if (check.status === 401) return failProfileChange(change.request, intent, "unauthorized");
    if (check.status >= 500) return failProfileChange(change.request, intent, "unavailable");
    return failProfileChange(change.request, intent, "wrong_password");
  }
  await deleteOwnAccount(change.app.db, change.app.storage, change.viewer.id);
  const headers = new Headers();
  for (const cookie of SIGNED_OUT_COOKIES) headers.append("Set-Cookie", cookie);
  return redirect(pathsFor(requestLocale(change.request)).home(), { headers });
}

export const PROFILE_INTENT_HANDLERS: Record<ProfileIntent, (change: ProfileChange) => Promise<ProfileAnswer | Response>> = {
  "update-profile": updateProfileFields,
  "upload-avatar": uploadAvatar,
  "remove-avatar": removeOwnAvatar,
  "delete-listing": deleteListing,
  "mail-settings": saveMailSettings,
  "delete-account": deleteAccount,
  "renew-listing": listingLifetime("renew-listing"),
  "listing-rented": listingLifetime("listing-rented"),
  "listing-available": listingLifetime("listing-available"),
};
