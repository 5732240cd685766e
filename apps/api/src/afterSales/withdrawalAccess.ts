import type { FastifyRequest } from "fastify";
import { deriveKey, safeEqual, sha256Hex, signPayload, verifyPayload } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { orderNotFound } from "../orders/orderAccess.js";
import { shopServices } from "../shop/shopServices.js";

/** How long the footer form's token opens an order's withdrawal: a reload or a short break, not a bookmark. */
export const WITHDRAWAL_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The withdrawal token of an order (issue 26): what the footer's guest form hands out for a right order
 * number and e-mail. It opens the withdrawal of that order only — not the order page with its addresses —
 * until `expiresAt`, and is signed with a key derived from `APP_SECRET`, so nothing is stored. It carries
 * the order's uuid and the expiry, never the e-mail. Pure.
 *
 * @example
 * withdrawalTokenOf(config.appSecret, "6c1f…", Date.now() + WITHDRAWAL_TOKEN_TTL_MS); // "eyJv….q8Z…"
 */
export function withdrawalTokenOf(appSecret: string, orderUuid: string, expiresAt: number): string {
  return signPayload(deriveKey(appSecret, "withdrawal-token"), {
    o: orderUuid,
    e: Math.floor(expiresAt / 1000),
  });
}

/**
 * Whether `token` opens the withdrawal of the order `orderUuid` at `now`: signed by this shop, for this
 * order, not yet expired. Pure.
 *
 * @example
 * withdrawalTokenOpens(config.appSecret, token, "6c1f…", Date.now()); // true
 */
export function withdrawalTokenOpens(
  appSecret: string,
  token: string,
  orderUuid: string,
  now: number,
): boolean {
  const payload = verifyPayload(deriveKey(appSecret, "withdrawal-token"), token);
  if (payload === null || typeof payload.o !== "string" || typeof payload.e !== "number") return false;
  return safeEqual(payload.o, orderUuid) && payload.e * 1000 > now;
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
  const byToken =
    proof.token !== undefined &&
    withdrawalTokenOpens(
      context.config.appSecret,
      proof.token,
      row?.order_uuid ?? "unknown-order",
      context.now(),
    );
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
 * short-lived withdrawal token (the storefront keeps it in the tab's session storage, so a reload keeps the
 * form; the e-mail never travels in an address). A wrong pair and an unknown number answer the same, after the same work (one query,
 * one derivation, one constant-time comparison), and show no personal data.
 *
 * @example
 * await findOrderForWithdrawal(context, "000000042", "anna@example.pl"); // { order_number: "000000042", token: "eyJv…", expires_at: "2026-…" }
 */
export async function findOrderForWithdrawal(
  context: AppContext,
  number: string,
  email: string,
): Promise<{ order_number: string; token: string; expires_at: string }> {
  const { db } = shopServices(context);
  const row = await db
    .selectFrom("sales_order")
    .select(["increment_id", "email", "order_uuid"])
    .where("increment_id", "=", number)
    .executeTakeFirst();
  const expiresAt = context.now() + WITHDRAWAL_TOKEN_TTL_MS;
  const token = withdrawalTokenOf(context.config.appSecret, row?.order_uuid ?? "unknown-order", expiresAt);
  const matches = safeEqual(email.trim().toLowerCase(), (row?.email ?? "\u0000").trim().toLowerCase());
  if (!row || !matches) throw noSuchPair();
  return { order_number: row.increment_id, token, expires_at: new Date(expiresAt).toISOString() };
}
