import busboy from "busboy";
import { requestLocale } from "~/lib/i18n/locales";
import { bodyLimitFor, formatBytes } from "./body-limits";
import { errorResponse } from "./error-response";

/**
 * The one body reader of the server's routes (decision 014): every action reads its request body
 * through here, straight from the body stream and within limits, never with `request.formData()`,
 * `text()`, `json()` or `arrayBuffer()`.
 * - `readMultipart`: an upload (one file field, small text fields, the file's own byte limit);
 * - `readForm`: a posted form (urlencoded or multipart) as a FormData;
 * - `readText`, `readJson`, `readBytes`: other bodies.
 * The default limit of each is the route's entry in body-limits.ts, which the HTTP server enforces
 * too (a body over it is answered 413 by the server, whatever the route does with the failed read).
 */

export interface MultipartFile {
  /** The name the browser gave (only for the stored key's readable part; never trusted for the type). */
  name: string;
  /** The declared type: informative only, the content is checked by its bytes. */
  declaredType: string;
  body: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

/** The body (or the uploaded file) went over its size limit (reading stopped there). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The body or uploaded file is larger than ${limit} bytes.`);
    this.name = "BodyTooLargeError";
  }
}

/** Not a well-formed body of the expected kind within the limits. */
export class BodyFormatError extends Error {
  constructor(reason: string) {
    super(`Malformed body: ${reason}`);
    this.name = "BodyFormatError";
  }
}

export interface MultipartOptions {
  /** The form field holding the file; files under other names are refused. Unset: any field, `maxFiles` files. */
  fileField?: string;
  /** How many files at most when `fileField` is unset (default 1). */
  maxFiles?: number;
  /**
   * The file's byte limit, decided from the fields that came before it (send them first); the
   * largest possible limit when they did not.
   */
  maxFileBytes: (fieldsSoFar: Record<string, string>) => number;
  maxFields?: number;
  maxFieldBytes?: number;
}

/** Waits for the parser to take more input (or to have failed or finished). */
function drained(parser: busboy.Busboy) {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const event of ["drain", "error", "close"]) parser.off(event, done);
      resolve();
    };
    for (const event of ["drain", "error", "close"]) parser.on(event, done);
  });
}

type Entry = [name: string, value: string | MultipartFile];

/** Parses a multipart body into its entries in order, within the limits (see MultipartOptions). */
async function parseMultipart(request: Request, options: MultipartOptions): Promise<Entry[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new BodyFormatError("not multipart/form-data");
  const maxFields = options.maxFields ?? 8;
  const maxFiles = options.fileField ? 1 : (options.maxFiles ?? 1);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8 (busboy assumes latin1 otherwise: "Ön" would become "Ã\u0096n").
      defParamCharset: "utf8",
      limits: {
        files: maxFiles,
        fields: maxFields,
        parts: maxFields + maxFiles,
        fieldSize: options.maxFieldBytes ?? 1024,
        fieldNameSize: 100,
      },
    });
  } catch (error) {
    throw new BodyFormatError(error instanceof Error ? error.message : "bad content type");
  }

  const entries: Entry[] = [];
  const fieldsSoFar: Record<string, string> = {};
  let files = 0;
  let failure: Error | null = null;
  const fileReadings: Promise<void>[] = [];
  const fail = (error: Error) => {
    failure ??= error;
  };

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(new BodyFormatError(`field ${name} is too long`));
    fieldsSoFar[name] = value;
    entries.push([name, value]);
  });
  parser.on("file", (name, stream, info) => {
    const unexpected = options.fileField !== undefined && name !== options.fileField;
    if (unexpected || files >= maxFiles || failure) {
      if (!failure) fail(new BodyFormatError(unexpected ? `unexpected file field ${name}` : "more than one file"));
      stream.on("error", () => undefined); // torn down with the parser below
      stream.resume();
      return;
    }
    files++;
    const limit = options.maxFileBytes({ ...fieldsSoFar });
    const chunks: Buffer[] = [];
    let size = 0;
    const current: MultipartFile = { name: info.filename ?? "", declaredType: info.mimeType, body: Buffer.alloc(0) };
    entries.push([name, current]);
    fileReadings.push(
      new Promise<void>((resolve) => {
        stream.on("data", (chunk: Buffer) => {
          if (failure) return;
          size += chunk.length;
          if (size > limit) {
            chunks.length = 0;
            fail(new BodyTooLargeError(limit));
            return;
          }
          chunks.push(chunk);
        });
        stream.on("end", () => {
          current.body = Buffer.concat(chunks, size > limit ? 0 : size);
          resolve();
        });
        stream.on("error", (error: Error) => {
          fail(new BodyFormatError(error.message));
          resolve();
        });
      }),
    );
  });
  parser.on("filesLimit", () => fail(new BodyFormatError("more than one file")));
  parser.on("fieldsLimit", () => fail(new BodyFormatError("too many fields")));
  parser.on("partsLimit", () => fail(new BodyFormatError("too many parts")));

  const parsed = new Promise<void>((resolve) => {
    parser.on("error", (error: Error) => {
      fail(new BodyFormatError(error.message));
      resolve();
    });
    parser.on("close", () => resolve());
  });

  // Feed the parser by hand so reading stops at the first failure. The rest of the body is left
  // unread (not cancelled: cancelling would tear down the connection before the answer is sent);
  // the server discards it after the route's answer (server/request-handler.ts).
  const reader = request.body.getReader();
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        break;
      }
      if (!parser.write(value)) await drained(parser);
    }
  } catch (error) {
    fail(new BodyFormatError(error instanceof Error ? error.message : "the upload was interrupted"));
  } finally {
    reader.releaseLock();
  }
  if (!failure) {
    await parsed;
    await Promise.all(fileReadings);
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  return entries;
}

