// The price fields of api-contract §12.1, through the domain packages: `@outlet/tax` (applyTaxToProduct:
// VAT split, special price, cheapest child) and `@outlet/pricing` (the special-price window). This file only
// adapts the API's documents to them (stored gross prices kept aside, results written in place); when
// prices change next is pricing's specialWindowEdges. Nothing else in the API computes tax or windows.
import { PRICE_FIELDS } from "@outlet/pricing";
import { applyTaxToProduct, findTaxRate, findTaxRule, type TaxableProduct, type TaxRule } from "@outlet/tax";

/** A tax rule document (§12.4), the fields the calculation reads. */
export interface TaxRuleDoc {
  readonly product_tax_class_ids: readonly number[];
  readonly rates: readonly {
    readonly tax_country_id: string;
    readonly tax_region_id?: number | string;
    readonly region_name?: string;
    readonly rate: number | string;
  }[];
}

/** Inputs of the price processing: the tax rules and the current time. */
export interface PriceContext {
  readonly rules: readonly TaxRuleDoc[];
  /** Epoch ms. */
  readonly now: number;
  /** @default "PL" */
  readonly country?: string;
}

type Doc = Record<string, unknown>;

/**
 * The VAT rate (percent) for a tax class and country (behaviour §3.2), or 0 when no rule or rate matches.
 *
 * @example
 * taxRateFor(2, rules, "PL"); // 23
 */
export function taxRateFor(
  taxClassId: unknown,
  rules: readonly TaxRuleDoc[],
  country = "PL",
  region = "",
): number {
  const classId = Number.parseInt(String(taxClassId), 10);
  if (!(classId > 0)) return 0;
  const rule = findTaxRule(rules as readonly TaxRule[], classId);
  const rate = rule ? findTaxRate(rule, { country, region }) : null;
  const value = rate ? Number.parseFloat(String(rate.rate)) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The stored (source) prices of an item, kept under an internal key the first time it is processed. */
interface SourcePrices {
  readonly price: unknown;
  readonly special_price: unknown;
  readonly final_price: unknown;
}

function sourcePrices(item: Doc): SourcePrices {
  let src = item._src_prices as SourcePrices | undefined;
  if (src === undefined) {
    src = { price: item.price, special_price: item.special_price, final_price: item.final_price };
    // not enumerable: never serialised, never copied by a spread
    Object.defineProperty(item, "_src_prices", {
      value: src,
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
  return src;
}

/** The fields `@outlet/tax` reads, with the stored (gross) prices. */
function taxInput(item: Doc): TaxableProduct {
  const src = sourcePrices(item);
  return {
    tax_class_id: item.tax_class_id,
    price: src.price,
    special_price: src.special_price,
    final_price: src.final_price,
    special_from_date: item.special_from_date,
    special_to_date: item.special_to_date,
    status: item.status,
    custom_attributes: null,
  };
}

/** The snake_case price fields of §12.1 (the platform refresh's list without its camelCase copies). */
const OUTPUT_KEYS = PRICE_FIELDS.filter((key) => key === key.toLowerCase());

function copyPriceFields(target: Doc, taxed: Record<string, unknown>): void {
  for (const key of OUTPUT_KEYS)
    target[key] = taxed[key] ?? (key.startsWith("original_") && !key.endsWith("tax") ? null : 0);
}

/**
 * The processed price fields of a product and its children, as {@link applyPriceFields} wrote them (for a
 * cache of processed prices).
 *
 * @example
 * const saved = readPriceFields(doc); writePriceFields(freshCopy, saved);
 */
export function readPriceFields(product: Doc): Record<string, unknown>[] {
  const items = [product, ...((product.configurable_children as Doc[] | undefined) ?? [])];
  return items.map((item) => Object.fromEntries(OUTPUT_KEYS.map((key) => [key, item[key]])));
}

/** Writes fields saved by {@link readPriceFields} onto an unprocessed copy of the same product. */
export function writePriceFields(product: Doc, saved: readonly Record<string, unknown>[]): void {
  const items = [product, ...((product.configurable_children as Doc[] | undefined) ?? [])];
  items.forEach((item, i) => {
    Object.assign(item, saved[i]);
  });
}

/** The processed price fields of §12.1 (PLN numbers; net, VAT and gross for each base field). */
export interface PriceFieldValues {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  original_final_price: number;
  original_special_price: number | null;
}

/**
 * Returns a copy of a stored product (gross source prices) with the processed price fields of §12.1 on the
 * product and every configurable child: `B`, `B_tax`, `B_incl_tax` for price, special_price, final_price and
 * original_price. A configurable parent carries the prices of its cheapest child with status < 2.
 * Pure: the clock comes in through `context.now`.
 *
 * @example
 * const doc = withPriceFields({ price: 129.99, tax_class_id: 2 }, { rules, now: Date.now() });
 * doc.price_incl_tax; // 129.99
 * doc.price_tax; // 24.31
 */
export function withPriceFields<TDoc extends Doc>(
  product: TDoc,
  context: PriceContext,
): TDoc & PriceFieldValues {
  const clone = (item: Doc): Doc => {
    const c: Doc = { ...item };
    const src = item._src_prices;
    if (src !== undefined)
      Object.defineProperty(c, "_src_prices", {
        value: src,
        enumerable: false,
        writable: true,
        configurable: true,
      });
    return c;
  };
  const copy = clone(product);
  if (Array.isArray(product.configurable_children)) {
    copy.configurable_children = (product.configurable_children as Doc[]).map(clone);
  }
  return applyPriceFields(copy as TDoc, context);
}

/**
 * {@link withPriceFields} in place: writes the processed fields onto the product and its children (the
 * stored prices are kept under the internal `_src_prices` key, so it can run again at another instant).
 * Used by the catalogue store to keep one copy of each product in memory.
 *
 * @example
 * applyPriceFields(product, { rules, now: Date.now() }).price_incl_tax;
 */
export function applyPriceFields<TDoc extends Doc>(
  product: TDoc,
  context: PriceContext,
): TDoc & PriceFieldValues {
  const children = Array.isArray(product.configurable_children)
    ? (product.configurable_children as Doc[])
    : null;
  const input: TaxableProduct = {
    ...taxInput(product),
    configurable_children: children ? children.map(taxInput) : null,
  };
  // @outlet/tax: the §12.1 profile (gross source prices, final = effective, cheapest enabled child on the parent)
  const taxed = applyTaxToProduct(input, context.rules as readonly TaxRule[], {
    now: context.now,
    country: context.country ?? "PL",
  }) as unknown as Record<string, unknown>;
  copyPriceFields(product, taxed);
  const taxedChildren = taxed.configurable_children as Record<string, unknown>[] | null | undefined;
  if (children && taxedChildren) {
    for (const [i, child] of children.entries()) copyPriceFields(child, taxedChildren[i] ?? {});
  }
  return product as TDoc & PriceFieldValues;
}
