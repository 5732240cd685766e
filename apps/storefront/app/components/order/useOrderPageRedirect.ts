import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useSnapshot } from "valtio";
import { useShop } from "../../state/shop/ShopProvider";
import { orderPagePath } from "./orderPagePath";
import { orderPlacedState } from "./orderPlacedState";

/**
 * Once checkout has an order confirmation, opens the order's own page (replacing `/checkout` in the
 * history, so a reload or "back" never shows an empty checkout instead of the order), telling it that the
 * order has just been placed (its thank-you greeting, `orderPlacedState`).
 *
 * @example
 * useOrderPageRedirect(); // in the checkout page
 */
export function useOrderPageRedirect(): void {
  const shop = useShop();
  const confirmation = useSnapshot(shop.checkout.state).confirmation;
  const navigate = useNavigate();
  useEffect(() => {
    if (!confirmation?.orderNumber) return;
    // the cart panel opened before checkout must not cover the order's page (full layout)
    shop.cart.toggleMicrocart(false);
    void navigate(orderPagePath(confirmation), {
      replace: true,
      state: orderPlacedState(confirmation.orderNumber),
    });
  }, [confirmation, navigate, shop]);
}
