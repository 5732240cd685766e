import { hexToRgb } from "./createRaster.js";
import { COLORS, GARMENT_KINDS, type GarmentKind } from "./garmentPalette.js";

/** What a media path names: a garment in a colour, or a banner. */
export type MediaSubject =
  | {
      readonly kind: "garment";
      readonly garment: GarmentKind;
      readonly color: readonly [number, number, number];
      readonly view: number;
    }
  | { readonly kind: "banner"; readonly seed: number };

/**
 * Parses a media path of the demo store (`sukienka/czarny/suk-0001-2.png`, `banners/head-pl.jpg`); `null`
 * when it names nothing the store has.
 *
 * @example
 * parseMediaPath("bluzka/zolty/blu-0003.png"); // { kind: "garment", garment: "bluzka", … }
 */
export function parseMediaPath(path: string): MediaSubject | null {
  const parts = path.replace(/^\/+/, "").split("/");
  if (parts[0] === "banners" && parts.length === 2) {
    const name = (parts[1] ?? "").replace(/\.(png|jpe?g|webp)$/, "");
    if (!/^[a-z0-9-]{1,80}$/.test(name)) return null;
    let seed = 0;
    for (const ch of name) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
    return { kind: "banner", seed };
  }
  if (parts.length !== 3) return null;
  const [garment, colorSlug, file] = parts as [string, string, string];
  if (!(GARMENT_KINDS as readonly string[]).includes(garment)) return null;
  const color = COLORS.find((c) => c.slug === colorSlug);
  const m = /^[a-z]{3}-\d{4,7}(?:-(\d))?\.(?:png|jpe?g|webp)$/.exec(file);
  if (!color || !m) return null;
  return {
    kind: "garment",
    garment: garment as GarmentKind,
    color: hexToRgb(color.hex),
    view: Number(m[1] ?? 1),
  };
}
