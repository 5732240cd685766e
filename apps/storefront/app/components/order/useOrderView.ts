import type { OrderView } from "@outlet/transport";
import { useEffect, useState } from "react";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted, useUser } from "../../state/shop/useShopState";

/**
 * What the order page shows: loading, the order, a request to log in (a customer's order opened from a mail
 * without its key while logged out), not found (404, someone else's) or no connection.
 */
export type OrderViewState =
  | { readonly kind: "loading" }
  | { readonly kind: "sign-in" }
  | { readonly kind: "order"; readonly order: OrderView }
  | { readonly kind: "not-found" }
  | { readonly kind: "offline" };

/**
 * Loads an order for its page once the shop services have started (so a logged-in customer's token goes
 * with the request): by the secret of the guest's link when there is one, else as the customer's own — and
 * without a key while nobody is logged in, asks to log in first (issue 32: the payment mail's link to a
 * customer's order read "Nie znaleźliśmy tego zamówienia" when logged out).
 *
 * @example
 * const view = useOrderView("000001042", secret);
 */
export function useOrderView(
  orderNumber: string | undefined,
  secret: string | undefined,
  /** Bumped after a change made on the page (a withdrawal): reads the order again without "loading". */
  revision = 0,
): OrderViewState {
  const shop = useShop();
  const started = useStarted();
  const loggedIn = useUser().isLoggedIn;
  const [view, setView] = useState<OrderViewState>({ kind: "loading" });
  useEffect(() => {
    if (!started) return;
    if (!orderNumber || !/^[0-9]{1,20}$/.test(orderNumber)) {
      setView({ kind: "not-found" });
      return;
    }
    if (!secret && !loggedIn) {
      setView({ kind: "sign-in" });
      return;
    }
    let live = true;
    // a re-read after a change keeps the order on screen (and the focus where the shopper is)
    if (revision === 0) setView({ kind: "loading" });
    shop
      .client()
      .then((client) => client.order.view(orderNumber, secret ? { secret } : {}))
      .then((order) => live && setView({ kind: "order", order }))
      .catch((error: unknown) => {
        if (!live) return;
        setView(isHttpError(error) && error.status < 500 ? { kind: "not-found" } : { kind: "offline" });
      });
    return () => {
      live = false;
    };
  }, [shop, started, orderNumber, secret, loggedIn, revision]);
  return view;
}
