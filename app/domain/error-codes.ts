/**
 * The error catalogue (spec §8): ONE mapping from server error codes and messages to the toast
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
  /** Signed in at the admin login without is_admin (spec §8 'Admin yetkiniz yok'). */
  "notAdmin",
] as const;

export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/** Titles of destructive toasts: 'Hata' or one per failed action. */
export const AUTH_ERROR_TITLES = ["error", "login", "register", "verify", "update", "request", "share"] as const;
export type AuthErrorTitle = (typeof AUTH_ERROR_TITLES)[number];

/**
 * An error as pages carry it: a catalogue key (with interpolation values, themselves catalogue
 * keys or plain text), or a server message shown as it is (spec §8 "Other messages").
 */
export type AuthErrorRef =
  | { key: AuthErrorKey; values?: Record<string, AuthErrorRef> }
  | { text: string }
  /** A waiting time, said in minutes from one minute up ('2 dakika'), else in seconds. */
  | { seconds: number };

/** Server error codes (Better Auth, its e-mail OTP plugin, our own) → catalogue key. */
export const AUTH_ERROR_CODES: Readonly<Record<string, AuthErrorKey>> = {
  INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
  INVALID_PASSWORD: "invalidCredentials",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "invalidCredentials",
  EMAIL_NOT_VERIFIED: "emailNotVerified",
  INVALID_OTP: "verificationFailed",
  OTP_EXPIRED: "codeExpired",
  TOO_MANY_ATTEMPTS: "tooManyCodeAttempts",
  INVALID_TOKEN: "linkExpired",
  TOKEN_EXPIRED: "linkExpired",
  INVALID_EMAIL: "invalidEmail",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  USER_NOT_FOUND: "unknownEmail",
  INVALID_ORIGIN: "crossSite",
  MISSING_OR_NULL_ORIGIN: "crossSite",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "crossSite",
  RATE_LIMITED: "rateLimited",
  SIGN_IN_LOCKED: "rateLimited",
  INVALID_INPUT: "invalidInput",
  NETWORK_ERROR: "network",
  TIMEOUT: "network",
  ADMIN_REQUIRED: "adminRequired",
  NO_SESSION: "noSession",
  // Error codes of a recovery link (spec §2 "Recovery redirect").
  otp_expired: "otpExpired",
};

const INVALID_CREDENTIALS = /invalid (login )?credentials|invalid email or password/i;
const EXPIRED = /expired|invalid[\s_-]+or[\s_-]+expired/i;
const NETWORK = /fetch failed|failed to fetch|network|timeout|timed out/i;

/**
 * The catalogue entry for a server error: the HTTP status 429 → rateLimitedFor with the wait when the
 * answer said it (Retry-After), else rateLimited; a known code → its key;
 * otherwise by the message (spec §8): invalid-credentials phrase, expired, fetch failed / network /
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

/** The message of a recovery redirect's error (spec §8): otp_expired → otpExpired, else the description or the verification error. */
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
 * The API error catalogue (issue 18, decision 028): every error a JSON endpoint (`/api/*`) answers,
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
  "listingForm",
  "listingDetail",
  "homePage",
  "categoryPage",
] as const;
export type ApiErrorArea = (typeof API_ERROR_AREAS)[number];

interface ApiErrorEntry {
  status: number;
  texts: Partial<Record<ApiErrorArea, string>>;
}

