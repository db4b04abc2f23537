import fs from "node:fs";
import type { VideoType } from "~/domain/uploads";

/**
 * Removes location and other metadata from an uploaded video in place, without re-encoding and
 * without moving a byte of audio or video (decision 013): every box or element that carries
 * metadata keeps its size and position but becomes padding with zeroed contents, so chunk offsets,
 * cue points and the file's size stay valid.
 *
 * MP4/MOV (ISO-BMFF): at the top level and inside `moov`, each `trak` and their media boxes, every
 * `udta` (Android's ©xyz and 3GPP `loci`, Samsung's and others' maker boxes), `meta` (Apple's keys
 * such as com.apple.quicktime.location.ISO6709, iTunes-style tags) and `uuid` box (XMP, camera
 * makers' blocks) becomes a `free` box with zeroed payload, and existing `free`/`skip` padding is
 * zeroed too. Timed metadata tracks (handler `meta` or `camm`: Apple's mebx, GoPro's GPMF, drones'
 * per-frame GPS) keep their structure but get their sample bytes zeroed. Such a track in a
 * fragmented file cannot be located sample by sample here: that file is refused (VideoMetadataError).
 *
 * WebM/Matroska: the Tags and Attachments elements of the Segment (and SeekHead entries pointing to
 * them) become Void elements of the same size with zeroed contents.
 *
 * The walk is lenient: it stops at a truncated or unknown-size structure it cannot skip, having
 * cleaned everything before it; audio and video data are never changed.
 *
 * The walk reads and writes through `Bytes`: a buffer, or an uploaded file on disk (decision 036)
 * read in pages, so a 100 MB video is cleaned without being held in memory — only the boxes it
 * looks at (headers, `moov`'s tables, a SeekHead) are read, and blanked ranges are written as zeros.
 */

export class VideoMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VideoMetadataError";
  }
}

/** Cleans `body` in place (its length never changes); VideoMetadataError when that is not possible. */
export function stripVideoMetadata(body: Buffer, type: VideoType): void {
  strip(new BufferBytes(body), type);
}

/**
 * Cleans the file at `filePath` in place, as stripVideoMetadata does a buffer: it reads pages of
 * `pageBytes` on demand (a few of them at once at most) and writes only what it changes.
 * Synchronous file access: the walk reads headers and tables, not the media data.
 */
export function stripVideoMetadataFile(filePath: string, type: VideoType, pageBytes = 64 * 1024): void {
  const bytes = new FileBytes(filePath, pageBytes);
  try {
    strip(bytes, type);
    bytes.flush();
  } finally {
    bytes.close();
  }
}

function strip(bytes: Bytes, type: VideoType) {
  if (type === "video/webm") stripMatroska(bytes);
  else stripIsoBmff(bytes);
}

// ---------------------------------------------------------------------------------------------------
// The bytes walked: a buffer or a file

/** Random access to the video's bytes; reads past the end give undefined (bytes) or throw (numbers). */
interface Bytes {
  readonly length: number;
  byte(at: number): number | undefined;
  set(at: number, value: number): void;
  u16(at: number): number;
  u32(at: number): number;
  u64(at: number): bigint;
  ascii(start: number, end: number): string;
  writeAscii(text: string, at: number): void;
  /** Zeroes `[start, end)`. */
  zero(start: number, end: number): void;
}

class BufferBytes implements Bytes {
  constructor(private readonly buffer: Buffer) {}
  get length() {
    return this.buffer.length;
  }
  byte(at: number) {
    return this.buffer[at];
  }
  set(at: number, value: number) {
    this.buffer[at] = value;
  }
  u16(at: number) {
    return this.buffer.readUInt16BE(at);
  }
  u32(at: number) {
    return this.buffer.readUInt32BE(at);
  }
  u64(at: number) {
    return this.buffer.readBigUInt64BE(at);
  }
  ascii(start: number, end: number) {
    return this.buffer.toString("latin1", start, end);
  }
  writeAscii(text: string, at: number) {
    this.buffer.write(text, at, "latin1");
  }
  zero(start: number, end: number) {
    this.buffer.fill(0, start, end);
  }
}

