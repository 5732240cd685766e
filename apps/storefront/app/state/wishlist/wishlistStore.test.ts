import type { Client } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { createCompareStore } from "../compare/compareStore";
import { createNewsletterStore } from "../newsletter/newsletterStore";
import { createWishlistStore, type WishlistItem } from "./wishlistStore";

function memory() {
  const rows = new Map<string, unknown>();
  return {
    rows,
    collection: {
      getItem: async (key: string) => rows.get(key) ?? null,
      setItem: async (key: string, value: unknown) => rows.set(key, JSON.parse(JSON.stringify(value))),
    },
  };
}

function wishlistWith(server: { ids: number[]; fail?: boolean }, loggedIn: boolean) {
  const calls: string[] = [];
  const client = {
    wishlist: {
      list: async () => ({ items: server.ids.map((id) => ({ product_id: id })) }),
      add: async (id: number) => {
        calls.push(`add ${id}`);
        if (server.fail) throw new Error("down");
        server.ids.push(id);
        return null;
      },
      remove: async (id: number) => {
        calls.push(`remove ${id}`);
        server.ids = server.ids.filter((entry) => entry !== id);
        return null;
      },
    },
  } as unknown as Client;
  const store = memory();
  const wishlist = createWishlistStore({
    client: async () => client,
    collection: () => store.collection,
    loggedIn: () => loggedIn,
    productsById: async (ids) => ids.map((id): WishlistItem => ({ sku: `P-${id}`, id, qty: 1 })),
  });
  return { wishlist, calls, store };
}

describe("createWishlistStore", () => {
  it("adds locally with qty 1, once per sku, and calls the server only when logged in", async () => {
    const guest = wishlistWith({ ids: [] }, false);
    await guest.wishlist.add({ sku: "P-1", id: 1 });
    await guest.wishlist.add({ sku: "P-1", id: 1 });
    expect(guest.wishlist.state.items).toEqual([{ sku: "P-1", id: 1, qty: 1 }]);
    expect(guest.calls).toEqual([]);
    expect(guest.store.rows.get("current-wishlist")).toEqual([{ sku: "P-1", id: 1, qty: 1 }]);

    const customer = wishlistWith({ ids: [] }, true);
    await customer.wishlist.add({ sku: "P-2", id: 2 });
    await customer.wishlist.remove("P-2");
    expect(customer.calls).toEqual(["add 2", "remove 2"]);
  });

  it("keeps the local change when the server fails", async () => {
    const { wishlist } = wishlistWith({ ids: [], fail: true }, true);
    await wishlist.add({ sku: "P-3", id: 3 });
    expect(wishlist.state.items.map((item) => item.sku)).toEqual(["P-3"]);
  });

  it("merges with the server on login: server products first, local-only items posted and kept", async () => {
    const { wishlist, calls } = wishlistWith({ ids: [7] }, true);
    wishlist.state.items = [{ sku: "P-9", id: 9, qty: 1 }];
    await wishlist.syncWithServer();
    expect(wishlist.state.items.map((item) => item.sku)).toEqual(["P-7", "P-9"]);
    expect(calls).toEqual(["add 9"]);
  });
});

describe("createCompareStore", () => {
  it("keeps an existing sku and removes by sku", () => {
    const compare = createCompareStore(() => null);
    compare.add({ sku: "A", name: "Pierwszy" });
    compare.add({ sku: "A", name: "Drugi" });
    expect(compare.state.items).toEqual([{ sku: "A", name: "Pierwszy" }]);
    compare.remove("A");
    expect(compare.state.items).toEqual([]);
  });
});

describe("createNewsletterStore", () => {
  it("ignores a subscribe when already subscribed and an unsubscribe when not", async () => {
    const calls: string[] = [];
    const client = {
      newsletter: {
        subscribe: async () => {
          calls.push("subscribe");
          return "OK";
        },
        unsubscribe: async () => {
          calls.push("unsubscribe");
          return "OK";
        },
      },
    } as unknown as Client;
    const newsletter = createNewsletterStore({ client: async () => client, collection: () => null });
    expect(await newsletter.unsubscribe("anna@example.pl")).toBeUndefined();
    expect(await newsletter.subscribe("anna@example.pl", true)).toBe(true);
    expect(await newsletter.subscribe("anna@example.pl", true)).toBeUndefined();
    expect(newsletter.state).toMatchObject({ isSubscribed: true, email: "anna@example.pl" });
    expect(calls).toEqual(["subscribe"]);
  });
});
