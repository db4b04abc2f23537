import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bucket, type StorageAdapter, StorageConflictError } from "~/.server/adapters/storage";

/**
 * The storage contract every adapter must keep (disk and S3 alike), checked over HTTP as a browser
 * would see the stored files: a put's public URL serves the same bytes with the content type and a
 * one-year immutable cache; objects are never overwritten; delete removes; keys that could escape
 * their bucket are refused; keys with spaces and Turkish letters round-trip through the URL encoding.
 */

/**
 * The variants stored for a 1200×800 listing photo, as `format:width` (`variantsOf`): WebP at 480,
 * 960 and its own 1200; AVIF at 480 and 960.
 */
export const VARIANTS_OF_1200_WIDE_PHOTO = ["webp:480", "webp:960", "webp:1200", "avif:480", "avif:960"];
export const variantsOf = (image: { variants: { format: string; width: number }[] }) =>
  image.variants.map((variant) => `${variant.format}:${variant.width}`);

export interface StorageFixture {
  storage: StorageAdapter;
  /** GET of a public URL (the disk adapter's relative `/media/...` URLs go to a test HTTP server). */
  fetchPublic(url: string): Promise<Response>;
  close(): Promise<void>;
}

/** Keys whose extension matches the content type (the disk adapter's server types files by extension). */
const SAMPLES = [
  { name: "photo-480w.webp", type: "image/webp" },
  { name: "photo-480w.avif", type: "image/avif" },
  { name: "tour.mp4", type: "video/mp4" },
  { name: "tour.webm", type: "video/webm" },
] as const;

const UNSAFE_KEYS = ["../x", "/abs", "a//b", "a/./b", "a/../b", "a/", ""];

export function describeStorageContract(name: string, setup: () => Promise<StorageFixture>) {
  describe(`storage contract: ${name}`, () => {
    let fixture: StorageFixture;
    /** A fresh `{user}/{listing}` prefix per test, so tests never see each other's objects. */
    const folder = () => `${randomUUID()}/${randomUUID()}`;
    const bytes = (label: string) =>
      Buffer.concat([Buffer.from(`${label}:`), Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 251))]);

    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(async () => {
      await fixture?.close();
    });

    it("serves a stored object at its public URL: same bytes, its content type, cached for a year as immutable", async () => {
      for (const sample of SAMPLES) {
        const key = `${folder()}/1700000000000-${sample.name}`;
        const body = bytes(sample.name);
        const { url } = await fixture.storage.put("listing-images", key, body, sample.type);
        expect(url).toBe(fixture.storage.publicUrl("listing-images", key));
        const response = await fixture.fetchPublic(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type")?.split(";")[0]).toBe(sample.type);
        const cache = response.headers.get("cache-control") ?? "";
        expect(cache).toContain("max-age=31536000");
        expect(cache).toContain("immutable");
        expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
      }
    });

    it("never overwrites an object: a second put of the key is a StorageConflictError and the first bytes stay", async () => {
      const key = `${folder()}/1700000000000-a.webp`;
      const { url } = await fixture.storage.put("avatars", key, bytes("first"), "image/webp");
      await expect(fixture.storage.put("avatars", key, bytes("second"), "image/webp")).rejects.toBeInstanceOf(StorageConflictError);
      const response = await fixture.fetchPublic(url);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes("first"))).toBe(true);
    });

    it("stores a file from disk as it is (an upload spooled there), and never over an existing object", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-storage-file-"));
      try {
        const file = path.join(dir, "spooled");
        // Larger than one stream chunk (64 KB), so the S3 adapter's upload is streamed in several.
        const body = Buffer.concat(Array.from({ length: 40 }, (_, index) => bytes(`part-${index}`)));
        fs.writeFileSync(file, body);
        const key = `${folder()}/1700000000000-tour.mp4`;
        const { url } = await fixture.storage.put("listing-videos", key, { path: file, size: body.length }, "video/mp4");
        const response = await fixture.fetchPublic(url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")?.split(";")[0]).toBe("video/mp4");
        expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
        fs.writeFileSync(file, bytes("other"));
        await expect(
          fixture.storage.put("listing-videos", key, { path: file, size: bytes("other").length }, "video/mp4"),
        ).rejects.toBeInstanceOf(StorageConflictError);
        expect(Buffer.from(await (await fixture.fetchPublic(url)).arrayBuffer()).equals(body)).toBe(true);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("deletes objects; deleting a missing object is not an error", async () => {
      const key = `${folder()}/1700000000000-c.webp`;
      const { url } = await fixture.storage.put("company-logos", key, bytes("c"), "image/webp");
      expect((await fixture.fetchPublic(url)).status).toBe(200);
      await fixture.storage.delete("company-logos", key);
      expect((await fixture.fetchPublic(url)).status).toBe(404);
      await expect(fixture.storage.delete("company-logos", key)).resolves.toBeUndefined();
      // The key is free again after a delete.
      await expect(fixture.storage.put("company-logos", key, bytes("again"), "image/webp")).resolves.toMatchObject({ url });
    });

    it("refuses keys that could leave their bucket or alias another key", async () => {
      for (const key of UNSAFE_KEYS) {
        await expect(fixture.storage.put("avatars", key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(/Unsafe storage key/);
        await expect(fixture.storage.delete("avatars", key), key).rejects.toThrow(/Unsafe storage key/);
        expect(() => fixture.storage.publicUrl("avatars", key), key).toThrow(/Unsafe storage key/);
      }
    });

    it("round-trips keys with spaces and Turkish letters through the public URL's encoding", async () => {
      const key = `${folder()}/1700000000000-Çatalköy villa Şık görünüm.webp`;
      const body = bytes("turkish");
      const { url } = await fixture.storage.put("listing-images", key, body, "image/webp");
      expect(url).not.toMatch(/[\s\u0080-\uffff]/);
      expect(decodeURIComponent(url)).toContain("Çatalköy villa Şık görünüm.webp");
      const response = await fixture.fetchPublic(url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    });

    it("keeps buckets apart: the same key in two buckets is two objects", async () => {
      const key = `${folder()}/1700000000000-same.webp`;
      const buckets: Bucket[] = ["sponsored-images", "listing-videos"];
      const urls = [];
      for (const bucket of buckets) urls.push((await fixture.storage.put(bucket, key, bytes(bucket), "image/webp")).url);
      expect(new Set(urls).size).toBe(2);
      for (const [index, bucket] of buckets.entries()) {
        const response = await fixture.fetchPublic(urls[index]!);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes(bucket))).toBe(true);
      }
    });
  });
}
