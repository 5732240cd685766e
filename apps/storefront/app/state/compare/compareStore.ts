import { proxy } from "valtio";

/**
 * A compared product (transactions.md §3: by sku).
 *
 * @example
 * const item: CompareItem = { sku: "KOS-0047", name: "Koszula w kratę" };
 */
export interface CompareItem {
  readonly sku: string;
  readonly name?: string | undefined;
  readonly href?: string | undefined;
  /** The photo of the colour compared (issue 32), else the catalogue's parent photo is shown. */
  readonly image?: string | undefined;
  readonly price_incl_tax?: number | undefined;
}

/**
 * The compare list (behaviour.md §13.2): local only, key `current-compare`; an existing sku is kept.
 *
 * @example
 * const compare = createCompareStore(() => storage.collection("compare")); compare.add({ sku: "A" });
 */
export function createCompareStore(
  collection: () => {
    getItem(key: string): Promise<unknown>;
    setItem(key: string, value: unknown): Promise<unknown>;
  } | null,
) {
  const state = proxy<{ items: CompareItem[] }>({ items: [] });
  const persist = () => {
    collection()
      ?.setItem("current-compare", state.items)
      .catch(() => undefined);
  };
  return {
    state,
    has: (sku: string) => state.items.some((item) => item.sku === sku),
    async load(): Promise<void> {
      const stored = await collection()?.getItem("current-compare");
      if (stored && Array.isArray(stored)) state.items = stored as CompareItem[];
    },
    add(item: CompareItem): void {
      if (state.items.some((entry) => entry.sku === item.sku)) return;
      state.items = [...state.items, item];
      persist();
    },
    remove(sku: string): void {
      state.items = state.items.filter((entry) => entry.sku !== sku);
      persist();
    },
    clear(): void {
      state.items = [];
      persist();
    },
  };
}

/**
 * The compare store type.
 *
 * @example
 * const compare: CompareStore = createCompareStore(() => null);
 */
export type CompareStore = ReturnType<typeof createCompareStore>;
