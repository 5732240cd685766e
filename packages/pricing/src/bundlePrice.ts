import type { BundleOption, BundleProductLink, BundleSelection } from "./bundleTypes";
import { checkBundleSelections, defaultBundleSelections } from "./checkBundleSelections";
import type { LinkedProduct } from "./linkedProducts";
import { amountToGrosze, fromGrosze, roundGrosze } from "./money";

/** The product fields the bundle price reads. */
export interface BundleProduct {
  readonly type_id?: string | undefined;
  readonly bundle_options?: readonly BundleOption[] | null | undefined;
  readonly product_option?:
    | {
        readonly extension_attributes?:
          | {
              readonly bundle_options?:
                | Readonly<Record<string, BundleSelection>>
                | readonly BundleSelection[]
                | undefined;
            }
          | undefined;
      }
    | undefined;
}

/**
 * The bundle selections (behaviour §4.3 step 1, with the option bounds of {@link checkBundleSelections}):
 * the shopper's `product_option.extension_attributes.bundle_options` when there are any, with every
 * required option they leave out at its default link; otherwise one per option with its default link (else
 * its first link), `qty = parseInt(link.qty) || 1`. Selections the rule refuses (unknown option or link, a
 * quantity out of bounds) show the default configuration; the server refuses them. Options without links
 * are skipped. Pure.
 *
 * @example
 * bundleSelections({ bundle_options: [{ option_id: 1, product_links: [{ id: 10, qty: 2 }, { id: 11, is_default: true }] }] });
 * // [{ option_id: 1, option_qty: 1, option_selections: [11] }]
 */
export function bundleSelections(product: BundleProduct): BundleSelection[] {
  const chosen = product.product_option?.extension_attributes?.bundle_options;
  const values = chosen === undefined ? [] : Object.values(chosen);
  const options = product.bundle_options ?? [];
  const checked = checkBundleSelections(options, values);
  return checked.ok ? [...checked.selections] : defaultBundleSelections(options);
}

/** One chosen bundle link with the chosen quantity (behaviour §4.3 step 2). */
export interface BundleOptionValue extends BundleProductLink {
  readonly qty: number;
}

/**
 * The chosen links (behaviour §4.3 step 2): for each selection, the option whose `String(option_id)`
 * equals the selection's (decision: string compare), then the link whose `String(id)` equals
 * `String(option_selections[0])` (only the first selection counts), as `{ ...link, qty: option_qty }`.
 * Pure.
 *
 * @example
 * bundleOptionValues([{ option_id: "1", option_qty: 3, option_selections: ["10"] }], [{ option_id: 1, product_links: [{ id: 10, sku: "A" }] }]);
 * // [{ id: 10, sku: "A", qty: 3 }]
 */
export function bundleOptionValues(
  selections: readonly BundleSelection[],
  options: readonly BundleOption[],
): BundleOptionValue[] {
  const values: BundleOptionValue[] = [];
  for (const selection of selections) {
    const option = options.find((candidate) => String(candidate.option_id) === String(selection.option_id));
    if (option === undefined) continue;
    const first = selection.option_selections[0];
    const link = option.product_links?.find((candidate) => String(candidate.id) === String(first));
    if (link === undefined) continue;
    values.push({ ...link, qty: selection.option_qty });
  }
  return values;
}

/** A bundle's price from its options. */
export interface BundleOptionsPrice {
  /** Σ net price × qty, rounded. */
  readonly price: number;
  /** Σ gross price × qty, rounded. */
  readonly price_incl_tax: number;
}

/**
 * Sums chosen bundle values (behaviour §4.3 step 3): `Σ product.price × qty` and `Σ product.price_incl_tax
 * × qty`, each rounded. Only values whose product was found and whose `qty >= 0` count; a missing product
 * contributes 0 (decision). A value's product is `value.product`, else the linked product with its sku.
 * Pure.
 *
 * @example
 * bundleOptionsPrice([{ id: 1, sku: "A", qty: 2 }], [{ sku: "A", price: 10, price_incl_tax: 12.3 }]);
 * // { price: 20, price_incl_tax: 24.6 }
 */
export function bundleOptionsPrice(
  values: readonly BundleOptionValue[],
  linkedProducts: readonly LinkedProduct[] = [],
): BundleOptionsPrice {
  const bySku = new Map(linkedProducts.map((linked) => [linked.sku, linked]));
  let net = 0;
  let gross = 0;
  for (const value of values) {
    const linked = value.product ?? (value.sku === undefined ? undefined : bySku.get(value.sku));
    if (linked === undefined || !(value.qty >= 0)) continue;
    net += amountToGrosze(linked.price) * value.qty;
    gross += amountToGrosze(linked.price_incl_tax) * value.qty;
  }
  return { price: fromGrosze(roundGrosze(net)), price_incl_tax: fromGrosze(roundGrosze(gross)) };
}

/**
 * Every sku linked from a bundle's options, for {@link linkedProductsQuery}. Pure.
 *
 * @example
 * bundleLinkSkus({ bundle_options: [{ option_id: 1, product_links: [{ id: 1, sku: "A" }, { id: 2, sku: "B" }] }] }); // ["A", "B"]
 */
export function bundleLinkSkus(product: BundleProduct): string[] {
  const skus: string[] = [];
  for (const option of product.bundle_options ?? []) {
    for (const link of option.product_links ?? [])
      if (link.sku !== undefined && !skus.includes(link.sku)) skus.push(link.sku);
  }
  return skus;
}

/** Options of {@link applyBundlePrice}. */
export interface ApplyBundlePriceOptions {
  /** `products.calculateBundlePriceByOptions`. @default true */
  readonly calculateBundlePriceByOptions?: boolean;
}

/**
 * Prices a bundle from its selected or default options (behaviour §4.3). Runs only for
 * `type_id === 'bundle'` with `bundle_options` and when `calculateBundlePriceByOptions` is on. The
 * product's `price`, `price_incl_tax` and `priceInclTax` are replaced only when the net sum is above 0
 * (decision: "the sum" is the `price` sum). Returns a new object, or the same one when nothing changes.
 * Children's prices are used as returned. Pure.
 *
 * @param linkedProducts - The bundle's children, loaded with {@link linkedProductsQuery}.
 * @example
 * const bundle = { type_id: "bundle", price: 0, bundle_options: [{ option_id: 1, product_links: [{ id: 1, sku: "A", is_default: true, qty: 2 }] }] };
 * applyBundlePrice(bundle, [{ sku: "A", price: 10, price_incl_tax: 12.3 }]).price_incl_tax; // 24.6
 */
export function applyBundlePrice<TProduct extends BundleProduct>(
  product: TProduct,
  linkedProducts: readonly LinkedProduct[],
  options: ApplyBundlePriceOptions = {},
): TProduct & Partial<BundleOptionsPrice & { readonly priceInclTax: number }> {
  if (options.calculateBundlePriceByOptions === false) return product;
  if (product.type_id !== "bundle" || !product.bundle_options) return product;
  const sum = bundleOptionsPrice(
    bundleOptionValues(bundleSelections(product), product.bundle_options),
    linkedProducts,
  );
  if (!(sum.price > 0)) return product;
  return {
    ...product,
    price: sum.price,
    price_incl_tax: sum.price_incl_tax,
    priceInclTax: sum.price_incl_tax,
  };
}
