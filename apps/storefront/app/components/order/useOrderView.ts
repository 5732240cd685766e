import type { OrderView } from "@outlet/transport";
import { useEffect, useState } from "react";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";

/** What the order page shows: loading, the order, not found (404, someone else's) or no connection. */
export type OrderViewState =
  | { readonly kind: "loading" }
  | { readonly kind: "order"; readonly order: OrderView }
  | { readonly kind: "not-found" }
  | { readonly kind: "offline" };

/**
 * Loads an order for its page once the shop services have started (so a logged-in customer's token goes
 * with the request): by the secret of the guest's link when there is one, else as the customer's own.
 *
 * @example
 * const view = useOrderView("000001042", secret);
 */
export function useOrderView(orderNumber: string | undefined, secret: string | undefined): OrderViewState {
  const shop = useShop();
  const started = useStarted();
  const [view, setView] = useState<OrderViewState>({ kind: "loading" });
  useEffect(() => {
    if (!started) return;
    if (!orderNumber || !/^[0-9]{1,20}$/.test(orderNumber)) {
      setView({ kind: "not-found" });
      return;
    }
    let live = true;
    setView({ kind: "loading" });
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
  }, [shop, started, orderNumber, secret]);
  return view;
}
