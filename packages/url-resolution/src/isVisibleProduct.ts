import { isEnabled } from "@outlet/variant-selection";

/**
 * The `visibility` values of a product shown on its own (catalogue.md §5: 2 catalogue, 3 search, 4 both;
 * 1 is "not visible individually", a configurable child). Listing and search filters carry these.
 *
 * @example
 * VISIBLE_VISIBILITIES; // [2, 3, 4]
 */
export const VISIBLE_VISIBILITIES: readonly [2, 3, 4] = [2, 3, 4];

/**
 * The `visibility` of a product not visible on its own: a configurable child (catalogue.md §5, behaviour.md
 * §8.9: its page redirects to the parent or fails).
 *
 * @example
 * NOT_VISIBLE_INDIVIDUALLY; // 1
 */
export const NOT_VISIBLE_INDIVIDUALLY = 1;

/**
 * Whether a product is visible on its own (issue 30, rule 3; catalogue.md "Product search always restricts
 * to visibility in 2, 3, 4 and status in 0, 1"): enabled by `@outlet/variant-selection`'s `isEnabled` and
 * its visibility one of {@link VISIBLE_VISIBILITIES} (a missing visibility counts as 4, the catalogue's
 * default). The one "visible product" rule: url resolution, listing, the API's feeds and sitemap call it.
 * Pure.
 *
 * @example
 * isVisibleProduct({ status: 1, visibility: 4 }); // true
 * isVisibleProduct({ status: 1, visibility: 1 }); // false
 * isVisibleProduct({ status: 2, visibility: 4 }); // false
 */
export function isVisibleProduct(product: {
  readonly status?: unknown;
  readonly visibility?: unknown;
}): boolean {
  return (
    isEnabled(product) &&
    (VISIBLE_VISIBILITIES as readonly number[]).includes(Number(product.visibility ?? 4))
  );
}
