import { amountToGrosze } from "./money";

/** A product's or a variant's price fields as the catalogue stores them (gross PLN, special-price dates as text). */
export interface VariantPriceFields {
  readonly price?: unknown;
  readonly special_price?: unknown;
  readonly special_from_date?: unknown;
  readonly special_to_date?: unknown;
}

/** Which price fields a change sets: the regular price, the special price with its dates, or both. */
export interface PriceFieldsChanged {
  readonly price: boolean;
  readonly special: boolean;
}

/** What a change of a product's price does to one of its variants. */
export interface VariantPriceFollow {
  /** The variant takes the product's new regular price. */
  readonly price: boolean;
  /** The variant takes the product's new special price and its dates. */
  readonly special: boolean;
}

const samePrice = (a: unknown, b: unknown): boolean => {
  const grosze = (value: unknown) =>
    value === null || value === undefined || value === "" ? null : amountToGrosze(value);
  return grosze(a) === grosze(b);
};
const sameText = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/**
 * Which of a configurable product's variants follow a change of the product's price (issue 25, "Catalogue"):
 * the shop shows and sells a variant at the variant's own price, so a new price set on the product reaches
 * the variants that had the product's price before — the regular price where a variant's equals the
 * product's old one, the special price and its dates where all three equal the product's old ones. A
 * variant priced apart (a larger size dearer) keeps its own. Pure; one entry per variant, in order.
 *
 * @example
 * variantPriceFollowers({ price: 49.99 }, [{ price: 49.99 }, { price: 54.99 }], { price: true, special: false });
 * // [{ price: true, special: false }, { price: false, special: false }]
 */
export function variantPriceFollowers(
  productBefore: VariantPriceFields,
  variants: readonly VariantPriceFields[],
  changed: PriceFieldsChanged,
): VariantPriceFollow[] {
  return variants.map((variant) => ({
    price: changed.price && samePrice(variant.price, productBefore.price),
    special:
      changed.special &&
      samePrice(variant.special_price, productBefore.special_price) &&
      sameText(variant.special_from_date, productBefore.special_from_date) &&
      sameText(variant.special_to_date, productBefore.special_to_date),
  }));
}
