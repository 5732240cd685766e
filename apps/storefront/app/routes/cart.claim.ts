import { readServerConfig } from "../lib/config.server";
import { isHttpError } from "../lib/httpError";
import { formFromShop, noScriptCartIdFrom } from "../lib/noScriptCart.server";
import { type ClaimedLine, claimNoScriptCart, dropNoScriptCartCookie } from "../lib/noScriptCartClaim.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/cart.claim";

/** What the live cart receives: the lines to add (never the other cart's id). */
export interface ClaimAnswer {
  readonly lines: readonly ClaimedLine[];
}

const answer = (status: number, body: ClaimAnswer, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** The wait the API asked for (the transport's `retryAfterSeconds`), at least a second. */
function retryAfterOf(error: unknown): number {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : 1;
}

/**
 * `POST /koszyk/przenies`: the live cart (JavaScript running on `/koszyk`) takes over the cart filled
 * without JavaScript (the product page's form posted before the scripts ran, or a shopper who browsed
 * without them). The lines leave that cart on the API before they are answered (`claimNoScriptCart`), so a
 * reload or a second tab never gets them twice; once it is empty the HttpOnly cookie is dropped. Only the
 * shop's own pages may post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!formFromShop(request, readServerConfig().siteOrigin))
    return new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  const cartId = noScriptCartIdFrom(request);
  if (!cartId) return answer(200, { lines: [] }, { "Set-Cookie": dropNoScriptCartCookie() });
  try {
    const claimed = await claimNoScriptCart(clientForRequest(request, context, cartId));
    // A line not taken by this claim stays in that cart, and so does the cookie: a later claim takes it.
    return answer(
      200,
      { lines: claimed.lines },
      claimed.complete ? { "Set-Cookie": dropNoScriptCartCookie() } : {},
    );
  } catch (error) {
    // issue 31: a cookie naming no cart the API knows (made up, expired, malformed) is an empty cart to
    // take over, and the cookie goes; a limited client waits; only a failing API is a 503.
    if (isHttpError(error) && (error.status === 400 || error.status === 404))
      return answer(200, { lines: [] }, { "Set-Cookie": dropNoScriptCartCookie() });
    if (isHttpError(error) && error.status === 429)
      return answer(429, { lines: [] }, { "Retry-After": String(retryAfterOf(error)) });
    return answer(503, { lines: [] });
  }
}

/** Nothing to show here: a GET goes to the cart. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/koszyk", "Cache-Control": "no-store" } });
}
