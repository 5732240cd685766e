import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

// The merchant's own product pictures (issue 13): imported from files on the machine, rendered once with
// sharp into every size the storefront asks for (cart 150×150, gallery 600×744, list 600×828; `fit` covers
// the frame, `resize` fits inside it on white), each as WebP and in the original's format, stored under
// `<DATA_DIR>/product-images/<hash>/` and served by `GET /img/{w}/{h}/{action}/p/<hash>.<ext>`. The name is
// the content's hash, so a re-imported picture is not rendered again and a changed one gets a new URL
// (which is what makes the year-long `immutable` cache header safe).

/** The thumbnail sizes of catalogue §9: cart, gallery, listing. */
export const IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [150, 150],
  [600, 744],
  [600, 828],
];

/** How a picture is placed in its frame (`/img/{w}/{h}/{action}`). */
export const IMAGE_ACTIONS = ["resize", "fit"] as const;

/** The folder under DATA_DIR holding rendered product pictures. */
export const PRODUCT_IMAGE_DIR = "product-images";

/** Largest source file accepted (bytes). */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** The original's format kept as the fallback for clients without WebP (anything else becomes JPEG). */
export type FallbackFormat = "jpg" | "png";

/** A stored picture named in a media path. */
export interface ProductImageName {
  readonly hash: string;
  readonly format: FallbackFormat;
}

const PATH = /^p\/([0-9a-f]{24})\.(jpg|png)$/;

/**
 * The media path of a stored picture (what the product document holds in `image`). Pure.
 *
 * @example
 * productImagePath({ hash: "0123456789abcdef01234567", format: "jpg" }); // "/p/0123456789abcdef01234567.jpg"
 */
export function productImagePath(name: ProductImageName): string {
  return `/p/${name.hash}.${name.format}`;
}

/**
 * Reads a media path (without the leading slash, as the `/img` route gets it) as a stored picture's name,
 * or `null` when it names something else. Pure.
 *
 * @example
 * parseProductImagePath("p/0123456789abcdef01234567.png"); // { hash: "0123…", format: "png" }
 */
export function parseProductImagePath(path: string): ProductImageName | null {
  const match = PATH.exec(path);
  return match ? { hash: match[1] as string, format: match[2] as FallbackFormat } : null;
}

/**
 * The file of one rendition. Pure.
 *
 * @example
 * renditionFile("/data", name, 150, 150, "fit", "webp"); // "/data/product-images/0123…/150x150-fit.webp"
 */
export function renditionFile(
  dataDir: string,
  name: ProductImageName,
  width: number,
  height: number,
  action: (typeof IMAGE_ACTIONS)[number],
  format: "webp" | FallbackFormat,
): string {
  return join(dataDir, PRODUCT_IMAGE_DIR, name.hash, `${width}x${height}-${action}.${format}`);
}

/**
 * Whether a request's `Accept` header takes WebP (and does not refuse it with `q=0`). Pure.
 *
 * @example
 * acceptsWebp("image/avif,image/webp,*\/*"); // true
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [type, ...params] = part.trim().split(";");
    return type?.trim() === "image/webp" && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** Outcome of storing one source file. */
export type StoreImageResult =
  | { readonly ok: true; readonly path: string; readonly rendered: boolean }
  | { readonly ok: false; readonly reason: string };

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes, { mode: 0o600 });
  await rename(temp, file);
}

/**
 * Stores a picture from a file on this machine: checks it decodes, renders every size × action as WebP and
 * in the fallback format (once: an already stored picture is not rendered again) and returns its media path.
 * A missing, oversized or undecodable file is `{ ok: false, reason }` (Polish), never a throw.
 *
 * @example
 * await storeProductImage("/srv/outlet/data", "/home/sklep/zdjecia/suk-1.jpg");
 * // { ok: true, path: "/p/0123456789abcdef01234567.jpg", rendered: true }
 */
export async function storeProductImage(dataDir: string, sourceFile: string): Promise<StoreImageResult> {
  let bytes: Buffer;
  try {
    const info = await stat(sourceFile);
    if (!info.isFile()) return { ok: false, reason: `to nie jest plik: ${sourceFile}` };
    if (info.size > MAX_SOURCE_BYTES) return { ok: false, reason: `plik większy niż 40 MB: ${sourceFile}` };
    bytes = await readFile(sourceFile);
  } catch {
    return { ok: false, reason: `brak pliku: ${sourceFile}` };
  }
  let format: FallbackFormat;
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    format = meta.format === "png" ? "png" : "jpg";
  } catch {
    return { ok: false, reason: `uszkodzony lub nieobsługiwany obraz: ${sourceFile}` };
  }
  const name: ProductImageName = {
    hash: createHash("sha256").update(bytes).digest("hex").slice(0, 24),
    format,
  };
  const folder = join(dataDir, PRODUCT_IMAGE_DIR, name.hash);
  const complete = join(folder, "complete");
  if (existsSync(complete)) return { ok: true, path: productImagePath(name), rendered: false };
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    for (const [width, height] of IMAGE_SIZES) {
      for (const action of IMAGE_ACTIONS) {
        // `fit` fills the frame (cover), `resize` shows the whole picture inside it on white (contain)
        const base = sharp(bytes)
          .rotate()
          .resize(width, height, {
            fit: action === "fit" ? "cover" : "contain",
            background: { r: 255, g: 255, b: 255, alpha: 1 },
          })
          .flatten({ background: "#ffffff" });
        const webp = await base.clone().webp({ quality: 82 }).toBuffer();
        const fallback =
          format === "png"
            ? await base.clone().png({ compressionLevel: 9 }).toBuffer()
            : await base.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
        await writeAtomically(renditionFile(dataDir, name, width, height, action, "webp"), webp);
        await writeAtomically(renditionFile(dataDir, name, width, height, action, format), fallback);
      }
    }
  } catch {
    return { ok: false, reason: `uszkodzony lub nieobsługiwany obraz: ${sourceFile}` };
  }
  await writeFile(complete, "", { mode: 0o600 });
  return { ok: true, path: productImagePath(name), rendered: true };
}
