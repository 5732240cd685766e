import { proxy, subscribe } from "valtio";

/** A recently viewed product (catalogue.md §3: unique by sku, newest first). */
export interface RecentlyViewedItem {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly image: string;
  readonly price: number;
}

/** The storage the store persists to (`localStorage` in the browser, a map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = "outlet:recently-viewed";
/** How many products the list keeps. */
export const RECENTLY_VIEWED_LIMIT = 8;

/**
 * Adds a product to a recently-viewed list: unique by sku, newest first, at most `limit`. Pure.
 *
 * @example
 * addRecentlyViewed([{ sku: "A", … }], { sku: "B", … }).map((item) => item.sku); // ["B", "A"]
 */
export function addRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  limit = RECENTLY_VIEWED_LIMIT,
): RecentlyViewedItem[] {
  return [item, ...list.filter((entry) => entry.sku !== item.sku)].slice(0, limit);
}

/**
 * The recently-viewed store of one browser (client-only: created after hydration, persisted to storage).
 *
 * @example
 * const store = createRecentlyViewedStore(window.localStorage); store.add(item);
 */
export function createRecentlyViewedStore(storage: KeyValueStorage | null) {
  let initial: RecentlyViewedItem[] = [];
  try {
    const raw = storage?.getItem(KEY);
    if (raw)
      initial = (JSON.parse(raw) as RecentlyViewedItem[]).filter((item) => typeof item?.sku === "string");
  } catch {
    initial = [];
  }
  const state = proxy<{ items: RecentlyViewedItem[] }>({ items: initial });
  subscribe(state, () => {
    try {
      storage?.setItem(KEY, JSON.stringify(state.items));
    } catch {
      // A full or disabled storage only loses the list; the page keeps working.
    }
  });
  return {
    state,
    add(item: RecentlyViewedItem) {
      state.items = addRecentlyViewed(state.items, item);
    },
  };
}

/** The recently-viewed store type. */
export type RecentlyViewedStore = ReturnType<typeof createRecentlyViewedStore>;
