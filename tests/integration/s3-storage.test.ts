import http from "node:http";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "~/.server/adapters/s3-storage";
import { StorageConflictError } from "~/.server/adapters/storage";
import { parseConfig } from "~/.server/infra/config";
import { uploads } from "~/.server/db/schema";
import { createStorage } from "../../server/context";
import { completeUpload, recordUploadObjects, reserveUpload, sweepOrphanUploads } from "~/.server/services/media/upload-records";
import { mediaBelongsTo, storeListingImage } from "~/.server/services/media/uploads";
import { openTestDatabase } from "../support/database";
import { type TestS3Server, startS3Server } from "../support/s3";
import { VARIANTS_OF_1200_WIDE_PHOTO, describeStorageContract, variantsOf } from "../support/storage-contract";

/**
 * The S3 adapter against a real S3-compatible server (s3rver: S3's REST API over HTTP, objects in
 * files; it checks access key ids but not V4 signatures, and ignores conditional writes, so the
 * adapter's HEAD check is what refuses overwrites here), chosen through the environment as in
 * production (STORAGE_DRIVER=s3 and the S3_* variables).
 */

describeStorageContract("S3 (s3rver)", async () => {
  const server = await startS3Server();
  const config = parseConfig({ ...server.env, LOG_LEVEL: "silent" });
  expect(config.storage.driver).toBe("s3");
  return { storage: await createStorage(config), fetchPublic: (url) => fetch(url), close: () => server.stop() };
});

describe("S3 adapter", () => {
  let server: TestS3Server;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    server = await startS3Server("kk-uploads");
    storage = createS3Storage({ ...server, region: "us-east-1", forcePathStyle: true });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await server?.stop();
  });

  it("keys objects {bucket}/{key} in the one S3 bucket with Content-Type and an immutable Cache-Control", async () => {
    const { url } = await storage.put("listing-videos", "u1/l1/1700000000000-tur.mp4", Buffer.from("mp4"), "video/mp4");
    expect(url).toBe(`${server.publicUrl}/listing-videos/u1/l1/1700000000000-tur.mp4`);
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: server.bucket, Key: "listing-videos/u1/l1/1700000000000-tur.mp4" }),
    );
    expect(head.ContentType).toBe("video/mp4");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    expect(head.ContentLength).toBe(3);
  });

  it("is refused by the server with an unknown access key (s3rver checks the key id; it does not verify V4 signatures)", async () => {
    const intruder = createS3Storage({ ...server, accessKeyId: "SOMEONE-ELSE", region: "us-east-1", forcePathStyle: true });
    await expect(intruder.put("avatars", "u1/1-x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/Access Key Id/);
    intruder.client.destroy();
  });

  it("stores a listing photo's WebP and AVIF variants, served with their types and without metadata", async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a7" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 20/1 0/1" } })
      .toBuffer();
    const image = await storeListingImage(storage, {
      ownerId: "owner-1",
      listingId: "7d3c8a52-0f4e-4a4b-9d55-0b3f1c2e9a10",
      fileName: "Girne Villa.jpg",
      body: photo,
      now: 1_700_000_000_000,
    });
    expect(variantsOf(image)).toEqual(VARIANTS_OF_1200_WIDE_PHOTO);
    for (const variant of image.variants) {
      expect(mediaBelongsTo(storage, variant.url, "owner-1", "7d3c8a52-0f4e-4a4b-9d55-0b3f1c2e9a10")).toBe(true);
      const response = await fetch(variant.url);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
    }
    expect(mediaBelongsTo(storage, image.url, "owner-2", "7d3c8a52-0f4e-4a4b-9d55-0b3f1c2e9a10")).toBe(false);
  });

  it("lets the orphan-upload sweep delete an unsaved upload's objects from the bucket and keep an attached one's", async () => {
    const database = await openTestDatabase();
    try {
      const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#a52" } })
        .png()
        .toBuffer();
      const store = async (listingId: string) => {
        const reservation = await reserveUpload(database.db, {
          uploaderId: "owner-3",
          ownerId: "owner-3",
          listingId,
          bucket: "listing-images",
          bytes: photo.length,
          limited: false,
        });
        if (!reservation.ok) throw new Error("not reserved");
        const image = await storeListingImage(storage, {
          ownerId: "owner-3",
          listingId,
          fileName: "oda.png",
          body: photo,
          beforeWrite: (objects) => recordUploadObjects(database.db, reservation.id, objects),
        });
        await completeUpload(database.db, reservation.id, image.url);
        await database.db
          .update(uploads)
          .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
          .where(eq(uploads.id, reservation.id));
        return { image, id: reservation.id };
      };
      const objectKey = (url: string) => decodeURIComponent(url.slice(server.publicUrl.length + 1));
      const present = async (url: string) =>
        storage.client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: objectKey(url) })).then(
          () => true,
          () => false,
        );
      const orphan = await store("0b6f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d");
      const kept = await store("1c7a4d2f-3e5b-4a6c-9d7e-8f9a0b1c2d3e");
      await database.db.update(uploads).set({ attachedAt: new Date() }).where(eq(uploads.id, kept.id));
      expect(await present(orphan.image.url)).toBe(true);
      expect(await sweepOrphanUploads(database.db, storage, new Date())).toBe(1);
      for (const variant of orphan.image.variants) expect(await present(variant.url), variant.url).toBe(false);
      for (const variant of kept.image.variants) expect(await present(variant.url), variant.url).toBe(true);
    } finally {
      await database.close();
    }
  });
});

/**
 * How the adapter reads an S3 server's answers to its conditional PUT, which s3rver does not
 * implement: a scripted endpoint that loses the HEAD race (404) and then answers the PUT as AWS S3
 * (412 Precondition Failed) or as a server without conditional writes (501, then 200).
 */
describe("S3 adapter conditional writes", () => {
  let server: http.Server;
  let endpoint: string;
  let putAnswers: number[] = [];
  const puts: (string | undefined)[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        if (request.method === "PUT") {
          puts.push(request.headers["if-none-match"] as string | undefined);
          response.statusCode = putAnswers.shift() ?? 200;
          response.setHeader("content-type", "application/xml");
          const codes: Record<number, string> = { 412: "PreconditionFailed", 501: "NotImplemented" };
          response.end(response.statusCode === 200 ? "" : `<Error><Code>${codes[response.statusCode]}</Code><Message>no</Message></Error>`);
          return;
        }
        response.statusCode = 404; // HEAD: not there (yet)
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const adapter = () =>
    createS3Storage({
      endpoint,
      bucket: "b",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://cdn.test/m",
      forcePathStyle: true,
    });

  it("sends If-None-Match: * and turns 412 into a StorageConflictError", async () => {
    putAnswers = [412];
    puts.length = 0;
    await expect(adapter().put("avatars", "u/1-a.webp", Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(StorageConflictError);
    expect(puts).toEqual(["*"]);
  });

  it("falls back to plain PUTs (after the HEAD check) on a server that answers 501 to conditional writes", async () => {
    putAnswers = [501, 200, 200];
    puts.length = 0;
    const storage = adapter();
    await expect(storage.put("avatars", "u/1-b.webp", Buffer.from("x"), "image/webp")).resolves.toEqual({
      url: "https://cdn.test/m/avatars/u/1-b.webp",
    });
    await storage.put("avatars", "u/1-c.webp", Buffer.from("x"), "image/webp");
    expect(puts).toEqual(["*", undefined, undefined]);
  });
});
