import { describe, expect, it } from "vitest";
import { applyServerTotals } from "./applyServerTotals.js";
import { reduceCart } from "./cartReducer.js";
import { initialCartState } from "./cartState.js";

const totals = {
  grand_total: 248.97,
  coupon_code: "LATO10",
  items: [{ item_id: 4412, qty: 2, price_incl_tax: 129.99, options: '[{"label":"Rozmiar","value":"M"}]' }],
  total_segments: [{ code: "grand_total", title: "Do zapłaty", value: 248.97, area: "footer" }],
};

describe("applyServerTotals", () => {
  it("stops on a code other than 200", () => {
    expect(applyServerTotals({ code: 404, result: "x" }, { now: 1 })).toEqual({
      ok: false,
      reason: "bad-status",
      status: 404,
    });
  });

  it("overwrites the local qty with the server qty and stores the line totals", () => {
    const outcome = applyServerTotals({ code: 200, result: totals }, { now: 77 });
    if (!outcome.ok) throw new Error("expected ok");
    const state = reduceCart(
      { ...initialCartState(), cartItems: [{ sku: "SUK-0193-M", qty: 1, server_item_id: 4412 }] },
      outcome.actions,
    );
    expect(state.cartItems[0]?.qty).toBe(2);
    expect(state.cartItems[0]?.totals).toMatchObject({
      item_id: 4412,
      options: [{ label: "Rozmiar", value: "M" }],
    });
  });

  it("stores platform totals, segments, the items map and the totals sync time", () => {
    const outcome = applyServerTotals({ code: 200, result: totals }, { now: 77 });
    if (!outcome.ok) throw new Error("expected ok");
    const state = reduceCart(initialCartState(), outcome.actions);
    expect(state.platformTotals).toBe(totals);
    expect(state.platformTotalSegments).toBe(totals.total_segments);
    expect(Object.keys(state.itemsAfterPlatformTotals)).toEqual(["4412"]);
    expect(state.cartServerLastTotalsSyncDate).toBe(77);
  });

  it("reads totals nested under result.totals (shipping-information) and returns its payment methods", () => {
    const methods = [{ code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5 }];
    const outcome = applyServerTotals(
      { code: 200, result: { totals, payment_methods: methods } },
      { now: 1 },
    );
    expect(outcome.ok && outcome.paymentMethods).toBe(methods);
    expect(outcome.ok && outcome.actions.find((action) => action.type === "updateTotals")).toMatchObject({
      totals,
    });
  });

  it("keeps options that are not valid JSON as they are", () => {
    const outcome = applyServerTotals(
      { code: 200, result: { items: [{ item_id: 1, qty: 1, options: "not json" }] } },
      { now: 1 },
    );
    expect(outcome.ok && outcome.actions[0]).toMatchObject({ props: { totals: { options: "not json" } } });
  });
});
