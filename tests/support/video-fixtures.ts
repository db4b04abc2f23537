/**
 * Small but well-formed videos with the location metadata phones write, built box by box (no
 * encoder on a fresh machine): MP4/MOV with a video track whose samples live in `mdat`, Android's
 * `udta/©xyz` and 3GPP `loci`, Apple's `moov/meta` keys (com.apple.quicktime.location.ISO6709), an
 * XMP `uuid` box and an Apple-style timed metadata track (mebx) whose samples carry the position;
 * a WebM with a Tags element. And an independent reader of the box tree, for the checks.
 */

export const COORDINATES = "+35.3312+033.1934+012.000/";
/** What must not survive: the coordinates and the tags that hold them. */
export const LOCATION_MARKERS = ["+35.33", "033.19", "GPSLatitude", "LOCATION"];
/** Apple's location key: a value in moov/meta, and a key name in a timed metadata track's sample description. */
export const APPLE_LOCATION_KEY = "com.apple.quicktime.location.ISO6709";

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};

export function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, "latin1"), payload]);
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);

/** A track whose samples are at `offset` in the file, one sample per chunk. */
function track(options: { handler: string; entry: Buffer; samples: Buffer[]; offset: number; extra?: Buffer[] }) {
  const offsets: number[] = [];
  let position = options.offset;
  for (const sample of options.samples) {
    offsets.push(position);
    position += sample.length;
  }
  const stbl = box(
    "stbl",
    fullBox("stsd", u32(1), options.entry),
    fullBox("stts", u32(1), u32(options.samples.length), u32(1000)),
    fullBox("stsc", u32(1), u32(1), u32(1), u32(1)),
    fullBox("stsz", u32(0), u32(options.samples.length), ...options.samples.map((sample) => u32(sample.length))),
    fullBox("stco", u32(offsets.length), ...offsets.map(u32)),
  );
  return box(
    "trak",
    fullBox("tkhd", Buffer.alloc(80)),
    box(
      "mdia",
      fullBox("mdhd", Buffer.alloc(20)),
      fullBox("hdlr", u32(0), Buffer.from(options.handler, "latin1"), Buffer.alloc(12), Buffer.from("Handler\0", "latin1")),
      box(
        "minf",
        options.handler === "vide" ? fullBox("vmhd", Buffer.alloc(8)) : fullBox("nmhd"),
        box("dinf", fullBox("dref", u32(0))),
        stbl,
      ),
    ),
    ...(options.extra ?? []),
  );
}

export interface PhoneVideo {
  file: Buffer;
  videoSamples: Buffer[];
}

/**
 * An MP4 (`isom`) or QuickTime (`qt  `) file: ftyp, moov (video track, timed metadata track, udta,
 * meta), an XMP uuid box, mdat. With `metadata: false`, the same file without any metadata.
 */
export function phoneVideo(options: { brand: "isom" | "qt  "; metadata?: boolean; fragmented?: boolean }): PhoneVideo {
  const metadata = options.metadata ?? true;
  const videoSamples = Array.from({ length: 4 }, (_, index) => Buffer.from(`VIDEO-FRAME-${index}-`.repeat(20), "latin1"));
  const metaSamples = metadata ? Array.from({ length: 2 }, () => Buffer.from(`location ${COORDINATES}`, "latin1")) : [];
  const ftyp = box("ftyp", Buffer.from(options.brand, "latin1"), u32(0), Buffer.from(`${options.brand}mp42`, "latin1"));
  const avc1 = box("avc1", Buffer.alloc(78));
  const mebx = box("mebx", Buffer.alloc(8), box("keys", box("keyd", Buffer.from("mdtacom.apple.quicktime.location.ISO6709", "latin1"))));
  const androidUdta = box(
    "udta",
    box("\u00a9xyz", u16(COORDINATES.length), u16(0x15c7), Buffer.from(COORDINATES, "latin1")),
    fullBox("loci", u16(0x15c7), Buffer.from("Girne\0", "latin1"), Buffer.alloc(13)),
  );
  const appleMeta = box(
    "meta",
    fullBox("hdlr", u32(0), Buffer.from("mdta", "latin1"), Buffer.alloc(12), Buffer.from("\0", "latin1")),
    fullBox("keys", u32(1), box("mdta", Buffer.from("com.apple.quicktime.location.ISO6709", "latin1"))),
    box("ilst", box("\0\0\0\u0001", box("data", u32(1), u32(0), Buffer.from(COORDINATES, "latin1")))),
  );
  const xmp = Buffer.from(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="35,19.87N" exif:GPSLongitude="33,11.60E"/></x:xmpmeta>',
    "latin1",
  );
  const uuid = box("uuid", Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex"), xmp);

  const build = (mdatOffset: number) => {
    const video = track({
      handler: "vide",
      entry: avc1,
      samples: videoSamples,
      offset: mdatOffset + 8,
      extra: metadata ? [box("udta", box("\u00a9xyz", u16(COORDINATES.length), u16(0), Buffer.from(COORDINATES, "latin1")))] : [],
    });
    const videoBytes = videoSamples.reduce((total, sample) => total + sample.length, 0);
    const timed = metadata ? [track({ handler: "meta", entry: mebx, samples: metaSamples, offset: mdatOffset + 8 + videoBytes })] : [];
    return box("moov", fullBox("mvhd", Buffer.alloc(96)), video, ...timed, ...(metadata ? [androidUdta, appleMeta] : []));
  };
  const head = Buffer.concat([ftyp, build(0), ...(metadata ? [uuid] : [])]);
  const moov = build(head.length);
  const mdat = box("mdat", ...videoSamples, ...metaSamples);
  const parts = [ftyp, moov, ...(metadata ? [uuid] : []), mdat];
  if (options.fragmented) parts.push(box("moof", fullBox("mfhd", u32(1))));
  return { file: Buffer.concat(parts), videoSamples };
}

export interface ReadBox {
  type: string;
  start: number;
  size: number;
  children?: ReadBox[];
}

const CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "dinf", "udta", "meta", "ilst"]);

