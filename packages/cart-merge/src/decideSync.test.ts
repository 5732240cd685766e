import { describe, expect, it } from "vitest";
import { cartHash } from "./cartHash.js";
import { initialCartState } from "./cartState.js";
import { decideSync, needsServerCart } from "./decideSync.js";

const items = [{ sku: "A", qty: 1 }];
const synced = {
  ...initialCartState(),
  cartItems: items,
  cartServerToken: "q",
  cartItemsHash: cartHash(items, "q"),
  cartServerLastSyncDate: 100,
};
const ctx = { now: 5000, online: true };

describe("decideSync", () => {
  it("does not run when nothing changed since the last sync", () => {
    expect(decideSync(synced, ctx)).toEqual({ run: false, reason: "not-required" });
  });

  it("runs when the hash changed, marking the sync time", () => {
    const decision = decideSync({ ...synced, cartItems: [{ sku: "A", qty: 2 }] }, ctx);
    expect(decision).toMatchObject({
      run: true,
      reason: "hash-changed",
      actions: [{ type: "markSync", now: 5000 }],
    });
  });

  it("runs when no hash was saved", () => {
    expect(decideSync({ ...synced, cartItemsHash: "" }, ctx)).toMatchObject({
      run: true,
      reason: "no-saved-hash",
    });
  });

  it("runs when no sync has happened yet", () => {
    expect(decideSync({ ...synced, cartServerLastSyncDate: 0 }, ctx)).toMatchObject({
      run: true,
      reason: "never-synced",
    });
  });

  it("runs when forced even though nothing changed", () => {
    expect(decideSync(synced, { ...ctx, forceSync: true })).toMatchObject({ run: true, reason: "forced" });
  });

  it("does not run while offline, on the server or with cart sync off", () => {
    const changed = { ...synced, cartItemsHash: "" };
    expect(decideSync(changed, { ...ctx, online: false })).toEqual({ run: false, reason: "sync-disabled" });
    expect(decideSync(changed, { ...ctx, client: false })).toEqual({ run: false, reason: "sync-disabled" });
    expect(decideSync(changed, { ...ctx, cartSynchronize: false })).toEqual({
      run: false,
      reason: "sync-disabled",
    });
  });

  it("does not run without a server cart", () => {
    expect(decideSync({ ...synced, cartServerToken: "" }, ctx)).toEqual({
      run: false,
      reason: "not-connected",
    });
  });

  it("reports a forced sync without a cart token as missing-cart-token", () => {
    expect(decideSync({ ...synced, cartServerToken: "" }, { ...ctx, forceSync: true })).toEqual({
      run: false,
      reason: "missing-cart-token",
    });
  });

  it("forces the client state while the shopper is in checkout", () => {
    const decision = decideSync({ ...synced, cartItemsHash: "" }, { ...ctx, inCheckout: true });
    expect(decision.run && decision.flags).toEqual({
      forceClientState: true,
      dryRun: false,
      mergeQty: false,
      cartServerToken: "q",
    });
  });

  it("passes dryRun, mergeQty and the merge configuration to the flags", () => {
    const decision = decideSync(
      { ...synced, cartItemsHash: "" },
      { ...ctx, dryRun: true, mergeQty: true, merge: { serverSyncCanRemoveLocalItems: true } },
    );
    expect(decision.run && decision.flags).toMatchObject({
      dryRun: true,
      mergeQty: true,
      serverSyncCanRemoveLocalItems: true,
    });
  });
});

describe("needsServerCart", () => {
  it("is true with lines and no token", () => {
    expect(needsServerCart({ cartItems: items, cartServerToken: "" })).toBe(true);
  });

  it("is false for an empty cart or a connected one", () => {
    expect(needsServerCart({ cartItems: [], cartServerToken: "" })).toBe(false);
    expect(needsServerCart({ cartItems: items, cartServerToken: "q" })).toBe(false);
  });
});
