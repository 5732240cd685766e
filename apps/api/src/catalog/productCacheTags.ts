/** A product document as the catalogue stores it (only the fields the tags need are read). */
type ProductDoc = Readonly<Record<string, unknown>>;

/**
 * Category ids a product document names (`category_ids`, or `category[].category_id`), as strings. Pure.
 *
 * @example
 * productCategoryIds({ category_ids: [5, 28] }); // ["5", "28"]
 */
export function productCategoryIds(product: ProductDoc): string[] {
  return [
    ...new Set([
      ...((product.category_ids as unknown[] | undefined) ?? []).map(String),
      ...((product.category as { category_id?: unknown }[] | undefined) ?? [])
        .filter((entry) => entry?.category_id != null)
        .map((entry) => String(entry.category_id)),
    ]),
  ];
}

/**
 * The cache tags (catalogue.md §2) of a change to the product or configurable child `sku` of `product`:
 * `P<sku>`, the parent's `P<sku>` for a child, and — with `listings` — `C<id>` of the product's categories
 * (the listings whose membership or order the change may move: price, status, stock status). Pure.
 *
 * @example
 * productCacheTags({ sku: "BOD-0001", category_ids: [28] }, "BOD-0001-NIE-92", { listings: true });
 * // ["PBOD-0001-NIE-92", "PBOD-0001", "C28"]
 */
export function productCacheTags(
  product: ProductDoc,
  sku: string,
  options: { readonly listings: boolean },
): string[] {
  const parent = String(product.sku);
  return [
    `P${sku}`,
    ...(parent === sku ? [] : [`P${parent}`]),
    ...(options.listings ? productCategoryIds(product).map((id) => `C${id}`) : []),
  ];
}
