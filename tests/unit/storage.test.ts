import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { MEDIA_URL_PREFIX, createDiskStorage, sanitizeFileName } from "~/.server/adapters/storage";
import { serveMedia } from "../../server/media";
import { describeStorageContract } from "../support/storage-contract";

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
  it("stores at {root}/{bucket}/{key} and answers /media/{bucket}/{key}", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "kk-storage-"));
    const storage = createDiskStorage(root);
    const { url } = await storage.put("listing-images", "u1/l1/1-a.webp", Buffer.from("x"), "image/webp");
    expect(url).toBe("/media/listing-images/u1/l1/1-a.webp");
    expect(fs.readFileSync(path.join(root, "listing-images/u1/l1/1-a.webp"), "utf8")).toBe("x");
    fs.rmSync(root, { recursive: true, force: true });
  });
});

// The disk adapter's files as the Express server serves them (server/media.ts at /media).
describeStorageContract("disk", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kk-storage-contract-"));
  const app = express();
  app.use(MEDIA_URL_PREFIX, serveMedia(root));
  const server: http.Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  return {
    storage: createDiskStorage(root),
    fetchPublic: (url) => fetch(`http://127.0.0.1:${port}${url}`),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
});
