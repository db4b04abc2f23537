import type express from "express";
import { type ErrorTextOptions, errorBody } from "~/.server/http/error-response";
import { API_ERRORS, type ApiErrorCode } from "~/domain/error-codes";
import { answerLocale } from "~/lib/i18n/locales";

/**
 * A refusal the server answers before (or instead of) the React Router handler (decision 028): the
 * catalogue's status and `{ error: code, message }` for `/api/*` and requests that prefer JSON
 * (and React Router's `.data` requests with `dataAsJson`), the message as plain text otherwise,
 * in the page's language (`/en/…`; the `kk_locale` cookie for `/api/*`). Never cached.
 */
export function refuse(
  req: express.Request,
  res: express.Response,
  code: ApiErrorCode,
  options: ErrorTextOptions & { dataAsJson?: boolean } = {},
) {
  const body = errorBody(answerLocale(req.path, req.get("cookie") ?? null), code, options);
  res.status(API_ERRORS[code].status).set("Cache-Control", "no-store");
  const json =
    req.path.startsWith("/api/") || (options.dataAsJson === true && req.path.endsWith(".data")) || req.accepts(["html", "json"]) === "json";
  if (json) res.json(body);
  else res.type("text/plain; charset=utf-8").send(body.message);
}
