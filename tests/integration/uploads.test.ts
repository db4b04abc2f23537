import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { removeStaleSpooledFiles } from "~/.server/http/body";
import { eq } from "drizzle-orm";
import { listings, uploads } from "~/.server/db/schema";
import { MAINTENANCE_JOBS } from "~/.server/services/platform/maintenance-jobs";
import { storeVariants } from "~/.server/services/media/media";
import { sweepOrphanUploads } from "~/.server/services/media/upload-records";
import { mediaBelongsTo } from "~/.server/services/media/uploads";
import type { ListingImage } from "~/domain/listing";
import {
  DAILY_UPLOAD_BYTES_MAX,
  IMAGE_MAX_BYTES,
  ORPHAN_UPLOAD_GRACE_SECONDS,
  UNATTACHED_UPLOAD_BYTES_MAX,
  UPLOADS_IN_FLIGHT_MAX,
  UPLOAD_RATE_LIMIT,
  type UploadedVideo,
} from "~/domain/uploads";
import { translate } from "~/lib/i18n";
import { action as uploadAction, loader as uploadLoader } from "~/routes/api.uploads";
import { action as editAction } from "~/routes/edit-listing";
import { action as createAction } from "~/routes/new-listing";
import { getDb, getStorage, runtimeOfThisFile, testApp, withConfig } from "../support/runtime";
import { houseListing, insertListing as insertSupportListing } from "../support/listings";
import { type TestMember, signInNewMember, signInOwnerOtherAdmin } from "../support/members";
import { TEST_SITE, get, outcome, post, run } from "../support/routes";
import {
  APPLE_LOCATION_KEY,
  COORDINATES,
  LOCATION_MARKERS,
  type ReadBox,
  phoneVideo,
  readBoxTree,
  sampleRanges,
  taggedWebm,
} from "../support/video-fixtures";
import { VARIANTS_OF_1200_WIDE_PHOTO, variantsOf } from "../support/storage-contract";

/**
 * POST /api/uploads on a real runtime (database, Better Auth sessions, disk storage): who may upload
 * where (401/403/404), size limits before and while reading (413), the type by magic bytes whatever
 * the name (415), and what is stored: re-encoded images without EXIF/GPS, oriented, with their
 * dimensions, at `{userId}/{listingId}/{timestamp}-{name}`; videos as they are.
 */

const runtime = runtimeOfThisFile("uploads");

type Member = TestMember;
let owner: Member;
let other: Member;
let admin: Member;
let ownListing: string;
let othersListing: string;
let deletedListing: string;

const insertListing = (ownerId: string, status: "pending" | "active" | "deleted") =>
  insertSupportListing(ownerId, status, { region: "Merkez" });

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
  ownListing = await insertListing(owner.id, "active");
  othersListing = await insertListing(other.id, "pending");
  deletedListing = await insertListing(owner.id, "deleted");
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
  return run(
    uploadAction,
    post("/api/uploads", body, { ip: ip(), cookie: options.cookie, origin: options.origin, fileNames: { file: fields.name ?? "file" } }),
  );
}

/** The owner's JPEG `photo` uploaded to their own listing; expects it stored (201); the image. */
async function uploadOwnPhoto(photo: Buffer, name: string) {
  const result = await upload({ kind: "image", listingId: ownListing, file: photo, type: "image/jpeg", name }, { cookie: owner.cookie });
  expect(result.status).toBe(201);
  return (result.body as { image: ListingImage }).image;
}

