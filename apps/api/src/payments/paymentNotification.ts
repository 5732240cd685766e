import { z } from "zod";
import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import { type OrderPaymentStatus, settleNotifiedPayment } from "./orderPayment.js";
import { verifyPaymentSignature } from "./paymentSignature.js";

const notificationSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  order_number: z.string().regex(/^[0-9]{1,20}$/),
  // the gateway's word on the status is a hint only: the shop asks the gateway itself
  status: z.string().max(32).optional(),
});

/** What a notification's body holds: the gateway's session and the order it charges. */
export type PaymentNotification = z.infer<typeof notificationSchema>;

/** What the shop did with a notification: settled (the order's payment status after it) or refused. */
export type NotificationOutcome =
  | { readonly ok: true; readonly status: OrderPaymentStatus }
  | { readonly ok: false; readonly reason: "forged" | "malformed" | "unknown" };

/**
 * Takes a payment gateway's notification: a body not signed with `PAYMENT_NOTIFY_SECRET` is `forged`; a body
 * that is not a notification is `malformed`; an order or a session the gateway does not know for that order
 * is `unknown`. None of these changes anything. Otherwise the shop asks the gateway itself about the session
 * ({@link settleNotifiedPayment}, never the body's word) and settles it, once however often it is notified.
 *
 * @example
 * await receivePaymentNotification(context, rawBody, request.headers["x-payment-signature"]); // { ok: true, status: "paid" }
 */
export async function receivePaymentNotification(
  context: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<NotificationOutcome> {
  if (!verifyPaymentSignature(context.config.paymentNotifySecret, rawBody, signature)) {
    return { ok: false, reason: "forged" };
  }
  let parsed: PaymentNotification;
  try {
    const result = notificationSchema.safeParse(JSON.parse(rawBody));
    if (!result.success) return { ok: false, reason: "malformed" };
    parsed = result.data;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const order = await shopServices(context)
    .db.selectFrom("sales_order")
    .select("id")
    .where("increment_id", "=", parsed.order_number)
    .executeTakeFirst();
  if (!order) return { ok: false, reason: "unknown" };
  const status = await settleNotifiedPayment(context, order.id, parsed.reference);
  return status === "unknown" ? { ok: false, reason: "unknown" } : { ok: true, status };
}
