/** The image types a complaint photo may be (after-sales-and-law.md §4). */
export type ComplaintPhotoType = "jpeg" | "png" | "heic";

/** The limits of a complaint's photos (after-sales-and-law.md §4 and §7). */
export const COMPLAINT_PHOTO_LIMITS = {
  /** Photos per complaint. */
  maxPhotos: 5,
  /** Bytes per photo (10 MB). */
  maxBytes: 10 * 1024 * 1024,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO BMFF brands of HEIF images (ISO/IEC 23008-12): HEVC-coded ones and the generic image brands
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/**
 * What kind of image `bytes` hold, judged by their content (never the file's name or its declared type):
 * JPEG by its SOI marker, PNG by its 8-byte signature, HEIC by its `ftyp` box brand. `null` for anything
 * else. Pure.
 *
 * @example
 * complaintPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // "jpeg"
 * complaintPhotoType(new TextEncoder().encode("%PDF-1.7")); // null
 */
export function complaintPhotoType(bytes: Uint8Array): ComplaintPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return "heic";
  }
  return null;
}