/** A photo-like JPEG with camera EXIF and a GPS position (IFD3). */
async function gpsJpeg(width = 1200, height = 800, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .composite([
      {
        input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: "#f5c542" } },
        left: 0,
        top: 0,
      },
    ])
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
    const byAdmin = await upload(
      { kind: "image", listingId: othersListing, file, type: "image/jpeg", name: "a.jpg" },
      { cookie: admin.cookie },
    );
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
  it("stops reading an image over 15 MB sent without a Content-Length (413)", async () => {
    const huge = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0x41);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const result = await upload(
      { kind: "image", listingId: ownListing, file: huge, type: "image/jpeg", name: "huge.jpg" },
      { cookie: owner.cookie },
    );
    expect(result).toMatchObject({ status: 413, body: { error: "too_large", message: "Görsel çok büyük (en fazla 15 MB)." } });
    expect(fs.existsSync(path.join(runtime.dataDir(), "uploads", "listing-images", owner.id, ownListing))).toBe(false);
  });

  it("refuses a text file named photo.jpg and typed image/jpeg (415), in either language", async () => {
    const text = Buffer.from("Bu bir fotoğraf değil, sadece metin.\n".repeat(20));
    const result = await upload(
      { kind: "image", listingId: ownListing, file: text, type: "image/jpeg", name: "photo.jpg" },
      { cookie: owner.cookie },
    );
    expect(result).toMatchObject({ status: 415, body: { error: "unsupported_type", message: "Bu dosya türü desteklenmiyor" } });
    const english = await upload(
      { kind: "image", listingId: ownListing, file: text, type: "image/jpeg", name: "photo.jpg" },
      { cookie: `${owner.cookie}; kk_locale=en` },
    );
    expect(english).toMatchObject({ status: 415, body: { message: "This file type is not supported" } });
  });

  it("refuses bytes of the other kind, corrupt images and HEIC the server cannot decode (415)", async () => {
    const asImage = await upload(
      { kind: "image", listingId: ownListing, file: mp4Bytes(), type: "image/jpeg", name: "x.jpg" },
      { cookie: owner.cookie },
    );
    expect(asImage).toMatchObject({ status: 415, body: { error: "unsupported_type" } });
    const asVideo = await upload(
      { kind: "video", listingId: ownListing, file: await gpsJpeg(100, 100), type: "video/mp4", name: "x.mp4" },
      { cookie: owner.cookie },
    );
    expect(asVideo).toMatchObject({ status: 415, body: { error: "unsupported_type" } });
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(
      await upload({ kind: "image", listingId: ownListing, file: corrupt, type: "image/jpeg" }, { cookie: owner.cookie }),
    ).toMatchObject({
      status: 415,
      body: { error: "undecodable" },
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(500, 1)]);
    expect(
      await upload(
        { kind: "image", listingId: ownListing, file: heic, type: "image/heic", name: "IMG_0001.HEIC" },
        { cookie: owner.cookie },
      ),
    ).toMatchObject({
      status: 415,
      body: { error: "heic_unsupported" },
    });
  });
});

/**
 * A multipart upload whose file part is streamed: `head`, then garbage up to `fileBytes`, produced
 * only as the server reads it (`pulled` counts what it took); `hold` keeps the stream open until released.
 */
function streamedUpload(
  fields: { kind: string; listingId: string; head: Buffer; fileBytes: number; breakAfter?: number },
  cookie: string,
  hold?: Promise<void>,
) {
  const boundary = "----streamed-upload-boundary";
  const encoder = new TextEncoder();
  const start = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${fields.kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="listingId"\r\n\r\n${fields.listingId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(0x5a);
  const state = { pulled: 0 };
  let sent = 0;
  let phase: "start" | "head" | "file" | "end" | "done" = "start";
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const push = (bytes: Uint8Array) => {
        state.pulled += bytes.length;
        controller.enqueue(bytes);
      };
      if (phase === "start") {
        push(start);
        phase = "head";
      } else if (phase === "head") {
        push(new Uint8Array(fields.head));
        sent = fields.head.length;
        phase = "file";
        if (hold) await hold;
      } else if (phase === "file") {
        // A connection that breaks mid-file (the phone lost its signal).
        if (fields.breakAfter !== undefined && sent >= fields.breakAfter) return controller.error(new Error("connection reset"));
        const size = Math.min(chunk.length, fields.fileBytes - sent);
        sent += size;
        push(chunk.subarray(0, size));
        if (sent >= fields.fileBytes) phase = "end";
      } else if (phase === "end") {
        push(encoder.encode(`\r\n--${boundary}--\r\n`));
        phase = "done";
      } else controller.close();
    },
  });
  const request = new Request(`${TEST_SITE}/api/uploads`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: TEST_SITE, [CLIENT_IP_HEADER]: ip(), cookie },
  } as RequestInit);
  return { state, result: uploadAction({ request, params: {}, context: { app: testApp() } } as never).then(outcome) };
}

