import type { ServerCartLine } from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";
import { behindTls } from "../../server/securityHeaders.mjs";
import { NOSCRIPT_CART_COOKIE } from "./noScriptCart.server";

/**
 * A line of the cart filled without JavaScript, as the live cart takes it over: what the cart store needs
 * to add it again (sku, quantity, type, configured and custom options). Never the cart's id.
 */
export type ClaimedLine = Pick<ServerCartLine, "item_id" | "sku" | "qty" | "product_type" | "product_option">;

/**
 * The `Set-Cookie` value that drops the cookie of the cart without JavaScript (same name, path and flags
 * as the one that set it, `Max-Age=0`).
 *
 * @example
 * dropNoScriptCartCookie({ tls: false }); // "outlet_cart=; Path=/koszyk; Max-Age=0; HttpOnly; SameSite=Lax"
 */
export function dropNoScriptCartCookie(
  options: { readonly tls: boolean } = { tls: behindTls(process.env) },
): string {
  const parts = [`${NOSCRIPT_CART_COOKIE}=`, "Path=/koszyk", "Max-Age=0", "HttpOnly", "SameSite=Lax"];
  if (options.tls) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Takes the lines out of the cart filled without JavaScript, so that the live cart can add them: each line
 * is removed from that cart on the API before it is handed over, and only a removed line is handed over.
 * The API removes a line under the cart's lock and answers 404 for a line already gone, so of two claims
 * at once (a reload, another tab, another server process) each line goes to one only, and a later claim
 * finds nothing: no line is added twice. `complete` is false when a line was not removed by this claim
 * (gone already, or the API failed): the caller then keeps the cookie, a later claim takes what is left.
 * Throws when the cart cannot be read.
 *
 * @example
 * await claimNoScriptCart(clientForRequest(request, context, cartId)); // { lines: [{ sku: "CHU-0001", qty: 1, … }], complete: true }
 */
export async function claimNoScriptCart(
  api: Client,
): Promise<{ readonly lines: readonly ClaimedLine[]; readonly complete: boolean }> {
  const lines: ClaimedLine[] = [];
  let complete = true;
  for (const line of await api.cart.pull()) {
    try {
      await api.cart.delete({ item_id: line.item_id, sku: line.sku });
    } catch {
      complete = false;
      continue;
    }
    lines.push({
      item_id: line.item_id,
      sku: line.sku,
      qty: Number(line.qty),
      ...(line.product_type ? { product_type: line.product_type } : {}),
      ...(line.product_option ? { product_option: line.product_option } : {}),
    });
  }
  return { lines, complete };
}
