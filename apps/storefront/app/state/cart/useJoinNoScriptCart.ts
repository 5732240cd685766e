import { useEffect, useRef, useState } from "react";
import { useShop } from "../shop/ShopProvider";
import { useStarted } from "../shop/useShopState";

/**
 * Joins the cart filled without JavaScript to the live cart, once: when `/koszyk` (a document request)
 * found lines in it and the shopper's stores have started, the page posts `/koszyk/przenies`, which takes
 * the lines out of that cart and drops its cookie, and adds each line to the live cart (`addServerLines`:
 * server-priced and stock-checked like any add). The lines leave the other cart before they reach this
 * one, so a reload or another tab can lose at most a claim in flight, never add a line twice.
 *
 * Returns whether the join is still under way (the page shows placeholders, not the empty message); a
 * claim that failed ends the wait too.
 *
 * @example
 * const joining = useJoinNoScriptCart((data?.noScript?.lines.length ?? 0) > 0);
 */
export function useJoinNoScriptCart(pending: boolean): boolean {
  const shop = useShop();
  const started = useStarted();
  const asked = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!pending || !started || asked.current) return;
    asked.current = true;
    void shop
      .claimNoScriptCart()
      .then((lines) => (lines.length > 0 ? shop.cart.addServerLines(lines) : undefined))
      .finally(() => setDone(true));
  }, [pending, started, shop]);

  return pending && !done;
}
