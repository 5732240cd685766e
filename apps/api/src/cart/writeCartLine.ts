import type { z } from "zod";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import { type CartItemRow, type CartRow, cartLines, MAX_CART_LINES, resolveLine } from "./cartService.js";
import { lineIssue } from "./lineIssue.js";
import type { productOptionSchema } from "./lineSchemas.js";
import { touchCart } from "./touchCart.js";

/** What `POST /api/cart/update` asks for (§5.4): a product, a quantity, and the line to set if any. */
export interface CartLineRequest {
  readonly sku: string;
  readonly qty: number;
  readonly item_id?: number | undefined;
  readonly product_option?: z.infer<typeof productOptionSchema> | null | undefined;
}

/**
 * Adds a line to a cart or sets a line's quantity (§5.4) and returns the stored row. With `item_id` the
 * quantity replaces that line's; without it, a line of the same product and options grows by `qty`, else a
 * new line is added. Every price and rule comes from the catalogue (`resolveLine`); a problem is a 400 at
 * the field it concerns, an unknown `item_id` a 404. Run it under the cart's write lock.
 *
 * @example
 * const row = await writeCartLine(context, cart, { sku: "MH01-XS-Black", qty: 2 });
 */
export async function writeCartLine(
  context: AppContext,
  cart: CartRow,
  item: CartLineRequest,
): Promise<CartItemRow> {
  const services = shopServices(context);
  const { db } = services;
  const rows = await cartLines(services, cart.id);
  const target = item.item_id === undefined ? undefined : rows.find((r) => r.item_id === item.item_id);
  if (item.item_id !== undefined && !target) {
    throw new ApiError("not_found", {
      message: { pl: "Tej pozycji nie ma w koszyku.", en: "This line is not in the cart." },
    });
  }
  const probe = await resolveLine(context, {
    sku: item.sku,
    qty: null,
    product_option: item.product_option ?? null,
  });
  if (!probe.ok)
    throw ApiError.invalid([lineIssue(probe.field ?? "cartItem.sku", probe)], { pl: probe.pl, en: probe.en });
  const same = target ?? rows.find((r) => r.sku === probe.sku && r.checksum === probe.checksum);
  const qty = target ? item.qty : (same?.qty ?? 0) + item.qty;
  if (qty > 999) {
    throw ApiError.invalid([
      issue("cartItem.qty", "too_big", "Maksymalna ilość to 999.", "The maximum quantity is 999.", {
        maximum: 999,
      }),
    ]);
  }
  const resolved = await resolveLine(context, {
    sku: item.sku,
    qty,
    product_option: item.product_option ?? null,
  });
  if (!resolved.ok) {
    const path =
      resolved.field ?? (resolved.code === "product_unavailable" ? "cartItem.sku" : "cartItem.qty");
    throw ApiError.invalid([lineIssue(path, resolved)], { pl: resolved.pl, en: resolved.en });
  }
  const values = {
    sku: resolved.sku,
    parent_sku: resolved.parentSku,
    product_id: resolved.productId,
    product_type: resolved.productType,
    qty,
    product_option: resolved.productOption ? JSON.stringify(resolved.productOption) : null,
    checksum: resolved.checksum,
  };
  let itemId: number;
  if (same) {
    await db.updateTable("cart_item").set(values).where("item_id", "=", same.item_id).execute();
    itemId = same.item_id;
  } else {
    if (rows.length >= MAX_CART_LINES) {
      throw ApiError.invalid([
        issue(
          "cartItem",
          "too_big",
          "Koszyk może mieć najwyżej 100 pozycji.",
          "A cart holds at most 100 lines.",
          {
            maximum: MAX_CART_LINES,
          },
        ),
      ]);
    }
    const row = await db
      .insertInto("cart_item")
      .values({ cart_id: cart.id, created_at: context.now(), ...values })
      .returning("item_id")
      .executeTakeFirstOrThrow();
    itemId = row.item_id;
  }
  await touchCart(context, cart);
  return db.selectFrom("cart_item").selectAll().where("item_id", "=", itemId).executeTakeFirstOrThrow();
}
