import { type OrderStatus, placedStatusFor } from "@outlet/orders";
import type { AppContext } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { applyOrderCommand } from "../orders/orderLifecycle.js";
import { recoverOrderSecret } from "../orders/orderSecret.js";
import { sealOutcome } from "../orders/sealedOutcome.js";
import { shopServices } from "../shop/shopServices.js";
import type { PaymentDecline, PaymentGateway, PaymentSession } from "./paymentGateway.js";
import { paymentGateway } from "./shopPaymentGateway.js";

/** The code of the online payment method (a card / quick-transfer gateway with a hosted page). */
export const ONLINE_PAYMENT = "online";

/**
 * The payment state an online order's document carries in `payment.status` (issue 12): `awaiting` until
 * the gateway reports the session paid, `canceled` when the shopper cancelled it there (the order waits
 * for a new attempt), `paid` for good.
 */
export type OrderPaymentStatus = "awaiting" | "paid" | "canceled";

/** The code of BLIK: a 6-digit code from the bank app, the payment pending until the app confirms it. */
export const BLIK_PAYMENT = "blik";

/** Methods paid through the gateway: the order waits for the gateway's word. */
const GATEWAY_METHODS: ReadonlySet<string> = new Set([ONLINE_PAYMENT, BLIK_PAYMENT]);

/**
 * An order's status and state when it is placed with a payment method: the lifecycle's first status
 * (after-sales-and-law.md §1): an online or BLIK payment waits for the gateway (issue 31: BLIK is no longer
 * taken as paid at once), a transfer and cash on delivery are placed. `state` repeats it (the contract's
 * field, kept for old readers).
 *
 * @example
 * placedOrderStatus("online"); // { status: "awaiting_payment", state: "awaiting_payment" }
 */
export function placedOrderStatus(method: string): { status: OrderStatus; state: OrderStatus } {
  const status = placedStatusFor(method);
  return { status, state: status };
}

/**
 * What a new order's `payment` object carries besides method and title: `{ status: "awaiting" }` for a
 * payment through the gateway (online, BLIK), nothing for the others.
 *
 * @example
 * placedPaymentFields("blik"); // { status: "awaiting" }
 */
export function placedPaymentFields(method: string): { status?: OrderPaymentStatus } {
  if (GATEWAY_METHODS.has(method)) return { status: "awaiting" };
  return {};
}

interface OrderPaymentDoc {
  increment_id: string;
  status: string;
  state?: string;
  payment?: {
    method?: string;
    title?: string;
    status?: OrderPaymentStatus;
    reference?: string;
    paid_at?: string;
  };
  [other: string]: unknown;
}

async function loadOrder(context: AppContext, orderId: number) {
  const row = await shopServices(context)
    .db.selectFrom("sales_order")
    .select(["id", "status", "grand_total_grosze", "body"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  return row ? { ...row, doc: JSON.parse(row.body) as OrderPaymentDoc } : null;
}

/**
 * Writes fields of an order's `payment` into its document and nothing else (the status column is the
 * lifecycle's): re-read and compared on write, so a concurrent transition's document is never overwritten
 * with a stale one; a paid payment is never written back to awaiting or cancelled.
 */
async function writePayment(
  db: TxDb,
  orderId: number,
  fields: NonNullable<OrderPaymentDoc["payment"]>,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db
      .selectFrom("sales_order")
      .select("body")
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!row) return;
    const doc = JSON.parse(row.body) as OrderPaymentDoc;
    if (doc.payment?.status === "paid") return;
    const written = await db
      .updateTable("sales_order")
      .set({ body: JSON.stringify({ ...doc, payment: { ...doc.payment, ...fields } }) })
      .where("id", "=", orderId)
      .where("body", "=", row.body)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return;
  }
  throw new Error(`order ${orderId}: its payment could not be written (changed five times meanwhile)`);
}

/** The order page's address on the storefront, with the guest's secret when there is one. */
function orderPageUrl(context: AppContext, orderNumber: string, secret: string | null): string {
  const path = secret
    ? `/zamowienie/${orderNumber}/${encodeURIComponent(secret)}`
    : `/zamowienie/${orderNumber}`;
  return `${context.config.storefrontUrl}${path}`;
}

const notPayable = (): ApiError =>
  ApiError.invalid([
    {
      path: "path.orderNumber",
      code: "conflict",
      message: "Tego zamówienia nie można już opłacić online.",
      messageEn: "This order can no longer be paid online.",
    },
  ]);

/**
 * Starts a payment attempt for an online order that is not paid yet: abandons the previous session,
 * opens a new one for exactly the order's grand total and notes its reference in the order. The gateway
 * is given the order page's address without the guest's secret (no secret at rest, §7): the way back adds
 * it ({@link orderReturnUrl}). Returns the session (its reference and the gateway page's address).
 *
 * @example
 * const { redirectUrl } = await startOrderPayment(context, 42); // "https://api…/api/ext/platnosc/…"
 */
