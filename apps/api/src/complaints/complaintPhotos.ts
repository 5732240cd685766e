import { COMPLAINT_PHOTO_LIMITS, complaintPhotoType } from "@outlet/after-sales";
import sharp from "sharp";

/** A photo ready to store: re-encoded, without any of the original's metadata. */
export interface StoredPhoto {
  readonly contentType: "image/jpeg" | "image/png";
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The longest side a stored photo keeps (enough to see a fault, far below a camera's). */
const MAX_SIDE = 2560;

/**
 * Checks one uploaded photo by its bytes (after-sales-and-law.md §4: JPEG, PNG or HEIC, 10 MB at most) and
 * re-encodes it with sharp — turned upright by its EXIF orientation first, then written anew, which drops
 * EXIF, GPS, XMP and ICC data (sharp keeps none unless asked). A PNG stays PNG; JPEG and HEIC become JPEG.
 * Returns the Polish reason for a refused file.
 *
 * @example
 * const photo = await reencodeComplaintPhoto(file.data, "plama.jpg");
 * if (!photo.ok) throw ApiError.invalid([issue("photos", "invalid_format", photo.message, …)]);
 */
export async function reencodeComplaintPhoto(
  data: Buffer,
  filename: string,
): Promise<
  { readonly ok: true; readonly photo: StoredPhoto } | { readonly ok: false; readonly message: string }
> {
  const name = filename.slice(0, 80) || "bez nazwy";
  if (data.length > COMPLAINT_PHOTO_LIMITS.maxBytes) {
    return { ok: false, message: `Zdjęcie „${name}” jest większe niż 10 MB.` };
  }
  const type = complaintPhotoType(data);
  if (type === null) {
    return {
      ok: false,
      message: `Plik „${name}” nie jest zdjęciem. Dodaj zdjęcia w formacie JPEG, PNG lub HEIC.`,
    };
  }
  try {
    const image = sharp(data, { failOn: "error", limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      type === "png"
        ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      photo: {
        contentType: type === "png" ? "image/png" : "image/jpeg",
        bytes: encoded.data,
        width: encoded.info.width,
        height: encoded.info.height,
      },
    };
  } catch {
    return {
      ok: false,
      message:
        type === "heic"
          ? `Nie udało się odczytać zdjęcia HEIC „${name}”. Zapisz je jako JPEG i dodaj ponownie.`
          : `Nie udało się odczytać zdjęcia „${name}” — plik jest uszkodzony.`,
    };
  }
}
