import {
  type AfterSalesLine,
  type LineUnits,
  type LineWithdrawability,
  lineWithdrawability,
  type RefundOrder,
  type ReturnStatus,
  type WithdrawalWindow,
  withdrawalWindow,
} from "@outlet/after-sales";
import type { PaymentKind } from "@outlet/orders";
import { shippingOffers } from "../cart/cartService.js";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { shopServices } from "../shop/shopServices.js";
import { type OrderCharges, orderCharges } from "./orderCharges.js";

/** The return terms fixed on the order when it was placed (art. 34), or the shop's setting for older orders. */
export interface ReturnPolicy {
  readonly periodDays: number;
  readonly cost: "free" | "shopper_pays";
  readonly costGrosze: number;
  readonly method: "inpost_locker" | "courier" | "store";
  readonly address: {
    readonly name: string;
    readonly street: string;
    readonly postcode: string;
    readonly city: string;
  };
}

/** An order line as a withdrawal reads it. */
export interface WithdrawalLine extends AfterSalesLine {
  readonly sku: string;
  /** Units earlier withdrawals took back. */
  readonly withdrawnQty: number;
  readonly withdrawability: LineWithdrawability;
}

/** An order with everything its withdrawal needs. */
export interface WithdrawalOrder {
  readonly id: number;
  readonly number: string;
  readonly customerId: number | null;
  readonly email: string;
  readonly name: string;
  readonly status: string;
  readonly payment: PaymentKind;
  /** The payment method's title as the shopper chose it („BLIK”, „Przelew bankowy”), or "". */
  readonly paymentTitle: string;
  readonly deliveredOn: string | null;
  readonly placedAt: string;
  readonly lines: readonly WithdrawalLine[];
  readonly refundOrder: RefundOrder;
  readonly earlier: readonly LineUnits[];
  readonly policy: ReturnPolicy;
  readonly window: WithdrawalWindow;
  /** What the order charged (goods, delivery, a cash-on-delivery fee): an unpaid cancellation names them. */
  readonly charges: OrderCharges;
}

const grosze = (zl: unknown): number => Math.round(Number(zl ?? 0) * 100);

const kindOf = (type: string): AfterSalesLine["kind"] =>
  type === "downloadable" ? "downloadable" : type === "virtual" ? "virtual" : "physical";

/** A stored withdrawal's lines (`withdrawal.lines`). */
export interface StoredWithdrawalLine {
  readonly item_id: number;
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  readonly grosze: number;
}

/**
 * The cheapest delivery to an address offered for the order's country (after-sales-and-law.md §2: store
 * pickup and parcel lockers are not deliveries to an address); what was paid when nothing else is offered.
 */
async function cheapestAddressDelivery(context: AppContext, doc: OrderDoc, paid: number): Promise<number> {
  const assignments = (
    doc.extension_attributes as
      | { shipping_assignments?: { shipping?: { address?: { country_id?: string } } }[] }
      | undefined
  )?.shipping_assignments;
  const country = assignments?.[0]?.shipping?.address?.country_id ?? "PL";
  const prices = (await shippingOffers(context, country))
    .filter((offer) => offer.carrier_code !== "pickup" && offer.carrier_code !== "inpost")
    .map((offer) => grosze(offer.price_incl_tax));
  return prices.length > 0 ? Math.min(...prices) : paid;
}

/**
 * What the order's withdrawals took back so far: the units per line (`item_id` → units, every withdrawal
 * whatever its return's status) and each return's status, oldest first.
 *
 * @example
 * const { earlier, statuses } = await withdrawnUnits(context, 42); // [{ lineId: 7, qty: 1 }], ["refunded"]
 */