export async function startOrderPayment(context: AppContext, orderId: number): Promise<PaymentSession> {
  return openAttempt(context, orderId, ONLINE_PAYMENT);
}

/**
 * One new payment attempt of an unpaid order paid through the gateway (online or BLIK, the code given):
 * the previous session abandoned, a new one for exactly the grand total, its reference and state noted in
 * the order (`canceled` when the gateway declined it at once, else `awaiting`).
 */
async function openAttempt(
  context: AppContext,
  orderId: number,
  method: string,
  blikCode?: string,
): Promise<PaymentSession> {
  const order = await loadOrder(context, orderId);
  if (!order || order.doc.payment?.method !== method) throw notPayable();
  const settled = await settleOrderPayment(context, orderId);
  if (settled === "paid" || order.status === "cancelled") throw notPayable();
  const gateway: PaymentGateway = paymentGateway(context);
  const previous = order.doc.payment.reference;
  if (previous) await gateway.abandon(previous);
  const number = order.doc.increment_id;
  const session = await gateway.createSession({
    orderNumber: number,
    amountGrosze: order.grand_total_grosze,
    description: `Zamówienie ${number}`,
    returnUrl: orderPageUrl(context, number, null),
    ...(blikCode === undefined ? {} : { blikCode }),
  });
  const status: OrderPaymentStatus = session.declined ? "canceled" : "awaiting";
  await writePayment(shopServices(context).db, orderId, { status, reference: session.reference });
  return session;
}

/**
 * Where the shopper returns from the gateway: the order's page, for a guest's order with the order's
 * secret (derived again, never stored) so the guest sees it; without it for a customer's order (opened
 * with the account) and for an order placed before secrets were derived.
 *
 * @example
 * await orderReturnUrl(context, "000000042"); // "https://sklep…/zamowienie/000000042/aZ3…"
 */
export async function orderReturnUrl(context: AppContext, orderNumber: string): Promise<string> {
  const row = await shopServices(context)
    .db.selectFrom("sales_order")
    .select(["order_uuid", "secret_hash", "customer_id"])
    .where("increment_id", "=", orderNumber)
    .executeTakeFirst();
  const secret =
    row && row.customer_id === null
      ? recoverOrderSecret(context.config.appSecret, row.order_uuid, row.secret_hash)
      : null;
  return orderPageUrl(context, orderNumber, secret);
}

/**
 * Brings an online order's payment up to date by asking the gateway (server to server) about a session of
 * the order: the order's current one, or the one a verified notification names. Paid for exactly the
 * order's total and number → the order is paid (`processing`); cancelled → the order waits for a new
 * attempt. Nothing the shopper's browser sends is trusted. Idempotent: however many notifications, sweeps
 * and API processes settle the same payment at once, the order is paid once (the lifecycle's conditional
 * write decides, and the payment's fields are written in the same transaction). Returns the order's payment
 * status, or `null` when the order is not paid through the gateway.
 *
 * @example
 * await settleOrderPayment(context, 42); // "paid"
 */
export async function settleOrderPayment(
  context: AppContext,
  orderId: number,
): Promise<OrderPaymentStatus | null> {
  return (await settle(context, orderId, undefined)).status;
}

/**
 * {@link settleOrderPayment} for the session a verified gateway notification names (it may not be the
 * order's noted one yet: a BLIK confirmation can arrive while the shop is still noting the session).
 * `unknown`: the gateway knows no such session for this order, and nothing changed.
 *
 * @example
 * await settleNotifiedPayment(context, 42, "SP-aZ3…"); // "paid"
 */
export async function settleNotifiedPayment(
  context: AppContext,
  orderId: number,
  reference: string,
): Promise<OrderPaymentStatus | "unknown"> {
  const { status, known } = await settle(context, orderId, reference);
  return status === null || !known ? "unknown" : status;
}

