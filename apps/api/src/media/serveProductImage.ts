import { readFile } from "node:fs/promises";
import { ApiError } from "../http/apiError.js";
import { acceptsWebp, parseProductImagePath, renditionFile } from "./productImageFiles.js";

/**
 * The bytes and content type of a merchant picture's rendition for `GET /img/{w}/{h}/{action}/p/<hash>.<ext>`:
 * WebP when `accept` takes it, else the stored fallback format. `null` when the path is not a merchant
 * picture (the route then draws a demo image); `not_found` when it is one that was never stored.
 *
 * @example
 * await serveProductImage(dataDir, { w: 150, h: 150, action: "fit", "*": "p/0123….jpg" }, "image/webp");
 * // { type: "image/webp", bytes: <Buffer …> }
 */
export async function serveProductImage(
  dataDir: string,
  params: { readonly w: number; readonly h: number; readonly action: "resize" | "fit"; readonly "*": string },
  accept: string | undefined,
): Promise<{ readonly type: string; readonly bytes: Buffer } | null> {
  const name = parseProductImagePath(params["*"]);
  if (!name) return null;
  const format = acceptsWebp(accept) ? "webp" : name.format;
  try {
    const bytes = await readFile(renditionFile(dataDir, name, params.w, params.h, params.action, format));
    return { type: format === "jpg" ? "image/jpeg" : `image/${format}`, bytes };
  } catch {
    throw new ApiError("not_found");
  }
}
