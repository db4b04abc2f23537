import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { MEDIA_CACHE_CONTROL, type StorageAdapter, StorageConflictError, assertSafeKey, bodySize, encodeKey } from "./storage";

export interface S3StorageOptions {
  /** The S3-compatible API, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO/R2 address. */
  endpoint: string;
  region: string;
  /** The one S3 bucket; the app's buckets (listing-images, avatars, …) are key prefixes inside it. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (a CDN or the bucket's website address), without the trailing slash. */
  publicUrl: string;
  /** Path-style addressing (`{endpoint}/{bucket}/{key}`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const nameOf = (error: unknown) => (error instanceof Error ? error.name : "");

/**
 * Storage in an S3-compatible bucket: the object of `put("listing-images", "u/l/1-a.webp")` is
 * `listing-images/u/l/1-a.webp` in S3_BUCKET, served at `{S3_PUBLIC_URL}/listing-images/u/l/1-a.webp`.
 * Objects carry their Content-Type and a one-year immutable Cache-Control, and are never overwritten:
 * a HEAD first (for servers that ignore conditional writes), then a PUT with `If-None-Match: *` (atomic
 * where the server supports it, as AWS S3, MinIO and R2 do). Either refusal is a StorageConflictError.
 */
export function createS3Storage(options: S3StorageOptions): StorageAdapter & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Plain Content-MD5-free uploads: many S3-compatible servers reject the newer checksum trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicBase = options.publicUrl.replace(/\/+$/, "");
  const objectKey = (bucket: string, key: string) => {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  };
  /** Cleared when the server answers 501 to `If-None-Match` on PUT; the HEAD check still applies. */
  let conditionalPut = true;

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = statusOf(error);
      // 403: credentials without list rights cannot tell "missing" from "forbidden"; the conditional PUT decides.
      if (status === 404 || status === 403 || nameOf(error) === "NotFound") return false;
      throw error;
    }
  }

  return {
    client,
    async put(bucket, key, body, contentType) {
      const target = objectKey(bucket, key);
      if (await exists(target)) throw new StorageConflictError(bucket, key);
      const send = (conditional: boolean) =>
        client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: target,
            // A file is streamed (a new stream for each attempt: a second send cannot reuse the first's).
            Body: Buffer.isBuffer(body) ? body : createReadStream(body.path),
            ContentType: contentType,
            ContentLength: bodySize(body),
            CacheControl: MEDIA_CACHE_CONTROL,
            ...(conditional ? { IfNoneMatch: "*" } : {}),
          }),
        );
      try {
        await send(conditionalPut);
      } catch (error) {
        const status = statusOf(error);
        if (status === 412 || status === 409) throw new StorageConflictError(bucket, key);
        if (conditionalPut && status === 501) {
          conditionalPut = false;
          await send(false);
        } else {
          throw error;
        }
      }
      return { url: this.publicUrl(bucket, key) };
    },
    async delete(bucket, key) {
      // S3 answers 204 for missing keys too, like the disk adapter's forced remove.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return `${publicBase}/${bucket}/${encodeKey(key)}`;
    },
  };
}
