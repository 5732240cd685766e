import { Link, useLoaderData } from "react-router";
import { CartLines } from "../components/cart/CartLines";
import { CartTotals } from "../components/cart/CartTotals";
import { CouponForm } from "../components/cart/CouponForm";
import { NoScriptCart, type NoScriptCartView } from "../components/cart/NoScriptCart";
import { plTx } from "../i18n/pl.transactions";
import { noScriptCartIdFrom, readNoScriptCart } from "../lib/noScriptCart.server";
import { clientForRequest } from "../lib/transport.server";
import { useJoinNoScriptCart } from "../state/cart/useJoinNoScriptCart";
import { useCart } from "../state/shop/useShopState";
import type { Route } from "./+types/cart";

interface CartPageData {
  /** The cart a shopper without JavaScript filled (`/koszyk/dodaj`); only a document request reads it. */
  readonly noScript: NoScriptCartView | null;
  /** Why the last add without JavaScript failed (`?blad=`), as a message key. */
  readonly problem: string | null;
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
  };
}

/** Client navigations: the live cart only. */
export function clientLoader(): CartPageData {
  return { noScript: null, problem: null };
}

/** The page shows one shopper's lines: never kept by a browser cache or a shared one (issue 31). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return [{ title: `${plTx.cart.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/koszyk`: the cart as a page (the same lines, coupon and totals as the microcart panel). */
export default function CartRoute() {
  const cart = useCart();
  const data = useLoaderData<typeof loader>() as CartPageData | undefined;
  // With JavaScript running, the lines of the cart without it join the live cart (and leave that one).
  useJoinNoScriptCart((data?.noScript?.lines.length ?? 0) > 0);
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
      <div className="cart-page__live">
        <CartLines idPrefix="cart" />
        <CouponForm idPrefix="cart" />
        <CartTotals />
        {cart.items.length > 0 ? (
          <Link to="/checkout" className="button button--primary">
            {plTx.cart.toCheckout}
          </Link>
        ) : (
          <Link to="/" className="button">
            {plTx.cart.toShop}
          </Link>
        )}
      </div>
    </section>
  );
}
