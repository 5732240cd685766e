import type { ServerCartLine } from "@outlet/cart-merge";
import { useEffect, useRef, useState } from "react";
import { useShop } from "../shop/ShopProvider";
import { useStarted } from "../shop/useShopState";

/** The answer of `POST /koszyk/przenies` (`routes/cart.claim.ts`). */
interface ClaimAnswer {
  readonly lines: readonly ServerCartLine[];
}

/**
 * Asks the page's server for the lines of the cart filled without JavaScript (`POST /koszyk/przenies`):
 * the lines, or none when the claim failed (the other cart keeps what it did not hand over). A plain
 * request, not a router fetcher: a fetcher's states and the route revalidation after its action drew the
 * whole page twice on `/koszyk` (header, menu and footer included) for an answer no route shows (issue 29).
 */
async function claimLines(): Promise<readonly ServerCartLine[]> {
  try {
    const response = await window.fetch("/koszyk/przenies", {
      method: "POST",
      body: new URLSearchParams(),
      credentials: "same-origin",
    });
    if (!response.ok) return [];
    const answer = (await response.json()) as Partial<ClaimAnswer>;
    return Array.isArray(answer.lines) ? answer.lines : [];
  } catch {
    return [];
  }
}

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
    void claimLines()
      .then((lines) => (lines.length > 0 ? shop.cart.addServerLines(lines) : undefined))
      .finally(() => setDone(true));
  }, [pending, started, shop]);

  return pending && !done;
}