describe("POST /api/uploads: streamed, in flight and refused uploads (decision 036)", () => {
  it("refuses 100 MB of garbage from its first bytes (415), having read almost none of it", async () => {
    const member = await signInNewMember("garbage@example.com", "Çöp Yükleyen");
    const { state, result } = streamedUpload(
      { kind: "video", listingId: randomUUID(), head: Buffer.alloc(64, 0x5a), fileBytes: 100 * 1024 * 1024 },
      member.cookie,
    );
    expect(await result).toMatchObject({ status: 415, body: { error: "unsupported_type", message: "Bu dosya türü desteklenmiyor" } });
    expect(state.pulled).toBeLessThan(1024 * 1024);
  });

  it("stops reading a streamed image as soon as it passes its limit (413)", async () => {
    const member = await signInNewMember("buyuk@example.com", "Büyük Yükleyen");
    const { state, result } = streamedUpload(
      {
        kind: "image",
        listingId: randomUUID(),
        head: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(60).fill(0)]),
        fileBytes: 40 * 1024 * 1024,
      },
      member.cookie,
    );
    expect(await result).toMatchObject({ status: 413, body: { error: "too_large", message: "Görsel çok büyük (en fazla 15 MB)." } });
    expect(state.pulled).toBeLessThan(IMAGE_MAX_BYTES + 2 * 1024 * 1024);
  });

  it(`answers a member's upload beyond ${UPLOADS_IN_FLIGHT_MAX} at once with a translated 429; the slots come back`, async () => {
    const member = await signInNewMember("paralel@example.com", "Paralel Yükleyen");
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: UPLOADS_IN_FLIGHT_MAX }, () =>
      streamedUpload({ kind: "video", listingId: randomUUID(), head: mp4Bytes(), fileBytes: 256 * 1024 }, member.cookie, hold),
    );
    // Let the held uploads reach their file part.
    while (held.some((upload) => upload.state.pulled === 0)) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = await upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie });
    expect(fourth).toMatchObject({
      status: 429,
      body: {
        error: "too_many_in_flight",
        message: `Aynı anda en fazla ${UPLOADS_IN_FLIGHT_MAX} dosya yükleyebilirsiniz. Lütfen önceki yüklemelerin bitmesini bekleyin.`,
      },
    });
    const english = await upload(
      { kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" },
      { cookie: `${member.cookie}; kk_locale=en` },
    );
    expect(english.body).toMatchObject({
      message: `You can upload at most ${UPLOADS_IN_FLIGHT_MAX} files at once. Please wait for the earlier uploads to finish.`,
    });
    release();
    for (const { result } of held) expect((await result).status).toBe(201);
    const after = await upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie });
    expect(after.status).toBe(201);
  });

  it("writes an upload to a temporary file as it arrives and leaves none behind, stored, refused or broken off", async () => {
    const spoolDir = path.join(runtime.dataDir(), "incoming");
    const spooled = () => (fs.existsSync(spoolDir) ? fs.readdirSync(spoolDir).filter((name) => name.startsWith("upload-")) : []);
    const member = await signInNewMember("gecici@example.com", "Geçici Dosya");
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = streamedUpload(
      { kind: "video", listingId: randomUUID(), head: mp4Bytes(), fileBytes: 3 * 1024 * 1024 },
      member.cookie,
      hold,
    );
    // While the upload waits after its first bytes, they are in a file of the spool directory.
    while (spooled().length === 0 || fs.statSync(path.join(spoolDir, spooled()[0]!)).size < mp4Bytes().length) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(spooled()).toHaveLength(1);
    release();
    const stored = await held.result;
    expect(stored.status).toBe(201);
    expect(fs.statSync(runtime.storedFile((stored.body as { video: UploadedVideo }).video.url)).size).toBe(3 * 1024 * 1024);
    expect(spooled()).toEqual([]);

    const image = await upload(
      { kind: "image", listingId: randomUUID(), file: await gpsJpeg(), type: "image/jpeg" },
      { cookie: member.cookie },
    );
    expect(image.status).toBe(201);
    const garbage = streamedUpload(
      { kind: "video", listingId: randomUUID(), head: Buffer.alloc(64, 0x5a), fileBytes: 1024 * 1024 },
      member.cookie,
    );
    expect((await garbage.result).status).toBe(415);
    const tooLarge = streamedUpload(
      {
        kind: "image",
        listingId: randomUUID(),
        head: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(60).fill(0)]),
        fileBytes: 20 * 1024 * 1024,
      },
      member.cookie,
    );
    expect((await tooLarge.result).status).toBe(413);
    const broken = streamedUpload(
      { kind: "video", listingId: randomUUID(), head: mp4Bytes(), fileBytes: 8 * 1024 * 1024, breakAfter: 2 * 1024 * 1024 },
      member.cookie,
    );
    expect((await broken.result).status).toBe(400);
    const undecodable = await upload(
      {
        kind: "image",
        listingId: randomUUID(),
        file: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]),
        type: "image/jpeg",
      },
      { cookie: member.cookie },
    );
    expect(undecodable.status).toBe(415);
    expect(spooled()).toEqual([]);
  });

  it("answers the translated 'upload failed' when the temporary file cannot be written (a full or broken disk)", async () => {
    const member = await signInNewMember("disk@example.com", "Disk Dolu");
    // A path below a plain file: no directory can be made there.
    const blocker = path.join(runtime.dataDir(), "not-a-directory");
    fs.writeFileSync(blocker, "");
    const failed = await withConfig({ uploadSpoolDir: path.join(blocker, "incoming") }, () =>
      upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie }),
    );
    expect(failed).toMatchObject({ status: 500, body: { error: "failed", message: translate("tr", "uploads.errors.failed") } });
    const again = await upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie });
    expect(again.status).toBe(201);
  });

  it("removes at start-up the temporary files a crash left behind, not those of uploads still arriving", async () => {
    const spoolDir = fs.mkdtempSync(path.join(runtime.dataDir(), "spool-"));
    const left = path.join(spoolDir, "upload-left-by-a-crash");
    const arriving = path.join(spoolDir, "upload-still-arriving");
    const other = path.join(spoolDir, "not-an-upload");
    for (const file of [left, arriving, other]) fs.writeFileSync(file, "bytes");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(left, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(other, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleSpooledFiles(spoolDir, new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    expect(fs.readdirSync(spoolDir).sort()).toEqual(["not-an-upload", "upload-still-arriving"]);
    expect(await removeStaleSpooledFiles(path.join(runtime.dataDir(), "no-such-directory"), new Date())).toBe(0);
  });

  it(`counts refused uploads toward the rate limit: after ${UPLOAD_RATE_LIMIT.max} refused ones the next is 429`, async () => {
    const member = await signInNewMember("reddedilen@example.com", "Reddedilen Üye");
    const garbage = Buffer.from("çöp ".repeat(50));
    const tooBig = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
    for (let index = 0; index < UPLOAD_RATE_LIMIT.max; index++) {
      const file = index === 0 ? tooBig : garbage;
      const result = await upload({ kind: "image", listingId: randomUUID(), file, type: "image/jpeg" }, { cookie: member.cookie });
      expect(result.status).toBe(index === 0 ? 413 : 415);
    }
    const next = await upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie });
    expect(next).toMatchObject({ status: 429, body: { error: "rate_limited" } });
    const rows = await getDb().select({ bytes: uploads.bytes, url: uploads.url }).from(uploads).where(eq(uploads.uploaderId, member.id));
    expect(rows).toHaveLength(UPLOAD_RATE_LIMIT.max);
    expect(rows.every((row) => row.bytes === 0 && row.url === null)).toBe(true);
  });
});

