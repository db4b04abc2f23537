import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { StorageConflictError, createDiskStorage, sanitizeFileName } from "~/.server/adapters/storage";

describe("sanitizeFileName", () => {
  it("transliterates Turkish letters and drops unsafe characters", () => {
    expect(sanitizeFileName("Çatalköy Villa Şık Görünüm.JPG")).toBe("catalkoy-villa-sik-gorunum.jpg");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("C:\\Users\\me\\foto (1).png")).toBe("foto-1-.png");
    expect(sanitizeFileName("...")).toBe("file");
    expect(sanitizeFileName("a".repeat(300) + ".png")).toHaveLength(100);
  });
});

describe("disk storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kk-storage-"));
  const storage = createDiskStorage(root);

  it("stores under bucket/key and returns the public URL", async () => {
    const { url } = await storage.put("listing-images", "u1/l1/1-a.webp", Buffer.from("x"), "image/webp");
    expect(url).toBe("/media/listing-images/u1/l1/1-a.webp");
    expect(fs.readFileSync(path.join(root, "listing-images/u1/l1/1-a.webp"), "utf8")).toBe("x");
  });

  it("never overwrites an existing object", async () => {
    await storage.put("avatars", "u1/1-b.webp", Buffer.from("first"), "image/webp");
    await expect(storage.put("avatars", "u1/1-b.webp", Buffer.from("second"), "image/webp")).rejects.toBeInstanceOf(
      StorageConflictError,
    );
    expect(fs.readFileSync(path.join(root, "avatars/u1/1-b.webp"), "utf8")).toBe("first");
  });

  it("rejects keys that could escape the bucket", async () => {
    for (const key of ["../x", "/abs", "a//b", "a/./b", ""]) {
      await expect(storage.put("avatars", key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it("deletes objects", async () => {
    await storage.put("company-logos", "d/1-c.webp", Buffer.from("x"), "image/webp");
    await storage.delete("company-logos", "d/1-c.webp");
    expect(fs.existsSync(path.join(root, "company-logos/d/1-c.webp"))).toBe(false);
  });
});
