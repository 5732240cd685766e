import { deriveKey } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import type { GatewayPayment } from "./paymentGateway.js";
import {
  PAYMENT_NOTIFY_PATH,
  PAYMENT_SIGNATURE_HEADER,
  signPaymentNotification,
} from "./paymentSignature.js";
import { createStandInGateway, type StandInGateway } from "./standInGateway.js";

const gateways = new WeakMap<AppContext, StandInGateway>();

/**
 * The stand-in's notification, as a real gateway sends it: a JSON body signed with the shared secret, posted
 * to the shop's notification address. A refused or failed one is logged without the body's signature; the
 * payment sweep catches up on it.
 */
async function notifyShop(context: AppContext, payment: GatewayPayment): Promise<void> {
  const payload = JSON.stringify({
    reference: payment.reference,
    order_number: payment.orderNumber,
    status: payment.status,
  });
  try {
    const answer = await context.selfRequest({
      method: "POST",
      url: PAYMENT_NOTIFY_PATH,
      headers: {
        "content-type": "application/json",
        [PAYMENT_SIGNATURE_HEADER]: signPaymentNotification(context.config.paymentNotifySecret, payload),
      },
      payload,
    });
    if (answer.statusCode !== 200) {
      context.log.warn({ status: answer.statusCode }, "stand-in gateway: the shop refused a notification");
    }
  } catch (error) {
    context.log.error({ err: error }, "stand-in gateway: a notification failed");
  }
}

/**
 * The server's payment gateway: the stand-in (memoised per server), which notifies the shop when a session
 * ends unless `STANDIN_NOTIFY=off`. A real gateway is created here instead, behind the same
 * {@link PaymentGateway} interface, and posts to `PAYMENT_NOTIFY_PATH` itself.
 *
 * @example
 * const gateway = paymentGateway(context);
 */
export function paymentGateway(context: AppContext): StandInGateway {
  const known = gateways.get(context);
  if (known) return known;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  context.onClose(() => {
    for (const timer of timers) clearTimeout(timer);
  });
  const gateway = createStandInGateway({
    db: shopServices(context).db,
    now: context.now,
    publicApiUrl: context.config.publicApiUrl,
    tokenKey: deriveKey(context.config.appSecret, "standin-payment-page"),
    blikConfirmMs: context.config.blikConfirmMs,
    ...(context.config.standInNotifies
      ? { notify: (payment: GatewayPayment) => notifyShop(context, payment) }
      : {}),
    later: (ms, task) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void task().catch((error: unknown) =>
          context.log.error({ err: error }, "stand-in gateway: a BLIK confirmation failed"),
        );
      }, ms);
      timer.unref();
      timers.add(timer);
    },
  });
  gateways.set(context, gateway);
  return gateway;
}