describe("POST /api/uploads: what is stored", () => {
  it("re-encodes a JPEG with GPS EXIF into WebP and AVIF variants with no EXIF, dimensions recorded, keyed {userId}/{listingId}/{ts}-{name}", async () => {
    const photo = await gpsJpeg(1200, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await uploadOwnPhoto(photo, "Girne Villa Ön Cephe.jpg");
    expect(image).toMatchObject({ width: 1200, height: 800 });
    expect(variantsOf(image)).toEqual(VARIANTS_OF_1200_WIDE_PHOTO);
    expect(image.url).toBe(image.variants[2]!.url);
    const keyPattern = new RegExp(`^/media/listing-images/${owner.id}/${ownListing}/(\\d{13})-girne-villa-on-cephe-(\\d+)w\\.(webp|avif)$`);
    const stamps = new Set<string>();
    for (const variant of image.variants) {
      const match = keyPattern.exec(variant.url);
      expect(match, variant.url).not.toBeNull();
      stamps.add(match![1]!);
      expect(Number(match![2])).toBe(variant.width);
      expect(match![3]).toBe(variant.format);
      const stored = fs.readFileSync(runtime.storedFile(variant.url));
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
    const image = await uploadOwnPhoto(photo, "dik.jpg");
    expect(image).toMatchObject({ width: 800, height: 1200 });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 800, 480, 800]);
    const largest = await sharp(fs.readFileSync(runtime.storedFile(image.url))).metadata();
    expect(largest).toMatchObject({ width: 800, height: 1200 });
    expect(largest.orientation).toBeUndefined();
    // The yellow block drawn at the top-left of the sensor image ends up at the top-right once rotated 90° clockwise.
    const { data, info } = await sharp(fs.readFileSync(runtime.storedFile(image.url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
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
    const mp4 = await upload(
      { kind: "video", listingId: newListing, file: mp4Bytes(), type: "text/html", name: "Tur Videosu.html" },
      { cookie: owner.cookie },
    );
    expect(mp4.status).toBe(201);
    const video = (mp4.body as { video: UploadedVideo }).video;
    expect(video).toMatchObject({ contentType: "video/mp4", size: mp4Bytes().length });
    expect(video.url).toMatch(new RegExp(`^/media/listing-videos/${owner.id}/${newListing}/\\d{13}-tur-videosu\\.mp4$`));
    expect(fs.readFileSync(runtime.storedFile(video.url)).equals(mp4Bytes())).toBe(true);
    expect(mediaBelongsTo(getStorage(), video.url, owner.id, newListing, "listing-videos")).toBe(true);

    const webm = await upload(
      { kind: "video", listingId: newListing, file: webmBytes(), type: "video/webm", name: "klip.webm" },
      { cookie: owner.cookie },
    );
    expect(webm).toMatchObject({ status: 201, body: { video: { contentType: "video/webm", size: webmBytes().length } } });
    expect((webm.body as { video: UploadedVideo }).video.url).toMatch(/-klip\.webm$/);
  });
});

describe("POST /api/uploads: per-member rate limit and quotas (decision 013)", () => {
  it(`accepts exactly ${UPLOAD_RATE_LIMIT.max} of ${UPLOAD_RATE_LIMIT.max + 20} uploads sent ${UPLOADS_IN_FLIGHT_MAX} at a time by one member; the rest get a translated 429 with Retry-After`, async () => {
    const member = await signInNewMember("hizli@example.com", "Hızlı Yükleyen");
    // Sent UPLOADS_IN_FLIGHT_MAX at a time (a member's uploads beyond that at once are refused, decision 036).
    const results: Awaited<ReturnType<typeof upload>>[] = [];
    for (let sent = 0; sent < UPLOAD_RATE_LIMIT.max + 20; sent += UPLOADS_IN_FLIGHT_MAX) {
      const count = Math.min(UPLOADS_IN_FLIGHT_MAX, UPLOAD_RATE_LIMIT.max + 20 - sent);
      results.push(
        ...(await Promise.all(
          Array.from({ length: count }, () =>
            upload(
              { kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4", name: "v.mp4" },
              { cookie: member.cookie },
            ),
          ),
        )),
      );
    }
    expect(results.filter((result) => result.status === 201)).toHaveLength(UPLOAD_RATE_LIMIT.max);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.body).toMatchObject({
      error: "rate_limited",
      message: expect.stringMatching(/^Kısa sürede çok fazla dosya yüklediniz\. Lütfen \d+ dakika sonra/),
    });
    // The next one is refused before its body is read, with the wait in seconds and in English by the cookie.
    const request = post(
      "/api/uploads",
      { kind: "video", listingId: randomUUID(), file: new Blob([new Uint8Array(mp4Bytes())]) },
      { ip: ip(), cookie: `${member.cookie}; kk_locale=en` },
    );
    const response = (await uploadAction({ request, params: {}, context: { app: testApp() } } as never)) as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowSeconds);
    expect(await response.json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringMatching(/^You have uploaded too many files in a short time\. Please try again in 10 minutes\.$/),
    });
  });

  it("refuses uploads past 1 GiB not yet in a saved listing (413) and past 3 GiB in 24 hours (429); admins are not limited", async () => {
    const member = await signInNewMember("kota@example.com", "Kota Üyesi");
    // Earlier uploads as the upload endpoint records them (storing 1 GiB for a test would take minutes).
    const recordVideo = (who: TestMember, bytes: number, attachedAt: Date | null = null) =>
      getDb()
        .insert(uploads)
        .values({ uploaderId: who.id, ownerId: who.id, listingId: randomUUID(), bucket: "listing-videos", bytes, attachedAt })
        .returning({ id: uploads.id });
    const [earlier] = await recordVideo(member, UNATTACHED_UPLOAD_BYTES_MAX - 10);
    const video = () => upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: member.cookie });
    expect(await video()).toMatchObject({
      status: 413,
      body: {
        error: "quota_exceeded",
        message:
          "Henüz bir ilana kaydedilmemiş yüklemeleriniz 1024 MB sınırına ulaştı. Önce ilanınızı kaydedin; 24 saat içinde kaydedilmeyen yüklemeler silinir.",
      },
    });
    // Once they are in a saved listing, the member may upload again…
    await getDb().update(uploads).set({ attachedAt: new Date() }).where(eq(uploads.id, earlier!.id));
    expect((await video()).status).toBe(201);
    // …until the day's bytes are used up.
    await recordVideo(member, DAILY_UPLOAD_BYTES_MAX - UNATTACHED_UPLOAD_BYTES_MAX, new Date());
    const daily = await video();
    expect(daily).toMatchObject({
      status: 429,
      body: {
        error: "daily_quota_exceeded",
        message: "24 saat içinde yükleyebileceğiniz 3072 MB sınırına ulaştınız. Lütfen 24 saat sonra tekrar deneyin.",
      },
    });
    await recordVideo(admin, DAILY_UPLOAD_BYTES_MAX);
    expect(
      (await upload({ kind: "video", listingId: randomUUID(), file: mp4Bytes(), type: "video/mp4" }, { cookie: admin.cookie })).status,
    ).toBe(201);
  });
});

