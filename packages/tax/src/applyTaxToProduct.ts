import type { Instant } from "@outlet/pricing";
import type { TaxableProduct, TaxedProduct } from "./calculateProductTax";
import { taxProduct } from "./calculateProductTax";
import type { TaxRule } from "./findTaxRule";

/** Options of {@link applyTaxToProduct}. */
export interface ApplyTaxToProductOptions {
  /** The current instant, used to decide whether a special-price window is open. */
  readonly now: Instant;
  /** Tax country. @default "PL" */
  readonly country?: string | undefined;
  /** Region name. @default "" */
  readonly region?: string | undefined;
  /** Whether the stored `price` / `special_price` are gross (the reference backend stores gross). @default true */
  readonly sourcePriceInclTax?: boolean | undefined;
  /** Whether the stored `final_price` is gross. @default true */
  readonly finalPriceInclTax?: boolean | undefined;
  /** Zone of the special-price dates. @default "Europe/Warsaw" */
  readonly timeZone?: string | undefined;
}

/**
 * The reference backend's price fields for a product document (api-contract §12.1): tax for the default
 * country PL, rules matched by product tax class as in §12.4 (no group tax), source prices GROSS. Runs
 * the rules of {@link calculateProductTax} and writes `final_price*` from the effective `price*` on the product
 * and every child in the same pass, because §12.1 makes `price*` and `final_price*` both the effective price. So, for each of
 * `price`, `special_price`, `final_price`, `original_price`: `B_incl_tax` is the stored gross, `B_tax =
 * round(B_incl_tax × rate / (100 + rate), 2)`, `B = B_incl_tax − B_tax`; `special_price*` is 0 unless the
 * special price is active and lower; a configurable parent carries its cheapest enabled child's prices. No
 * camelCase copies. Idempotent and pure: returns a new object.
 *
 * @throws {TaxError} as {@link calculateProductTax}.
 * @example
 * const rules = [{ product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", rate: 23 }] }];
 * const doc = { sku: "SUK-0193", tax_class_id: 2, price: 129.99, special_price: 99.99, final_price: 129.99 };
 * const out = applyTaxToProduct(doc, rules, { now: Date.UTC(2026, 10, 21) });
 * [out.price, out.price_tax, out.price_incl_tax];                   // [81.29, 18.7, 99.99]
 * [out.original_price_incl_tax, out.final_price_incl_tax];           // [129.99, 99.99]
 */
export function applyTaxToProduct<TProduct extends TaxableProduct>(
  product: TProduct,
  rules: readonly TaxRule[],
  options: ApplyTaxToProductOptions,
): TaxedProduct<TProduct> & {
  readonly final_price: number;
  readonly final_price_tax: number;
  readonly final_price_incl_tax: number;
} {
  const taxed = taxProduct(
    product,
    rules,
    {
      now: options.now,
      country: options.country ?? "PL",
      region: options.region ?? "",
      sourcePriceInclTax: options.sourcePriceInclTax ?? true,
      finalPriceInclTax: options.finalPriceInclTax ?? true,
      deprecatedPriceFieldsSupport: false,
      groupTaxActive: false,
      userGroupId: null,
      timeZone: options.timeZone,
    },
    true,
  );
  return taxed as TaxedProduct<TProduct> & {
    readonly final_price: number;
    readonly final_price_tax: number;
    readonly final_price_incl_tax: number;
  };
}
