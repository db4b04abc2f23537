import { data } from "react-router";
import { API_ERRORS, type ApiErrorArea, type ApiErrorBody, type ApiErrorCode, apiErrorTextKey } from "~/domain/error-codes";
import { type TextKey, translate, uncheckedKey } from "~/lib/i18n";
import { type Locale, localeFromCookieHeader, requestLocale } from "~/lib/i18n/locales";

export interface ErrorTextOptions {
  /** Whose wording of the code's text (`API_ERRORS[code].texts`); the general one by default. */
  area?: ApiErrorArea;
  /** A text other than the catalogue's for this answer (e.g. the size limit of a file's kind). */
  key?: TextKey;
  /** Values of the text's `{{placeholders}}`. */
  values?: Record<string, unknown>;
}

export interface ErrorResponseOptions extends ErrorTextOptions {
  /** Headers of the answer (`Cache-Control: no-store` unless given). */
  headers?: HeadersInit;
  /** The answer's language; by default the request's `kk_locale` cookie's. */
  locale?: Locale;
}

/** The one body of an error (decision 028): `{ error: code, message }`, the message in `locale`. */
export function errorBody<Code extends ApiErrorCode>(locale: Locale, code: Code, options: ErrorTextOptions = {}): ApiErrorBody<Code> {
  return { error: code, message: translate(locale, options.key ?? uncheckedKey(apiErrorTextKey(code, options.area)), options.values) };
}

function noStoreHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return headers;
}

/**
 * The one answer of an API error (decision 028): status from the catalogue, body
 * `{ error: code, message }` with the message in the request's language, never cached.
 */
export function errorResponse(request: Request, code: ApiErrorCode, options: ErrorResponseOptions = {}): Response {
  const locale = options.locale ?? localeFromCookieHeader(request.headers.get("cookie"));
  return Response.json(errorBody(locale, code, options), { status: API_ERRORS[code].status, headers: noStoreHeaders(options.headers) });
}

export interface FormErrorOptions extends ErrorTextOptions {
  /** The answer's status when it is not the catalogue's (an upstream's 4xx passed on). */
  status?: number;
  /** Headers of the answer (`Cache-Control: no-store` unless given). */
  headers?: HeadersInit;
}

/**
 * A page action's refusal, for the form that posted it: the same `{ error: code, message }` with
 * `ok: false` and the form's own fields (`intent`, `fieldErrors`…), the message in the page's
 * language (its path; the cookie's for `/api/*`), the status from the catalogue.
 */
export function formError<Code extends ApiErrorCode, Extra extends object = object>(
  request: Request,
  code: Code,
  extra?: Extra,
  options: FormErrorOptions = {},
) {
  const body = { ok: false as const, ...(extra ?? ({} as Extra)), ...errorBody(requestLocale(request), code, options) };
  return data(body, { status: options.status ?? API_ERRORS[code].status, headers: noStoreHeaders(options.headers) });
}