/** An upload: the small text fields (the last of a name wins) and the one file of `fileField`. */
export async function readMultipart(request: Request, options: MultipartOptions & { fileField: string }): Promise<MultipartForm> {
  const entries = await parseMultipart(request, options);
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  for (const [name, value] of entries) {
    if (typeof value === "string") fields[name] = value;
    else file = value;
  }
  return { fields, file };
}

/**
 * The translated 413 (`too_large`, decision 028) for /api/auth/*, which passes the body on: over
 * HTTP the server answers first (server/request-handler.ts, the same body); this is the answer
 * where nothing capped the body before the route (an in-process call).
 */
export function bodyTooLargeResponse(request: Request, limit: number): Response {
  return errorResponse(request, "too_large", { values: { max: formatBytes(limit) }, locale: requestLocale(request) });
}

/** The route's body limit (body-limits.ts) for a request. */
const routeLimit = (request: Request) => bodyLimitFor(new URL(request.url).pathname);

/**
 * The whole body as bytes, at most `limit` (default: the route's limit); BodyTooLargeError past it.
 * The rest of a refused body is left for the server to discard after the answer.
 */
export async function readBytes(request: Request, limit = routeLimit(request)): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) throw new BodyTooLargeError(limit);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw new BodyFormatError(error instanceof Error ? error.message : "the body was interrupted");
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The body as UTF-8 text (as `request.text()` decodes it), within the limit. */
export async function readText(request: Request, limit = routeLimit(request)): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limit));
}

/** The body parsed as JSON, within the limit; BodyFormatError when it is not JSON. */
export async function readJson(request: Request, limit = routeLimit(request)): Promise<unknown> {
  const text = await readText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyFormatError(error instanceof Error ? error.message : "not JSON");
  }
}

/**
 * A posted form (application/x-www-form-urlencoded or multipart/form-data) as a FormData, as
 * `request.formData()` gives it, but read within the limit (default: the route's): files and fields
 * together never exceed it. Any other body is a BodyFormatError.
 */
export async function readForm(request: Request, limit = routeLimit(request)): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const form = new FormData();
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const [name, value] of new URLSearchParams(await readText(request, limit))) form.append(name, value);
    return form;
  }
  if (/^multipart\/form-data/i.test(contentType)) {
    const entries = await parseMultipart(request, { maxFileBytes: () => limit, maxFields: 1000, maxFiles: 100, maxFieldBytes: limit });
    for (const [name, value] of entries) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new File([new Uint8Array(value.body)], value.name, { type: value.declaredType }));
    }
    return form;
  }
  throw new BodyFormatError("not a form post");
}
