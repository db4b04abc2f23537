import { API_ERRORS, type ApiErrorArea, type ApiErrorBody, type ApiErrorCode, apiErrorTextKey } from "~/domain/error-codes";
import { type TextKey, translate, uncheckedKey } from "~/lib/i18n";
import { type Locale, localeFromCookieHeader } from "~/lib/i18n/locales";

export interface ErrorResponseOptions {
  /** Whose wording of the code's text (`API_ERRORS[code].texts`); the general one by default. */
  area?: ApiErrorArea;
  /** A text other than the catalogue's for this answer (e.g. the size limit of a file's kind). */
  key?: TextKey;
  /** Values of the text's `{{placeholders}}`. */
  values?: Record<string, unknown>;
  /** Headers of the answer (`Cache-Control: no-store` unless given). */
  headers?: HeadersInit;
  /** The answer's language; by default the request's `kk_locale` cookie's. */
  locale?: Locale;
}

/**
 * The one answer of an API error (decision 028): status from the catalogue, body
 * `{ error: code, message }` with the message in the request's language, never cached.
 */
export function errorResponse(request: Request, code: ApiErrorCode, options: ErrorResponseOptions = {}): Response {
  const locale = options.locale ?? localeFromCookieHeader(request.headers.get("cookie"));
  const headers = new Headers(options.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  const message = translate(locale, options.key ?? uncheckedKey(apiErrorTextKey(code, options.area)), options.values);
  const body: ApiErrorBody = { error: code, message };
  return Response.json(body, { status: API_ERRORS[code].status, headers });
}
