import { hasDigitalContent, validateOrderRequest } from "@outlet/checkout";
import { toGrosze } from "@outlet/pricing";
import { loadCustomer } from "../auth/customerStore.js";
import {
  type CartRow,
  findCoupon,
  isVirtual,
  type PaymentOffer,
  paymentOffers,
  resolveLine,
  type ShippingOffer,
  shippingOffers,
  totalsFor,
} from "../cart/cartService.js";
import type { Totals } from "../cart/computeTotals.js";
import { lineIssue } from "../cart/lineIssue.js";
import type { ResolvedLine } from "../cart/resolveProduct.js";
import type { AppContext } from "../context.js";
import { ApiError, type Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { findInpostLocker, type InpostLocker } from "../shipping/inpostLockers.js";
import type { PickupLocation } from "../shipping/pickupLocation.js";
import { newsletterCodeState } from "../shop/newsletterCoupons.js";
import { shopServices } from "../shop/shopServices.js";
import { couponNoLongerValid, couponUsed, orderInvalid, productsUnavailable } from "./orderIssues.js";
import { findOrderCart } from "./orderRepository.js";
import type { OrderBody } from "./orderRequestSchema.js";

/** The carrier whose orders go to a parcel locker. */
const INPOST_CARRIER = "inpost";

/** An order checked and priced by the server, ready to be written. */
export interface PreparedOrder {
  /** The request's lines resolved against the catalogue, with their quantities. */
  readonly lines: readonly { readonly line: ResolvedLine; readonly qty: number }[];
  readonly email: string;
  readonly payment: PaymentOffer;
  /** The chosen shipping method; none for a virtual order. */
  readonly shippingOffer: ShippingOffer | undefined;
  readonly inpostLocker: InpostLocker | null;
  /** The store a personal-pickup order is collected in; none for other methods and virtual orders. */
  readonly pickup: PickupLocation | null;
  /** The active cart the order was placed from, if the request named one. */
  readonly cart: CartRow | null;
  readonly coupon: { code: string; percent: number } | null;
  readonly totals: Totals;
  readonly grandTotalGrosze: number;
  /** A line is digital content: the order carries (and was refused without) the express consent. */
  readonly digitalContent: boolean;
}

/** Step 3 of §6.1: every line resolved against the catalogue (the client's prices are never read, S4). */
async function resolveOrderLines(context: AppContext, body: OrderBody): Promise<PreparedOrder["lines"]> {
  const resolved: { line: ResolvedLine; qty: number }[] = [];
  const issues: Issue[] = [];
  const wanted = new Map<string, number>();
  for (const [i, line] of body.products.entries()) {
    const probe = await resolveLine(context, {
      sku: line.sku,
      qty: null,
      product_option: line.product_option ?? null,
    });
    if (!probe.ok) {
      issues.push(lineIssue(`products.${i}`, probe));
      continue;
    }
    // the stock check counts every line of the same sku together
    const total = (wanted.get(probe.sku) ?? 0) + line.qty;
    wanted.set(probe.sku, total);
    const checked = await resolveLine(context, {
      sku: probe.sku,
      qty: total,
      product_option: line.product_option ?? null,
    });
    if (!checked.ok) {
      issues.push(lineIssue(`products.${i}`, checked));
      continue;
    }
    resolved.push({ line: checked, qty: line.qty });
  }
  if (issues.length > 0) throw productsUnavailable(issues);
  return resolved;
}

/** The 400 of step 5: the server's total is higher than the one the shopper saw. */
function pricesChanged(totals: Totals): ApiError {
  const pl = "Ceny zmieniły się. Sprawdź podsumowanie zamówienia.";
  const en = "Prices have changed. Please review the order total.";
  return new ApiError("invalid_input", {
    issues: [issue("expected_grand_total", "price_changed", pl, en)],
    message: { pl, en },
    result: { totals },
  });
}

/**
 * Steps 3–5 of §6.1: resolves the lines, checks addresses and methods with the checkout's own rules
 * (`@outlet/checkout` validateOrderRequest, which the storefront runs before sending) against what this
 * shop offers for the order, re-validates the cart's coupon, prices everything from the server's tables
 * and refuses a total higher than the one the shopper saw.
 *
 * @throws {ApiError} 400 for every business-rule failure.
 * @example
 * const prepared = await prepareOrder(context, body, customerId);
 */
export async function prepareOrder(
  context: AppContext,
  body: OrderBody,
  customerId: number | null,
): Promise<PreparedOrder> {
  const { db, config } = shopServices(context);
  const info = body.addressInformation;
  const lines = await resolveOrderLines(context, body);
  const virtual = isVirtual(lines.map((r) => r.line));
  const digitalContent = hasDigitalContent(lines.map((r) => ({ type_id: r.line.productType })));
  const customer = customerId === null ? undefined : await loadCustomer(db, customerId);
  const shippingAddress = info.shippingAddress;
  const offers = {
    virtual,
    shippingCountries: config.shippingCountries,
    shippingMethods:
      virtual || !shippingAddress ? [] : await shippingOffers(context, shippingAddress.country_id),
    paymentMethods: await paymentOffers(context, virtual),
    customerEmail: customer?.email ?? null,
    lockerExists: (code: string) => findInpostLocker(code) !== undefined,
    digitalContent,
  };
  const verdict = validateOrderRequest(body, offers);
  if (!verdict.ok)
    throw orderInvalid(verdict.issues.map((i) => issue(i.path, i.code, i.message, i.messageEn)));
  const payment = offers.paymentMethods.find((m) => m.code === info.payment_method_code);
  if (!payment) throw new Error("validateOrderRequest passed a payment method that is not offered");
  const inpostLocker =
    !virtual && info.shipping_carrier_code === INPOST_CARRIER && info.inpost_locker
      ? (findInpostLocker(info.inpost_locker.code.trim()) ?? null)
      : null;
  // 4. price everything from the server's own tables
  const cart = await findOrderCart(db, body.cart_id, customerId);
  let coupon: { code: string; percent: number } | null = null;
  if (cart?.coupon_code) {
    coupon = await findCoupon(context, cart.coupon_code);
    if (!coupon && (await newsletterCodeState(context, cart.coupon_code)) === "used")
      throw couponUsed("cart_id");
    if (!coupon) throw couponNoLongerValid();
  }
  const { totals, grandTotalGrosze } = await totalsFor(
    context,
    lines.map((r, i) => ({ id: i + 1, qty: r.qty, line: r.line })),
    {
      coupon,
      country: shippingAddress?.country_id ?? "PL",
      carrier: virtual ? null : (info.shipping_carrier_code ?? null),
      method: virtual ? null : (info.shipping_method_code ?? null),
      payment: payment.code,
    },
  );
  // 5. a price is never raised silently
  if (body.expected_grand_total !== undefined && grandTotalGrosze > toGrosze(body.expected_grand_total)) {
    throw pricesChanged(totals);
  }
  const shippingOffer = offers.shippingMethods.find(
    (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
  );
  return {
    lines,
    email: info.billingAddress.email ?? customer?.email ?? "",
    payment,
    shippingOffer,
    inpostLocker,
    // a parcel collected in the shop's store goes to the store's address, whatever the client sent
    pickup: virtual ? null : (shippingOffer?.pickup_location ?? null),
    cart,
    coupon,
    totals,
    grandTotalGrosze,
    digitalContent,
  };
}
