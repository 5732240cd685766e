import type { JsonObject, SeedDocument } from "./seedTypes.js";

/**
 * The picture of a set (a grouped or bundle product) derived from its links (issue 32: "Komplet akcesoriów
 * Hanna" showed a beanie and two bags all khaki while it holds three bags): each linked product's kind and
 * colour, read from that product's own picture, in link order —
 * `/komplet/<kind>-<colour>_…/<sku>.png`. `null` when a link names no product with a demo picture. Pure.
 *
 * @example
 * setImagePath(groupedBody, sink.documents); // "/komplet/torebka-khaki_torebka-bialy_czapka-fioletowy/zes-0601.png"
 */
export function setImagePath(set: JsonObject, documents: readonly SeedDocument[]): string | null {
  const parts: string[] = [];
  for (const sku of linkedSkus(set)) {
    const image = documents.find((d) => d.entity_type === "product" && d.doc_key === sku)?.body.image;
    const match = typeof image === "string" ? /^\/([a-z]+)\/([a-z]+)\/[^/]+$/.exec(image) : null;
    if (!match) return null;
    parts.push(`${match[1]}-${match[2]}`);
  }
  if (parts.length < 2) return null;
  return `/komplet/${parts.join("_")}/${String(set.sku).toLowerCase()}.png`;
}

/** The skus a set links to: a grouped product's associated links, a bundle's default choice per option. */
function linkedSkus(set: JsonObject): string[] {
  if (set.type_id === "grouped")
    return [...((set.product_links as { linked_product_sku: string; position: number }[] | undefined) ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((link) => link.linked_product_sku);
  return (
    (set.bundle_options as { product_links: { sku: string; is_default: boolean }[] }[] | undefined) ?? []
  )
    .map((option) => option.product_links.find((link) => link.is_default)?.sku)
    .filter((sku): sku is string => sku !== undefined);
}
