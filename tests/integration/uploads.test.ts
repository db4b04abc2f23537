import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth";
import { listings } from "~/.server/db/schema";
import { getDb, getStorage } from "~/.server/runtime";
import { mediaBelongsTo } from "~/.server/services/uploads";
import type { ListingImage } from "~/domain/listing";
import { IMAGE_MAX_BYTES, type UploadedVideo } from "~/domain/uploads";
import { action as uploadAction, loader as uploadLoader } from "~/routes/api.uploads";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";
import { startTestRuntime } from "../support/runtime";

/**
 * POST /api/uploads on a real runtime (database, Better Auth sessions, disk storage): who may upload
 * where (401/403/404), size limits before and while reading (413), the type by magic bytes whatever
 * the name (415), and what is stored: re-encoded images without EXIF/GPS, oriented, with their
 * dimensions, at `{userId}/{listingId}/{timestamp}-{name}`; videos as they are.
 */

let dataDir: string;
let stopTestRuntime: () => Promise<void>;

type Member = TestMember;
let owner: Member;
let other: Member;
let admin: Member;
let ownListing: string;
let othersListing: string;
let deletedListing: string;

async function insertListing(ownerId: string, status: "pending" | "active" | "deleted") {
  const [row] = await getDb()
    .insert(listings)
    .values({ ownerId, title: `${status} ilan`, description: "Açıklama", price: 1000, city: "Girne", region: "Merkez", categorySlug: "houses", status })
    .returning({ id: listings.id });
  return row!.id;
}

beforeAll(async () => {
  ({ dataDir, stop: stopTestRuntime } = await startTestRuntime("uploads"));
  owner = await signInNewMember("owner@example.com", "Ayşe Sahibi");
  other = await signInNewMember("other@example.com", "Başka Üye");
  admin = await signInNewMember("admin@example.com", "Yönetici", { admin: true });
  ownListing = await insertListing(owner.id, "active");
  othersListing = await insertListing(other.id, "pending");
  deletedListing = await insertListing(owner.id, "deleted");
});

afterAll(async () => {
  await stopTestRuntime();
});

let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;

/** An upload as the browser form sends it: kind, listingId, then the file. */
function upload(
  fields: { kind?: string; listingId?: string; file?: Buffer; type?: string; name?: string },
  options: { cookie?: string; origin?: string } = {},
) {
  const body: Record<string, string | Blob> = {};
  if (fields.kind !== undefined) body.kind = fields.kind;
  if (fields.listingId !== undefined) body.listingId = fields.listingId;
  if (fields.file) body.file = new Blob([new Uint8Array(fields.file)], { type: fields.type ?? "application/octet-stream" });
  return run(uploadAction, post("/api/uploads", body, { ip: ip(), cookie: options.cookie, origin: options.origin, fileNames: { file: fields.name ?? "file" } }));
}

const storedFile = (url: string) => path.join(dataDir, "uploads", decodeURIComponent(url.replace(/^\/media\//, "")));

/** A photo-like JPEG with camera EXIF and a GPS position (IFD3). */
async function gpsJpeg(width = 1200, height = 800, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .composite([{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: "#f5c542" } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 });
  image = image.withExif({
    IFD0: { Make: "TestCam", Model: "Phone 1" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 20/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "33/1 19/1 0/1" },
  });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** The first bytes of an MP4 (ftyp isom) followed by an mdat box: enough for the type check. */
const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41", "latin1"),
    Buffer.from([0, 0, 0, 0x10]),
    Buffer.from("mdat", "latin1"),
    Buffer.from("01234567", "latin1"),
  ]);
/** An EBML header with DocType "webm". */
const webmBytes = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from("webm", "latin1"),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67]),
  ]);

