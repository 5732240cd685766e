import type { TotalSegment, Totals, TotalsItem } from "@outlet/contract";
import { fromGrosze } from "@outlet/pricing";
// The Totals of api-contract §12.13, computed in integer grosze. Pure. VAT extraction is `@outlet/tax`'s
// `taxFromGrossGrosze`; the rate itself comes from the core's `taxRateFor` (the one place reading tax rules).
import { parseTaxRate, taxFromGrossGrosze } from "@outlet/tax";

/** A priced line, as the totals need it. */
export interface PricedLine {
  readonly item_id: number;
  readonly name: string;
  readonly qty: number;
  /** Gross unit price in grosze (from the catalogue, S4). */
  readonly unitGross: number;
  /** VAT rate in percent (23). */
  readonly rate: number;
  /** `[{label, value}]` of the chosen options. */
  readonly options: readonly { readonly label: string; readonly value: string }[];
}

/** A chosen shipping method or payment fee, gross. */
export interface PricedFee {
  readonly title: string;
  readonly gross: number;
  readonly rate: number;
}

/** Inputs of {@link computeTotals}. */
export interface TotalsInput {
  readonly lines: readonly PricedLine[];
  readonly coupon: { readonly code: string; readonly percent: number } | null;
  readonly shipping: PricedFee | null;
  readonly payment: PricedFee | null;
}

// The Totals document, its items and segments are the contract's (§12.13, one declaration: issue 30 rule 10).
export type { TotalSegment, Totals, TotalsItem } from "@outlet/contract";

/** Totals plus the integer figures the order code stores. */
export interface TotalsResult {
  readonly totals: Totals;
  readonly grandTotalGrosze: number;
}

/** Half-up division of non-negative integers. */
const divRound = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/**
 * VAT contained in a gross amount (§12.13): round(gross × rate / (100 + rate)) in grosze, through
 * `@outlet/tax`.
 *
 * @example
 * vatOf(25998, 23); // 4861
 */
export function vatOf(grossGrosze: number, rate: number): number {
  if (rate <= 0 || grossGrosze <= 0) return 0;
  return taxFromGrossGrosze(grossGrosze, parseTaxRate(rate));
}

const pln = fromGrosze;

/**
 * Computes the §12.13 totals: per line the discount on the gross row, VAT taken out of each gross line after
 * its discount, shipping and payment fee taxed separately, gross segments in the order subtotal, shipping,
 * payment, discount, tax, grand_total. Pure.
 *
 * @example
 * computeTotals({ lines: [{ item_id: 1, name: "Sukienka", qty: 2, unitGross: 12999, rate: 23, options: [] }],
 *   coupon: { code: "LATO10", percent: 10 }, shipping: { title: "Dostawa kurierem", gross: 1499, rate: 23 }, payment: null })
 *   .totals.grand_total; // 248.97
 */
export function computeTotals(input: TotalsInput): TotalsResult {
  const percent = input.coupon?.percent ?? 0;
  let subtotalGross = 0;
  let subtotalNet = 0;
  let discountTotal = 0;
  let netAfterDiscount = 0;
  let tax = 0;
  let qty = 0;
  const items: TotalsItem[] = input.lines.map((line) => {
    const rowGross = line.unitGross * line.qty;
    const rowTax = vatOf(rowGross, line.rate);
    const discount = percent > 0 ? divRound(rowGross * Math.round(percent * 100), 10_000) : 0;
    const afterGross = rowGross - discount;
    const afterTax = vatOf(afterGross, line.rate);
    subtotalGross += rowGross;
    subtotalNet += rowGross - rowTax;
    discountTotal += discount;
    netAfterDiscount += afterGross - afterTax;
    tax += afterTax;
    qty += line.qty;
    return {
      item_id: line.item_id,
      name: line.name,
      qty: line.qty,
      price: pln(line.unitGross - vatOf(line.unitGross, line.rate)),
      price_incl_tax: pln(line.unitGross),
      row_total: pln(rowGross - rowTax),
      row_total_incl_tax: pln(rowGross),
      row_total_with_discount: pln(afterGross - afterTax),
      discount_amount: pln(discount),
      discount_percent: percent,
      tax_amount: pln(afterTax),
      tax_percent: line.rate,
      options: JSON.stringify(line.options),
    };
  });
  const segments: TotalSegment[] = [
    { code: "subtotal", title: "Wartość produktów", value: pln(subtotalGross) },
  ];
  let grand = subtotalGross - discountTotal;
  const shippingFields: Record<string, number> = {};
  if (input.shipping) {
    const shipTax = vatOf(input.shipping.gross, input.shipping.rate);
    tax += shipTax;
    grand += input.shipping.gross;
    shippingFields.shipping_amount = pln(input.shipping.gross - shipTax);
    shippingFields.shipping_incl_tax = pln(input.shipping.gross);
    shippingFields.shipping_tax_amount = pln(shipTax);
    segments.push({
      code: "shipping",
      title: input.shipping.title,
      value: pln(input.shipping.gross),
    });
  }
  if (input.payment && input.payment.gross > 0) {
    tax += vatOf(input.payment.gross, input.payment.rate);
    grand += input.payment.gross;
    segments.push({ code: "payment", title: input.payment.title, value: pln(input.payment.gross) });
  }
  if (discountTotal !== 0 && input.coupon) {
    segments.push({ code: "discount", title: `Rabat (${input.coupon.code})`, value: -pln(discountTotal) });
  }
  segments.push({ code: "tax", title: "w tym VAT", value: pln(tax), area: "taxes" });
  segments.push({ code: "grand_total", title: "Do zapłaty", value: pln(grand), area: "footer" });
  const totals: Totals = {
    grand_total: pln(grand),
    base_grand_total: pln(grand),
    subtotal: pln(subtotalNet),
    subtotal_incl_tax: pln(subtotalGross),
    discount_amount: discountTotal === 0 ? 0 : -pln(discountTotal),
    subtotal_with_discount: pln(netAfterDiscount),
    ...shippingFields,
    tax_amount: pln(tax),
    base_currency_code: "PLN",
    quote_currency_code: "PLN",
    ...(input.coupon ? { coupon_code: input.coupon.code } : {}),
    items_qty: qty,
    items,
    total_segments: segments,
  };
  return { totals, grandTotalGrosze: grand };
}
