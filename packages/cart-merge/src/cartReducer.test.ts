import { describe, expect, it } from "vitest";
import { cartReducer, cartTransition, positiveQty, reduceCart } from "./cartReducer.js";
import { type CartState, initialCartState } from "./cartState.js";

const withItems = (cartItems: CartState["cartItems"]): CartState => ({ ...initialCartState(), cartItems });

describe("positiveQty", () => {
  it("parses numeric strings", () => {
    expect(positiveQty("3")).toBe(3);
  });

  it("falls back to 1 for missing, zero, non-numeric and negative quantities", () => {
    expect(positiveQty(undefined)).toBe(1);
    expect(positiveQty(0)).toBe(1);
    expect(positiveQty("abc")).toBe(1);
    expect(positiveQty(-2)).toBe(1);
  });
});

describe("cartTransition add", () => {
  it("appends a new line with qty 1 by default", () => {
    const { state } = cartTransition(initialCartState(), { type: "add", product: { sku: "A" } });
    expect(state.cartItems).toEqual([{ sku: "A", qty: 1 }]);
  });

  it("grows an existing line by the given qty", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 2 }]), {
      type: "add",
      product: { sku: "A", qty: 3 },
    });
    expect(state.cartItems).toEqual([{ sku: "A", qty: 5 }]);
  });

  it("grows an existing line by 1 when the product has no qty", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 2 }]), { type: "add", product: { sku: "A" } });
    expect(state.cartItems[0]?.qty).toBe(3);
  });

  it("appends a product that equals no line", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 1 }]), {
      type: "add",
      product: { sku: "B", qty: 2 },
    });
    expect(state.cartItems.map((line) => line.sku)).toEqual(["A", "B"]);
  });

  it("emits cart-before-add and cart-after-add", () => {
    const { events } = cartTransition(initialCartState(), { type: "add", product: { sku: "A" } });
    expect(events.map((event) => event.name)).toEqual(["cart-before-add", "cart-after-add"]);
  });

  it("does not mutate the previous state", () => {
    const before = withItems([{ sku: "A", qty: 1 }]);
    cartReducer(before, { type: "add", product: { sku: "A" } });
    expect(before.cartItems).toEqual([{ sku: "A", qty: 1 }]);
  });
});

describe("cartTransition delete", () => {
  const items = [
    { sku: "P", qty: 1 },
    { sku: "P-M", parentSku: "P", qty: 1 },
    { sku: "Q", qty: 1 },
  ];

  it("removes the equal line and its children of the same parentSku", () => {
    const state = cartReducer(withItems(items), { type: "delete", product: { sku: "P" } });
    expect(state.cartItems.map((line) => line.sku)).toEqual(["Q"]);
  });

  it("keeps the children when removeByParentSku is false", () => {
    const state = cartReducer(withItems(items), {
      type: "delete",
      product: { sku: "P" },
      removeByParentSku: false,
    });
    expect(state.cartItems.map((line) => line.sku)).toEqual(["P-M", "Q"]);
  });

  it("removes only the equal line for a product without a sku", () => {
    const state = cartReducer(
      withItems([
        { item_id: 4, qty: 1 },
        { parentSku: "", qty: 1 },
      ]),
      {
        type: "delete",
        product: { item_id: 4 },
      },
    );
    expect(state.cartItems).toEqual([{ parentSku: "", qty: 1 }]);
  });

  it("emits cart-before-delete and cart-after-delete", () => {
    const { events } = cartTransition(withItems(items), { type: "delete", product: { sku: "Q" } });
    expect(events.map((event) => event.name)).toEqual(["cart-before-delete", "cart-after-delete"]);
  });
});

describe("cartTransition deleteNonConfirmed", () => {
  it("keeps lines that have a server_item_id", () => {
    const state = cartReducer(
      withItems([
        { sku: "P", qty: 1, server_item_id: 3 },
        { sku: "P-M", parentSku: "P", qty: 1 },
      ]),
      { type: "deleteNonConfirmed", product: { sku: "P" } },
    );
    expect(state.cartItems.map((line) => line.sku)).toEqual(["P"]);
  });
});

describe("cartTransition updateQty", () => {
  it("sets the qty of the equal line with parseInt", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 1 }]), {
      type: "updateQty",
      product: { sku: "A" },
      qty: "4",
    });
    expect(state.cartItems[0]?.qty).toBe(4);
  });

  it("accepts 0", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 1 }]), {
      type: "updateQty",
      product: { sku: "A" },
      qty: 0,
    });
    expect(state.cartItems[0]?.qty).toBe(0);
  });

  it("is a no-op with no events when no line matches", () => {
    const before = withItems([{ sku: "A", qty: 1 }]);
    const { state, events } = cartTransition(before, { type: "updateQty", product: { sku: "B" }, qty: 4 });
    expect(state).toBe(before);
    expect(events).toEqual([]);
  });

  it("ignores a non-numeric qty (decision)", () => {
    const before = withItems([{ sku: "A", qty: 1 }]);
    expect(cartReducer(before, { type: "updateQty", product: { sku: "A" }, qty: "x" })).toBe(before);
  });
});

