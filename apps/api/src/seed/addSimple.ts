import { ACCESSORY_SIZES, type ColorOption } from "./catalogueData.js";
import type { Random } from "./createRandom.js";
import type { DrawnProduct } from "./drawProduct.js";
import { flagsFor } from "./flagsFor.js";
import { type LinkableSimple, type ProductSink, pushProduct } from "./productSink.js";
import type { JsonObject } from "./seedTypes.js";

/**
 * Adds a drawn product as a simple one-size product with its stock row and flags. Returns it as a part a
 * bundle or grouped product may link to when it is enabled, in stock and its stock managed; else null.
 *
 * @example
 * const linkable = addSimple(sink, random, now, drawProduct(sink, random, now, bags));
 */
export function addSimple(
  sink: ProductSink,
  random: Random,
  now: number,
  product: DrawnProduct,
): LinkableSimple | null {
  const { id, sku, name, colors, plan, saleNow, status, volatile, stockProfile, createdMs, common } = product;
  const firstColor = colors[0] as ColorOption;
  const qty = volatile
    ? 0
    : stockProfile < 0.05
      ? 0
      : stockProfile < 0.13
        ? random.int(1, 3)
        : random.int(2, 40);
  const totalQty = qty;
  const anyInStock = volatile || qty > 0;
  const body: JsonObject = {
    ...common,
    type_id: "simple",
    color: firstColor.id,
    color_label: firstColor.label,
    size: ACCESSORY_SIZES[0]?.id ?? null,
    size_label: ACCESSORY_SIZES[0]?.label ?? null,
    stock: { is_in_stock: anyInStock, qty, manage_stock: !volatile },
  };
  body.flags = flagsFor(createdMs, now, totalQty, anyInStock, saleNow, random);
  body.flags_ids = (body.flags as { id: number }[]).map((f) => f.id);
  sink.stock.push({
    sku,
    product_id: id,
    parent_id: null,
    qty,
    is_in_stock: anyInStock,
    manage_stock: !volatile,
  });
  pushProduct(sink, body);
  return status === 1 && anyInStock && !volatile ? { id, sku, priceGrosze: plan.regular, name } : null;
}
