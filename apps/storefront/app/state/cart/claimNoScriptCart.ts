import type { ServerCartLine } from "@outlet/cart-merge";

/** The answer of `POST /koszyk/przenies` (`routes/cart.claim.ts`). */
interface ClaimAnswer {
  readonly lines: readonly ServerCartLine[];
}

/**
 * Asks the page's own server for the lines of the cart filled without JavaScript (`POST /koszyk/przenies`,
 * `routes/cart.claim.ts`): the lines, or none when the claim failed (the other cart keeps what it did not
 * hand over, and its cookie). A plain request through the runtime's `fetch`, not a router fetcher: a fetcher's
 * states and the route revalidation after its action drew the whole page twice on `/koszyk` (header, menu
 * and footer included) for an answer no route shows (issue 29).
 *
 * @example
 * const lines = await claimNoScriptCart(window.fetch.bind(window)); // [{ sku: "SZA-2892", qty: 1, … }]
 */
export async function claimNoScriptCart(fetch: typeof globalThis.fetch): Promise<readonly ServerCartLine[]> {
  try {
    const response = await fetch("/koszyk/przenies", {
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
