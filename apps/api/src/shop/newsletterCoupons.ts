import { createHmac } from "node:crypto";
import { deriveKey, randomBase62 } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { shopServices } from "./shopServices.js";

/** The catalogue coupon whose percentage the subscribers' own codes carry. */
export const NEWSLETTER_COUPON = "NEWSLETTER10";

/** A subscriber's code: the campaign's name, a dash and 10 random letters and digits. */
const PERSONAL_CODE = /^NEWSLETTER10-[A-Za-z0-9]{10}$/i;

/**
 * Whether a code is a subscriber's own newsletter code (`NEWSLETTER10-…`).
 *
 * @example
 * isNewsletterCode("NEWSLETTER10-4fQ2k9ZpLm"); // true
 */
export function isNewsletterCode(code: string): boolean {
  return PERSONAL_CODE.test(code);
}

/**
 * A subscriber's coupon: the code issued at the first confirmation, kept for later ones (unsubscribing
 * and subscribing again gives no second code).
 *
 * @example
 * const code = await issueNewsletterCoupon(context, "anna@example.pl"); // "NEWSLETTER10-4fQ2k9ZpLm"
 */
export async function issueNewsletterCoupon(context: AppContext, email: string): Promise<string> {
  const { db } = shopServices(context);
  const row = await db
    .selectFrom("newsletter_subscription")
    .select("coupon_code")
    .where("email", "=", email)
    .executeTakeFirst();
  if (row?.coupon_code) return row.coupon_code;
  const code = `${NEWSLETTER_COUPON}-${randomBase62(10).toUpperCase()}`;
  await db
    .updateTable("newsletter_subscription")
    .set({ coupon_code: code })
    .where("email", "=", email)
    .where("coupon_code", "is", null)
    .execute();
  return code;
}

/**
 * A subscriber's code as the shop knows it: `unknown` (not a newsletter code, or no subscriber has it),
 * `usable` (no order has used it yet) or `used` (after-sales-and-law.md §7: such a code answers
 * `coupon_used`, not `coupon_invalid`). Codes compare without case, like the catalogue's.
 *
 * @example
 * await newsletterCodeState(context, "NEWSLETTER10-4FQ2K9ZPLM"); // "usable" until an order uses it
 */
export async function newsletterCodeState(
  context: AppContext,
  code: string,
): Promise<"unknown" | "usable" | "used"> {
  if (!isNewsletterCode(code)) return "unknown";
  const row = await shopServices(context)
    .db.selectFrom("newsletter_subscription")
    .select("coupon_order_id")
    .where("coupon_code", "=", code.toUpperCase())
    .executeTakeFirst();
  if (row === undefined) return "unknown";
  return row.coupon_order_id === null ? "usable" : "used";
}

/**
 * Marks a subscriber's code as used by an order, inside the order's transaction. False when another order
 * used it first (the caller refuses the order then), so a code is used exactly once.
 *
 * @example
 * if (!(await claimNewsletterCode(trx, code, orderId))) throw couponInvalid();
 */
export async function claimNewsletterCode(trx: TxDb, code: string, orderId: number): Promise<boolean> {
  const result = await trx
    .updateTable("newsletter_subscription")
    .set({ coupon_order_id: orderId })
    .where("coupon_code", "=", code.toUpperCase())
    .where("coupon_order_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Thrown inside an order's transaction when its newsletter code was used by another order meanwhile. */
export class NewsletterCodeTaken extends Error {
  constructor() {
    super("newsletter code already used");
  }
}

/**
 * Claims the order's coupon when it is a subscriber's code; throws {@link NewsletterCodeTaken} (rolling the
 * order back) when another order took it first.
 *
 * @example
 * await claimOrderCoupon(trx, coupon, orderId);
 */
export async function claimOrderCoupon(
  trx: TxDb,
  coupon: { readonly code: string } | null,
  orderId: number,
): Promise<void> {
  if (!coupon || !isNewsletterCode(coupon.code)) return;
  if (!(await claimNewsletterCode(trx, coupon.code, orderId))) throw new NewsletterCodeTaken();
}

/**
 * The permanent unsubscribe token of an address (HMAC of the e-mail with a key derived from `APP_SECRET`):
 * every newsletter mail after the confirmation carries it, so an older mail's unsubscribe link keeps
 * working (GDPR: unsubscribing must always be possible).
 *
 * @example
 * const token = newsletterUnsubscribeToken(context, "anna@example.pl");
 */
export function newsletterUnsubscribeToken(context: AppContext, email: string): string {
  return createHmac("sha256", deriveKey(context.config.appSecret, "newsletter-unsubscribe"))
    .update(email.toLowerCase())
    .digest("base64url");
}
