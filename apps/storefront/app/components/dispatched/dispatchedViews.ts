import type { ComponentType } from "react";
import type { DispatchedPage } from "../../lib/catalogViews";
import type { DispatchedViewProps } from "./dispatchedViewProps";

/** The view a page kind of the URL dispatcher renders with: one chunk each. */
export type DispatchedViewName = "listing" | "product" | "cms";

// biome-ignore lint/suspicious/noExplicitAny: each view takes its own kind of page; the dispatcher pairs them
type AnyView = ComponentType<DispatchedViewProps<any>>;

/** The source module of each view (the client build's manifest key, for the server's modulepreload links). */
export const DISPATCHED_VIEW_MODULES: Readonly<Record<DispatchedViewName, string>> = {
  listing: "app/components/dispatched/DispatchedListing.tsx",
  product: "app/components/dispatched/DispatchedProduct.tsx",
  cms: "app/components/dispatched/DispatchedCms.tsx",
};

const importers: Readonly<Record<DispatchedViewName, () => Promise<AnyView>>> = {
  listing: () => import("./DispatchedListing").then((module) => module.DispatchedListing),
  product: () => import("./DispatchedProduct").then((module) => module.DispatchedProduct),
  cms: () => import("./DispatchedCms").then((module) => module.DispatchedCms),
};

const loaded = new Map<DispatchedViewName, AnyView>();
const loading = new Map<DispatchedViewName, Promise<AnyView>>();

/**
 * The view of a dispatched page kind (`category` and `tag` share the listing view).
 *
 * @example
 * dispatchedViewName({ kind: "tag" }); // "listing"
 */
export function dispatchedViewName(page: Pick<DispatchedPage, "kind">): DispatchedViewName {
  return page.kind === "product" ? "product" : page.kind === "cms" ? "cms" : "listing";
}

/** Whether `value` names a view (as the page's `outlet-view` meta tag carries it). */
export function isDispatchedViewName(value: unknown): value is DispatchedViewName {
  return value === "listing" || value === "product" || value === "cms";
}

/**
 * Loads a view's chunk once; afterwards {@link dispatchedView} returns it synchronously. The server's loader,
 * the browser's entry (before hydration) and the client loader (before a navigation renders) call it, so the
 * dispatcher never renders a view that is still on its way.
 *
 * @example
 * await loadDispatchedView("product");
 */
export function loadDispatchedView(name: DispatchedViewName): Promise<AnyView> {
  let pending = loading.get(name);
  if (!pending) {
    pending = importers[name]().then((view) => {
      loaded.set(name, view);
      return view;
    });
    // a failed import (a deploy removed the chunk) is tried again next time
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/** The view loaded by {@link loadDispatchedView}, or `undefined` while it is not. */
export function dispatchedView(name: DispatchedViewName): AnyView | undefined {
  return loaded.get(name);
}