/** How many pages a FileBytes keeps (least recently used first out; changed ones are written back). */
const PAGES_KEPT = 16;

/**
 * A file read in pages on demand. Changes to a page held are written back when it leaves or at
 * `flush`; zeroing a range not held is written to the file at once (nothing read for it).
 */
class FileBytes implements Bytes {
  readonly length: number;
  private readonly fd: number;
  private readonly pages = new Map<number, { data: Buffer; dirty: boolean }>();

  constructor(
    filePath: string,
    private readonly pageBytes: number,
  ) {
    this.fd = fs.openSync(filePath, "r+");
    this.length = fs.fstatSync(this.fd).size;
  }

  private page(index: number) {
    let page = this.pages.get(index);
    if (page) {
      this.pages.delete(index); // re-inserted below: the map's order is the use order
    } else {
      const start = index * this.pageBytes;
      const data = Buffer.alloc(Math.min(this.pageBytes, this.length - start));
      fs.readSync(this.fd, data, 0, data.length, start);
      page = { data, dirty: false };
      if (this.pages.size >= PAGES_KEPT) {
        const [oldest, evicted] = this.pages.entries().next().value!;
        this.pages.delete(oldest);
        if (evicted.dirty) this.writePage(oldest, evicted.data);
      }
    }
    this.pages.set(index, page);
    return page;
  }

  private writePage(index: number, data: Buffer) {
    fs.writeSync(this.fd, data, 0, data.length, index * this.pageBytes);
  }

  byte(at: number) {
    if (!Number.isInteger(at) || at < 0 || at >= this.length) return undefined;
    return this.page(Math.floor(at / this.pageBytes)).data[at % this.pageBytes];
  }
  set(at: number, value: number) {
    if (at < 0 || at >= this.length) throw new RangeError(`offset ${at} is outside the file`);
    const page = this.page(Math.floor(at / this.pageBytes));
    page.data[at % this.pageBytes] = value;
    page.dirty = true;
  }
  private slice(start: number, length: number) {
    if (start < 0 || start + length > this.length) throw new RangeError(`offset ${start} is outside the file`);
    const bytes = Buffer.alloc(length);
    for (let index = 0; index < length; index++) bytes[index] = this.byte(start + index)!;
    return bytes;
  }
  u16(at: number) {
    return this.slice(at, 2).readUInt16BE(0);
  }
  u32(at: number) {
    return this.slice(at, 4).readUInt32BE(0);
  }
  u64(at: number) {
    return this.slice(at, 8).readBigUInt64BE(0);
  }
  ascii(start: number, end: number) {
    return this.slice(start, Math.max(0, Math.min(end, this.length) - start)).toString("latin1");
  }
  writeAscii(text: string, at: number) {
    for (let index = 0; index < text.length; index++) this.set(at + index, text.charCodeAt(index) & 0xff);
  }
  zero(start: number, end: number) {
    const last = Math.min(end, this.length);
    for (let position = Math.max(0, start); position < last;) {
      const index = Math.floor(position / this.pageBytes);
      const pageEnd = Math.min((index + 1) * this.pageBytes, last);
      const held = this.pages.get(index);
      if (held) {
        held.data.fill(0, position - index * this.pageBytes, pageEnd - index * this.pageBytes);
        held.dirty = true;
      } else {
        fs.writeSync(this.fd, Buffer.alloc(pageEnd - position), 0, pageEnd - position, position);
      }
      position = pageEnd;
    }
  }

  flush() {
    for (const [index, page] of this.pages) {
      if (page.dirty) this.writePage(index, page.data);
      page.dirty = false;
    }
  }
  close() {
    fs.closeSync(this.fd);
  }
}

