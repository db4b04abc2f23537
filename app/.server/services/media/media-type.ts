import { IMAGE_TYPES, type ImageType, type MediaType } from "~/domain/uploads";

/**
 * The media type of a file from its magic bytes (never from its name or declared type): the one
 * check every upload passes (listing photos and videos, sponsor pictures, logos, avatars).
 */

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "mif2"]);
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);
const QUICKTIME_BRANDS = new Set(["qt  "]);

/** The brands of an ISO-BMFF file (MP4, MOV, HEIF, AVIF): the major brand first, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return null;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/** The EBML DocType of a Matroska/WebM file ("webm", "matroska"), looked for in its header. */
function ebmlDocType(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const header = bytes.subarray(0, Math.min(bytes.length, 64));
  for (let index = 4; index + 3 < header.length; index++) {
    if (header[index] === 0x42 && header[index + 1] === 0x82) {
      const size = header[index + 2]! & 0x7f; // one-byte EBML size (0x8N)
      return ascii(header, index + 3, Math.min(header.length, index + 3 + size));
    }
  }
  return null;
}

/**
 * The media type of a file from its magic bytes (never from its name or declared type), or null
 * for anything that is not one of the accepted images or videos.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  const brands = ftypBrands(bytes);
  if (brands) {
    const [major] = brands;
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "image/avif";
    if (HEIF_BRANDS.has(major!) || (!MP4_BRANDS.has(major!) && brands.some((brand) => HEIF_BRANDS.has(brand)))) return "image/heic";
    if (QUICKTIME_BRANDS.has(major!)) return "video/quicktime";
    if (MP4_BRANDS.has(major!) || brands.some((brand) => MP4_BRANDS.has(brand))) return "video/mp4";
    if (brands.some((brand) => QUICKTIME_BRANDS.has(brand))) return "video/quicktime";
    return null;
  }
  if (ebmlDocType(bytes) === "webm") return "video/webm";
  return null;
}

export const isImageType = (type: MediaType): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);
