import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import type { CartRow } from "./cartService.js";

/**
 * Writes `values` to a cart row and stamps `updated_at`, which also restarts a guest cart's 30-day
 * expiry (Appendix A).
 *
 * @example
 * await touchCart(context, cart, { coupon_code: null });
 */
export async function touchCart(
  context: AppContext,
  cart: CartRow,
  values: Partial<Omit<CartRow, "id">> = {},
): Promise<void> {
  await shopServices(context)
    .db.updateTable("cart")
    .set({ ...values, updated_at: context.now() })
    .where("id", "=", cart.id)
    .execute();
}