// ---------------------------------------------------------------------------------------------------
// ISO-BMFF (MP4, QuickTime)

interface Box {
  type: string;
  start: number;
  /** Where the payload starts (after size, type, largesize and a uuid's user type). */
  payload: number;
  end: number;
  /** Bytes before the type's end that must stay as they are (size, type, largesize). */
  headerKept: number;
}

/** The boxes between `start` and `end`; stops at the first box whose size does not fit. */
function readBoxes(bytes: Bytes, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let position = start;
  while (position + 8 <= end) {
    let size = bytes.u32(position);
    const type = bytes.ascii(position + 4, position + 8);
    let headerKept = 8;
    if (size === 1) {
      if (position + 16 > end) break;
      const large = bytes.u64(position + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) break;
      size = Number(large);
      headerKept = 16;
    } else if (size === 0) {
      size = end - position;
    }
    const payload = position + headerKept + (type === "uuid" ? 16 : 0);
    if (size < payload - position || position + size > end) break;
    boxes.push({ type, start: position, payload, end: position + size, headerKept });
    position += size;
  }
  return boxes;
}

/** Turns a box into `free` with its size kept and everything after the header zeroed. */
function blankBox(bytes: Bytes, box: Box) {
  bytes.writeAscii("free", box.start + 4);
  bytes.zero(box.start + box.headerKept, box.end);
}

/** Containers walked into (their children may be metadata boxes or timed metadata tracks). */
const CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "edts", "dinf", "mvex", "moof", "traf"]);
const METADATA_BOXES = new Set(["udta", "meta", "uuid"]);
/** Inside movie fragments a `uuid` box may be sample encryption or timing (PIFF): kept there. */
const FRAGMENT_BOXES = new Set(["moof", "traf"]);
const PADDING_BOXES = new Set(["free", "skip"]);
/** Handler types of timed metadata tracks (ISO `meta`: Apple mebx, GoPro GPMF, drones; Google `camm`). */
const METADATA_HANDLERS = new Set(["meta", "camm"]);

function stripIsoBmff(bytes: Bytes) {
  const top = readBoxes(bytes, 0, bytes.length);
  const fragmented = top.some((box) => box.type === "moof");
  const walk = (boxes: Box[], parent: string | null) => {
    for (const box of boxes) {
      if (PADDING_BOXES.has(box.type)) {
        bytes.zero(box.start + box.headerKept, box.end);
      } else if (METADATA_BOXES.has(box.type) && !(box.type === "uuid" && parent && FRAGMENT_BOXES.has(parent))) {
        blankBox(bytes, box);
      } else if (CONTAINERS.has(box.type)) {
        const children = readBoxes(bytes, box.payload, box.end);
        if (box.type === "trak" && isTimedMetadataTrack(bytes, children)) {
          if (fragmented) throw new VideoMetadataError("A timed metadata track in a fragmented file cannot be cleaned.");
          zeroTrackSamples(bytes, children);
        }
        walk(children, box.type);
      }
    }
  };
  walk(top, null);
}

const child = (bytes: Bytes, boxes: Box[], path: string[]): Box | undefined => {
  let current: Box | undefined;
  let level = boxes;
  for (const type of path) {
    current = level.find((box) => box.type === type);
    if (!current) return undefined;
    level = readBoxes(bytes, current.payload, current.end);
  }
  return current;
};

function isTimedMetadataTrack(bytes: Bytes, trak: Box[]): boolean {
  const hdlr = child(bytes, trak, ["mdia", "hdlr"]);
  // FullBox: version and flags (4), pre_defined (4), handler_type (4).
  if (!hdlr || hdlr.payload + 12 > hdlr.end) return false;
  return METADATA_HANDLERS.has(bytes.ascii(hdlr.payload + 8, hdlr.payload + 12));
}

