import type { LinkedProduct } from "./linkedProducts";
import { amountToGrosze, fromGrosze, roundGrosze } from "./money";

/** A product link of a grouped product (`product.product_links[]`). */
export interface GroupedProductLink {
  readonly link_type?: string | undefined;
  readonly linked_product_sku?: string | undefined;
  readonly linked_product_type?: string | undefined;
  readonly qty?: number | string | null | undefined;
  readonly extension_attributes?: { readonly qty?: number | string | null | undefined } | null | undefined;
}

/** The product fields the grouped price reads. */
export interface GroupedProduct {
  readonly type_id?: string | undefined;
  readonly product_links?: readonly GroupedProductLink[] | null | undefined;
}

/** A log line returned as data; the caller writes it. */
export interface PricingLogEffect {
  readonly type: "log";
  readonly level: "error" | "warn";
  /** The spec's exact message (catalogue §8). */
  readonly message: "Product not found";
  /** The sku that was looked up. */
  readonly sku: string;
}

/** The outcome of {@link applyGroupedPrice}: the product (new or the same) and what to log. */
export interface GroupedPriceResult<TProduct> {
  readonly product: TProduct;
  readonly effects: readonly PricingLogEffect[];
}

/**
 * The associated simple children of a grouped product, for {@link linkedProductsQuery}: links with
 * `link_type 'associated'` and `linked_product_type 'simple'`. Pure.
 *
 * @example
 * groupedLinkSkus({ product_links: [{ link_type: "associated", linked_product_type: "simple", linked_product_sku: "A" }] }); // ["A"]
 */
export function groupedLinkSkus(product: GroupedProduct): string[] {
  return associatedLinks(product).map((link) => link.linked_product_sku ?? "");
}

/**
 * How many of a linked item one grouped product holds (behaviour §4.4): `Number(link.qty ??
 * link.extension_attributes?.qty ?? 1)`; a quantity that is not a whole number ≥ 1 counts as 1 (decision:
 * the storefront adds the item at this quantity, and a cart line holds at least one, so the price and the
 * cart agree). The one rule for the grouped price, the items a grouped "add to cart" adds and the parts list
 * a product page shows. Pure.
 *
 * @example
 * groupedLinkQty({ extension_attributes: { qty: 2 } }); // 2
 * groupedLinkQty({ qty: 0 }); // 1
 */
export function groupedLinkQty(link: GroupedProductLink): number {
  const qty = Number(link.qty ?? link.extension_attributes?.qty ?? 1);
  return Number.isInteger(qty) && qty >= 1 ? qty : 1;
}

/**
 * The associated simple links of a grouped product with their quantities (behaviour §4.4), in the
 * document's order; empty for any other type. Pure.
 *
 * @example
 * groupedLinks({ type_id: "grouped", product_links: [{ link_type: "associated", linked_product_type: "simple", linked_product_sku: "A", qty: 2 }] });
 * // [{ sku: "A", qty: 2 }]
 */
export function groupedLinks(product: GroupedProduct): { readonly sku: string; readonly qty: number }[] {
  if (product.type_id !== "grouped") return [];
  return associatedLinks(product)
    .filter((link) => (link.linked_product_sku ?? "") !== "")
    .map((link) => ({ sku: link.linked_product_sku as string, qty: groupedLinkQty(link) }));
}

/** The price fields of api-contract §12.1 a grouped product carries: each the sum over its linked items. */
export interface GroupedPriceFields {
  readonly price: number;
  readonly price_tax: number;
  readonly price_incl_tax: number;
  readonly final_price: number;
  readonly final_price_tax: number;
  readonly final_price_incl_tax: number;
  readonly special_price: 0;
  readonly special_price_tax: 0;
  readonly special_price_incl_tax: 0;
  readonly original_price: number;
  readonly original_price_tax: number;
  readonly original_price_incl_tax: number;
  readonly original_final_price: number;
  readonly original_special_price: null;
}

/** A loaded item of a grouped product with the processed price fields {@link groupedPriceFields} sums. */
export interface GroupedItemPrices extends LinkedProduct {
  readonly price_tax?: unknown;
}

