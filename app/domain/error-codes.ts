/**
 * The error catalogue (docs/product.md §8): ONE mapping from server error codes and messages to the toast
 * texts, which live in both languages under `auth.errors.<key>` (app/lib/i18n/sections/auth.ts).
 * Titles of destructive toasts are `auth.titles.<title>`.
 */

export const AUTH_ERROR_KEYS = [
  /** 'E-posta veya şifre hatalı' — a message with an invalid-credentials phrase. */
  "invalidCredentials",
  /** 'E-posta bağlantısı geçersiz veya süresi dolmuş.' — a message with "expired" / "invalid or expired". */
  "linkExpired",
  /** 'Sunucudan yanıt alınamadı…' — fetch failed, network or timeout. */
  "network",
  /** 'Bir hata oluştu' — an empty error. */
  "generic",
  /** 'Bu e-posta ile kayıtlı kullanıcı bulunamadı.' */
  "unknownEmail",
  /** 'Doğrulama sırasında bir hata oluştu.' */
  "verificationFailed",
  /** 'Admin yetkiniz yok' */
  "adminRequired",
  /** 'Oturum bulunamadı' — no session on upload. */
  "noSession",
  /** A 429 from the rate limiter. */
  "rateLimited",
  /** A 429 that says when to try again: 'Lütfen {{wait}} sonra tekrar deneyin.' (`values.wait` is `{ seconds }`). */
  "rateLimitedFor",
  /** A body the auth API refused (unknown fields, values outside the form rules). */
  "invalidInput",
  /** The recovery URL's error_code otp_expired. */
  "otpExpired",
  /** Reset password: 'Session geçersiz: {{message}}'. */
  "sessionInvalid",
  /** Reset password: 'Aktif oturum bulunamadı. …' */
  "noActiveSession",
  /** Reset password: 'Access token bulunamadı. …' */
  "accessTokenMissing",
  /** Reset password: 'Şifre güncellenemedi: {{message}}'. */
  "passwordUpdateFailed",
  "emailNotVerified",
  "codeExpired",
  "tooManyCodeAttempts",
  "invalidEmail",
  "passwordTooShort",
  "passwordTooLong",
  /** A form posted from another site. */
  "crossSite",
  /** A post whose body is not a form (wrong content type, broken envelope). */
  "badRequest",
  /** Signed in at the admin login without is_admin (docs/product.md §8 'Admin yetkiniz yok'). */
  "notAdmin",
] as const;

export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/** Titles of destructive toasts: 'Hata' or one per failed action. */
export const AUTH_ERROR_TITLES = ["error", "login", "register", "verify", "update", "request", "share"] as const;
export type AuthErrorTitle = (typeof AUTH_ERROR_TITLES)[number];

/**
 * An error as pages carry it: a catalogue key (with interpolation values, themselves catalogue
 * keys or plain text), or a server message shown as it is (docs/product.md §8 "Other messages").
 */
export type AuthErrorRef =
  | { key: AuthErrorKey; values?: Record<string, AuthErrorRef> }
  | { text: string }
  /** A waiting time, said in minutes from one minute up ('2 dakika'), else in seconds. */
  | { seconds: number };

const INVALID_CREDENTIALS = /invalid (login )?credentials|invalid email or password/i;
const EXPIRED = /expired|invalid[\s_-]+or[\s_-]+expired/i;
const NETWORK = /fetch failed|failed to fetch|network|timeout|timed out/i;

/**
 * The catalogue entry for a server error: the HTTP status 429 → rateLimitedFor with the wait when the
 * answer said it (Retry-After), else rateLimited; a known code → its key;
 * otherwise by the message (docs/product.md §8): invalid-credentials phrase, expired, fetch failed / network /
 * timeout, empty → generic; any other message is shown as it is.
 */
