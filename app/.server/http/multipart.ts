import busboy from "busboy";

/**
 * Reads a multipart/form-data request with hard limits, straight from its body stream: unlike
 * `request.formData()`, nothing beyond the limits is ever buffered, whether or not the client sent
 * a Content-Length. One file at most; small text fields only.
 */

interface MultipartFile {
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

/** The file went over its size limit (reading stopped there). */
export class MultipartTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The uploaded file is larger than ${limit} bytes.`);
    this.name = "MultipartTooLargeError";
  }
}

/** Not a well-formed multipart/form-data body within the field limits. */
export class MultipartFormatError extends Error {
  constructor(reason: string) {
    super(`Malformed upload: ${reason}`);
    this.name = "MultipartFormatError";
  }
}

export interface MultipartOptions {
  /** The form field holding the file; files under other names are refused. */
  fileField: string;
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

export async function readMultipart(request: Request, options: MultipartOptions): Promise<MultipartForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new MultipartFormatError("not multipart/form-data");
  const maxFields = options.maxFields ?? 8;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8 (busboy assumes latin1 otherwise: "Ön" would become "Ã\u0096n").
      defParamCharset: "utf8",
      limits: { files: 1, fields: maxFields, parts: maxFields + 1, fieldSize: options.maxFieldBytes ?? 1024, fieldNameSize: 100 },
    });
  } catch (error) {
    throw new MultipartFormatError(error instanceof Error ? error.message : "bad content type");
  }

  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  let failure: Error | null = null;
  let fileReading: Promise<void> = Promise.resolve();
  const fail = (error: Error) => {
    failure ??= error;
  };

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(new MultipartFormatError(`field ${name} is too long`));
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== options.fileField || file || failure) {
      if (!failure) fail(new MultipartFormatError(name === options.fileField ? "more than one file" : `unexpected file field ${name}`));
      stream.on("error", () => undefined); // torn down with the parser below
      stream.resume();
      return;
    }
    const limit = options.maxFileBytes({ ...fields });
    const chunks: Buffer[] = [];
    let size = 0;
    const current: MultipartFile = { name: info.filename ?? "", declaredType: info.mimeType, body: Buffer.alloc(0) };
    file = current;
    fileReading = new Promise<void>((resolve) => {
      stream.on("data", (chunk: Buffer) => {
        if (failure) return;
        size += chunk.length;
        if (size > limit) {
          chunks.length = 0;
          fail(new MultipartTooLargeError(limit));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        current.body = Buffer.concat(chunks, size > limit ? 0 : size);
        resolve();
      });
      stream.on("error", (error: Error) => {
        fail(new MultipartFormatError(error.message));
        resolve();
      });
    });
  });
  parser.on("filesLimit", () => fail(new MultipartFormatError("more than one file")));
  parser.on("fieldsLimit", () => fail(new MultipartFormatError("too many fields")));
  parser.on("partsLimit", () => fail(new MultipartFormatError("too many parts")));

  const parsed = new Promise<void>((resolve) => {
    parser.on("error", (error: Error) => {
      fail(new MultipartFormatError(error.message));
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
    fail(new MultipartFormatError(error instanceof Error ? error.message : "the upload was interrupted"));
  } finally {
    reader.releaseLock();
  }
  if (!failure) {
    await parsed;
    await fileReading;
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  return { fields, file };
}
