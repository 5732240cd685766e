import type { FastifyRequest } from "fastify";
import { randomBase62 } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";
import { type CartRow, guestKeyHash } from "./cartService.js";

/** A new, empty, active cart row of a customer or of a guest (by the hash of the guest's key). */
const newCart = (owner: { customer_id: number | null; guest_key: string | null }, t: number) => ({
  ...owner,
  status: "active" as const,
  coupon_code: null,
  shipping_address: null,
  billing_address: null,
  shipping_carrier_code: null,
  shipping_method_code: null,
  payment_method_code: null,
  created_at: t,
  updated_at: t,
});

/** A cart {@link createCart} opened: the id the client addresses it by, and its row. */
export interface OpenedCart {
  /** A guest's new 32-character key (a JSON string) or the customer's cart id (a JSON number), §5.2. */
  readonly cartId: string | number;
  readonly cart: CartRow;
  /** Whether the row is new (a customer's existing active cart is reused). */
  readonly created: boolean;
}

/**
 * Opens the cart a request may write to (api-contract §5.2): with a token, the customer's active cart, made
 * if missing (one per customer even when two API processes race: the unique index keeps one, issue 13);
 * without one, a new guest cart, counted against the per-IP limit. `POST /api/cart/create` answers its id;
 * `POST /api/cart/update` without a `cartId` opens the cart with its first line (after-sales-and-law.md,
 * "The cart round trips").
 *
 * @example
 * const { cartId, cart } = await createCart(context, request); // "aZ3…" for a guest
 */
export async function createCart(context: AppContext, request: FastifyRequest): Promise<OpenedCart> {
  const services = shopServices(context);
  const { db, auth } = services;
  const customerId = await auth.optionalCustomer(request);
  const t = context.now();
  if (customerId !== null) {
    return services.cartMutex.run(`customer-cart:${customerId}`, async () => {
      // the loser of a race reads the winner's cart (a second turn only if that cart was ordered in between)
      for (;;) {
        const existing = await db
          .selectFrom("cart")
          .selectAll()
          .where("customer_id", "=", customerId)
          .where("guest_key", "is", null)
          .where("status", "=", "active")
          .executeTakeFirst();
        if (existing) return { cartId: existing.id, cart: existing, created: false };
        const row = await db
          .insertInto("cart")
          .values(newCart({ customer_id: customerId, guest_key: null }, t))
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) return { cartId: row.id, cart: row, created: true };
      }
    });
  }
  await hitLimit(context, SHOP_LIMITS.guestCartIp, ipOf(context, request));
  const key = randomBase62(32, true);
  const cart = await db
    .insertInto("cart")
    .values(newCart({ customer_id: null, guest_key: guestKeyHash(key) }, t))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { cartId: key, cart, created: true };
}