export function resolveAuthError(
  error: { status?: number; code?: string | null; message?: string | null; retryAfter?: number | null } | null | undefined,
): AuthErrorRef {
  if (error?.status === 429) {
    const seconds = error.retryAfter;
    return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0
      ? { key: "rateLimitedFor", values: { wait: { seconds: Math.ceil(seconds) } } }
      : { key: "rateLimited" };
  }
  const code = error?.code ?? "";
  if (code && Object.hasOwn(AUTH_ERROR_CODES, code)) return { key: AUTH_ERROR_CODES[code]! };
  const message = (error?.message ?? "").trim();
  if (!message) return { key: "generic" };
  if (INVALID_CREDENTIALS.test(message)) return { key: "invalidCredentials" };
  if (EXPIRED.test(message)) return { key: "linkExpired" };
  if (NETWORK.test(message)) return { key: "network" };
  return { text: message };
}

/**
 * The message of a recovery redirect's error (docs/product.md §8): otp_expired → otpExpired, else the
 * description or the verification error.
 */
export function recoveryError(params: { errorCode?: string | null; errorDescription?: string | null }): AuthErrorRef {
  if (params.errorCode === "otp_expired") return { key: "otpExpired" };
  const description = params.errorDescription?.trim();
  return description ? { text: description } : { key: "verificationFailed" };
}

/** Translates a dotted key, filling `{{name}}` placeholders (`count` picks the plural form). */
export type Translate = (
  key: `auth.errors.${AuthErrorKey}` | "auth.wait.minutes" | "auth.wait.seconds",
  values?: Record<string, unknown>,
) => string;

/**
 * The text of a catalogue entry in the translator's language: values are entries themselves,
 * translated first; a waiting time reads in whole minutes from a minute up, else in seconds.
 */
export function authErrorText(t: Translate, ref: AuthErrorRef): string {
  if ("text" in ref) return ref.text;
  if ("seconds" in ref) {
    const seconds = Math.max(1, Math.ceil(ref.seconds));
    return seconds >= 60 ? t("auth.wait.minutes", { count: Math.ceil(seconds / 60) }) : t("auth.wait.seconds", { count: seconds });
  }
  const values = Object.fromEntries(Object.entries(ref.values ?? {}).map(([name, value]) => [name, authErrorText(t, value)]));
  return t(`auth.errors.${ref.key}`, values);
}

/**
 * The API error catalogue (decision 028): every error a JSON endpoint (`/api/*`) answers,
 * by its code → HTTP status → the key of its text in both languages. The text may be worded for the
 * area that answers (an upload's "no session" differs from a favourite's): `texts` names the key per
 * area, `http` being the general wording. Every API error is `{ error: code, message }` with the
 * message in the request's language (`errorResponse()` in `app/.server/http/error-response.ts`).
 */
export const API_ERROR_AREAS = [
  "http",
  "auth",
  "uploads",
  "favourites",
  "profile",
  "admin",
  "adminContent",
  "listingForm",
  "listingDetail",
  "homePage",
  "categoryPage",
  "reports",
  "savedSearches",
] as const;
export type ApiErrorArea = (typeof API_ERROR_AREAS)[number];

interface ApiErrorEntry {
  status: number;
  texts: Partial<Record<ApiErrorArea, string>>;
  /** Codes of the auth service (Better Auth, its e-mail OTP plugin, a recovery URL) that mean this error. */
  upstream?: readonly string[];
}

