import { describe, expect, it } from "vitest";
import { createS3Storage } from "~/.server/adapters/s3-storage";
import { createDiskStorage } from "~/.server/adapters/storage";
import { BodyFormatError, BodyTooLargeError, readMultipart } from "~/.server/http/body";
import { detectMediaType } from "~/.server/services/media/media-type";
import { listingImageBelongsTo, mediaBelongsTo } from "~/.server/services/media/uploads";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, isUuid } from "~/domain/uploads";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
/** An ISO-BMFF ftyp box with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], "free");
};

describe("detectMediaType (magic bytes)", () => {
  it("recognises the accepted images", () => {
    expect(detectMediaType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(detectMediaType(bytes([0x89], "PNG\r\n", [0x1a, 0x0a], "rest"))).toBe("image/png");
    expect(detectMediaType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(detectMediaType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(detectMediaType(ftyp("avif", "avif", "mif1", "miaf"))).toBe("image/avif");
    expect(detectMediaType(ftyp("mif1", "avif", "mif1"))).toBe("image/avif");
    expect(detectMediaType(ftyp("heic", "mif1", "heic"))).toBe("image/heic");
    expect(detectMediaType(ftyp("mif1", "heic"))).toBe("image/heic");
  });

  it("recognises MP4, QuickTime and WebM videos", () => {
    expect(detectMediaType(ftyp("isom", "isom", "iso2", "avc1", "mp41"))).toBe("video/mp4");
    expect(detectMediaType(ftyp("mp42", "isom", "mp42"))).toBe("video/mp4");
    expect(detectMediaType(ftyp("qt  ", "qt  "))).toBe("video/quicktime");
    expect(detectMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm", [0x42, 0x87]))).toBe(
      "video/webm",
    );
  });

  it("refuses everything else, whatever it claims to be", () => {
    expect(detectMediaType(bytes("hello, this is text named photo.jpg"))).toBeNull();
    expect(detectMediaType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectMediaType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectMediaType(bytes("%PDF-1.7"))).toBeNull();
    expect(detectMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"))).toBeNull();
    expect(detectMediaType(ftyp("crx ", "crx "))).toBeNull();
    expect(detectMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectMediaType(new Uint8Array())).toBeNull();
  });
});

describe("mediaBelongsTo", () => {
  const owner = "user-1";
  const listing = "0b6c8f8e-2f7d-4c55-9a57-3f1d2b4c5e6f";
  const disk = createDiskStorage("/tmp/kk-unused");
  const s3 = createS3Storage({
    endpoint: "http://127.0.0.1:9",
    region: "us-east-1",
    bucket: "b",
    accessKeyId: "k",
    secretAccessKey: "s",
    publicUrl: "https://cdn.example.com/media",
    forcePathStyle: true,
  });

  it("accepts only uploads stored in the owner's listing folder (disk and S3 URLs)", () => {
    for (const storage of [disk, s3]) {
      const image = storage.publicUrl("listing-images", `${owner}/${listing}/1700000000000-villa-480w.webp`);
      const video = storage.publicUrl("listing-videos", `${owner}/${listing}/1700000000000-tur.mp4`);
      expect(mediaBelongsTo(storage, image, owner, listing)).toBe(true);
      expect(mediaBelongsTo(storage, video, owner, listing)).toBe(true);
      expect(mediaBelongsTo(storage, video, owner, listing, "listing-images")).toBe(false);
      expect(mediaBelongsTo(storage, image, "user-2", listing)).toBe(false);
      expect(mediaBelongsTo(storage, image, owner, "5d1a8b1e-0000-4000-8000-000000000000")).toBe(false);
      expect(mediaBelongsTo(storage, storage.publicUrl("avatars", `${owner}/1700000000000-a.webp`), owner, listing)).toBe(false);
      const folder = image.slice(0, image.lastIndexOf("/") + 1);
      for (const name of [
        "",
        "..%2F..%2Fx",
        "1700000000000-a.webp%2F..%2Fb",
        "x.webp",
        "1700000000000-a.webp?x=1",
        "sub/1700000000000-a.webp",
      ]) {
        expect(mediaBelongsTo(storage, folder + name, owner, listing), name).toBe(false);
      }
    }
    expect(mediaBelongsTo(s3, disk.publicUrl("listing-images", `${owner}/${listing}/1700000000000-a.webp`), owner, listing)).toBe(false);
    expect(mediaBelongsTo(disk, "https://evil.example/media/listing-images/x", owner, listing)).toBe(false);
  });

  it("checks an image's every variant", () => {
    const url = (name: string) => disk.publicUrl("listing-images", `${owner}/${listing}/${name}`);
    const image = {
      url: url("1700000000000-a-960w.webp"),
      width: 960,
      height: 640,
      variants: [{ url: url("1700000000000-a-480w.webp"), width: 480, format: "webp" as const }],
    };
    expect(listingImageBelongsTo(disk, image, owner, listing)).toBe(true);
    image.variants.push({ url: "https://elsewhere.example/a.avif", width: 480, format: "webp" });
    expect(listingImageBelongsTo(disk, image, owner, listing)).toBe(false);
  });
});

describe("readMultipart", () => {
  const request = (form: FormData, headers: Record<string, string> = {}) =>
    new Request("https://x.test/api/uploads", { method: "POST", body: form, headers });
  const options = { fileField: "file", maxFileBytes: (fields: Record<string, string>) => (fields.kind === "image" ? 10 : 100) };

  it("reads the fields and the one file, its UTF-8 name intact", async () => {
    const form = new FormData();
    form.set("kind", "image");
    form.set("file", new Blob(["0123456789"], { type: "image/jpeg" }), "Ön Cephe ş.jpg");
    const parsed = await readMultipart(request(form), options);
    expect(parsed.fields).toEqual({ kind: "image" });
    expect(parsed.file).toMatchObject({ name: "Ön Cephe ş.jpg", declaredType: "image/jpeg" });
    expect(parsed.file!.body.toString()).toBe("0123456789");
  });

  it("stops at the limit of the kind named before the file, without a Content-Length", async () => {
    const form = new FormData();
    form.set("kind", "image");
    form.set("file", new Blob(["0123456789x"]), "a.jpg");
    await expect(readMultipart(request(form), options)).rejects.toEqual(new BodyTooLargeError(10));
    const videoForm = new FormData();
    videoForm.set("file", new Blob([new Uint8Array(101)]), "v.mp4");
    await expect(readMultipart(request(videoForm), options)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("refuses non-multipart bodies, second files, unexpected file fields and long fields", async () => {
    await expect(
      readMultipart(
        new Request("https://x.test/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
        options,
      ),
    ).rejects.toBeInstanceOf(BodyFormatError);
    const two = new FormData();
    two.append("file", new Blob(["a"]), "a.jpg");
    two.append("file", new Blob(["b"]), "b.jpg");
    await expect(readMultipart(request(two), options)).rejects.toBeInstanceOf(BodyFormatError);
    const other = new FormData();
    other.set("avatar", new Blob(["a"]), "a.jpg");
    await expect(readMultipart(request(other), options)).rejects.toBeInstanceOf(BodyFormatError);
    const long = new FormData();
    long.set("listingId", "x".repeat(5000));
    await expect(readMultipart(request(long), options)).rejects.toBeInstanceOf(BodyFormatError);
  });
});

describe("upload limits", () => {
  it("are the documented numbers (decision 005)", () => {
    expect(IMAGE_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(VIDEO_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(isUuid("0b6c8f8e-2f7d-4c55-9a57-3f1d2b4c5e6f")).toBe(true);
    expect(isUuid("../0b6c8f8e")).toBe(false);
  });
});