describe("POST /api/uploads: who may upload", () => {
  it("answers a visitor 401 'Oturum bulunamadı' (English by the locale cookie)", async () => {
    const file = await gpsJpeg(100, 100);
    const visitor = await upload({ kind: "image", listingId: randomUUID(), file, type: "image/jpeg" });
    expect(visitor).toMatchObject({ status: 401, body: { error: "signed_out", message: "Oturum bulunamadı" } });
    const english = await upload({ kind: "image", listingId: randomUUID(), file, type: "image/jpeg" }, { cookie: "kk_locale=en" });
    expect(english).toMatchObject({ status: 401, body: { error: "signed_out", message: "No session found" } });
  });

  it("refuses a cross-site request with 403", async () => {
    const result = await upload(
      { kind: "image", listingId: randomUUID(), file: await gpsJpeg(100, 100), type: "image/jpeg" },
      { cookie: owner.cookie, origin: "https://evil.example" },
    );
    expect(result).toMatchObject({ status: 403, body: { error: "cross_site" } });
  });

  it("refuses another member's listing (403) and a deleted one (404); an admin uploads into the owner's folder", async () => {
    const file = await gpsJpeg(300, 200);
    const foreign = await upload({ kind: "image", listingId: othersListing, file, type: "image/jpeg" }, { cookie: owner.cookie });
    expect(foreign).toMatchObject({ status: 403, body: { error: "forbidden", message: "Bu ilana dosya yükleme yetkiniz yok." } });
    const deleted = await upload({ kind: "image", listingId: deletedListing, file, type: "image/jpeg" }, { cookie: owner.cookie });
    expect(deleted).toMatchObject({ status: 404, body: { error: "listing_not_found", message: "İlan bulunamadı" } });
    const byAdmin = await upload({ kind: "image", listingId: othersListing, file, type: "image/jpeg", name: "a.jpg" }, { cookie: admin.cookie });
    expect(byAdmin.status).toBe(201);
    const image = (byAdmin.body as { image: ListingImage }).image;
    expect(image.url.startsWith(`/media/listing-images/${other.id}/${othersListing}/`)).toBe(true);
    expect(mediaBelongsTo(getStorage(), image.url, other.id, othersListing)).toBe(true);
  });

  it("needs a UUID listing id, a kind and a file (400)", async () => {
    const file = await gpsJpeg(100, 100);
    expect(await upload({ kind: "image", listingId: "../../etc", file, type: "image/jpeg" }, { cookie: owner.cookie })).toMatchObject({
      status: 400,
      body: { error: "invalid_listing_id" },
    });
    expect(await upload({ kind: "document", listingId: randomUUID(), file }, { cookie: owner.cookie })).toMatchObject({
      status: 400,
      body: { error: "invalid_kind" },
    });
    expect(await upload({ kind: "image", listingId: randomUUID() }, { cookie: owner.cookie })).toMatchObject({
      status: 400,
      body: { error: "missing_file" },
    });
  });

  it("answers GET with 405", async () => {
    expect(await run(uploadLoader, get("/api/uploads"))).toMatchObject({ status: 405, body: { error: "method_not_allowed" } });
  });
});

describe("POST /api/uploads: limits and types", () => {
  it("refuses an over-size body by its Content-Length before reading it (413)", async () => {
    const request = new Request(`${TEST_SITE}/api/uploads`, {
      method: "POST",
      body: new Uint8Array(16),
      headers: {
        origin: TEST_SITE,
        cookie: owner.cookie,
        [CLIENT_IP_HEADER]: ip(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(500 * 1024 * 1024),
      },
    });
    const result = await run(uploadAction, request);
    expect(result).toMatchObject({ status: 413, body: { error: "too_large", message: "Dosya çok büyük (en fazla 100 MB)." } });
  });

  it("stops reading an image over 15 MB sent without a Content-Length (413)", async () => {
    const huge = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0x41);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const result = await upload({ kind: "image", listingId: ownListing, file: huge, type: "image/jpeg", name: "huge.jpg" }, { cookie: owner.cookie });
    expect(result).toMatchObject({ status: 413, body: { error: "too_large", message: "Görsel çok büyük (en fazla 15 MB)." } });
    expect(fs.existsSync(path.join(dataDir, "uploads", "listing-images", owner.id, ownListing))).toBe(false);
  });

  it("refuses a text file named photo.jpg and typed image/jpeg (415), in either language", async () => {
    const text = Buffer.from("Bu bir fotoğraf değil, sadece metin.\n".repeat(20));
    const result = await upload({ kind: "image", listingId: ownListing, file: text, type: "image/jpeg", name: "photo.jpg" }, { cookie: owner.cookie });
    expect(result).toMatchObject({ status: 415, body: { error: "unsupported_type", message: "Bu dosya türü desteklenmiyor" } });
    const english = await upload(
      { kind: "image", listingId: ownListing, file: text, type: "image/jpeg", name: "photo.jpg" },
      { cookie: `${owner.cookie}; kk_locale=en` },
    );
    expect(english).toMatchObject({ status: 415, body: { message: "This file type is not supported" } });
  });

  it("refuses bytes of the other kind, corrupt images and HEIC the server cannot decode (415)", async () => {
    const asImage = await upload({ kind: "image", listingId: ownListing, file: mp4Bytes(), type: "image/jpeg", name: "x.jpg" }, { cookie: owner.cookie });
    expect(asImage).toMatchObject({ status: 415, body: { error: "unsupported_type" } });
    const asVideo = await upload({ kind: "video", listingId: ownListing, file: await gpsJpeg(100, 100), type: "video/mp4", name: "x.mp4" }, { cookie: owner.cookie });
    expect(asVideo).toMatchObject({ status: 415, body: { error: "unsupported_type" } });
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await upload({ kind: "image", listingId: ownListing, file: corrupt, type: "image/jpeg" }, { cookie: owner.cookie })).toMatchObject({
      status: 415,
      body: { error: "undecodable" },
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(500, 1)]);
    expect(await upload({ kind: "image", listingId: ownListing, file: heic, type: "image/heic", name: "IMG_0001.HEIC" }, { cookie: owner.cookie })).toMatchObject({
      status: 415,
      body: { error: "heic_unsupported" },
    });
  });
});

