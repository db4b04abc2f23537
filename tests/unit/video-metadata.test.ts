import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VideoMetadataError, stripVideoMetadata, stripVideoMetadataFile } from "~/.server/services/media/video-metadata";
import type { VideoType } from "~/domain/uploads";
import { LOCATION_MARKERS, box, phoneVideo, taggedWebm } from "../support/video-fixtures";

/**
 * The in-place metadata blanking on the structures the upload tests' phone files do not use:
 * 64-bit box sizes, a last box "to the end of the file", 64-bit chunk offsets, truncated files, and
 * Matroska elements of unknown size (live recordings) and of the smallest sizes.
 */

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);
const GPS = Buffer.from("+35.3312+033.1934/", "latin1");
const hasGps = (bytes: Buffer) => bytes.includes(GPS);

describe("stripVideoMetadata: ISO-BMFF", () => {
  it("blanks a box with a 64-bit size (keeping the size fields) and leaves a last box sized 'to the end' alone", () => {
    const payload = Buffer.concat([box("\u00a9xyz", GPS)]);
    const large = Buffer.concat([u32(1), Buffer.from("udta", "latin1"), Buffer.from([0, 0, 0, 0, 0, 0, 0, 16 + payload.length]), payload]);
    const mdat = Buffer.concat([u32(0), Buffer.from("mdat", "latin1"), Buffer.from("FRAMES".repeat(10), "latin1")]);
    const file = Buffer.concat([box("ftyp", Buffer.from("isom\0\0\0\0isom", "latin1")), large, mdat]);
    const copy = Buffer.from(file);
    stripVideoMetadata(copy, "video/mp4");
    expect(hasGps(copy)).toBe(false);
    const at = file.indexOf(large);
    expect(copy.toString("latin1", at + 4, at + 8)).toBe("free");
    expect(copy.subarray(at, at + 4)).toEqual(u32(1));
    expect(copy.subarray(at + 8, at + 16)).toEqual(file.subarray(at + 8, at + 16));
    expect(copy.subarray(file.indexOf(mdat))).toEqual(mdat);
  });

  it("zeroes a timed metadata track's samples found through 64-bit chunk offsets (co64)", () => {
    const samples = [Buffer.concat([GPS, Buffer.from("a")]), Buffer.concat([GPS, Buffer.from("bc")])];
    const build = (offset: number) =>
      box(
        "moov",
        box(
          "trak",
          box(
            "mdia",
            fullBox("hdlr", u32(0), Buffer.from("meta", "latin1"), Buffer.alloc(12)),
            box(
              "minf",
              box(
                "stbl",
                fullBox("stsc", u32(1), u32(1), u32(2), u32(1)),
                fullBox("stsz", u32(0), u32(2), u32(samples[0]!.length), u32(samples[1]!.length)),
                fullBox("co64", u32(1), u32(0), u32(offset)),
              ),
            ),
          ),
        ),
      );
    const ftyp = box("ftyp", Buffer.from("mp42\0\0\0\0mp42", "latin1"));
    const moov = build(ftyp.length + build(0).length + 8);
    const file = Buffer.concat([ftyp, moov, box("mdat", ...samples)]);
    stripVideoMetadata(file, "video/mp4");
    expect(hasGps(file)).toBe(false);
    expect(file.subarray(file.length - samples[0]!.length - samples[1]!.length).every((byte) => byte === 0)).toBe(true);
  });

  it("cleans what comes before a truncated box and stores the rest as it is", () => {
    const udta = box("udta", box("\u00a9xyz", GPS));
    const broken = Buffer.concat([u32(5000), Buffer.from("mdat", "latin1"), Buffer.from("partial")]);
    const file = Buffer.concat([box("ftyp", Buffer.from("isom\0\0\0\0", "latin1")), box("moov", udta), broken]);
    stripVideoMetadata(file, "video/mp4");
    expect(hasGps(file)).toBe(false);
    expect(file.subarray(file.length - broken.length)).toEqual(broken);
  });

  it("refuses a timed metadata track it cannot locate sample by sample", () => {
    const trak = box("trak", box("mdia", fullBox("hdlr", u32(0), Buffer.from("camm", "latin1"), Buffer.alloc(12))));
    const file = Buffer.concat([box("ftyp", Buffer.from("isom\0\0\0\0", "latin1")), box("moov", trak)]);
    expect(() => stripVideoMetadata(file, "video/mp4")).toThrow(VideoMetadataError);
  });
});