describe("orphan uploads: removed after the grace period when no saved listing shows them (decision 013)", () => {
  const exists = (url: string) => fs.existsSync(runtime.storedFile(url));
  const recordOf = async (url: string) => (await getDb().select().from(uploads).where(eq(uploads.url, url)))[0];
  const age = (url: string) =>
    getDb()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - ORPHAN_UPLOAD_GRACE_SECONDS * 1000 - 60_000) })
      .where(eq(uploads.url, url));
  const photo = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
  const uploadImage = async (member: Member, listingId: string) => {
    const result = await upload(
      { kind: "image", listingId, file: await photo(), type: "image/png", name: "oda.png" },
      { cookie: member.cookie },
    );
    expect(result.status).toBe(201);
    return (result.body as { image: ListingImage }).image;
  };
  const uploadVideo = async (member: Member, listingId: string) => {
    const result = await upload(
      { kind: "video", listingId, file: mp4Bytes(), type: "video/mp4", name: "tur.mp4" },
      { cookie: member.cookie },
    );
    expect(result.status).toBe(201);
    return (result.body as { video: UploadedVideo }).video;
  };
  const save = (member: Member, body: Record<string, unknown>, mode: "create" | "edit") =>
    run(
      mode === "create" ? createAction : editAction,
      new Request(`${TEST_SITE}${mode === "create" ? "/ilan-ver" : `/ilanlar/${body.id as string}/duzenle`}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", origin: TEST_SITE, cookie: member.cookie, [CLIENT_IP_HEADER]: ip() },
      }),
      { id: body.id as string },
    );

  it("removes a never-saved listing's uploads, keeps saved media, fresh uploads and files without a record, and follows edits", async () => {
    const member = await signInNewMember("yetim@example.com", "Yetim Dosya");
    const abandoned = randomUUID();
    const orphan = await uploadImage(member, abandoned);
    const orphanVideo = await uploadVideo(member, abandoned);
    const saved = houseListing();
    const kept = await uploadImage(member, saved.id);
    const dropped = await uploadImage(member, saved.id);
    const keptVideo = await uploadVideo(member, saved.id);
    expect(await save(member, { ...saved, images: [kept, dropped], videos: [keptVideo.url] }, "create")).toMatchObject({ status: 201 });
    expect(await recordOf(kept.url)).toMatchObject({
      uploaderId: member.id,
      ownerId: member.id,
      listingId: saved.id,
      attachedAt: expect.any(Date),
    });
    // A photo added while the listing is being edited (not saved yet) and a file the demo seed stored (no record).
    const inProgress = await uploadImage(member, saved.id);
    const seeded = await storeVariants(getStorage(), {
      bucket: "listing-images",
      prefix: `${member.id}/${saved.id}`,
      fileName: "demo.png",
      body: await photo(),
      avif: false,
    });
    // Everything but the photo in progress is older than the grace period.
    for (const media of [orphan, kept, dropped]) await age(media.url);
    await age(orphanVideo.url);
    await age(keptVideo.url);

    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(2);
    for (const url of [orphan.url, ...orphan.variants.map((variant) => variant.url), orphanVideo.url]) expect(exists(url), url).toBe(false);
    expect(await recordOf(orphan.url)).toBeUndefined();
    for (const url of [kept.url, dropped.url, keptVideo.url, inProgress.url, seeded.url]) expect(exists(url), url).toBe(true);

    // The edit drops a photo: it is removed by the next sweep (the member removed it), the others stay.
    expect(await save(member, { ...saved, images: [kept, inProgress], videos: [keptVideo.url] }, "edit")).toMatchObject({ status: 200 });
    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(1);
    for (const url of [dropped.url, ...dropped.variants.map((variant) => variant.url)]) expect(exists(url), url).toBe(false);
    for (const url of [kept.url, ...kept.variants.map((variant) => variant.url), keptVideo.url, inProgress.url, seeded.url])
      expect(exists(url), url).toBe(true);
    // A stale tab saving the dropped photo again is told the file is gone, in both languages.
    const stale = await save(member, { ...saved, images: [kept, dropped], videos: [keptVideo.url] }, "edit");
    expect(stale).toMatchObject({ status: 400, body: { fieldErrors: { images: "listingForm.validation.mediaExpired" } } });
    expect(translate("tr", "listingForm.validation.mediaExpired")).toMatch(/24 saat/);
    expect(translate("en", "listingForm.validation.mediaExpired")).toMatch(/24 hours/);
    // A second run finds nothing more; the job is registered with the maintenance runner.
    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(0);
    expect(MAINTENANCE_JOBS.map((job) => job.name)).toContain("orphan-uploads");
  });

  it("finishes a sweep cut short (files removed by the next run) and keeps what a listing shows even if not marked attached", async () => {
    const member = await signInNewMember("yarim@example.com", "Yarım Kalan");
    const listingId = randomUUID();
    const image = await uploadImage(member, listingId);
    // A run that marked the upload and died before removing its files.
    await getDb().update(uploads).set({ removingAt: new Date() }).where(eq(uploads.url, image.url));
    expect(exists(image.url)).toBe(true);
    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(1);
    expect(exists(image.url)).toBe(false);

    // A listing written by other means (an admin tool, a restore) that shows an unmarked upload keeps it.
    const shown = await uploadImage(member, listingId);
    await getDb()
      .insert(listings)
      .values({ id: listingId, ownerId: member.id, title: "Elle", price: 1, city: "Girne", categorySlug: "houses", images: [shown] });
    await age(shown.url);
    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(0);
    expect(exists(shown.url)).toBe(true);
    expect(await recordOf(shown.url)).toMatchObject({ attachedAt: expect.any(Date), removingAt: null });
  });

  it("removes an admin's upload into a member's folder that was never saved, like the member's own", async () => {
    const listingId = await insertSupportListing(other.id, "pending");
    const image = await uploadImage(admin, listingId);
    expect(await recordOf(image.url)).toMatchObject({ uploaderId: admin.id, ownerId: other.id, listingId });
    await age(image.url);
    expect(await sweepOrphanUploads(getDb(), getStorage(), new Date())).toBe(1);
    expect(exists(image.url)).toBe(false);
  });
});

describe("POST /api/uploads: video metadata (decision 013)", () => {
  const uploadVideoFile = (file: Buffer, name: string, type = "video/mp4", cookie = owner.cookie) =>
    upload({ kind: "video", listingId: randomUUID(), file, type, name }, { cookie });
  const stored = (result: Awaited<ReturnType<typeof upload>>) =>
    fs.readFileSync(runtime.storedFile((result.body as { video: UploadedVideo }).video.url));
  const noLocation = (bytes: Buffer) => {
    for (const marker of LOCATION_MARKERS) expect(bytes.includes(Buffer.from(marker, "latin1")), marker).toBe(false);
  };
  const shape = (tree: ReadBox[]): unknown =>
    tree.map((node) => [node.type, node.start, node.size, node.children ? shape(node.children) : null]);

  for (const [label, brand, name] of [
    ["an iPhone-style MOV", "qt  ", "IMG_0042.MOV"],
    ["an Android-style MP4", "isom", "VID_20260101.mp4"],
  ] as const) {
    it(`blanks the location of ${label} (©xyz, loci, Apple keys, XMP, timed metadata) in place: same size, box tree intact, video untouched`, async () => {
      const { file, videoSamples } = phoneVideo({ brand });
      for (const marker of LOCATION_MARKERS.slice(0, 3)) expect(file.includes(Buffer.from(marker, "latin1")), marker).toBe(true);
      const result = await uploadVideoFile(file, name);
      expect(result.status).toBe(201);
      const bytes = stored(result);
      expect(bytes.length).toBe(file.length);
      noLocation(bytes);

      const before = readBoxTree(file);
      const after = readBoxTree(bytes);
      expect(after.map((node) => node.type)).toEqual(["ftyp", "moov", "free", "mdat"]);
      expect(after.map((node) => [node.start, node.size])).toEqual(before.map((node) => [node.start, node.size]));
      const moov = after[1]!;
      expect(moov.children!.map((node) => node.type)).toEqual(["mvhd", "trak", "trak", "free", "free"]);
      const [videoTrak, timedTrak] = [moov.children![1]!, moov.children![2]!];
      expect(videoTrak.children!.map((node) => node.type)).toEqual(["tkhd", "mdia", "free"]);
      // Everything but the metadata is byte for byte what was sent: the video track's boxes and its samples.
      const beforeVideo = before[1]!.children![1]!.children![1]!;
      expect(bytes.subarray(videoTrak.children![1]!.start, videoTrak.children![1]!.start + videoTrak.children![1]!.size)).toEqual(
        file.subarray(beforeVideo.start, beforeVideo.start + beforeVideo.size),
      );
      const ranges = sampleRanges(bytes, videoTrak);
      expect(ranges.map((range) => bytes.subarray(range.start, range.end))).toEqual(videoSamples);
      // The timed metadata track is still a track (its table intact), its samples zeroed.
      expect(shape(timedTrak.children!)).toEqual(shape(before[1]!.children![2]!.children!));
      for (const range of sampleRanges(bytes, timedTrak))
        expect(bytes.subarray(range.start, range.end).every((byte) => byte === 0)).toBe(true);
      // Apple's location key is gone from moov/meta; its name stays only in the (now empty) timed track's description.
      const key = Buffer.from(APPLE_LOCATION_KEY, "latin1");
      expect(file.indexOf(key)).not.toBe(file.lastIndexOf(key));
      expect(bytes.indexOf(key)).toBe(bytes.lastIndexOf(key));
      expect(bytes.indexOf(key)).toBeGreaterThan(timedTrak.start);
      expect(bytes.indexOf(key)).toBeLessThan(timedTrak.start + timedTrak.size);
      expect(bytes.subarray(after[2]!.start + 8, after[2]!.start + after[2]!.size).every((byte) => byte === 0)).toBe(true);
    });
  }

  it("stores a video without metadata byte for byte", async () => {
    const { file } = phoneVideo({ brand: "isom", metadata: false });
    const result = await uploadVideoFile(file, "temiz.mp4");
    expect(result.status).toBe(201);
    expect(stored(result).equals(file)).toBe(true);
  });

  it("voids a WebM's Tags (and the SeekHead entry pointing to them), same size, clusters untouched", async () => {
    const file = taggedWebm();
    expect(file.includes(Buffer.from(COORDINATES, "latin1"))).toBe(true);
    const result = await uploadVideoFile(file, "klip.webm", "video/webm");
    expect(result).toMatchObject({ status: 201, body: { video: { contentType: "video/webm" } } });
    const bytes = stored(result);
    expect(bytes.length).toBe(file.length);
    noLocation(bytes);
    const cluster = Buffer.from("BLOCK-DATA-".repeat(10), "latin1");
    expect(bytes.indexOf(cluster)).toBe(file.indexOf(cluster));
    const tagsAt = file.lastIndexOf(Buffer.from([0x12, 0x54, 0xc3, 0x67]));
    expect(bytes[tagsAt]).toBe(0xec); // a Void element now
  });

  it("refuses a fragmented file with a timed metadata track with a translated 415 (it cannot be cleaned in place)", async () => {
    const { file } = phoneVideo({ brand: "isom", fragmented: true });
    const result = await uploadVideoFile(file, "parca.mp4");
    expect(result).toMatchObject({
      status: 415,
      body: {
        error: "video_metadata",
        message:
          "Bu videodaki konum ve sensör kayıtları temizlenemedi. Lütfen videoyu telefonunuzun galerisinden yeniden kaydedip (dışa aktarıp) yükleyin.",
      },
    });
    const english = await uploadVideoFile(file, "parca.mp4", "video/mp4", `${owner.cookie}; kk_locale=en`);
    expect((english.body as { message: string }).message).toMatch(/^The location and sensor records in this video could not be removed/);
  });
});