/** Zeroes every sample of a track, located through its sample tables (stsz/stz2, stsc, stco/co64). */
function zeroTrackSamples(bytes: Bytes, trak: Box[]) {
  const fail = (what: string) => {
    throw new VideoMetadataError(`The samples of a timed metadata track cannot be located: ${what}.`);
  };
  const stbl = child(bytes, trak, ["mdia", "minf", "stbl"]);
  if (!stbl) return fail("no sample table");
  const tables = readBoxes(bytes, stbl.payload, stbl.end);
  const find = (type: string) => tables.find((box) => box.type === type);
  const u32 = (box: Box, offset: number) => {
    if (box.payload + offset + 4 > box.end) fail(`${box.type} is truncated`);
    return bytes.u32(box.payload + offset);
  };

  // Sample sizes.
  const sizes: number[] = [];
  const stsz = find("stsz");
  const stz2 = find("stz2");
  if (stsz) {
    const uniform = u32(stsz, 4);
    const count = u32(stsz, 8);
    for (let index = 0; index < count; index++) sizes.push(uniform || u32(stsz, 12 + index * 4));
  } else if (stz2) {
    const fieldSize = bytes.byte(stz2.payload + 7) ?? 0;
    const count = u32(stz2, 8);
    for (let index = 0; index < count; index++) {
      const at = stz2.payload + 12;
      if (fieldSize === 16) sizes.push(at + index * 2 + 2 <= stz2.end ? bytes.u16(at + index * 2) : fail("stz2 is truncated"));
      else if (fieldSize === 8) sizes.push(bytes.byte(at + index) ?? fail("stz2 is truncated"));
      else if (fieldSize === 4) sizes.push(((bytes.byte(at + (index >> 1)) ?? fail("stz2 is truncated")) >> (index % 2 ? 0 : 4)) & 0x0f);
      else fail("stz2 field size");
    }
  } else {
    return fail("no sample sizes");
  }

  // Chunk offsets.
  const offsets: number[] = [];
  const stco = find("stco");
  const co64 = find("co64");
  if (stco) {
    const count = u32(stco, 4);
    for (let index = 0; index < count; index++) offsets.push(u32(stco, 8 + index * 4));
  } else if (co64) {
    const count = u32(co64, 4);
    for (let index = 0; index < count; index++) offsets.push(u32(co64, 8 + index * 8) * 2 ** 32 + u32(co64, 12 + index * 8));
  } else if (sizes.length) {
    return fail("no chunk offsets");
  }

  // Samples per chunk: runs of (first chunk, samples per chunk).
  const stsc = find("stsc");
  if (!stsc) return sizes.length ? fail("no sample-to-chunk table") : undefined;
  const runs: { first: number; perChunk: number }[] = [];
  const runCount = u32(stsc, 4);
  for (let index = 0; index < runCount; index++) runs.push({ first: u32(stsc, 8 + index * 12), perChunk: u32(stsc, 12 + index * 12) });

  let sample = 0;
  for (let chunk = 0; chunk < offsets.length && sample < sizes.length; chunk++) {
    const run = runs.filter((entry) => entry.first <= chunk + 1).at(-1);
    if (!run) fail("stsc does not cover the first chunk");
    let position = offsets[chunk]!;
    for (let index = 0; index < run!.perChunk && sample < sizes.length; index++, sample++) {
      const end = position + sizes[sample]!;
      if (end > bytes.length) fail("a sample lies outside the file");
      bytes.zero(position, end);
      position = end;
    }
  }
  if (sample < sizes.length) fail("fewer chunks than samples");
}

// ---------------------------------------------------------------------------------------------------
// Matroska / WebM (EBML)

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const VOID = 0xec;
/** Elements of the Segment's first level: one of them ends a Cluster of unknown size. */
const LEVEL_ONE = new Set([SEEK_HEAD, 0x1549a966, 0x1654ae6b, CLUSTER, 0x1c53bb6b, 0x1043a770, TAGS, ATTACHMENTS]);
const BLANKED = new Set([TAGS, ATTACHMENTS]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** Null for an element of unknown size. */
  end: number | null;
}