/**
 * The price fields of a grouped product (catalogue.md "Prices", after-sales-and-law.md §7 "Grouped
 * price"): `price`, `price_tax` and `price_incl_tax` are the sums of each associated simple item's own
 * (already effective) field × {@link groupedLinkQty}; the final and original prices equal them and there is
 * no special price, so a `price` stored on the grouped document itself is never shown and nothing is
 * struck through. `fields` is `null` for another type or when no item was found (then the document keeps
 * its fields, §4.4); a missing item logs `'Product not found'` and contributes 0. Pure.
 *
 * @param items - The loaded items (enabled ones, as {@link linkedProductsQuery} finds them).
 * @example
 * const set = { type_id: "grouped", product_links: [{ link_type: "associated", linked_product_type: "simple", linked_product_sku: "A", qty: 2 }] };
 * groupedPriceFields(set, [{ sku: "A", price: 10, price_tax: 2.3, price_incl_tax: 12.3 }]).fields?.final_price_incl_tax; // 24.6
 */
export function groupedPriceFields(
  product: GroupedProduct,
  items: readonly GroupedItemPrices[],
): { readonly fields: GroupedPriceFields | null; readonly effects: readonly PricingLogEffect[] } {
  if (product.type_id !== "grouped") return { fields: null, effects: [] };
  const bySku = new Map(items.map((item) => [item.sku, item]));
  const effects: PricingLogEffect[] = [];
  let found = 0;
  let net = 0;
  let tax = 0;
  let gross = 0;
  for (const link of associatedLinks(product)) {
    const sku = link.linked_product_sku ?? "";
    const item = bySku.get(sku);
    if (item === undefined) {
      effects.push({ type: "log", level: "error", message: "Product not found", sku });
      continue;
    }
    found++;
    const qty = groupedLinkQty(link);
    net += amountToGrosze(item.price) * qty;
    tax += amountToGrosze(item.price_tax) * qty;
    gross += amountToGrosze(item.price_incl_tax) * qty;
  }
  if (found === 0) return { fields: null, effects };
  const price = fromGrosze(roundGrosze(net));
  const priceTax = fromGrosze(roundGrosze(tax));
  const priceInclTax = fromGrosze(roundGrosze(gross));
  return {
    fields: {
      price,
      price_tax: priceTax,
      price_incl_tax: priceInclTax,
      final_price: price,
      final_price_tax: priceTax,
      final_price_incl_tax: priceInclTax,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
      original_price: price,
      original_price_tax: priceTax,
      original_price_incl_tax: priceInclTax,
      original_final_price: price,
      original_special_price: null,
    },
    effects,
  };
}

function associatedLinks(product: GroupedProduct): GroupedProductLink[] {
  return (product.product_links ?? []).filter(
    (link) => link.link_type === "associated" && link.linked_product_type === "simple",
  );
}

/**
 * Prices a grouped product (behaviour §4.4): `price = Σ child.price × qty` and `price_incl_tax =
 * Σ child.price_incl_tax × qty` over the associated simple links, with the quantity of
 * {@link groupedLinkQty} (the sums of {@link groupedPriceFields}). A missing child contributes 0 and yields a `'Product not found'`
 * log effect. The fields (and `priceInclTax`) are set only when at least one child was found. Runs only for
 * `type_id === 'grouped'`. Pure.
 *
 * @param children - The loaded children, from {@link linkedProductsQuery}.
 * @example
 * const grouped = { type_id: "grouped", product_links: [{ link_type: "associated", linked_product_type: "simple", linked_product_sku: "A", qty: 2 }] };
 * applyGroupedPrice(grouped, [{ sku: "A", price: 10, price_incl_tax: 12.3 }]).product.price_incl_tax; // 24.6
 */
export function applyGroupedPrice<TProduct extends GroupedProduct>(
  product: TProduct,
  children: readonly LinkedProduct[],
): GroupedPriceResult<
  TProduct &
    Partial<{ readonly price: number; readonly price_incl_tax: number; readonly priceInclTax: number }>
> {
  const { fields, effects } = groupedPriceFields(product, children);
  if (fields === null) return { product, effects };
  const { price, price_incl_tax: priceInclTax } = fields;
  return { product: { ...product, price, price_incl_tax: priceInclTax, priceInclTax }, effects };
}
