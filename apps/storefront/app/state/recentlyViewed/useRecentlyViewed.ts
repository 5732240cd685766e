import { createContext, useContext } from "react";
import { useSnapshot } from "valtio";
import { createRecentlyViewedStore, type RecentlyViewedStore } from "./recentlyViewedStore";

/** The recently-viewed store, `null` on the server and before hydration. */
export const RecentlyViewedContext = createContext<RecentlyViewedStore | null>(null);

const empty = createRecentlyViewedStore(null);

/** The recently viewed products (empty on the server, so the first client render matches it). */
export function useRecentlyViewed() {
  const store = useContext(RecentlyViewedContext);
  const snapshot = useSnapshot((store ?? empty).state);
  return { items: snapshot.items, store };
}