describe("stripVideoMetadata: Matroska/WebM", () => {
  const element = (id: number[], payload: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
  const UNKNOWN = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm", "latin1")));

  it("finds Tags after a live recording's clusters of unknown size and voids them with a readable size", () => {
    const blocks = Buffer.concat([element([0xe7], Buffer.from([0])), element([0xa3], Buffer.from("BLOCK", "latin1"))]);
    const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN, blocks]);
    const tags = element([0x12, 0x54, 0xc3, 0x67], element([0x73, 0x73], element([0x44, 0x87], GPS)));
    const file = Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN, cluster, cluster, tags]);
    stripVideoMetadata(file, "video/webm");
    expect(hasGps(file)).toBe(false);
    const at = file.length - tags.length;
    expect(file[at]).toBe(0xec);
    // The Void's size vint (here 8 bytes: 0x01 then the value) spans exactly the old element.
    const sizeLength = Math.clz32(file[at + 1]!) - 23;
    let size = file[at + 1]! & (0xff >> sizeLength);
    for (let index = 2; index <= sizeLength; index++) size = size * 256 + file[at + index]!;
    expect(1 + sizeLength + size).toBe(tags.length);
    expect(file.includes(Buffer.from("BLOCK", "latin1"))).toBe(true);
  });

  it("voids even the smallest Tags element (5 bytes)", () => {
    const tags = Buffer.from([0x12, 0x54, 0xc3, 0x67, 0x80]);
    const file = Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], tags)]);
    stripVideoMetadata(file, "video/webm");
    expect([...file.subarray(file.length - 5)]).toEqual([0xec, 0x10, 0, 0, 0]);
  });
});

describe("stripVideoMetadataFile: the same cleaning on a file on disk, read in pages", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-video-metadata-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  /** The file walk's result for `bytes` with pages of `pageBytes` (small pages cross every structure). */
  const cleanedOnDisk = (bytes: Buffer, type: VideoType, pageBytes: number) => {
    const file = path.join(dir, `video-${count++}`);
    fs.writeFileSync(file, bytes);
    try {
      stripVideoMetadataFile(file, type, pageBytes);
      return fs.readFileSync(file);
    } finally {
      fs.rmSync(file, { force: true });
    }
  };
  const cleanedInMemory = (bytes: Buffer, type: VideoType) => {
    const copy = Buffer.from(bytes);
    stripVideoMetadata(copy, type);
    return copy;
  };
  const videos: [string, Buffer, VideoType][] = [
    ["an iPhone-style QuickTime file", phoneVideo({ brand: "qt  " }).file, "video/quicktime"],
    ["an Android-style MP4 file", phoneVideo({ brand: "isom" }).file, "video/mp4"],
    ["a tagged WebM file", taggedWebm(), "video/webm"],
  ];

  it.each(videos)("%s: every location marker is gone and the bytes equal the in-memory cleaning", (_name, bytes, type) => {
    const expected = cleanedInMemory(bytes, type);
    expect(expected).not.toEqual(bytes);
    for (const pageBytes of [7, 64, 4096, 1 << 20]) {
      const cleaned = cleanedOnDisk(bytes, type, pageBytes);
      expect(cleaned.length).toBe(bytes.length);
      expect(cleaned.equals(expected)).toBe(true);
      for (const marker of LOCATION_MARKERS) expect(cleaned.includes(Buffer.from(marker, "latin1"))).toBe(false);
    }
  });

  it("refuses what the in-memory walk refuses, and leaves no file handle open", () => {
    const trak = box("trak", box("mdia", fullBox("hdlr", u32(0), Buffer.from("camm", "latin1"), Buffer.alloc(12))));
    const file = path.join(dir, "refused.mp4");
    fs.writeFileSync(file, Buffer.concat([box("ftyp", Buffer.from("isom\0\0\0\0", "latin1")), box("moov", trak)]));
    const openFiles = () => fs.readdirSync("/proc/self/fd").length;
    const before = openFiles();
    expect(() => stripVideoMetadataFile(file, "video/mp4", 16)).toThrow(VideoMetadataError);
    expect(openFiles()).toBe(before);
  });
});
