/** A loaded child of a bundle or grouped product: only its sku and prices are read. */
export interface LinkedProduct {
  readonly sku: string;
  readonly price?: unknown;
  readonly price_incl_tax?: unknown;
}

/** The search that loads the children of a bundle or grouped product (behaviour §4.3, §4.4). */
export interface LinkedProductsQuery {
  /** SearchQuery filters (api-contract §8.3): sku in the list, status 1, and in stock unless out-of-stock products are listed. */
  readonly filters: {
    readonly sku: { readonly in: readonly string[] };
    readonly status: { readonly in: readonly [1] };
    readonly "stock.is_in_stock"?: { readonly eq: true };
  };
  /** The query size: the number of skus (decision). */
  readonly size: number;
}

/**
 * The search for the linked products of a bundle or grouped product (behaviour §4.3): `sku in [skus]`,
 * `status in [1]`, plus `stock.is_in_stock eq true` when `listOutOfStockProducts` is false; size = the
 * number of skus. Duplicate skus are sent once. Pure.
 *
 * @param options - `listOutOfStockProducts`. @default { listOutOfStockProducts: true }
 * @example
 * linkedProductsQuery(["A", "B"]).size; // 2
 */
export function linkedProductsQuery(
  skus: readonly string[],
  options: { readonly listOutOfStockProducts?: boolean } = {},
): LinkedProductsQuery {
  const unique = [...new Set(skus)];
  const base = { sku: { in: unique }, status: { in: [1] as const } };
  return {
    filters: options.listOutOfStockProducts === false ? { ...base, "stock.is_in_stock": { eq: true } } : base,
    size: unique.length,
  };
}
