import chunks, { styles } from "virtual:dispatched-view-chunks";
import type { DispatchedViewName } from "../components/dispatched/dispatchedViews";

const COMPONENT: Readonly<Record<DispatchedViewName, string>> = {
  listing: "DispatchedListing",
  product: "DispatchedProduct",
  cms: "DispatchedCms",
};

/**
 * The browser chunks (`/assets/…js`) a dispatched page of view `name` needs beyond the entry and the root
 * route, as the client build listed them: the page's HTML preloads exactly these, so a category page never
 * asks for the product page's code and the other way round. Empty under the dev server.
 *
 * @example
 * dispatchedViewChunks("listing"); // ["/assets/DispatchedListing-B1x.js", "/assets/ListingPage-C9k.js"]
 */
export function dispatchedViewChunks(name: DispatchedViewName): readonly string[] {
  return chunks[COMPONENT[name]] ?? [];
}

/**
 * The style sheets (`/assets/…css`) of a dispatched page's view, as the client build listed them: the page's
 * HTML links them, so the view is drawn with its own styles at the first paint rather than restyled (and
 * moved) when its chunk arrives. Empty under the dev server.
 *
 * @example
 * dispatchedViewStyles("listing"); // ["/assets/ListingPage-Be9.css"]
 */
export function dispatchedViewStyles(name: DispatchedViewName): readonly string[] {
  return styles[COMPONENT[name]] ?? [];
}
