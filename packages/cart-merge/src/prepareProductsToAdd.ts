import { checksum } from "./checksum.js";
import { type LineStock, lineQuantityLimit } from "./lineQuantityLimit.js";
import { type StockStatus, stockStatus } from "./stockStatus.js";
import type { CartLine } from "./types.js";

/**
 * `entities.optimizeShoppingCartOmitFields` (behaviour §1).
 *
 * @example
 * DEFAULT_OMIT_FIELDS.includes("media_gallery"); // true
 */
export const DEFAULT_OMIT_FIELDS: readonly string[] = [
  "category",
  "category_ids",
  "configurable_children",
  "configurable_options",
  "description",
  "media_gallery",
  "product_links",
  "stock",
];

/**
 * Options of {@link prepareProductsToAdd} (behaviour §1 defaults).
 *
 * @example
 * const options: PrepareProductsOptions = { optimizeShoppingCart: true, productsAreReconfigurable: false };
 */
export interface PrepareProductsOptions {
  /** `entities.optimizeShoppingCart`. @default true */
  readonly optimizeShoppingCart?: boolean;
  /** `entities.optimizeShoppingCartOmitFields`. @default DEFAULT_OMIT_FIELDS */
  readonly omitFields?: readonly string[];
  /** `cart.productsAreReconfigurable`: keep `configurable_children` and `configurable_options`. @default true */
  readonly productsAreReconfigurable?: boolean;
  /** `stock.synchronize`, which decides the status of a product without `stock` (§6.2). @default true */
  readonly stockSynchronize?: boolean;
}

/**
 * A product ready to add: the cart line (fields stripped, checksum set) and the stock status read from the
 * product as the caller gave it.
 *
 * @example
 * const prepared: PreparedProduct = { product: { sku: "A", qty: 1, checksum: "…" }, stockStatus: "ok" };
 */
export interface PreparedProduct {
  readonly product: CartLine;
  readonly stockStatus: StockStatus;
  /**
   * The most a cart line of this product may hold by the stock it came with (`lineQuantityLimit`), read
   * before `stock` is stripped; absent when the stock is not known or not managed (the server decides).
   */
  readonly quantityLimit?: number;
  /** The task id of the queued stock check, set by the runner after `stock.queueCheck`. */
  readonly onlineCheckTaskId?: string;
}

/**
 * Prepares the products of one add (behaviour §9.5). Pure; the input is not mutated.
 * 1. A `grouped` product adds the `.product` of its `associated` links; any other adds itself.
 * 2. `null` / `undefined` entries are dropped.
 * 3. A truthy non-number `qty` is parsed.
 * 4. The stock status and the quantity limit are read before any field is stripped (decision).
 * 5. With `optimizeShoppingCart`, the omit fields are removed (not `configurable_children` /
 *    `configurable_options` when products are reconfigurable).
 * 6. `checksum` is set.
 *
 * @example
 * prepareProductsToAdd({ sku: "A", qty: "2", price_incl_tax: 10, media_gallery: [] })[0]?.product;
 * // { sku: "A", qty: 2, price_incl_tax: 10, checksum: "…" }
 */
export function prepareProductsToAdd(
  product: CartLine | null | undefined,
  options: PrepareProductsOptions = {},
): readonly PreparedProduct[] {
  const {
    optimizeShoppingCart = true,
    omitFields = DEFAULT_OMIT_FIELDS,
    productsAreReconfigurable = true,
    stockSynchronize = true,
  } = options;
  if (product === null || product === undefined) return [];
  const candidates: unknown[] =
    product.type_id === "grouped" && Array.isArray(product.product_links)
      ? (product.product_links as readonly { link_type?: unknown; product?: unknown }[])
          .filter((link) => link !== null && typeof link === "object" && link.link_type === "associated")
          .map((link) => link.product)
      : [product];
  const omit = new Set(
    productsAreReconfigurable
      ? omitFields.filter((field) => field !== "configurable_children" && field !== "configurable_options")
      : omitFields,
  );
  const prepared: PreparedProduct[] = [];
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined || typeof candidate !== "object") continue;
    const source = candidate as CartLine;
    const status = stockStatus(source, { synchronize: stockSynchronize });
    const line: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      if (optimizeShoppingCart && omit.has(key)) continue;
      line[key] = value;
    }
    if (source.qty && typeof source.qty !== "number") line.qty = Number.parseInt(String(source.qty), 10);
    line.checksum = checksum(source);
    const limit = lineQuantityLimit(source.stock as LineStock | undefined);
    prepared.push(
      limit === null
        ? { product: line as CartLine, stockStatus: status }
        : { product: line as CartLine, stockStatus: status, quantityLimit: limit },
    );
  }
  return prepared;
}
