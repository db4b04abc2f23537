import { data } from "react-router";
import type { z } from "zod";
import {
  ADMIN_CONTENT_INTENTS,
  type AdminContentActionResult,
  type AdminContentErrorCode,
  type AdminContentIntent,
  CONTENT_EDIT_PARAM,
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_NEW_PARAM,
  type PartnerInput,
  type SponsorInput,
  contentFieldErrors,
  partnerFormSchema,
  sponsorFormSchema,
} from "~/domain/admin-content";
import { storableValue } from "~/domain/text";
import { megabytes } from "~/domain/uploads";
import { API_ERRORS } from "~/domain/error-codes";
import { requestLocale } from "~/lib/i18n/locales";
import { requireAdminApi, requireAdminPage } from "./admin-guard";
import { errorBody } from "./error-response";
import type { StorageAdapter } from "../adapters/storage";
import type { Db } from "../db/client";
import { BodyFormatError, BodyTooLargeError, readMultipart, readText } from "./body";
import type { AppContext } from "../context";
import {
  type ContentChange,
  type ContentImageFile,
  type ContentOutcome,
  createPartner,
  createSponsor,
  deletePartner,
  deleteSponsor,
  listPartnersForAdmin,
  listSponsorsForAdmin,
  setPartnerActive,
  updatePartner,
  updateSponsor,
} from "../services/moderation/admin-content";
import { ImageDecodeError, NotAnImageError } from "../services/media/media";
import { appendSetCookies } from "../auth/session";

/**
 * The loaders and actions of /yonetim/sponsorlar and /yonetim/firma-logolari (docs/product.md §2 "Admin
 * panel", §5, §8). Every loader and action asks admin-guard.ts first: a visitor or member is sent
 * to /yonetim/giris (pages) or refused with 403 (posts), whatever cookies or flags they send. The
 * forms post multipart (with the picture); the list's delete and toggle buttons post small forms.
 */

/**
 * Largest body without a file (a delete or toggle from the list). The multipart body with a picture
 * is capped by the server while it streams in (app/.server/http/body-limits.ts).
 */
const MAX_PLAIN_BODY_BYTES = 64 * 1024;

const NO_STORE = "private, no-store";

async function pageData<T>(app: AppContext, request: Request, list: (db: Db) => Promise<T[]>) {
  const { headers } = await requireAdminPage(app, request);
  const url = new URL(request.url);
  const items = await list(app.db);
  return data(
    { items, creating: url.searchParams.has(CONTENT_NEW_PARAM), editId: url.searchParams.get(CONTENT_EDIT_PARAM) },
    { headers: appendSetCookies(new Headers({ "Cache-Control": NO_STORE }), headers) },
  );
}

export const sponsorsPageLoader = (app: AppContext, request: Request) => pageData(app, request, listSponsorsForAdmin);
export const logosPageLoader = (app: AppContext, request: Request) => pageData(app, request, listPartnersForAdmin);

/** The posted fields and the picture (if one was chosen), read within the size limits. */
async function readContentForm(request: Request): Promise<{ fields: Record<string, string>; file: ContentImageFile | null }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await readMultipart(request, {
      fileField: CONTENT_IMAGE_FIELD,
      maxFileBytes: () => CONTENT_IMAGE_MAX_BYTES,
      maxFields: 24,
      maxFieldBytes: 4096,
    });
    // An empty file input still sends a part without content: no picture chosen.
    const file = form.file && form.file.body.length > 0 ? { name: form.file.name, body: form.file.body } : null;
    return { fields: form.fields, file };
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const text = await readText(request, MAX_PLAIN_BODY_BYTES);
    return { fields: Object.fromEntries(new URLSearchParams(text)), file: null };
  }
  throw new BodyFormatError("not a form post");
}

interface ContentHandlers<T> {
  schema: { safeParse: (value: unknown) => z.ZodSafeParseResult<T> };
  create: (db: Db, storage: StorageAdapter, change: ContentChange<T>) => Promise<string>;
  update: (db: Db, storage: StorageAdapter, id: string, change: ContentChange<T>) => Promise<ContentOutcome>;
  remove: (db: Db, storage: StorageAdapter, id: string) => Promise<ContentOutcome>;
  /** Only logos are toggled from the list. */
  toggle?: (db: Db, id: string, isActive: boolean) => Promise<ContentOutcome>;
}

