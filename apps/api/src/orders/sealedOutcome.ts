import type { AppContext } from "../context.js";
import { paymentGateway } from "../payments/shopPaymentGateway.js";
import { shopServices } from "../shop/shopServices.js";
import { recoverOrderSecret } from "./orderSecret.js";

/** What an order answer's secret is stored as: it is derived again on a replay. */
const DERIVED_SECRET = "$derived";
/** Prefix of a stored payment page address: the session's reference follows, the page is asked again. */
const SESSION_PREFIX = "$session:";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The form in which an order answer is stored under its idempotency key (after-sales-and-law.md §7, issue
 * 31): the same JSON with `result.order_secret` replaced by a marker and `result.payment.redirect_url` by
 * the payment session's reference, so the record holds no secret. Keys keep their places, so
 * {@link unsealOutcome} gives back the same bytes. Pure.
 *
 * @example
 * sealOutcome({ code: 200, result: { order_secret: "aZ3…", payment: { redirect_url: "https://…" } } }, "SP-1");
 * // '{"code":200,"result":{"order_secret":"$derived","payment":{"redirect_url":"$session:SP-1"}}}'
 */
export function sealOutcome(body: Json, paymentReference?: string): string {
  const result = body.result;
  if (!isObject(result)) return JSON.stringify(body);
  const sealed: Json = { ...result };
  if (typeof sealed.order_secret === "string") sealed.order_secret = DERIVED_SECRET;
  const payment = sealed.payment;
  if (isObject(payment) && typeof payment.redirect_url === "string") {
    sealed.payment =
      paymentReference === undefined
        ? Object.fromEntries(Object.entries(payment).filter(([key]) => key !== "redirect_url"))
        : { ...payment, redirect_url: `${SESSION_PREFIX}${paymentReference}` };
  }
  return JSON.stringify({ ...body, result: sealed });
}

/**
 * A stored order answer as it was sent: the order's secret derived again from `APP_SECRET` and the order's
 * uuid (dropped for an order placed before secrets were derived), the payment page's address asked of the
 * gateway again (dropped when it no longer knows the session).
 *
 * @example
 * const body = await unsealOutcome(context, JSON.parse(stored.result));
 */
export async function unsealOutcome(context: AppContext, body: Json): Promise<Json> {
  const result = body.result;
  if (!isObject(result)) return body;
  const open: Json = { ...result };
  if (open.order_secret === DERIVED_SECRET) {
    const row =
      typeof open.order_uuid === "string"
        ? await shopServices(context)
            .db.selectFrom("sales_order")
            .select("secret_hash")
            .where("order_uuid", "=", open.order_uuid)
            .executeTakeFirst()
        : undefined;
    const secret =
      row && typeof open.order_uuid === "string"
        ? recoverOrderSecret(context.config.appSecret, open.order_uuid, row.secret_hash)
        : null;
    if (secret === null) delete open.order_secret;
    else open.order_secret = secret;
  }
  const payment = open.payment;
  if (
    isObject(payment) &&
    typeof payment.redirect_url === "string" &&
    payment.redirect_url.startsWith(SESSION_PREFIX)
  ) {
    const url = await paymentGateway(context).redirectUrlOf(
      payment.redirect_url.slice(SESSION_PREFIX.length),
    );
    const { redirect_url: _stored, ...rest } = payment;
    open.payment = url === null ? rest : { ...payment, redirect_url: url };
  }
  return { ...body, result: open };
}