export async function withdrawnUnits(
  context: AppContext,
  orderId: number,
): Promise<{ readonly earlier: readonly LineUnits[]; readonly statuses: readonly ReturnStatus[] }> {
  const rows = await afterSalesDb(shopServices(context).db)
    .selectFrom("withdrawal")
    .select(["lines", "status"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return {
    earlier: rows.flatMap((row) =>
      (JSON.parse(row.lines) as StoredWithdrawalLine[]).map((l) => ({ lineId: l.item_id, qty: l.qty })),
    ),
    statuses: rows.map((row) => row.status as ReturnStatus),
  };
}

/** The units of `lineId` the given withdrawals took back. */
export const withdrawnQtyOf = (earlier: readonly LineUnits[], lineId: number): number =>
  earlier.filter((e) => e.lineId === lineId).reduce((a, e) => a + e.qty, 0);

/**
 * Reads an order as its withdrawal sees it (issue 26): its lines with what may be withdrawn and what earlier
 * withdrawals took back, its money for the refund rule, the return terms fixed when it was placed and the
 * withdrawal window at `context.now()`; `null` for an unknown id.
 *
 * @example
 * const order = await loadWithdrawalOrder(context, 42);
 * order?.window.open; // true
 */
export async function loadWithdrawalOrder(
  context: AppContext,
  orderId: number,
): Promise<WithdrawalOrder | null> {
  const { db } = shopServices(context);
  const stored = await loadLifecycleOrder(db, orderId);
  if (!stored) return null;
  const { doc, lifecycle } = stored;
  const settings = await context.settings.read(db);
  const fixed = doc.return_policy as Partial<ReturnPolicy> | undefined;
  const policy: ReturnPolicy = {
    periodDays: fixed?.periodDays ?? settings.returns.periodDays,
    cost: fixed?.cost ?? settings.returns.cost,
    costGrosze: fixed?.costGrosze ?? settings.returns.costGrosze,
    method: fixed?.method ?? settings.returns.method,
    address: fixed?.address ?? settings.returns.address,
  };
  const { earlier } = await withdrawnUnits(context, orderId);
  const products = await context.catalog.productsBySku(
    doc.items.map((item) => item.parent_sku ?? item.sku),
    context.now(),
  );
  const consents = doc.consents as { digital_immediate_delivery?: boolean } | undefined;
  const digitalConsent = consents?.digital_immediate_delivery === true;
  const lines: WithdrawalLine[] = doc.items.map((item) => {
    const product = products.get(item.parent_sku ?? item.sku)?.product as Record<string, unknown> | undefined;
    const line: AfterSalesLine = {
      id: item.item_id,
      name: item.name,
      qty: item.qty_ordered,
      paidGrosze: grosze(item.row_total_incl_tax),
      kind: kindOf(item.product_type),
      noWithdrawalAfterUnseal: product?.no_withdrawal_after_unseal === true,
    };
    const withdrawnQty = withdrawnQtyOf(earlier, item.item_id);
    return {
      ...line,
      sku: item.sku,
      withdrawnQty,
      withdrawability: lineWithdrawability(line, digitalConsent),
    };
  });
  const goods = lines.reduce((a, l) => a + l.paidGrosze, 0);
  const deliveryPaid = grosze(doc.shipping_incl_tax);
  const billing = doc.billing_address as { firstname?: string; lastname?: string } | undefined;
  return {
    id: stored.id,
    number: lifecycle.number,
    customerId: stored.customerId,
    email: stored.email,
    name: [billing?.firstname, billing?.lastname].filter(Boolean).join(" "),
    status: lifecycle.status,
    payment: lifecycle.payment,
    paymentTitle: String((doc.payment as { title?: unknown } | undefined)?.title ?? ""),
    deliveredOn: lifecycle.deliveredOn,
    placedAt: doc.created_at,
    lines,
    refundOrder: {
      lines: lines.map(({ id, qty, paidGrosze }) => ({ id, qty, paidGrosze })),
      couponGrosze: Math.min(goods, Math.abs(grosze(doc.discount_amount))),
      deliveryPaidGrosze: deliveryPaid,
      cheapestAddressDeliveryGrosze: await cheapestAddressDelivery(context, doc, deliveryPaid),
    },
    earlier,
    policy,
    charges: orderCharges(doc),
    window: withdrawalWindow(
      { status: lifecycle.status, deliveredOn: lifecycle.deliveredOn, periodDays: policy.periodDays },
      context.now(),
    ),
  };
}
