import { deriveKey } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import { createStandInGateway, type StandInGateway } from "./standInGateway.js";

const gateways = new WeakMap<AppContext, StandInGateway>();

/**
 * The server's payment gateway: the stand-in (memoised per server). A real gateway is created here
 * instead, behind the same {@link PaymentGateway} interface.
 *
 * @example
 * const gateway = paymentGateway(context);
 */
export function paymentGateway(context: AppContext): StandInGateway {
  const known = gateways.get(context);
  if (known) return known;
  const gateway = createStandInGateway({
    db: shopServices(context).db,
    now: context.now,
    publicApiUrl: context.config.publicApiUrl,
    tokenKey: deriveKey(context.config.appSecret, "standin-payment-page"),
    blikConfirmMs: context.config.blikConfirmMs,
  });
  gateways.set(context, gateway);
  return gateway;
}