async function contentAction<T>(app: AppContext, request: Request, handlers: ContentHandlers<T>) {
  // 403 'Admin yetkiniz yok' for visitors, members and cross-site posts, before the body is read.
  const { viewer, headers: sessionHeaders } = await requireAdminApi(app, request);
  const answer = (status: number, result: AdminContentActionResult, extra: Record<string, string> = {}) =>
    data<AdminContentActionResult>(result, {
      status,
      headers: appendSetCookies(new Headers({ "Cache-Control": "no-store", ...extra }), sessionHeaders),
    });
  const locale = requestLocale(request);
  // A refused change (decision 028): the catalogue's status, its code and the `adminContent` wording.
  const fail = (
    intent: AdminContentIntent | null,
    code: AdminContentErrorCode,
    extra: { id?: string; fieldErrors?: Record<string, string> } = {},
  ) =>
    answer(API_ERRORS[code].status, {
      ok: false,
      intent,
      ...extra,
      ...errorBody(locale, code, { area: "adminContent", values: { max: megabytes(CONTENT_IMAGE_MAX_BYTES) } }),
    });
  const tooLarge = (intent: AdminContentIntent | null) => fail(intent, "too_large");

  let form: Awaited<ReturnType<typeof readContentForm>>;
  try {
    form = await readContentForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(null);
    if (error instanceof BodyFormatError) return fail(null, "bad_request");
    throw error;
  }
  const { file } = form;
  const fields = storableValue(form.fields) as Record<string, string>;
  const intent = ADMIN_CONTENT_INTENTS.find((candidate) => candidate === fields.intent);
  if (!intent) return fail(null, "bad_request");
  const id = fields.id ?? "";
  const { db, storage } = app;
  const done = (outcome: ContentOutcome, extra: { isActive?: boolean } = {}) =>
    outcome === "ok" ? answer(200, { ok: true, intent, id, ...extra }) : fail(intent, "not_found", { id });

  switch (intent) {
    case "create":
    case "update": {
      const parsed = handlers.schema.safeParse(fields);
      if (!parsed.success) {
        return fail(intent, "invalid", {
          fieldErrors: contentFieldErrors(parsed.error),
          ...(intent === "update" ? { id } : {}),
        });
      }
      const change: ContentChange<T> = {
        input: parsed.data,
        image: file,
        removeImage: fields.removeImage === "true" || fields.removeImage === "on",
        uploaderId: viewer.id,
      };
      try {
        if (intent === "create") {
          const created = await handlers.create(db, storage, change);
          return answer(201, { ok: true, intent, id: created });
        }
        return done(await handlers.update(db, storage, id, change));
      } catch (error) {
        if (error instanceof NotAnImageError) return fail(intent, "unsupported_type", { id });
        if (error instanceof ImageDecodeError) return fail(intent, "undecodable", { id });
        app.logger.error({ err: error, intent }, "admin content save failed");
        return fail(intent, "failed", { id });
      }
    }
    case "delete":
      return done(await handlers.remove(db, storage, id));
    case "toggle": {
      if (!handlers.toggle) return fail(intent, "bad_request");
      if (fields.isActive !== "true" && fields.isActive !== "false") return fail(intent, "bad_request");
      const isActive = fields.isActive === "true";
      return done(await handlers.toggle(db, id, isActive), { isActive });
    }
  }
}

export const sponsorsPageAction = (app: AppContext, request: Request) =>
  contentAction<SponsorInput>(app, request, {
    schema: sponsorFormSchema,
    create: createSponsor,
    update: updateSponsor,
    remove: deleteSponsor,
  });

export const logosPageAction = (app: AppContext, request: Request) =>
  contentAction<PartnerInput>(app, request, {
    schema: partnerFormSchema,
    create: createPartner,
    update: updatePartner,
    remove: deletePartner,
    toggle: setPartnerActive,
  });
