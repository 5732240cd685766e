// The cart's totals (api-contract.md §12.13): the one declaration the API computes, cart-merge keeps and
// the transport parses (rule 10 of issue 30).

/**
 * One segment of the totals, in the backend's order (§12.13): `subtotal`, `discount`, `shipping`,
 * `payment`, `tax`, `grand_total`. The title is Polish, for the shopper.
 *
 * @example
 * const segment: TotalSegment = { code: "shipping", title: "Dostawa kurierem", value: 14.99 };
 */
export interface TotalSegment {
  readonly code: string;
  readonly title: string;
  /** Gross amount in PLN. */
  readonly value: number;
  readonly area?: string | undefined;
}

/**
 * A chosen option of a totals line, once its `options` JSON is read.
 *
 * @example
 * const option: TotalsOption = { label: "Rozmiar", value: "M" };
 */
export interface TotalsOption {
  readonly label: string;
  readonly value: unknown;
}

/**
 * One line of the totals (§12.13), amounts in PLN. `TOptions` is how its chosen options travel: the
 * backend sends them as a JSON string, the transport hands them on as a list of {@link TotalsOption}.
 *
 * @example
 * const line: TotalsItem = { item_id: 4412, name: "Sukienka lniana", qty: 2, price: 105.68, price_incl_tax: 129.99, row_total: 211.37, row_total_incl_tax: 259.98, row_total_with_discount: 190.23, discount_amount: 26, discount_percent: 10, tax_amount: 43.75, tax_percent: 23, options: "[]" };
 */
export interface TotalsItem<TOptions = string> {
  readonly item_id: number;
  readonly name: string;
  readonly qty: number;
  readonly price: number;
  readonly price_incl_tax: number;
  readonly row_total: number;
  readonly row_total_incl_tax: number;
  readonly row_total_with_discount: number;
  readonly discount_amount: number;
  readonly discount_percent: number;
  readonly tax_amount: number;
  readonly tax_percent: number;
  readonly options: TOptions;
}

/**
 * The cart's totals (`GET cart/totals`, the `totals` of `cart/shipping-information` and of `cart/update`,
 * §12.13). The shipping fields are present once a shipping method is chosen, `coupon_code` once a coupon is
 * applied.
 *
 * @example
 * const empty: Totals = { grand_total: 0, base_grand_total: 0, subtotal: 0, subtotal_incl_tax: 0, discount_amount: 0, subtotal_with_discount: 0, tax_amount: 0, base_currency_code: "PLN", quote_currency_code: "PLN", items_qty: 0, items: [], total_segments: [] };
 */
export interface Totals<TOptions = string> {
  readonly grand_total: number;
  readonly base_grand_total: number;
  readonly subtotal: number;
  readonly subtotal_incl_tax: number;
  readonly discount_amount: number;
  readonly subtotal_with_discount: number;
  readonly shipping_amount?: number | undefined;
  readonly shipping_incl_tax?: number | undefined;
  readonly shipping_tax_amount?: number | undefined;
  readonly tax_amount: number;
  readonly base_currency_code: "PLN";
  readonly quote_currency_code: "PLN";
  readonly coupon_code?: string | undefined;
  readonly items_qty: number;
  readonly items: readonly TotalsItem<TOptions>[];
  readonly total_segments: readonly TotalSegment[];
}
