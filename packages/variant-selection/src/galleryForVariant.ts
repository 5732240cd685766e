import type { VariantChild } from "./types.js";

/** A gallery entry as far as {@link galleryForVariant} reads it (api-contract.md §12.1 `media_gallery`). */
export interface GalleryEntryLike {
  readonly image?: string | null | undefined;
  readonly typ?: string | null | undefined;
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/**
 * The gallery entries that show the chosen variant's colour, plus the shared ones (as on Zalando: a red
 * dress never shows its navy pictures). Pure. An entry belongs to one colour when its picture is the image
 * of that colour's children, or lies in a folder holding the images of that colour's children only;
 * everything else (videos, pictures of no or several colours) is shared. Without a chosen value, or when
 * nothing would be left but shared entries and the product has pictures of several colours only, the whole
 * gallery is returned (never an empty gallery).
 *
 * @example
 * const children = [{ sku: "S-RED", color: 1, image: "/d/red/s.png" }, { sku: "S-NAVY", color: 2, image: "/d/navy/s.png" }];
 * galleryForVariant([{ image: "/d/red/s.png" }, { image: "/d/red/s-2.png" }, { image: "/d/navy/s.png" }], children, 1);
 * // [{ image: "/d/red/s.png" }, { image: "/d/red/s-2.png" }]
 */
export function galleryForVariant<TEntry extends GalleryEntryLike>(
  gallery: readonly TEntry[],
  children: readonly VariantChild[],
  chosen: string | number | null | undefined,
  attribute = "color",
): TEntry[] {
  if (chosen === null || chosen === undefined || chosen === "") return [...gallery];
  const byImage = new Map<string, Set<string>>();
  const byFolder = new Map<string, Set<string>>();
  for (const child of children) {
    const value = child[attribute];
    if (typeof child.image !== "string" || child.image === "" || value === null || value === undefined)
      continue;
    for (const [map, key] of [
      [byImage, child.image],
      [byFolder, folderOf(child.image)],
    ] as const) {
      const owners = map.get(key) ?? new Set<string>();
      owners.add(String(value));
      map.set(key, owners);
    }
  }
  const ownerOf = (entry: TEntry): string | null => {
    if (entry.typ === "video" || typeof entry.image !== "string") return null;
    const owners = byImage.get(entry.image) ?? byFolder.get(folderOf(entry.image));
    return owners?.size === 1 ? ([...owners][0] ?? null) : null;
  };
  const wanted = String(chosen);
  const shown = gallery.filter((entry) => {
    const owner = ownerOf(entry);
    return owner === null || owner === wanted;
  });
  return shown.some((entry) => ownerOf(entry) === wanted) ? shown : [...gallery];
}
