import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** Storage buckets (docs/product.md §7 "Storage"). */
export const BUCKETS = ["listing-images", "listing-videos", "sponsored-images", "company-logos", "avatars"] as const;
export type Bucket = (typeof BUCKETS)[number];

export class StorageConflictError extends Error {
  constructor(bucket: Bucket, key: string) {
    super(`An object already exists at ${bucket}/${key}; stored objects are never overwritten.`);
    this.name = "StorageConflictError";
  }
}

/**
 * A file on this node's disk to store as it is (an upload spooled there, decision 036): copied or
 * streamed by the adapter, never read into memory whole.
 */
export interface FileBody {
  path: string;
  size: number;
}

/** The bytes of a `put`: in memory, or a file on disk. */
export type StoredBody = Buffer | FileBody;

/** The size of a `put`'s body. */
export const bodySize = (body: StoredBody) => (Buffer.isBuffer(body) ? body.length : body.size);

/**
 * Where uploaded files live. Keys are relative paths such as `{userId}/{listingId}/{timestamp}-{name}`;
 * objects are immutable (never overwritten), so they can be cached forever.
 */
export interface StorageAdapter {
  put(bucket: Bucket, key: string, body: StoredBody, contentType: string): Promise<{ url: string }>;
  delete(bucket: Bucket, key: string): Promise<void>;
  publicUrl(bucket: Bucket, key: string): string;
}

/** URL prefix under which the disk adapter's files are served by the Express server. */
export const MEDIA_URL_PREFIX = "/media";

/** Stored objects never change (keys are unique, never overwritten): browsers and CDNs keep them a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Refuses keys that could leave their bucket or alias another key: absolute, empty, `.` or `..` segments. */
export function assertSafeKey(key: string) {
  if (!key || key.startsWith("/") || key.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** A key as a URL path: each segment percent-encoded (spaces, Turkish letters), the slashes kept. */
export const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** Local-disk storage: `{root}/{bucket}/{key}`, served at `/media/{bucket}/{key}`. */
export function createDiskStorage(root: string): StorageAdapter {
  const filePath = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, body) {
      const target = filePath(bucket, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(target, body, { flag: "wx" });
        else await fs.copyFile(body.path, target, fsConstants.COPYFILE_EXCL);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new StorageConflictError(bucket, key);
        throw error;
      }
      return { url: this.publicUrl(bucket, key) };
    },
    async delete(bucket, key) {
      await fs.rm(filePath(bucket, key), { force: true });
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}/${bucket}/${encodeKey(key)}`;
    },
  };
}

/**
 * A file name safe for storage keys and URLs: Turkish letters transliterated, anything else that is
 * not a letter, digit, dot, dash or underscore replaced, and the length bounded.
 */
export function sanitizeFileName(name: string): string {
  const map: Record<string, string> = { ç: "c", ğ: "g", ı: "i", İ: "i", ö: "o", ş: "s", ü: "u", Ç: "c", Ğ: "g", Ö: "o", Ş: "s", Ü: "u" };
  const base = path.basename(name.replace(/\\/g, "/"));
  const cleaned = base
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (char) => map[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^[.-]+/, "")
    .toLowerCase();
  const trimmed = cleaned.slice(-100);
  return trimmed || "file";
}
