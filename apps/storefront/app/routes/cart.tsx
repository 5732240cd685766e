import { Link } from "react-router";
import { CartLines } from "../components/cart/CartLines";
import { CartTotals } from "../components/cart/CartTotals";
import { CouponForm } from "../components/cart/CouponForm";
import { plTx } from "../i18n/pl.transactions";
import { useCart } from "../state/shop/useShopState";

export function meta() {
  return [{ title: `${plTx.cart.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/koszyk`: the cart as a page (the same lines, coupon and totals as the microcart panel). */
export default function CartRoute() {
  const cart = useCart();
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title" tabIndex={-1}>
        {plTx.cart.title}
      </h1>
      <CartLines idPrefix="cart" />
      <CouponForm idPrefix="cart" />
      <CartTotals />
      {cart.items.length > 0 ? (
        <Link to="/checkout" className="button button--primary">
          {plTx.cart.toCheckout}
        </Link>
      ) : null}
    </section>
  );
}
