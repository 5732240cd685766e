import type { ConfigurableChildDocument, ProductDocument } from "@outlet/contract";
import {
  type ConfigurableProduct,
  configurableItemOptions,
  configurationFromVariant,
  isEnabled,
  type VariantChild,
} from "@outlet/variant-selection";

// The staff's view of a stored product (adminProductRoutes.ts): its list row, its variants' options by name.

/**
 * A variant's options by name, `[{ label: "Kolor", value: "Niebieski" }, { label: "Rozmiar", value: "92" }]`,
 * read from the product's configurable options with variant-selection's rules (the shop's cart line uses the
 * same).
 */
export function variantOptionLabels(doc: ProductDocument, child: ConfigurableChildDocument) {
  const product = doc as unknown as ConfigurableProduct;
  const { configuration } = configurationFromVariant(product, child as unknown as VariantChild);
  return configurableItemOptions(product, configuration).options;
}

/** Whether a stored product is on sale: its row is active and the document enabled (variant-selection's rule). */
export const productEnabled = (doc: ProductDocument, isActive: number): boolean =>
  Number(isActive) === 1 && isEnabled(doc);
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === "" ? null : Number(value);
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined || value === "" ? null : String(value);

/** One row of the staff's product list. */
export const productSummary = (doc: ProductDocument, isActive: number) => ({
  id: Number(doc.id),
  sku: String(doc.sku),
  name: String(doc.name ?? ""),
  type: String(doc.type_id ?? ""),
  enabled: productEnabled(doc, isActive),
  price: numberOrNull(doc.price),
  specialPrice: numberOrNull(doc.special_price),
});
