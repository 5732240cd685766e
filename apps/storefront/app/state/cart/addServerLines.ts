import {
  type CartLine,
  type ServerCartLine,
  serverLineLookup,
  serverLineToProduct,
} from "@outlet/cart-merge";
import { addProductsToCart } from "./addProductToCart";
import type { CartEngine } from "./cartStoreDeps";

/**
 * Adds the lines of another server cart (the cart filled without JavaScript, `/koszyk/przenies`) to this
 * cart: each line's catalogue product is found as a sync finds a server-only line (`serverLineLookup`,
 * behaviour.md §9.11; the lookups at once), keeps the line's quantity and configured and custom options,
 * and all are added in one add (`addProductsToCart`: validated, stock-checked, pushed to this cart's server
 * cart, which prices them). Lines the catalogue no longer knows are skipped. Returns how many lines were
 * added.
 *
 * @example
 * await addServerLines(engine, [{ item_id: 7, sku: "BLU-0757-BEZ-XS", qty: 1, product_type: "configurable" }]); // 1
 */
export async function addServerLines(engine: CartEngine, lines: readonly ServerCartLine[]): Promise<number> {
  const products = await Promise.all(
    lines.map(async (line) => {
      const found = await engine.deps.resolveProduct(serverLineLookup(line), line).catch((error: unknown) => {
        engine.log("cart line lookup failed", error);
        return null;
      });
      const product = serverLineToProduct(found, line);
      if (!product) return [];
      // The line belongs to this cart now: no id of the other cart's line travels with it.
      const { server_item_id: _item, server_cart_id: _cart, ...fresh } = product;
      return [fresh as CartLine];
    }),
  );
  const found = products.flat();
  if (found.length === 0) return 0;
  // the pushes' totals price no delivery while the cart has no shipping method: the add asks for it after
  // its confirmation (`afterPushCommands`), as after any cart's first add
  return addProductsToCart(engine, found);
}
