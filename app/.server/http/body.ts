import busboy from "busboy";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
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
  /**
   * Checks the file's first FILE_HEAD_BYTES bytes (all of them when shorter) as soon as they have
   * arrived, with the fields that came before it: an error returned stops reading there and is
   * thrown, so a file of the wrong type is refused before the rest of it is received.
   */
  checkFileStart?: (head: Buffer, fieldsSoFar: Record<string, string>) => Error | null;
}

/** How many first bytes of a file `checkFileStart` sees (enough for every signature of media-type.ts). */
export const FILE_HEAD_BYTES = 64;

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

/** A file as parsed: in memory (`body`) or spooled to a temporary file (`path`). */
interface ReceivedFile {
  name: string;
  declaredType: string;
  size: number;
  head: Buffer;
  body: Buffer | null;
  path: string | null;
}

type Entry = [name: string, value: string | ReceivedFile];

interface ParseOptions extends MultipartOptions {
  /** Write files to temporary files in this directory instead of memory (readUpload). */
  spoolDir?: string;
}

/** The name of every spooled upload's temporary file begins with this. */
const SPOOL_PREFIX = "upload-";

/** A temporary file of a spooled upload: where it is, and its stream while it is being written. */
interface Spool {
  path: string;
  sink: fs.WriteStream;
}

/** Closes a spool's file and removes it (nothing is left behind, whatever stage it was at). */
async function removeSpool(spool: Spool) {
  if (!spool.sink.closed) {
    spool.sink.destroy();
    await finished(spool.sink).catch(() => undefined);
  }
  await fsp.rm(spool.path, { force: true });
}

/** Parses a multipart body into its entries in order, within the limits (see MultipartOptions). */
async function parseMultipart(request: Request, options: ParseOptions): Promise<Entry[]> {
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
  if (options.spoolDir) await fsp.mkdir(options.spoolDir, { recursive: true });

  const entries: Entry[] = [];
  const fieldsSoFar: Record<string, string> = {};
  const spools: Spool[] = [];
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
    const headParts: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let spool: Spool | null = null;
    if (options.spoolDir) {
      // Opened here, synchronously, so the file exists from now on and removeSpool always finds it.
      const spoolPath = path.join(options.spoolDir, `${SPOOL_PREFIX}${randomUUID()}`);
      spool = { path: spoolPath, sink: fs.createWriteStream(spoolPath, { fd: fs.openSync(spoolPath, "wx", 0o600) }) };
      spools.push(spool);
      spool.sink.on("error", (error) => fail(error));
    }
    const current: ReceivedFile = {
      name: info.filename ?? "",
      declaredType: info.mimeType,
      size: 0,
      head: Buffer.alloc(0),
      body: null,
      path: null,
    };
    entries.push([name, current]);
    let headChecked = !options.checkFileStart;
    const checkHead = () => {
      headChecked = true;
      const refusal = options.checkFileStart?.(Buffer.concat(headParts, headBytes), { ...fieldsSoFar });
      if (refusal) {
        chunks.length = 0;
        fail(refusal);
      }
    };
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
          if (headBytes < FILE_HEAD_BYTES) {
            const part = chunk.subarray(0, FILE_HEAD_BYTES - headBytes);
            headParts.push(Buffer.from(part));
            headBytes += part.length;
          }
          if (spool) {
            // The disk's pace sets the reading's: the parser waits while the file catches up.
            if (!spool.sink.write(chunk)) {
              stream.pause();
              spool.sink.once("drain", () => stream.resume());
            }
          } else {
            chunks.push(chunk);
          }
          if (!headChecked && headBytes >= FILE_HEAD_BYTES) checkHead();
        });
        stream.on("end", () => {
          if (!headChecked && !failure && size > 0) checkHead();
          current.size = failure ? 0 : size;
          current.head = Buffer.concat(headParts, headBytes);
          if (!spool) {
            current.body = failure ? Buffer.alloc(0) : Buffer.concat(chunks, size);
            return resolve();
          }
          current.path = spool.path;
          spool.sink.end(() => resolve());
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
    await Promise.all(spools.map(removeSpool));
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
    else file = { name: value.name, declaredType: value.declaredType, body: value.body ?? Buffer.alloc(0) };
  }
  return { fields, file };
}

/** A file received into a temporary file (readUpload); whoever gets it removes it (`discardSpooledFile`). */
export interface SpooledFile {
  /** The name the browser gave (never trusted for the type). */
  name: string;
  declaredType: string;
  size: number;
  /** Its first FILE_HEAD_BYTES bytes (all of them when shorter). */
  head: Buffer;
  path: string;
}

export interface SpooledUpload {
  fields: Record<string, string>;
  file: SpooledFile | null;
}

/**
 * An upload as readMultipart reads it, but the file goes to a temporary file in `spoolDir` as it
 * arrives instead of memory (decision 036): a node holds a few kilobytes per upload in flight,
 * whatever the file's size. A refused or broken upload leaves no file behind; an accepted one is
 * the caller's to remove with `discardSpooledFile` once stored.
 */
export async function readUpload(
  request: Request,
  options: MultipartOptions & { fileField: string; spoolDir: string },
): Promise<SpooledUpload> {
  const entries = await parseMultipart(request, options);
  const fields: Record<string, string> = {};
  let file: SpooledFile | null = null;
  for (const [name, value] of entries) {
    if (typeof value === "string") fields[name] = value;
    else if (value.path)
      file = { name: value.name, declaredType: value.declaredType, size: value.size, head: value.head, path: value.path };
  }
  return { fields, file };
}

/**
 * Removes the temporary files of uploads older than `olderThan` from a spool directory: what a
 * crash or a kill left there (start-up calls it; several processes may share the directory, so an
 * upload still being received, younger than that, is kept).
 */
export async function removeStaleSpooledFiles(spoolDir: string, olderThan: Date): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(spoolDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(SPOOL_PREFIX))) {
    const file = path.join(spoolDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtime < olderThan) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Removes an upload's temporary file (no error when it is already gone). */
export async function discardSpooledFile(file: SpooledFile | null) {
  if (file) await fsp.rm(file.path, { force: true });
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
      else form.append(name, new File([new Uint8Array(value.body ?? Buffer.alloc(0))], value.name, { type: value.declaredType }));
    }
    return form;
  }
  throw new BodyFormatError("not a form post");
}
