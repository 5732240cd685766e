import type { FastifyRequest } from "fastify";
import { derivedBase62, deriveKey, safeEqual, sha256Hex } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { orderNotFound } from "../orders/orderAccess.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * The withdrawal token of an order (issue 26): what the footer's guest form hands out for a right order
 * number and e-mail. It opens the withdrawal of that order only — not the order page with its addresses —
 * and is derived from `APP_SECRET` and the order's uuid, so nothing is stored. Pure.
 *
 * @example
 * withdrawalTokenOf(config.appSecret, "6c1f…"); // "q8Z…" (32 base62 characters)
 */
export function withdrawalTokenOf(appSecret: string, orderUuid: string): string {
  return derivedBase62(deriveKey(appSecret, "withdrawal-token"), orderUuid, 32);
}

/** How a shopper proves the order is theirs: the account, the order page's secret, or the token. */
export interface ShopperProof {
  readonly secret?: string | undefined;
  readonly token?: string | undefined;
}

const ZERO_HASH = "0".repeat(64);

/**
 * The id of the order `number` when the request may act on its withdrawal: the customer who placed it
 * (session), the holder of the order page's secret (the mail's link) or of the withdrawal token (the
 * footer's form). Anything else answers exactly like an unknown order (404), after the same work.
 *
 * @example
 * const orderId = await shopperOrderId(context, request, "000000042", { secret });
 */
export async function shopperOrderId(
  context: AppContext,
  request: FastifyRequest,
  number: string,
  proof: ShopperProof,
): Promise<number> {
  const { auth, db } = shopServices(context);
  const customerId = await auth.optionalCustomer(request);
  const row = await db
    .selectFrom("sales_order")
    .select(["id", "customer_id", "order_uuid", "secret_hash"])
    .where("increment_id", "=", number)
    .executeTakeFirst();
  const own = row !== undefined && customerId !== null && row.customer_id === customerId;
  const bySecret =
    proof.secret !== undefined && safeEqual(sha256Hex(proof.secret), row?.secret_hash ?? ZERO_HASH);
  const expected = withdrawalTokenOf(context.config.appSecret, row?.order_uuid ?? "unknown-order");
  const byToken = proof.token !== undefined && safeEqual(proof.token, expected);
  if (!row || !(own || bySecret || byToken)) throw orderNotFound();
  return row.id;
}

/** The one answer of the guest form for a wrong pair and an unknown order. */
const noSuchPair = (): ApiError =>
  new ApiError("not_found", {
    message: {
      pl: "Nie znaleźliśmy zamówienia o tym numerze i adresie e-mail. Sprawdź oba i spróbuj ponownie.",
      en: "No order with this number and e-mail address.",
    },
  });

/**
 * The guest form of the footer (§2): an order number and the e-mail it was placed with give the order's
 * withdrawal token. A wrong pair and an unknown number answer the same, after the same work (one query,
 * one derivation, one constant-time comparison), and show no personal data.
 *
 * @example
 * await findOrderForWithdrawal(context, "000000042", "anna@example.pl"); // { order_number: "000000042", token: "q8Z…" }
 */
export async function findOrderForWithdrawal(
  context: AppContext,
  number: string,
  email: string,
): Promise<{ order_number: string; token: string }> {
  const { db } = shopServices(context);
  const row = await db
    .selectFrom("sales_order")
    .select(["increment_id", "email", "order_uuid"])
    .where("increment_id", "=", number)
    .executeTakeFirst();
  const token = withdrawalTokenOf(context.config.appSecret, row?.order_uuid ?? "unknown-order");
  const matches = safeEqual(email.trim().toLowerCase(), (row?.email ?? "\u0000").trim().toLowerCase());
  if (!row || !matches) throw noSuchPair();
  return { order_number: row.increment_id, token };
}
