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

function associatedLinks(product: GroupedProduct): GroupedProductLink[] {
  return (product.product_links ?? []).filter(
    (link) => link.link_type === "associated" && link.linked_product_type === "simple",
  );
}

/**
 * Prices a grouped product (behaviour §4.4): `price = Σ child.price × qty` and `price_incl_tax =
 * Σ child.price_incl_tax × qty` over the associated simple links, with `qty = Number(link.qty ??
 * link.extension_attributes?.qty ?? 1)`. A missing child contributes 0 and yields a `'Product not found'`
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
  if (product.type_id !== "grouped") return { product, effects: [] };
  const bySku = new Map(children.map((child) => [child.sku, child]));
  const effects: PricingLogEffect[] = [];
  let found = 0;
  let net = 0;
  let gross = 0;
  for (const link of associatedLinks(product)) {
    const sku = link.linked_product_sku ?? "";
    const child = bySku.get(sku);
    if (child === undefined) {
      effects.push({ type: "log", level: "error", message: "Product not found", sku });
      continue;
    }
    found++;
    const qty = Number(link.qty ?? link.extension_attributes?.qty ?? 1);
    const q = Number.isFinite(qty) ? qty : 0;
    net += amountToGrosze(child.price) * q;
    gross += amountToGrosze(child.price_incl_tax) * q;
  }
  if (found === 0) return { product, effects };
  const priceInclTax = fromGrosze(roundGrosze(gross));
  return {
    product: { ...product, price: fromGrosze(roundGrosze(net)), price_incl_tax: priceInclTax, priceInclTax },
    effects,
  };
}