export const API_ERRORS = {
  bad_request: {
    status: 400,
    texts: {
      uploads: "uploads.errors.badRequest",
      auth: "auth.errors.badRequest",
      profile: "profile.errors.badRequest",
      listingForm: "listingForm.toasts.network",
    },
  },
  /** A request whose Host header is missing or malformed (refused before any route). */
  bad_host: { status: 400, texts: { http: "http.errors.badHost" } },
  /** A form whose fields break its rules: the answer's `fieldErrors` say which. */
  invalid: {
    status: 400,
    texts: { auth: "auth.errors.invalidInput", profile: "profile.edit.saveFailed", listingForm: "listingForm.toasts.fixErrors" },
  },
  invalid_kind: { status: 400, texts: { uploads: "uploads.errors.invalidKind" } },
  invalid_listing_id: { status: 400, texts: { uploads: "uploads.errors.invalidListingId" } },
  missing_file: { status: 400, texts: { uploads: "uploads.errors.missingFile", profile: "profile.errors.avatarMissing" } },
  not_an_image: { status: 400, texts: { profile: "profile.errors.avatarNotImage" } },
  password_missing: { status: 400, texts: { profile: "profile.account.passwordMissing" } },
  wrong_password: { status: 400, texts: { profile: "profile.account.wrongPassword" } },
  invalid_section: { status: 400, texts: { homePage: "homePage.errors.badSection" } },
  invalid_category: { status: 400, texts: { categoryPage: "categoryPage.errors.invalidCategory" } },
  invalid_id: { status: 400, texts: { favourites: "favourites.errors.invalidId" } },
  invalid_body: { status: 400, texts: { favourites: "favourites.errors.invalidBody" } },
  signed_out: {
    status: 401,
    texts: { uploads: "uploads.errors.signedOut", auth: "auth.errors.noSession", listingForm: "listingForm.toasts.noSessionDescription" },
  },
  unauthorized: { status: 401, texts: { favourites: "favourites.errors.unauthorized", profile: "profile.errors.signedOut" } },
  cross_site: {
    status: 403,
    texts: {
      http: "auth.errors.crossSite",
      uploads: "uploads.errors.crossSite",
      favourites: "favourites.errors.crossSite",
      profile: "profile.errors.crossSite",
      listingForm: "listingForm.toasts.network",
    },
  },
  forbidden: {
    status: 403,
    texts: {
      uploads: "uploads.errors.forbidden",
      listingDetail: "listingDetail.errors.viewCrossSite",
      profile: "profile.errors.forbidden",
      admin: "admin.notAdmin",
      listingForm: "listingForm.toasts.forbidden",
    },
  },
  not_found: {
    status: 404,
    texts: {
      http: "http.errors.notFound",
      favourites: "favourites.errors.notFound",
      listingDetail: "listingDetail.notFound",
      profile: "profile.errors.notFound",
      listingForm: "listingForm.toasts.notFound",
    },
  },
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
  /** Another save changed the listing first. */
  conflict: { status: 409, texts: { listingForm: "listingForm.toasts.conflict" } },
  /** The member has as many listings waiting for review as allowed. */
  too_many_pending: { status: 409, texts: { listingForm: "listingForm.toasts.tooManyPending" } },
  too_large: {
    status: 413,
    texts: { http: "http.errors.bodyTooLarge", uploads: "uploads.errors.tooLarge", profile: "profile.errors.avatarTooLarge" },
  },
  quota_exceeded: { status: 413, texts: { uploads: "uploads.errors.quotaExceeded" } },
  unsupported_type: { status: 415, texts: { uploads: "uploads.errors.unsupportedType" } },
  heic_unsupported: { status: 415, texts: { uploads: "uploads.errors.heicUnsupported" } },
  undecodable: { status: 415, texts: { uploads: "uploads.errors.undecodable" } },
  video_metadata: { status: 415, texts: { uploads: "uploads.errors.videoMetadata" } },
  rate_limited: {
    status: 429,
    texts: { uploads: "uploads.errors.rateLimited", auth: "auth.errors.rateLimited", profile: "profile.account.rateLimited" },
  },
  daily_quota_exceeded: { status: 429, texts: { uploads: "uploads.errors.dailyQuotaExceeded" } },
  failed: { status: 500, texts: { uploads: "uploads.errors.failed", auth: "auth.errors.generic", profile: "profile.edit.saveFailed" } },
  /** A service this answer needs (the auth handler, the mailer) failed: try again later. */
  unavailable: { status: 503, texts: { auth: "auth.errors.network", profile: "profile.account.deleteFailed" } },
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