export const API_ERRORS = {
  bad_request: {
    status: 400,
    texts: {
      uploads: "uploads.errors.badRequest",
      auth: "auth.errors.badRequest",
      profile: "profile.errors.badRequest",
      admin: "admin.errors.badRequest",
      adminContent: "adminContent.errors.badRequest",
      listingForm: "listingForm.toasts.network",
      savedSearches: "savedSearches.errors.invalid",
    },
  },
  /** A request whose Host header is missing or malformed (refused before any route). */
  bad_host: { status: 400, texts: { http: "http.errors.badHost" } },
  /** A form whose fields break its rules: the answer's `fieldErrors` say which. */
  invalid: {
    status: 400,
    texts: {
      auth: "auth.errors.invalidInput",
      profile: "profile.edit.saveFailed",
      adminContent: "adminContent.errors.invalid",
      listingForm: "listingForm.toasts.fixErrors",
      savedSearches: "savedSearches.errors.invalid",
    },
    upstream: ["INVALID_INPUT"],
  },
  /** The auth service refused with a message of its own, shown as it is (docs/product.md §8 "Other messages"). */
  refused: { status: 400, texts: { auth: "auth.errors.generic" } },
  invalid_email: { status: 400, texts: { auth: "auth.errors.invalidEmail" }, upstream: ["INVALID_EMAIL"] },
  password_too_short: { status: 400, texts: { auth: "auth.errors.passwordTooShort" }, upstream: ["PASSWORD_TOO_SHORT"] },
  password_too_long: { status: 400, texts: { auth: "auth.errors.passwordTooLong" }, upstream: ["PASSWORD_TOO_LONG"] },
  verification_failed: { status: 400, texts: { auth: "auth.errors.verificationFailed" }, upstream: ["INVALID_OTP"] },
  code_expired: { status: 400, texts: { auth: "auth.errors.codeExpired" }, upstream: ["OTP_EXPIRED"] },
  link_expired: { status: 400, texts: { auth: "auth.errors.linkExpired" }, upstream: ["INVALID_TOKEN", "TOKEN_EXPIRED"] },
  /** A recovery link whose one-time code expired (its URL's error_code). */
  otp_expired: { status: 400, texts: { auth: "auth.errors.otpExpired" }, upstream: ["otp_expired"] },
  /** The new-password form without the reset link's token. */
  token_missing: { status: 400, texts: { auth: "auth.errors.accessTokenMissing" } },
  session_invalid: { status: 400, texts: { auth: "auth.errors.sessionInvalid" } },
  password_update_failed: { status: 400, texts: { auth: "auth.errors.passwordUpdateFailed" } },
  /** A rejection note over REJECTION_NOTE_MAX. */
  note_too_long: { status: 400, texts: { admin: "admin.errors.noteTooLong" } },
  invalid_kind: { status: 400, texts: { uploads: "uploads.errors.invalidKind" } },
  invalid_listing_id: { status: 400, texts: { uploads: "uploads.errors.invalidListingId" } },
  missing_file: { status: 400, texts: { uploads: "uploads.errors.missingFile", profile: "profile.errors.avatarMissing" } },
  not_an_image: { status: 400, texts: { profile: "profile.errors.avatarNotImage" } },
  password_missing: { status: 400, texts: { profile: "profile.account.passwordMissing" } },
  wrong_password: { status: 400, texts: { profile: "profile.account.wrongPassword" } },
  invalid_section: { status: 400, texts: { homePage: "homePage.errors.badSection" } },
  invalid_category: { status: 400, texts: { categoryPage: "categoryPage.errors.invalidCategory" } },
  invalid_id: { status: 400, texts: { favourites: "favourites.errors.invalidId" } },
  invalid_body: { status: 400, texts: { favourites: "favourites.errors.invalidBody", reports: "reports.errors.invalidBody" } },
  signed_out: {
    status: 401,
    texts: { uploads: "uploads.errors.signedOut", auth: "auth.errors.noSession", listingForm: "listingForm.toasts.noSessionDescription" },
    upstream: ["NO_SESSION"],
  },
  invalid_credentials: {
    status: 401,
    texts: { auth: "auth.errors.invalidCredentials" },
    upstream: ["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD", "CREDENTIAL_ACCOUNT_NOT_FOUND"],
  },
  unauthorized: { status: 401, texts: { favourites: "favourites.errors.unauthorized", profile: "profile.errors.signedOut" } },
  cross_site: {
    status: 403,
    texts: {
      http: "auth.errors.crossSite",
      auth: "auth.errors.crossSite",
      uploads: "uploads.errors.crossSite",
      favourites: "favourites.errors.crossSite",
      profile: "profile.errors.crossSite",
      listingForm: "listingForm.toasts.network",
      reports: "reports.errors.crossSite",
      savedSearches: "savedSearches.errors.crossSite",
    },
    upstream: ["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED"],
  },
  forbidden: {
    status: 403,
    texts: {
      uploads: "uploads.errors.forbidden",
      listingDetail: "listingDetail.errors.viewCrossSite",
      profile: "profile.errors.forbidden",
      admin: "admin.notAdmin",
      auth: "auth.errors.notAdmin",
      listingForm: "listingForm.toasts.forbidden",
      reports: "reports.errors.ownListing",
      savedSearches: "savedSearches.errors.forbidden",
    },
  },
  admin_required: { status: 403, texts: { auth: "auth.errors.adminRequired" }, upstream: ["ADMIN_REQUIRED"] },
  email_not_verified: { status: 403, texts: { auth: "auth.errors.emailNotVerified" }, upstream: ["EMAIL_NOT_VERIFIED"] },
  /** Too many wrong codes for one e-mailed code. */
  too_many_attempts: { status: 403, texts: { auth: "auth.errors.tooManyCodeAttempts" }, upstream: ["TOO_MANY_ATTEMPTS"] },
  not_found: {
    status: 404,
    texts: {
      http: "http.errors.notFound",
      favourites: "favourites.errors.notFound",
      listingDetail: "listingDetail.notFound",
      profile: "profile.errors.notFound",
      admin: "admin.errors.notFound",
      adminContent: "adminContent.errors.notFound",
      listingForm: "listingForm.toasts.notFound",
      reports: "reports.errors.notFound",
      savedSearches: "savedSearches.errors.notFound",
    },
  },
  /** The reset e-mail's address belongs to no account (docs/product.md §5). */
  unknown_email: { status: 404, texts: { auth: "auth.errors.unknownEmail" }, upstream: ["USER_NOT_FOUND"] },
  listing_not_found: { status: 404, texts: { uploads: "uploads.errors.listingNotFound" } },
  method_not_allowed: {
    status: 405,
    texts: {
      http: "http.errors.methodNotAllowed",
      auth: "auth.errors.generic",
      uploads: "uploads.errors.methodNotAllowed",
      favourites: "favourites.errors.methodNotAllowed",
      listingDetail: "listingDetail.errors.viewMethod",
    },
  },
  /** Only a pending listing can be approved or rejected. */
  not_pending: { status: 409, texts: { admin: "admin.errors.notPending" } },
  /** The listing's changes no longer wait for review (decision 017). */
  revision_not_pending: { status: 409, texts: { admin: "admin.errors.revisionNotPending" } },
  /** An admin cannot delete their own profile from the panel. */
  own_profile: { status: 409, texts: { admin: "admin.errors.self" } },
  /** A member already keeps as many saved searches as allowed (SAVED_SEARCHES_PER_MEMBER). */
  limit_reached: { status: 409, texts: { savedSearches: "savedSearches.errors.limit" } },
  already_reported: { status: 409, texts: { reports: "reports.errors.alreadyReported" } },
  /** The listing is not in a state that allows this (a renewal of a live listing, a rented mark of a pending one). */
  wrong_status: { status: 409, texts: { profile: "profile.own.wrongStatus" } },
  /** An admin answered the listing's reports already. */
  no_open_reports: { status: 409, texts: { admin: "reports.queue.noOpenReports" } },
  /** Another save changed the listing first. */
  conflict: { status: 409, texts: { listingForm: "listingForm.toasts.conflict" } },
  /** The member has as many listings waiting for review as allowed. */
  too_many_pending: { status: 409, texts: { listingForm: "listingForm.toasts.tooManyPending" } },
  too_large: {
    status: 413,
    texts: {
      http: "http.errors.bodyTooLarge",
      uploads: "uploads.errors.tooLarge",
      profile: "profile.errors.avatarTooLarge",
      adminContent: "adminContent.errors.imageTooLarge",
    },
  },
  quota_exceeded: { status: 413, texts: { uploads: "uploads.errors.quotaExceeded" } },
  unsupported_type: { status: 415, texts: { uploads: "uploads.errors.unsupportedType", adminContent: "adminContent.errors.notImage" } },
  heic_unsupported: { status: 415, texts: { uploads: "uploads.errors.heicUnsupported" } },
  undecodable: { status: 415, texts: { uploads: "uploads.errors.undecodable", adminContent: "adminContent.errors.undecodable" } },
  video_metadata: { status: 415, texts: { uploads: "uploads.errors.videoMetadata" } },
  rate_limited: {
    status: 429,
    texts: {
      uploads: "uploads.errors.rateLimited",
      auth: "auth.errors.rateLimited",
      profile: "profile.account.rateLimited",
      reports: "reports.errors.rateLimited",
    },
    upstream: ["RATE_LIMITED", "SIGN_IN_LOCKED"],
  },
  daily_quota_exceeded: { status: 429, texts: { uploads: "uploads.errors.dailyQuotaExceeded" } },
  too_many_in_flight: { status: 429, texts: { uploads: "uploads.errors.tooManyInFlight" } },
  failed: {
    status: 500,
    texts: {
      uploads: "uploads.errors.failed",
      auth: "auth.errors.generic",
      profile: "profile.edit.saveFailed",
      adminContent: "adminContent.toasts.saveFailed",
    },
  },
  /** A service this answer needs (the database, the auth handler, the mailer) failed: try again later. */
  unavailable: {
    status: 503,
    texts: { http: "http.errors.noResponse", auth: "auth.errors.network", profile: "profile.account.deleteFailed" },
    upstream: ["NETWORK_ERROR", "TIMEOUT"],
  },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The one JSON shape of an API error: its catalogue code and its text in the request's language. */
export interface ApiErrorBody<Code extends ApiErrorCode = ApiErrorCode> {
  error: Code;
  message: string;
}

/** The key of a code's text as an area words it, else the general wording, else the first one. */
export function apiErrorTextKey(code: ApiErrorCode, area: ApiErrorArea = "http"): string {
  const texts: Partial<Record<ApiErrorArea, string>> = API_ERRORS[code].texts;
  return texts[area] ?? texts.http ?? Object.values(texts)[0]!;
}

type ApiErrorEntries = Record<ApiErrorCode, ApiErrorEntry>;

const AUTH_TEXT_PREFIX = "auth.errors.";
const authKeyOf = (code: ApiErrorCode): AuthErrorKey | undefined => {
  const key = (API_ERRORS as ApiErrorEntries)[code].texts.auth;
  return key?.startsWith(AUTH_TEXT_PREFIX) ? (key.slice(AUTH_TEXT_PREFIX.length) as AuthErrorKey) : undefined;
};

/**
 * The auth service's error codes (Better Auth, its e-mail OTP plugin, a recovery URL) → the text key
 * of their catalogue entry, from the catalogue's `upstream` lists (docs/product.md §8).
 */
export const AUTH_ERROR_CODES: Readonly<Record<string, AuthErrorKey>> = Object.fromEntries(
  (Object.entries(API_ERRORS as ApiErrorEntries) as [ApiErrorCode, ApiErrorEntry][]).flatMap(([code, entry]) =>
    (entry.upstream ?? []).map((upstream) => [upstream, authKeyOf(code)!]),
  ),
);

/** Texts some codes share: the code each one answers with. */
const AUTH_KEY_CODE_OVERRIDES: Partial<Record<AuthErrorKey, ApiErrorCode>> = { generic: "failed", rateLimitedFor: "rate_limited" };

/** The catalogue code of an auth text key: the entry whose `auth` wording it is. */
export function authErrorCode(key: AuthErrorKey): ApiErrorCode {
  const override = AUTH_KEY_CODE_OVERRIDES[key];
  if (override) return override;
  const code = (Object.keys(API_ERRORS) as ApiErrorCode[]).find((candidate) => authKeyOf(candidate) === key);
  return code ?? "failed";
}

/**
 * An account form's refusal in the one shape (decision 028): the code of the entry (`refused` for a
 * message of the auth service shown as it is) and its text in the translator's language.
 */
export function authErrorBody(t: Translate, ref: AuthErrorRef): ApiErrorBody {
  const code = "key" in ref ? authErrorCode(ref.key) : "refused";
  return { error: code, message: authErrorText(t, ref) };
}
