import { checkoutDetailsStorage, initialCheckoutState } from "@outlet/checkout";

const CHECKOUT_STORAGE_KEYS = checkoutDetailsStorage.keys;

import type { Client } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { type CheckoutStoreDeps, createCheckoutStore } from "./checkoutStore";

/** A checkout store over a memory `checkout` collection holding `saved`. */
function storeWith(saved: Record<string, unknown>) {
  const rows = new Map<string, unknown>(Object.entries(saved));
  const collection = {
    getItem: async (key: string) => rows.get(key) ?? null,
    setItem: async (key: string, value: unknown) => {
      rows.set(key, structuredClone(value));
      return value;
    },
    removeItem: async (key: string) => {
      rows.delete(key);
    },
    iterate: async () => undefined,
  };
  const deps: CheckoutStoreDeps = {
    client: async () => ({}) as Client,
    collections: () => ({ checkout: collection, orders: collection }),
    now: () => 1_763_719_200_000,
    online: () => true,
    createOrderId: () => "1763719200000-00000000-0000-4000-8000-000000000001",
    notify: () => {},
    contactEmail: "sklep@example.pl",
    cart: () => ({
      items: [{ sku: "SZA-2892", qty: 1, price_incl_tax: 129.99, type_id: "simple" }],
      token: "GUEST123",
      grandTotal: 134.99,
    }),
    syncTotals: async () => {},
    applyTotals: () => {},
    clearCart: async () => {},
    userId: () => 7,
    register: async () => {},
    refreshOrderHistory: async () => {},
    findStockTask: () => undefined,
  };
  return { store: createCheckoutStore(deps), rows };
}

describe("createCheckoutStore country (issue 12)", () => {
  it("restores a section saved with a blank country (after login, before checkout) as Polska", async () => {
    const blank = initialCheckoutState().shippingDetails;
    const { store } = storeWith({
      [CHECKOUT_STORAGE_KEYS.shippingDetails]: { ...blank, country: "", city: "Gdańsk" },
      [CHECKOUT_STORAGE_KEYS.paymentDetails]: { ...initialCheckoutState().paymentDetails, country: "" },
    });
    store.enter(); // the page mounts before the saved details arrive (checkout opened as a page)
    await store.load();
    expect(store.state.details.shippingDetails.country).toBe("PL");
    expect(store.state.details.shippingDetails.city).toBe("Gdańsk");
    expect(store.state.details.paymentDetails.country).toBe("PL");
    expect(store.validate().shipping.country).toBeFalsy();
  });

  it("keeps the country after logout clears the form", () => {
    const { store } = storeWith({});
    store.clear();
    expect(store.state.details.shippingDetails.country).toBe("PL");
  });
});