describe("cartTransition updateProps", () => {
  it("copies every own key of the product onto the equal line", () => {
    const state = cartReducer(withItems([{ sku: "A", qty: 1 }]), {
      type: "updateProps",
      product: { sku: "A", is_in_stock: true },
    });
    expect(state.cartItems[0]).toEqual({ sku: "A", qty: 1, is_in_stock: true });
  });

  it("finds the line with the same truthy server_item_id", () => {
    const state = cartReducer(
      withItems([
        {
          sku: "A-M",
          server_item_id: 5,
          product_option: {
            extension_attributes: { configurable_item_options: [{ option_id: "1", option_value: 2 }] },
          },
        },
      ]),
      { type: "updateProps", product: { server_item_id: 5, qty: 3 } },
    );
    expect(state.cartItems[0]?.qty).toBe(3);
  });

  it("updates the held line itself when props are given", () => {
    const line = { sku: "A", qty: 1 };
    const state = cartReducer(withItems([line]), { type: "updateProps", product: line, props: { qty: 2 } });
    expect(state.cartItems[0]).toEqual({ sku: "A", qty: 2 });
  });

  it("is a no-op when no line is found", () => {
    const before = withItems([{ sku: "A", qty: 1 }]);
    expect(cartTransition(before, { type: "updateProps", product: { sku: "B", qty: 9 } })).toEqual({
      state: before,
      events: [],
    });
  });

  it("emits the itemchanged events", () => {
    const { events } = cartTransition(withItems([{ sku: "A" }]), {
      type: "updateProps",
      product: { sku: "A" },
    });
    expect(events.map((event) => event.name)).toEqual(["cart-before-itemchanged", "cart-after-itemchanged"]);
  });
});

describe("cartTransition load", () => {
  it("replaces the lines and sets cartIsLoaded", () => {
    const { state, events } = cartTransition(withItems([{ sku: "A" }]), {
      type: "load",
      items: [{ sku: "B" }],
    });
    expect(state.cartItems).toEqual([{ sku: "B" }]);
    expect(state.cartIsLoaded).toBe(true);
    expect(events.map((event) => event.name)).toEqual([
      "sync/PROCESS_QUEUE",
      "application-after-loaded",
      "cart-after-loaded",
    ]);
  });

  it("loads an empty cart from null", () => {
    expect(cartReducer(withItems([{ sku: "A" }]), { type: "load", items: null }).cartItems).toEqual([]);
  });
});

describe("cartTransition flags", () => {
  it("toggles the microcart", () => {
    const open = cartReducer(initialCartState(), { type: "toggleMicrocart" });
    expect(open.isMicrocartOpen).toBe(true);
    expect(cartReducer(open, { type: "toggleMicrocart" }).isMicrocartOpen).toBe(false);
  });

  it("sets the microcart explicitly", () => {
    expect(cartReducer(initialCartState(), { type: "toggleMicrocart", open: false }).isMicrocartOpen).toBe(
      false,
    );
  });

  it("stores hash, sync dates, token, methods, bypass counter and the adding flag", () => {
    const state = reduceCart(initialCartState(), [
      { type: "saveHash", hash: "h" },
      { type: "markSync", now: 10 },
      { type: "markTotalsSync", now: 20 },
      { type: "setServerToken", token: "q" },
      { type: "setShipping", shipping: { method_code: "flatrate" } },
      { type: "setPayment", payment: { code: "cod" } },
      { type: "bumpBypassCounter" },
      { type: "bumpBypassCounter", by: 2 },
      { type: "setAddingToCart", value: true },
    ]);
    expect(state).toMatchObject({
      cartItemsHash: "h",
      cartServerLastSyncDate: 10,
      cartServerLastTotalsSyncDate: 20,
      cartServerToken: "q",
      shipping: { method_code: "flatrate" },
      payment: { code: "cod" },
      connectBypassCount: 3,
      isAddingToCart: true,
    });
  });

  it("sets the three totals fields and emits cart-after-updatetotals", () => {
    const { state, events } = cartTransition(initialCartState(), {
      type: "updateTotals",
      itemsAfterPlatformTotals: { 5: { qty: 1 } },
      totals: { grand_total: 10 },
      platformTotalSegments: [{ code: "grand_total", value: 10 }],
    });
    expect(state.platformTotals).toEqual({ grand_total: 10 });
    expect(state.platformTotalSegments).toEqual([{ code: "grand_total", value: 10 }]);
    expect(state.itemsAfterPlatformTotals).toEqual({ 5: { qty: 1 } });
    expect(events).toEqual([{ name: "cart-after-updatetotals" }]);
  });
});

describe("initialCartState", () => {
  it("has the defaults of behaviour §9.2", () => {
    expect(initialCartState()).toEqual({
      cartItems: [],
      cartServerToken: "",
      cartItemsHash: "",
      cartServerLastSyncDate: 0,
      cartServerLastTotalsSyncDate: 0,
      platformTotals: null,
      platformTotalSegments: null,
      itemsAfterPlatformTotals: {},
      shipping: [],
      payment: [],
      connectBypassCount: 0,
      isAddingToCart: false,
      isMicrocartOpen: false,
      cartIsLoaded: false,
    });
  });
});
