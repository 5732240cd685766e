import { readServerConfig } from "../lib/config.server";
import {
  addToNoScriptCart,
  formFromShop,
  noScriptCartCookie,
  noScriptCartIdFrom,
} from "../lib/noScriptCart.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/cart.add";

const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "no-store", ...headers },
  });

/**
 * `POST /koszyk/dodaj`: "Dodaj do koszyka" without JavaScript (issue 15). The product page's add-to-cart is
 * a real form posting here; with JavaScript the page handles the submit itself. The line goes to a guest
 * cart on the API (its id in an HttpOnly cookie scoped to `/koszyk`), and the shopper is sent to `/koszyk`,
 * which shows it, or the reason it could not be added (`?blad=`). Only the shop's own pages may post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!formFromShop(request, readServerConfig().siteOrigin))
    return new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  const form = await request.formData().catch(() => new FormData());
  const result = await addToNoScriptCart(
    (cartId) => clientForRequest(request, context, cartId || undefined),
    noScriptCartIdFrom(request),
    form,
  );
  const cookie: Record<string, string> = result.cartId
    ? { "Set-Cookie": noScriptCartCookie(result.cartId) }
    : {};
  return seeOther(result.ok ? "/koszyk" : `/koszyk?blad=${result.problem}`, cookie);
}

/** Nothing to show here: a GET goes to the cart. */
export function loader() {
  return seeOther("/koszyk");
}
