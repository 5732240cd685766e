import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import { type CartRow, findCart } from "./cartService.js";

/**
 * Finds the cart a request addresses and runs `task` under that cart's write lock (§5.1: writes to one
 * cart are serialised). The cart is read again inside the lock, so `task` sees the last write.
 *
 * @example
 * return withCartLock(context, request, query.cartId, async (cart) => touchCart(context, cart));
 */
export async function withCartLock<TResult>(
  context: AppContext,
  request: FastifyRequest,
  cartId: string,
  task: (cart: CartRow) => Promise<TResult>,
): Promise<TResult> {
  const { cart } = await findCart(context, request, cartId);
  return shopServices(context).cartMutex.run(`cart:${cart.id}`, async () => {
    const { cart: fresh } = await findCart(context, request, cartId);
    return task(fresh);
  });
}
