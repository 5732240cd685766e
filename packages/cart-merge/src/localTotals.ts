import { fromGrosze } from "@outlet/pricing";
import { firstOf } from "./cartSelectors.js";
import { lineRowGrosze } from "./lineAmounts.js";
import { amountGrosze } from "./money.js";
import type { CartLine, PaymentMethod, ShippingMethod, TotalSegment } from "./types.js";

/**
 * Inputs of the local totals (behaviour §9.14).
 *
 * @example
 * const input: LocalTotalsInput = { items: [{ qty: 2, price_incl_tax: 10 }], shipping: { method_title: "Kurier", price_incl_tax: 5 } };
 */
export interface LocalTotalsInput {
  readonly items: readonly CartLine[];
  /** The cart's shipping state; element 0 of a list is used (`firstShipping`). */
  readonly shipping?: ShippingMethod | readonly ShippingMethod[] | null;
  /** The cart's payment state; element 0 of a list is used (`firstPayment`). */
  readonly payment?: PaymentMethod | readonly PaymentMethod[] | null;
}

/**
 * The local totals with their exact integer parts (grosze) and the segments to display.
 *
 * @example
 * const totals: LocalTotals = { subtotalGrosze: 5000, shippingGrosze: 500, paymentGrosze: 200, grandTotalGrosze: 5700, segments: [] };
 */
export interface LocalTotals {
  readonly subtotalGrosze: number;
  readonly shippingGrosze: number;
  readonly paymentGrosze: number;
  readonly grandTotalGrosze: number;
  readonly segments: readonly TotalSegment[];
}

const segment = (code: string, title: string | undefined, grosze: number): TotalSegment =>
  title === undefined
    ? { code, value: fromGrosze(grosze), grosze }
    : { code, title, value: fromGrosze(grosze), grosze };

/**
 * The local fallback totals (behaviour §9.14), computed in integer grosze: subtotal `Σ qty × unit price`
 * (`lineRowGrosze`: the server's unit price with its custom options' fees when known, each price rounded to
 * the grosz first), grand total = subtotal + the first shipping's `price_incl_tax`
 * + the first payment's `cost_incl_tax` (an empty cart gives 0), then a `payment` and a `shipping` segment
 * when a method is set. Pure. Throws `CartMergeError` `invalid-amount` for a non-numeric price.
 *
 * @example
 * localTotals({
 *   items: [{ qty: 2, price_incl_tax: 10 }, { qty: 1, price_incl_tax: 30 }],
 *   shipping: { method_title: "Kurier", price_incl_tax: 5 },
 *   payment: { code: "cod", title: "Za pobraniem", cost_incl_tax: 2 },
 * }).segments.map((s) => [s.code, s.value]);
 * // [["subtotal_incl_tax", 50], ["grand_total", 57], ["payment", 2], ["shipping", 5]]
 */
export function localTotals(input: LocalTotalsInput): LocalTotals {
  let subtotalGrosze = 0;
  for (const line of input.items) subtotalGrosze += lineRowGrosze(line);
  const shipping = firstOf(input.shipping);
  const payment = firstOf(input.payment);
  const shippingGrosze = shipping ? amountGrosze(shipping.price_incl_tax) : 0;
  const paymentGrosze = payment ? amountGrosze(payment.cost_incl_tax) : 0;
  const grandTotalGrosze = input.items.length === 0 ? 0 : subtotalGrosze + shippingGrosze + paymentGrosze;
  const segments: TotalSegment[] = [
    segment("subtotal_incl_tax", "Subtotal incl. tax", subtotalGrosze),
    segment("grand_total", "Grand total", grandTotalGrosze),
  ];
  if (payment) segments.push(segment("payment", payment.title, paymentGrosze));
  if (shipping) segments.push(segment("shipping", shipping.method_title, shippingGrosze));
  return { subtotalGrosze, shippingGrosze, paymentGrosze, grandTotalGrosze, segments };
}

/**
 * The totals to display (behaviour §9.14, revised by issue 12): the platform's segments when they are set
 * (rendered in order, never recomputed). Offline they stay as the server last computed them — with its
 * shipping and VAT lines, the total the order will be charged — as long as they still describe the cart:
 * their products' value (`subtotal`, gross) equals the lines' `Σ qty × price_incl_tax`. Otherwise (no
 * platform segments, or the cart changed offline) the local fallback segments. Pure.
 *
 * @example
 * displayedTotals({ platformTotalSegments: [{ code: "grand_total", title: "Do zapłaty", value: 248.97 }], online: true, items: [] });
 * // [{ code: "grand_total", title: "Do zapłaty", value: 248.97 }]
 */
export function displayedTotals(
  input: LocalTotalsInput & {
    readonly platformTotalSegments: readonly TotalSegment[] | null | undefined;
    readonly online: boolean;
  },
): readonly TotalSegment[] {
  if (input.platformTotalSegments && input.online) return input.platformTotalSegments;
  const local = localTotals(input);
  if (input.platformTotalSegments && platformProductsValue(input) === local.subtotalGrosze)
    return input.platformTotalSegments;
  return local.segments;
}

/**
 * Whether the platform's segments no longer describe the lines: their products' value (`subtotal`, gross)
 * differs from the lines' `Σ qty × price_incl_tax`, as after a removal or a quantity change until the
 * server's new count comes (online they stay shown meanwhile, so the page says they are being counted
 * again). False without platform segments or without their products' value. Pure.
 *
 * @example
 * const platformTotalSegments = [{ code: "subtotal", title: "Wartość produktów", value: 259.98 }];
 * totalsOutdated({ platformTotalSegments, items: [{ qty: 1, price_incl_tax: 129.99 }] }); // true (one was removed)
 * totalsOutdated({ platformTotalSegments, items: [{ qty: 2, price_incl_tax: 129.99 }] }); // false
 */
export function totalsOutdated(
  input: LocalTotalsInput & { readonly platformTotalSegments: readonly TotalSegment[] | null | undefined },
): boolean {
  const products = platformProductsValue(input);
  return products !== null && products !== localTotals(input).subtotalGrosze;
}

/** The platform segments' products value in grosze, or `null` without it. */
function platformProductsValue(input: {
  readonly platformTotalSegments: readonly TotalSegment[] | null | undefined;
}): number | null {
  const subtotal = input.platformTotalSegments?.find(
    (segment) => segment.code === "subtotal" || segment.code === "subtotal_incl_tax",
  );
  return subtotal ? amountGrosze(subtotal.value) : null;
}
