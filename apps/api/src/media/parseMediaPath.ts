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
  | {
      readonly kind: "set";
      /** The set's parts in their order, each drawn in its own kind and colour. */
      readonly parts: readonly {
        readonly garment: GarmentKind;
        readonly color: readonly [number, number, number];
      }[];
    }
  | { readonly kind: "banner"; readonly seed: number };

/** The folder of a set's picture: `komplet/<kind>-<colour>_<kind>-<colour>…/<sku>.png`. */
export const SET_FOLDER = "komplet";

/** A set's picture names 2 to 4 parts (the demo's bundles have 2, its grouped products 3). */
const SET_PARTS = /^[a-z]+-[a-z]+(?:_[a-z]+-[a-z]+){1,3}$/;

/** A set's picture (issue 32: a set shows its actual parts): the parts segment and the file name. */
function parseSetPath(segment: string, file: string): MediaSubject | null {
  if (!SET_PARTS.test(segment) || !/^[a-z]{3}-\d{4,7}\.(?:png|jpe?g|webp)$/.test(file)) return null;
  const parts: { garment: GarmentKind; color: readonly [number, number, number] }[] = [];
  for (const part of segment.split("_")) {
    const [garment, colorSlug] = part.split("-") as [string, string];
    const color = COLORS.find((c) => c.slug === colorSlug);
    if (!(GARMENT_KINDS as readonly string[]).includes(garment) || !color) return null;
    parts.push({ garment: garment as GarmentKind, color: hexToRgb(color.hex) });
  }
  return { kind: "set", parts };
}

/**
 * Parses a media path of the demo store (`sukienka/czarny/suk-0001-2.png`, `banners/head-pl.jpg`, a set's
 * `komplet/czapka-fioletowy_torebka-khaki/zes-0601.png`); `null` when it names nothing the store has.
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
  if (garment === SET_FOLDER) return parseSetPath(colorSlug, file);
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