async function settle(
  context: AppContext,
  orderId: number,
  notifiedReference: string | undefined,
): Promise<{ status: OrderPaymentStatus | null; known: boolean }> {
  const order = await loadOrder(context, orderId);
  const payment = order?.doc.payment;
  if (!order || !payment || !GATEWAY_METHODS.has(payment.method ?? "")) return { status: null, known: false };
  const current = payment.status ?? "awaiting";
  const reference = notifiedReference ?? payment.reference;
  if (!reference) return { status: current, known: false };
  if (current === "paid" && reference === payment.reference) return { status: current, known: true };
  const reported = await paymentGateway(context).lookup(reference);
  if (!reported || reported.orderNumber !== order.doc.increment_id) return { status: current, known: false };
  if (current === "paid") return { status: current, known: true };
  if (reported.status === "paid" && reported.amountGrosze === order.grand_total_grosze) {
    const paid = { status: "paid", reference, paid_at: new Date(context.now()).toISOString() } as const;
    // the order becomes paid through the lifecycle, as the shop itself (the gateway's report): timeline,
    // money, with the payment's fields in the same transaction; whoever loses a race finds it paid
    const applied = await applyOrderCommand(
      context,
      orderId,
      { type: "confirm_payment" },
      { kind: "system" },
      (trx) => writePayment(trx, orderId, paid),
    );
    // a cancelled order books the late money and refunds it at once (`@outlet/orders`); refused only when
    // the order already had money booked: the payment is still noted as the gateway reports it
    if (!applied.ok) await writePayment(shopServices(context).db, orderId, paid);
    return { status: "paid", known: true };
  }
  // a cancelled session other than the order's current one (an abandoned attempt) changes nothing
  if (reported.status === "canceled" && current !== "canceled" && reference === payment.reference) {
    await writePayment(shopServices(context).db, orderId, { status: "canceled" });
    return { status: "canceled", known: true };
  }
  return { status: current, known: true };
}

/**
 * After a BLIK order is stored: sends its code to the gateway and adds the outcome to the answer's
 * `payment` (`status` `awaiting` until the bank app confirms, or `canceled` with the decline's `message`).
 * After an online order is stored: opens its first payment session and adds the gateway page's address
 * to the answer as `payment.redirect_url` (api-contract §6.1). The stored idempotency record notes the
 * session's reference instead of the address (§7), so a retry of the same order gets the same address,
 * asked of the gateway again. Other methods' answers pass unchanged.
 *
 * @example
 * outcome = await withPaymentRedirect(context, outcome, { scope, key });
 */
export async function withPaymentRedirect<TOutcome extends { code: number; body: Record<string, unknown> }>(
  context: AppContext,
  outcome: TOutcome,
  placed: { readonly scope: string; readonly key: string; readonly blikCode?: string },
): Promise<TOutcome> {
  const result = outcome.body.result as
    | { backendOrderId?: number; payment?: { method?: string } }
    | undefined;
  if (typeof result?.backendOrderId !== "number") return outcome;
  if (result.payment?.method === BLIK_PAYMENT && placed.blikCode !== undefined) {
    const blik = await startBlikPayment(context, result.backendOrderId, placed.blikCode);
    const body = { ...outcome.body, result: { ...result, payment: { ...result.payment, ...blik } } };
    await shopServices(context)
      .db.updateTable("idempotency_record")
      .set({ result: sealOutcome(body) })
      .where("scope", "=", placed.scope)
      .where("idem_key", "=", placed.key)
      .execute();
    return { ...outcome, body };
  }
  if (result.payment?.method !== ONLINE_PAYMENT) return outcome;
  const session = await startOrderPayment(context, result.backendOrderId);
  const body = {
    ...outcome.body,
    result: { ...result, payment: { ...result.payment, redirect_url: session.redirectUrl } },
  };
  await shopServices(context)
    .db.updateTable("idempotency_record")
    .set({ result: sealOutcome(body, session.reference) })
    .where("scope", "=", placed.scope)
    .where("idem_key", "=", placed.key)
    .execute();
  return { ...outcome, body };
}

const BLIK_DECLINED: Record<PaymentDecline, string> = {
  refused: "Bank odrzucił płatność BLIK. Wygeneruj nowy kod i zapłać ponownie.",
  expired: "Kod BLIK wygasł. Wygeneruj nowy kod w aplikacji banku i zapłać ponownie.",
};

/**
 * Sends a BLIK order's code to the gateway for exactly the order's grand total and notes the session in
 * the order (issue 31 finding 5: any six digits used to mark the order paid). Pending: the order waits for
 * the bank app's confirmation, which the gateway notifies ({@link settleOrderPayment}).
 * Declined: the order's payment is `canceled` and the answer carries the Polish reason.
 *
 * @example
 * await startBlikPayment(context, 42, "777123"); // { status: "awaiting" }
 * await startBlikPayment(context, 43, "000000"); // { status: "canceled", message: "Bank odrzucił…" }
 */
export async function startBlikPayment(
  context: AppContext,
  orderId: number,
  blikCode: string,
): Promise<{ status: OrderPaymentStatus; message?: string }> {
  const session = await openAttempt(context, orderId, BLIK_PAYMENT, blikCode);
  return session.declined
    ? { status: "canceled", message: BLIK_DECLINED[session.declined] }
    : { status: "awaiting" };
}
