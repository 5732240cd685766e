import { Suspense } from "react";

/**
 * Markup the server drew that React hydrates after the rest of the page (issue 29): a Suspense boundary,
 * which `hydrateRoot` leaves dehydrated in its first pass and hydrates in a pass of its own at offscreen
 * priority. The first screen's pass (render, commit, effects) then no longer carries the tiles below it,
 * the footer's columns or the product page's lower sections, so the main thread is free sooner and in shorter tasks.
 * Nothing changes for the shopper: the server's markup is shown meanwhile, links work (they are routed by one
 * listener on the window), and a tap inside the boundary before its pass makes React hydrate it at once and
 * replay the tap. Its children must not suspend after hydration (there is no fallback to show), and must
 * draw the same markup whatever the shopper's state: neither what that state draws (recently viewed
 * products) nor a node the shopper code portals into (the footer's newsletter slot) may be inside, since by
 * the boundary's pass that state has arrived and React would find markup the server did not draw (error
 * #418, the boundary drawn again).
 *
 * @example
 * <HydrateLater><Reviews reviews={reviews} /></HydrateLater>
 */
export function HydrateLater({ children }: { readonly children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