/** The box tree of an ISO-BMFF file; throws when a box does not fit its parent. */
export function readBoxTree(bytes: Buffer, start = 0, end = bytes.length): ReadBox[] {
  const boxes: ReadBox[] = [];
  let position = start;
  while (position < end) {
    const size = bytes.readUInt32BE(position);
    const type = bytes.toString("latin1", position + 4, position + 8);
    if (size < 8 || position + size > end) throw new Error(`box ${type} at ${position} does not fit`);
    const node: ReadBox = { type, start: position, size };
    if (CONTAINERS.has(type))
      node.children = readBoxTree(
        bytes,
        position + 8 + (type === "meta" && bytes.toString("latin1", position + 12, position + 16) !== "hdlr" ? 4 : 0),
        position + size,
      );
    boxes.push(node);
    position += size;
  }
  return boxes;
}

/** The byte ranges of a track's samples from its stsz and stco (one sample per chunk, as built above). */
export function sampleRanges(bytes: Buffer, trak: ReadBox): { start: number; end: number }[] {
  const find = (node: ReadBox, path: string[]): ReadBox => {
    let current = node;
    for (const type of path) current = current.children!.find((item) => item.type === type)!;
    return current;
  };
  const stbl = find(trak, ["mdia", "minf", "stbl"]);
  const tables = readBoxTree(bytes, stbl.start + 8, stbl.start + stbl.size);
  const stsz = tables.find((item) => item.type === "stsz")!;
  const stco = tables.find((item) => item.type === "stco")!;
  const count = bytes.readUInt32BE(stco.start + 12);
  return Array.from({ length: count }, (_, index) => {
    const start = bytes.readUInt32BE(stco.start + 16 + index * 4);
    return { start, end: start + bytes.readUInt32BE(stsz.start + 20 + index * 4) };
  });
}

/** An EBML element: one-byte size below 127 bytes (as muxers write small elements), else eight bytes. */
const element = (id: number[], ...parts: Buffer[]) => {
  const payload = Buffer.concat(parts);
  let size = Buffer.from([0x80 | payload.length]);
  if (payload.length >= 127) {
    size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(payload.length));
    size[0] = 0x01;
  }
  return Buffer.concat([Buffer.from(id), size, payload]);
};

/** A WebM: EBML header, Segment with a SeekHead (pointing to Tags), Info, a Cluster and Tags with a location. */
export function taggedWebm(): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm", "latin1")));
  const seekHead = element(
    [0x11, 0x4d, 0x9b, 0x74],
    element([0x4d, 0xbb], element([0x53, 0xab], Buffer.from([0x15, 0x49, 0xa9, 0x66])), element([0x53, 0xac], Buffer.from([0x00]))),
    element([0x4d, 0xbb], element([0x53, 0xab], Buffer.from([0x12, 0x54, 0xc3, 0x67])), element([0x53, 0xac], Buffer.from([0x40]))),
  );
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const cluster = element(
    [0x1f, 0x43, 0xb6, 0x75],
    element([0xe7], Buffer.from([0])),
    element([0xa3], Buffer.from("BLOCK-DATA-".repeat(10), "latin1")),
  );
  const tags = element(
    [0x12, 0x54, 0xc3, 0x67],
    element(
      [0x73, 0x73],
      element(
        [0x67, 0xc8],
        element([0x45, 0xa3], Buffer.from("LOCATION", "latin1")),
        element([0x44, 0x87], Buffer.from(COORDINATES, "latin1")),
      ),
    ),
  );
  const segment = element([0x18, 0x53, 0x80, 0x67], seekHead, info, cluster, tags);
  return Buffer.concat([header, segment]);
}
