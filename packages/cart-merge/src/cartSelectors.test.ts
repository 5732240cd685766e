import { describe, expect, it } from "vitest";
import { cartHash } from "./cartHash.js";
import {
  canSyncTotals,
  canUpdateMethods,
  couponOf,
  firstOf,
  isCartConnected,
  isCartHashChanged,
  isCartSyncEnabled,
  isSyncRequired,
  isTotalsSyncEnabled,
  isTotalsSyncRequired,
  isVirtualCart,
  itemsTotalQuantity,
} from "./cartSelectors.js";
import { initialCartState } from "./cartState.js";

describe("itemsTotalQuantity", () => {
  it("sums quantities by default", () => {
    expect(itemsTotalQuantity([{ qty: 2 }, { qty: "3" }])).toBe(5);
  });

  it("counts lines with the 'items' count type", () => {
    expect(itemsTotalQuantity([{ qty: 2 }, { qty: 3 }], "items")).toBe(2);
  });

  it("is 0 for an empty cart", () => {
    expect(itemsTotalQuantity([])).toBe(0);
  });
});

describe("isVirtualCart", () => {
  it("is true when every line is virtual or downloadable", () => {
    expect(isVirtualCart([{ type_id: "virtual" }, { type_id: "downloadable" }])).toBe(true);
  });

  it("is false when one line is physical", () => {
    expect(isVirtualCart([{ type_id: "virtual" }, { type_id: "simple" }])).toBe(false);
  });

  it("is false for an empty cart", () => {
    expect(isVirtualCart([])).toBe(false);
  });
});

describe("couponOf", () => {
  it("reads code and discount when the totals carry their own coupon_code", () => {
    expect(couponOf({ coupon_code: "LATO10", discount_amount: -26 })).toEqual({
      code: "LATO10",
      discount: -26,
    });
  });

  it("is false without platform totals or coupon_code", () => {
    expect(couponOf(null)).toBe(false);
    expect(couponOf({ grand_total: 1 })).toBe(false);
  });

  it("ignores an inherited coupon_code", () => {
    expect(couponOf(Object.create({ coupon_code: "X" }))).toBe(false);
  });
});

describe("firstOf", () => {
  it("takes element 0 of a list and the value itself otherwise", () => {
    expect(firstOf([{ code: "a" }, { code: "b" }])).toEqual({ code: "a" });
    expect(firstOf({ code: "a" })).toEqual({ code: "a" });
    expect(firstOf([])).toBeUndefined();
    expect(firstOf(null)).toBeUndefined();
  });
});

describe("isCartConnected", () => {
  it("is true with a server token", () => {
    expect(isCartConnected({ cartServerToken: "q" })).toBe(true);
    expect(isCartConnected({ cartServerToken: "" })).toBe(false);
  });
});

describe("sync required", () => {
  const items = [{ sku: "A", qty: 1 }];
  const synced = {
    ...initialCartState(),
    cartItems: items,
    cartServerToken: "q",
    cartItemsHash: cartHash(items, "q"),
    cartServerLastSyncDate: 100,
    cartServerLastTotalsSyncDate: 100,
  };

  it("is not required right after a sync", () => {
    expect(isCartHashChanged(synced)).toBe(false);
    expect(isSyncRequired(synced)).toBe(false);
    expect(isTotalsSyncRequired(synced)).toBe(false);
  });

  it("is required when the hash changed", () => {
    const changed = { ...synced, cartItems: [{ sku: "A", qty: 2 }] };
    expect(isCartHashChanged(changed)).toBe(true);
    expect(isSyncRequired(changed)).toBe(true);
  });

  it("is required when no hash was saved", () => {
    expect(isSyncRequired({ ...synced, cartItemsHash: "" })).toBe(true);
  });

  it("is required when no sync has happened yet", () => {
    expect(isSyncRequired({ ...synced, cartServerLastSyncDate: 0 })).toBe(true);
  });

  it("requires totals by their own date", () => {
    expect(isTotalsSyncRequired({ ...synced, cartServerLastTotalsSyncDate: 0 })).toBe(true);
    const totalsNeverSynced = { ...synced, cartServerLastTotalsSyncDate: 0 };
    expect(isSyncRequired(totalsNeverSynced)).toBe(false);
  });
});

describe("sync enablement", () => {
  it("enables cart sync only with cart.synchronize, online and in the browser", () => {
    expect(isCartSyncEnabled({ online: true })).toBe(true);
    expect(isCartSyncEnabled({ online: false })).toBe(false);
    expect(isCartSyncEnabled({ online: true, client: false })).toBe(false);
    expect(isCartSyncEnabled({ online: true, cartSynchronize: false })).toBe(false);
  });

  it("enables totals sync with cart.synchronize_totals, online and in the browser", () => {
    expect(isTotalsSyncEnabled({ online: true })).toBe(true);
    expect(isTotalsSyncEnabled({ online: true, synchronizeTotals: false })).toBe(false);
    expect(isTotalsSyncEnabled({ online: false })).toBe(false);
  });

  it("can update methods and sync totals only when also connected", () => {
    expect(canUpdateMethods({ cartServerToken: "q" }, { online: true })).toBe(true);
    expect(canUpdateMethods({ cartServerToken: "" }, { online: true })).toBe(false);
    expect(canSyncTotals({ cartServerToken: "q" }, { online: true })).toBe(true);
    expect(canSyncTotals({ cartServerToken: "q" }, { online: true, synchronizeTotals: false })).toBe(false);
  });
});
