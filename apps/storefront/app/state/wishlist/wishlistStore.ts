import type { Client } from "@outlet/transport";
import { proxy } from "valtio";

/**
 * A wishlist entry (transactions.md §3): the product with `qty = 1`.
 *
 * @example
 * const item: WishlistItem = { sku: "KOS-0047", id: 47, name: "Koszula w kratę", qty: 1 };
 */
export interface WishlistItem {
  readonly sku: string;
  readonly id?: number | undefined;
  readonly parentId?: number | undefined;
  readonly name?: string | undefined;
  readonly href?: string | undefined;
  readonly image?: string | undefined;
  readonly price_incl_tax?: number | undefined;
  /**
   * A configurable product's variant shown when it was saved: the list's "Do koszyka" asks for the size
   * (the listing tiles' picker). Absent for a product without variants, and in entries saved before.
   */
  readonly childSku?: string | undefined;
  readonly qty: 1;
}

/**
 * What the wishlist needs (behaviour.md §13.1).
 *
 * @example
 * const deps: WishlistStoreDeps = { client, collection: () => null, loggedIn: () => false, productsById };
 */
export interface WishlistStoreDeps {
  readonly client: () => Promise<Client>;
  readonly collection: () => {
    getItem(key: string): Promise<unknown>;
    setItem(key: string, value: unknown): Promise<unknown>;
  } | null;
  readonly loggedIn: () => boolean;
  /** Loads products by id for the server list (visibility 2,3,4, status 0,1). */
  readonly productsById: (ids: readonly number[]) => Promise<WishlistItem[]>;
  readonly log?: (message: string, detail?: unknown) => void;
}

const KEY = "current-wishlist";

/**
 * The wishlist (behaviour.md §13.1): local first, the server only when logged in (a server failure keeps
 * the local change), merged with the server list when a token is set (server products, then local-only).
 *
 * @example
 * const wishlist = createWishlistStore(deps); await wishlist.load(); await wishlist.add(item);
 */
export function createWishlistStore(deps: WishlistStoreDeps) {
  const state = proxy<{ loaded: boolean; items: WishlistItem[] }>({ loaded: false, items: [] });
  const log = deps.log ?? (() => {});
  const persist = () => {
    deps
      .collection()
      ?.setItem(KEY, state.items)
      .catch((error: unknown) => log("wishlist write failed", error));
  };
  const productId = (item: WishlistItem) => item.parentId ?? item.id;

  return {
    state,
    has: (sku: string) => state.items.some((item) => item.sku === sku),
    async load(force = false): Promise<void> {
      if (state.loaded && !force) return;
      const stored = await deps.collection()?.getItem(KEY);
      if (Array.isArray(stored)) state.items = stored as WishlistItem[];
      state.loaded = true;
    },
    async add(item: Omit<WishlistItem, "qty">): Promise<void> {
      if (state.items.some((entry) => entry.sku === item.sku)) return;
      const entry: WishlistItem = { ...item, qty: 1 };
      state.items = [...state.items, entry];
      persist();
      const id = productId(entry);
      if (deps.loggedIn() && id !== undefined)
        await (await deps.client()).wishlist
          .add(id, "parent_id")
          .catch((error: unknown) => log("wishlist add failed", error));
    },
    async remove(sku: string): Promise<void> {
      const item = state.items.find((entry) => entry.sku === sku);
      state.items = state.items.filter((entry) => entry.sku !== sku);
      persist();
      const id = item ? productId(item) : undefined;
      if (deps.loggedIn() && id !== undefined)
        await (await deps.client()).wishlist
          .remove(id, "parent_id")
          .catch((error: unknown) => log("wishlist remove failed", error));
    },
    clear(): void {
      state.items = [];
      persist();
    },
    /** When a token is set: server list, local-only items POSTed, the union kept (behaviour.md §13.1). */
    async syncWithServer(): Promise<void> {
      if (!deps.loggedIn()) return;
      const client = await deps.client();
      const server = await client.wishlist.list().catch(() => null);
      if (!server) return;
      const serverIds = new Set(server.items.map((entry) => Number(entry.product_id)));
      const products = await deps.productsById([...serverIds]).catch(() => [] as WishlistItem[]);
      const localOnly = state.items.filter((item) => {
        const id = productId(item);
        return id === undefined || !serverIds.has(id);
      });
      for (const item of localOnly) {
        const id = productId(item);
        if (id !== undefined) await client.wishlist.add(id, "parent_id").catch(() => null);
      }
      const skus = new Set(products.map((item) => item.sku));
      state.items = [...products, ...localOnly.filter((item) => !skus.has(item.sku))];
      persist();
    },
    applyRemote(value: unknown): void {
      if (Array.isArray(value)) state.items = value as WishlistItem[];
    },
  };
}

/**
 * The wishlist store type.
 *
 * @example
 * const wishlist: WishlistStore = createWishlistStore(deps);
 */
export type WishlistStore = ReturnType<typeof createWishlistStore>;
