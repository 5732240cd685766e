import { shippingMethodName } from "@outlet/checkout";
import { TERMS_VERSION } from "@outlet/shop-settings";
import type { PaymentOffer, ShippingOffer } from "../cart/cartService.js";
import type { Totals } from "../cart/computeTotals.js";
import type { ResolvedLine } from "../cart/resolveProduct.js";
import { placedPaymentFields } from "../payments/orderPayment.js";
import type { InpostLocker } from "../shipping/inpostLockers.js";
import { type PickupLocation, pickupShippingAddress } from "../shipping/pickupLocation.js";
import type { Address } from "../shop/addressSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { incrementId, type OrderDoc, type OrderItemDoc } from "./orderDocument.js";
import type { OrderBody } from "./orderRequestSchema.js";

/** Everything an order document is made of, decided before it is written. */
export interface OrderDocumentInput {
  readonly orderId: number;
  readonly orderUuid: string;
  /** When the order was placed (ms). */
  readonly placedAt: number;
  readonly status: string;
  readonly state: string;
  readonly email: string;
  readonly customerId: number | null;
  /** The priced lines with their stored `order_line` ids, in the order of the request. */
  readonly lines: readonly { readonly line: ResolvedLine; readonly qty: number; readonly itemId: number }[];
  readonly totals: Totals;
  readonly billingAddress: Address;
  readonly shippingAddress: Address | undefined;
  readonly shippingOffer: ShippingOffer | undefined;
  readonly payment: PaymentOffer;
  readonly comments: OrderBody["addressInformation"]["shippingExtraFields"];
  readonly inpostLocker: InpostLocker | null;
  /** The store a personal-pickup order is collected in: the shipping address becomes the store's. */
  readonly pickup: PickupLocation | null;
  /** The order holds digital content, ordered with the express consent to its immediate delivery. */
  readonly digitalContent: boolean;
}

/** An address as the order stores it: without the address book's id and default flags, with the email. */
function addressDoc(address: Address, email: string | undefined): Record<string, unknown> {
  const { id: _id, default_billing: _b, default_shipping: _s, ...rest } = address;
  return { ...rest, ...(email ? { email } : {}) };
}

function itemDoc(
  { line, qty, itemId }: OrderDocumentInput["lines"][number],
  item: Totals["items"][number] | undefined,
): OrderItemDoc {
  return {
    item_id: itemId,
    sku: line.sku,
    parent_sku: line.parentSku,
    product_id: line.productId,
    name: line.name,
    product_type: line.productType,
    qty_ordered: qty,
    price: item?.price ?? 0,
    price_incl_tax: item?.price_incl_tax ?? 0,
    row_total: item?.row_total ?? 0,
    row_total_incl_tax: item?.row_total_incl_tax ?? 0,
    tax_percent: line.rate,
    product_options: { attributes_info: line.options },
    image: String(line.child?.image ?? line.product.image ?? ""),
    url_path: String(line.product.url_path ?? ""),
  };
}

/**
 * The stored order document (api-contract §12.15 without `entity_id` and `can_review`): number, status,
 * the server's totals, the items, addresses, payment, shipping assignment, comments, the locker and the
 * consents (the terms' version in force, the digital content consent). Pure.
 *
 * @example
 * const doc = buildOrderDocument({ orderId: 1042, orderUuid, placedAt: Date.now(), status: "pending", state: "new", … });
 * doc.increment_id; // "000001042"
 */
export function buildOrderDocument(input: OrderDocumentInput): OrderDoc {
  const { totals, email, shippingOffer, payment } = input;
  const { shippingAddress, pickup } = input;
  const shipping = shippingAddress
    ? addressDoc(pickup ? pickupShippingAddress(shippingAddress, pickup) : shippingAddress, email)
    : null;
  return {
    increment_id: incrementId(input.orderId),
    order_uuid: input.orderUuid,
    created_at: formatDateTime(new Date(input.placedAt)),
    status: input.status,
    state: input.state,
    order_currency_code: "PLN",
    customer_email: email,
    customer_id: input.customerId,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotal_incl_tax,
    discount_amount: totals.discount_amount,
    shipping_amount: totals.shipping_amount ?? 0,
    shipping_incl_tax: totals.shipping_incl_tax ?? 0,
    tax_amount: totals.tax_amount,
    grand_total: totals.grand_total,
    ...(totals.coupon_code ? { coupon_code: totals.coupon_code } : {}),
    // the one name the checkout offered (s21), not carrier and method glued ("Kurier - Dostawa kurierem")
    shipping_description: shippingOffer ? shippingMethodName(shippingOffer) : "",
    items: input.lines.map((line, i) => itemDoc(line, totals.items[i])),
    billing_address: addressDoc(input.billingAddress, email),
    payment: { method: payment.code, title: payment.title, ...placedPaymentFields(payment.code) },
    extension_attributes: {
      shipping_assignments: shipping
        ? [
            {
              shipping: {
                address: shipping,
                method: `${shippingOffer?.carrier_code}_${shippingOffer?.method_code}`,
              },
            },
          ]
        : [],
    },
    ...(input.comments ? { comments: input.comments } : {}),
    ...(input.inpostLocker ? { inpost_locker: { ...input.inpostLocker } } : {}),
    ...(pickup ? { pickup_location: { ...pickup } } : {}),
    total_segments: totals.total_segments,
    // after-sales-and-law.md §7: the terms in force when the order was placed (sent in the confirmation
    // mail, a durable medium) and the digital content consent, which prepareOrder required when needed
    consents: {
      terms_version: TERMS_VERSION.version,
      terms_date: TERMS_VERSION.date,
      digital_immediate_delivery: input.digitalContent,
    },
  };
}

/**
 * The §6.1 answer of a placed order: its id and number, the uuid and secret of the order page, when it
 * was transferred, status, the server's grand total and the payment method. Pure.
 *
 * @example
 * placedOrderAnswer(doc, { orderId: 1042, secret, placedAt: Date.now(), paymentCode: "blik" }).code; // 200
 */
export function placedOrderAnswer(
  doc: OrderDoc,
  placed: {
    readonly orderId: number;
    readonly secret: string;
    readonly placedAt: number;
    readonly paymentCode: string;
  },
): { code: 200; body: { code: 200; result: Record<string, unknown> } } {
  const result = {
    backendOrderId: placed.orderId,
    orderNumber: doc.increment_id,
    order_uuid: doc.order_uuid,
    order_secret: placed.secret,
    transferedAt: new Date(placed.placedAt).toISOString(),
    status: doc.status,
    grand_total: doc.grand_total,
    currency: "PLN",
    payment: { method: placed.paymentCode },
  };
  return { code: 200, body: { code: 200, result } };
}