describe("POST /api/uploads: what is stored", () => {
  it("re-encodes a JPEG with GPS EXIF into WebP and AVIF variants with no EXIF, dimensions recorded, keyed {userId}/{listingId}/{ts}-{name}", async () => {
    const photo = await gpsJpeg(1200, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await upload({ kind: "image", listingId: ownListing, file: photo, type: "image/jpeg", name: "Girne Villa Ön Cephe.jpg" }, { cookie: owner.cookie });
    expect(result.status).toBe(201);
    const { image } = result.body as { image: ListingImage };
    expect(image).toMatchObject({ width: 1200, height: 800 });
    expect(image.variants.map((variant) => `${variant.format}:${variant.width}`)).toEqual(["webp:480", "webp:960", "webp:1200", "avif:480", "avif:960"]);
    expect(image.url).toBe(image.variants[2]!.url);
    const keyPattern = new RegExp(`^/media/listing-images/${owner.id}/${ownListing}/(\\d{13})-girne-villa-on-cephe-(\\d+)w\\.(webp|avif)$`);
    const stamps = new Set<string>();
    for (const variant of image.variants) {
      const match = keyPattern.exec(variant.url);
      expect(match, variant.url).not.toBeNull();
      stamps.add(match![1]!);
      expect(Number(match![2])).toBe(variant.width);
      expect(match![3]).toBe(variant.format);
      const stored = fs.readFileSync(storedFile(variant.url));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe(variant.format === "webp" ? "webp" : "heif");
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 800) / 1200));
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(stored.includes(Buffer.from("GPS"))).toBe(false);
      expect(stored.includes(Buffer.from("TestCam"))).toBe(false);
      expect(mediaBelongsTo(getStorage(), variant.url, owner.id, ownListing, "listing-images")).toBe(true);
    }
    expect(stamps.size).toBe(1);
  });

  it("applies the EXIF orientation: an Orientation=6 photo comes out rotated, width and height swapped", async () => {
    const photo = await gpsJpeg(1200, 800, 6);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    const result = await upload({ kind: "image", listingId: ownListing, file: photo, type: "image/jpeg", name: "dik.jpg" }, { cookie: owner.cookie });
    expect(result.status).toBe(201);
    const { image } = result.body as { image: ListingImage };
    expect(image).toMatchObject({ width: 800, height: 1200 });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 800, 480, 800]);
    const largest = await sharp(fs.readFileSync(storedFile(image.url))).metadata();
    expect(largest).toMatchObject({ width: 800, height: 1200 });
    expect(largest.orientation).toBeUndefined();
    // The yellow block drawn at the top-left of the sensor image ends up at the top-right once rotated 90° clockwise.
    const { data, info } = await sharp(fs.readFileSync(storedFile(image.url))).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(pixel(info.width - 20, 20)[0]).toBeGreaterThan(200);
    expect(pixel(20, 20)[0]).toBeLessThan(100);
  });

  it("stores two uploads of the same name at the same moment under different keys, never overwriting", async () => {
    const photo = await gpsJpeg(300, 200);
    const [first, second] = await Promise.all([
      upload({ kind: "image", listingId: ownListing, file: photo, type: "image/jpeg", name: "ayni.jpg" }, { cookie: owner.cookie }),
      upload({ kind: "image", listingId: ownListing, file: photo, type: "image/jpeg", name: "ayni.jpg" }, { cookie: owner.cookie }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const urls = [first, second].flatMap((result) => (result.body as { image: ListingImage }).image.variants.map((variant) => variant.url));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("accepts MP4 and WebM videos by their bytes, stored as they are under the extension of their real type", async () => {
    const newListing = randomUUID(); // a listing being created: the browser made its id
    const mp4 = await upload({ kind: "video", listingId: newListing, file: mp4Bytes(), type: "text/html", name: "Tur Videosu.html" }, { cookie: owner.cookie });
    expect(mp4.status).toBe(201);
    const video = (mp4.body as { video: UploadedVideo }).video;
    expect(video).toMatchObject({ contentType: "video/mp4", size: mp4Bytes().length });
    expect(video.url).toMatch(new RegExp(`^/media/listing-videos/${owner.id}/${newListing}/\\d{13}-tur-videosu\\.mp4$`));
    expect(fs.readFileSync(storedFile(video.url)).equals(mp4Bytes())).toBe(true);
    expect(mediaBelongsTo(getStorage(), video.url, owner.id, newListing, "listing-videos")).toBe(true);

    const webm = await upload({ kind: "video", listingId: newListing, file: webmBytes(), type: "video/webm", name: "klip.webm" }, { cookie: owner.cookie });
    expect(webm).toMatchObject({ status: 201, body: { video: { contentType: "video/webm", size: webmBytes().length } } });
    expect((webm.body as { video: UploadedVideo }).video.url).toMatch(/-klip\.webm$/);
  });
});
