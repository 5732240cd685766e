import type { CartLine } from "@outlet/cart-merge";
import type { OrderLine } from "@outlet/checkout";

/**
 * The cart's lines as an order carries them: the cart's loose line (a sku or quantity that may still be a
 * number or a string, a `null` checksum) made the order's exact one, so no cast bridges the two types. A
 * line without a sku (never sent by the cart) is left out.
 *
 * @example
 * orderLinesOf([{ sku: "SZA-2892", qty: "2", checksum: null }]); // [{ sku: "SZA-2892", qty: 2 }]
 */
export function orderLinesOf(items: readonly CartLine[]): OrderLine[] {
  return items.flatMap((line) => {
    const { sku, qty, checksum, type_id, ...rest } = line;
    if (sku === undefined || sku === null || sku === "") return [];
    return [
      {
        ...rest,
        sku: String(sku),
        qty: Number(qty ?? 0),
        ...(checksum ? { checksum } : {}),
        ...(type_id ? { type_id } : {}),
      },
    ];
  });
}