/** The element at `position`, or null when it is truncated or malformed. */
function readElement(bytes: Bytes, position: number, limit: number): Element | null {
  const first = bytes.byte(position);
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || position + idLength >= limit) return null;
  let id = 0;
  for (let index = 0; index < idLength; index++) id = id * 256 + bytes.byte(position + index)!;
  const sizeAt = position + idLength;
  const sizeFirst = bytes.byte(sizeAt);
  if (sizeFirst === undefined || sizeFirst === 0) return null;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (sizeAt + sizeLength > limit) return null;
  let size = sizeFirst & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index++) {
    const byte = bytes.byte(sizeAt + index)!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  const dataStart = sizeAt + sizeLength;
  if (allOnes) return { id, start: position, dataStart, end: null };
  const end = dataStart + size;
  return end > limit ? null : { id, start: position, dataStart, end };
}

/** Replaces an element by a Void element of the same total size with zeroed contents. */
function voidElement(bytes: Bytes, element: Element & { end: number }) {
  const total = element.end - element.start;
  const sizeLength = Math.min(8, total - 1);
  let value = total - 1 - sizeLength;
  bytes.zero(element.start, element.end);
  bytes.set(element.start, VOID);
  for (let index = sizeLength - 1; index >= 0; index--) {
    bytes.set(element.start + 1 + index, value % 256);
    value = Math.floor(value / 256);
  }
  bytes.set(element.start + 1, bytes.byte(element.start + 1)! | (0x80 >> (sizeLength - 1)));
}

function stripMatroska(bytes: Bytes) {
  let position = 0;
  while (position < bytes.length) {
    const element = readElement(bytes, position, bytes.length);
    if (!element) return;
    if (element.id === SEGMENT) {
      walkSegment(bytes, element.dataStart, element.end ?? bytes.length);
      if (element.end === null) return;
    } else if (element.id !== EBML_HEADER && element.end === null) {
      return;
    }
    position = element.end ?? bytes.length;
  }
}

function walkSegment(bytes: Bytes, start: number, limit: number) {
  let position = start;
  while (position < limit) {
    const element = readElement(bytes, position, limit);
    if (!element) return;
    if (BLANKED.has(element.id)) {
      if (element.end === null) throw new VideoMetadataError("A Tags or Attachments element of unknown size cannot be cleaned.");
      voidElement(bytes, element as Element & { end: number });
    } else if (element.id === SEEK_HEAD && element.end !== null) {
      voidSeeksTo(bytes, element.dataStart, element.end);
    }
    if (element.end !== null) {
      position = element.end;
    } else if (element.id === CLUSTER) {
      // A live recording's clusters have no size: read their children until the next first-level element.
      position = element.dataStart;
      for (;;) {
        const inner = readElement(bytes, position, limit);
        if (!inner || LEVEL_ONE.has(inner.id)) break;
        if (inner.end === null) return;
        position = inner.end;
      }
      if (position >= limit) return;
      if (!readElement(bytes, position, limit)) return;
    } else {
      return;
    }
  }
}

/** Voids the SeekHead's entries that point to a blanked element. */
function voidSeeksTo(bytes: Bytes, start: number, end: number) {
  let position = start;
  while (position < end) {
    const seek = readElement(bytes, position, end);
    if (!seek || seek.end === null) return;
    if (seek.id === SEEK) {
      let inner = seek.dataStart;
      while (inner < seek.end) {
        const field = readElement(bytes, inner, seek.end);
        if (!field || field.end === null) break;
        if (field.id === SEEK_ID) {
          let target = 0;
          for (let index = field.dataStart; index < field.end; index++) target = target * 256 + bytes.byte(index)!;
          if (BLANKED.has(target)) voidElement(bytes, seek as Element & { end: number });
          break;
        }
        inner = field.end;
      }
    }
    position = seek.end;
  }
}
