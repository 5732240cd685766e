import type { ServerCartLine } from "@outlet/cart-merge";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useShop } from "../shop/ShopProvider";
import { useStarted } from "../shop/useShopState";

/** The answer of `POST /koszyk/przenies` (`routes/cart.claim.ts`). */
interface ClaimAnswer {
  readonly lines: readonly ServerCartLine[];
}

/**
 * Joins the cart filled without JavaScript to the live cart, once: when `/koszyk` (a document request)
 * found lines in it and the shopper's stores have started, the page posts `/koszyk/przenies`, which takes
 * the lines out of that cart and drops its cookie, and adds each line to the live cart (`addServerLines`:
 * server-priced and stock-checked like any add). The lines leave the other cart before they reach this
 * one, so a reload or another tab can lose at most a claim in flight, never add a line twice.
 *
 * Returns whether the join is still under way (the page shows placeholders, not the empty message).
 *
 * @example
 * const joining = useJoinNoScriptCart((data?.noScript?.lines.length ?? 0) > 0);
 */
export function useJoinNoScriptCart(pending: boolean): boolean {
  const shop = useShop();
  const started = useStarted();
  const claim = useFetcher<ClaimAnswer>();
  const asked = useRef(false);
  const joined = useRef<ClaimAnswer | null>(null);
  const { submit } = claim;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!pending || !started || asked.current) return;
    asked.current = true;
    void submit({}, { method: "post", action: "/koszyk/przenies" });
  }, [pending, started, submit]);

  const answer = claim.data;
  useEffect(() => {
    if (!answer || joined.current === answer) return;
    joined.current = answer;
    if (!Array.isArray(answer.lines) || answer.lines.length === 0) {
      setDone(true);
      return;
    }
    void shop.cart.addServerLines(answer.lines).finally(() => setDone(true));
  }, [answer, shop]);

  // a claim that failed (no answer once idle after asking) ends the wait too
  const failed = asked.current && claim.state === "idle" && claim.data === undefined;
  return pending && !done && !failed;
}
