import { isEnabled } from "./isEnabled.js";
import type { ConfigurableProduct, StockInfo, VariantChild } from "./types.js";
import { VariantSelectionError } from "./variantSelectionError.js";

/**
 * Applies stock items to a product and drops unavailable children (behaviour.md §6.3). Pure: returns a
 * new product.
 *
 * 1. The item whose `product_id` equals `product.id` becomes `product.stock` (an existing `stock` is kept
 *    when there is none); if it is not in stock, `errors.variants = 'No available product variants'`.
 * 2. For a configurable product, every item with a matching child removes all children with that id when
 *    the item is not in stock or the child's status is 2 or higher, and otherwise becomes `child.stock`.
 *    Children without an item stay.
 *
 * @example
 * const p = filterOutUnavailableVariants(
 *   { id: 1, type_id: "configurable", configurable_children: [{ id: 2, sku: "A" }, { id: 3, sku: "B" }] },
 *   [{ product_id: 2, is_in_stock: false }, { product_id: 3, is_in_stock: true, qty: 5 }],
 * );
 * p.configurable_children; // [{ id: 3, sku: "B", stock: { product_id: 3, is_in_stock: true, qty: 5 } }]
 */
export function filterOutUnavailableVariants<
  TChild extends VariantChild,
  TProduct extends ConfigurableProduct<TChild>,
>(product: TProduct, stockItems: readonly StockInfo[]): TProduct {
  let result: TProduct = product;
  const own = stockItems.find((item) => sameId(item.product_id, product.id));
  if (own) {
    result = { ...result, stock: own };
    if (!own.is_in_stock) {
      result = {
        ...result,
        errors: {
          ...(product.errors ?? {}),
          variants: new VariantSelectionError({ reason: "no-available-variants" }).message,
        },
      };
    }
  }
  if (product.type_id === "configurable" && product.configurable_children) {
    let children: TChild[] = [...product.configurable_children];
    for (const item of stockItems) {
      if (!children.some((child) => sameId(child.id, item.product_id))) continue;
      const remove =
        !item.is_in_stock || children.some((child) => sameId(child.id, item.product_id) && !isEnabled(child));
      children = remove
        ? children.filter((child) => !sameId(child.id, item.product_id))
        : children.map((child) => (sameId(child.id, item.product_id) ? { ...child, stock: item } : child));
    }
    result = { ...result, configurable_children: children };
  }
  return result;
}

// Ids are compared strictly (§6.3 says `===`), but a numeric string from a legacy backend still matches
// its number: the reference backend sends ints, LB sometimes strings (api-contract.md §12.3).
function sameId(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/**
 * The skus whose stock items {@link filterOutUnavailableVariants} needs: the product's own sku, then every
 * child's (behaviour.md §6.3: items come from `list(parent and child skus)`). Pure; blanks and repeats are
 * left out.
 *
 * @example
 * productStockSkus({ sku: "P", configurable_children: [{ sku: "P-S" }, { sku: "P-M" }] }); // ["P", "P-S", "P-M"]
 */
export function productStockSkus(product: ConfigurableProduct): string[] {
  const skus: string[] = [];
  for (const sku of [product.sku, ...(product.configurable_children ?? []).map((child) => child.sku)]) {
    if (sku && !skus.includes(sku)) skus.push(sku);
  }
  return skus;
}
