import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { CartPagePending } from "../components/cart/CartPagePending";
import { NoScriptCart, type NoScriptCartView } from "../components/cart/NoScriptCart";
import { plTx } from "../i18n/pl.transactions";
import { noScriptCartIdFrom, readNoScriptCart } from "../lib/noScriptCart.server";
import { cookieValue } from "../lib/sessionCookie.server";
import { clientForRequest } from "../lib/transport.server";
import { CART_LINES_COOKIE, hintedLines } from "../state/cart/cartLinesHint";
import type { Route } from "./+types/cart";

interface CartPageData {
  /** The cart a shopper without JavaScript filled (`/koszyk/dodaj`); only a document request reads it. */
  readonly noScript: NoScriptCartView | null;
  /** Why the last add without JavaScript failed (`?blad=`), as a message key. */
  readonly problem: string | null;
  /** How many lines the browser's cart had (its hint cookie): placeholders until it is loaded. */
  readonly placeholderLines: number;
}

/**
 * A document request (the redirect after the product page's form) reads the guest cart of the cookie
 * `outlet_cart`; client navigations use `clientLoader` and never ask (the live cart is the browser's).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CartPageData> {
  const problem = new URL(request.url).searchParams.get("blad");
  const cartId = noScriptCartIdFrom(request);
  return {
    noScript: cartId ? await readNoScriptCart(clientForRequest(request, context, cartId)) : null,
    problem: problem && plTx.cart.noScript.problem[problem] ? problem : null,
    placeholderLines: hintedLines(cookieValue(request, CART_LINES_COOKIE)),
  };
}

function readCookie(name: string): string {
  const part = document.cookie.split("; ").find((p) => p.startsWith(`${name}=`));
  return part ? part.slice(name.length + 1) : "";
}

/** Client navigations: the live cart only. */
export function clientLoader(): CartPageData {
  return { noScript: null, problem: null, placeholderLines: hintedLines(readCookie(CART_LINES_COOKIE)) };
}

/** The page shows one shopper's lines: never kept by a browser cache or a shared one (issue 31). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return [{ title: `${plTx.cart.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

// The live cart and the shopper code it needs (stores, queue, cart-merge, checkout store: 39 kB gzip) load
// after the first paint, not with the page (issue 29): until then the server's HTML stays as drawn — the
// cart without JavaScript's lines, the placeholders of the live cart's.
const CartPageLive = lazy(() =>
  import("../components/cart/CartPageLive").then((module) => ({ default: module.CartPageLive })),
);

/** `/koszyk`: the cart as a page (the same lines, coupon and totals as the microcart panel). */
export default function CartRoute() {
  const data = useLoaderData<typeof loader>() as CartPageData | undefined;
  const noScriptLines = data?.noScript?.lines.length ?? 0;
  const placeholderLines = data?.placeholderLines ?? 1;
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title" tabIndex={-1}>
        {plTx.cart.title}
      </h1>
      {data?.problem ? (
        <p className="cart-page__problem" role="alert">
          {plTx.cart.noScript.problem[data.problem]}
        </p>
      ) : null}
      <NoScriptCart cart={data?.noScript ?? null} />
      <Suspense fallback={<CartPagePending placeholderLines={Math.max(placeholderLines, noScriptLines)} />}>
        <CartPageLive noScriptLines={noScriptLines} placeholderLines={placeholderLines} />
      </Suspense>
    </section>
  );
}
