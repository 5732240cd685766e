import type { ConfigurableProduct, StockInfo } from "./types.js";

/**
 * A stock item as the stock list answers it (api-contract §7.4): {@link StockInfo} with its sku.
 *
 * @example
 * const item: SyncedStockItem = { product_id: 102, sku: "SUK-0933-ZOL-M", is_in_stock: false, qty: 0 };
 */
export interface SyncedStockItem extends StockInfo {
  readonly sku?: string | undefined;
}

/**
 * The stock sync of a product page (catalogue.md §7 "Stock list … for all skus of products and their
 * configurable children when stock sync is on"): a page may have been rendered (and cached) before a
 * variant sold out, so the current stock items replace the `stock` of the product and of each child they
 * name (by `product_id`, else by `sku`). Pure: returns a new product, or the same one when no item
 * applies.
 *
 * Unlike {@link filterOutUnavailableVariants} (behaviour.md §6.3), children are **kept**: a size sold out
 * since the render stays on the page, shown unavailable, so the picker does not jump under the shopper's
 * finger. Skus the list does not mention keep the stock they were rendered with (a failed batch yields
 * nothing, catalogue.md §8).
 *
 * @example
 * const page = { id: 1, sku: "P", type_id: "configurable", configurable_children: [
 *   { id: 2, sku: "P-M", stock: { is_in_stock: true, qty: 1 } }] };
 * withCurrentStock(page, [{ product_id: 2, sku: "P-M", is_in_stock: false, qty: 0 }])
 *   .configurable_children?.[0]?.stock; // { product_id: 2, sku: "P-M", is_in_stock: false, qty: 0 }
 */
export function withCurrentStock<TProduct extends ConfigurableProduct>(
  product: TProduct,
  items: readonly SyncedStockItem[],
): TProduct {
  if (items.length === 0) return product;
  const own = itemFor(product, items);
  let changed = false;
  const children = product.configurable_children?.map((child) => {
    const item = itemFor(child, items);
    if (!item) return child;
    changed = true;
    return { ...child, stock: stockOf(item) };
  });
  if (!own && !changed) return product;
  return {
    ...product,
    ...(own ? { stock: stockOf(own) } : {}),
    ...(children && changed ? { configurable_children: children } : {}),
  } as TProduct;
}

function itemFor(
  entry: { readonly id?: unknown; readonly sku?: unknown },
  items: readonly SyncedStockItem[],
): SyncedStockItem | undefined {
  const byId =
    entry.id === undefined || entry.id === null
      ? undefined
      : items.find((item) => item.product_id !== undefined && String(item.product_id) === String(entry.id));
  return byId ?? (typeof entry.sku === "string" ? items.find((item) => item.sku === entry.sku) : undefined);
}

// The stock fields only: the item's sku and status describe the call, not the product's stock object.
function stockOf(item: SyncedStockItem): StockInfo {
  return {
    ...(item.product_id !== undefined ? { product_id: item.product_id } : {}),
    is_in_stock: item.is_in_stock,
    qty: item.qty ?? 0,
    ...(item.manage_stock !== undefined ? { manage_stock: item.manage_stock } : {}),
  };
}
