import { useEffect } from "react";
import { useStarted } from "../shop/useShopState";
import { CART_LINES_COOKIE, MAX_HINTED_LINES } from "./cartLinesHint";

// Apart from `cartLinesHint.ts`: the cart page's route module reads the hint without the shopper code this
// hook's `useStarted()` brings (issue 29).
/**
 * Keeps {@link CART_LINES_COOKIE} at the live cart's number of lines once the cart is loaded.
 *
 * @example
 * useRememberCartLines(cart.items.length);
 */
export function useRememberCartLines(lines: number): void {
  const started = useStarted();
  useEffect(() => {
    if (!started) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a count for the server render, no Cookie Store API in every browser
    document.cookie = `${CART_LINES_COOKIE}=${Math.min(lines, MAX_HINTED_LINES)}; Path=/; Max-Age=2592000; SameSite=Lax`;
  }, [started, lines]);
}
