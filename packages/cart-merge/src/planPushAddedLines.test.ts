import { describe, expect, it } from "vitest";
import { currentCartHash } from "./cartSelectors.js";
import { initialCartState } from "./cartState.js";
import {
  afterPushCommands,
  planPushAddedLines,
  pushedLineOutcome,
  serverCartStanding,
} from "./planPushAddedLines.js";

describe("serverCartStanding", () => {
  const loaded = { ...initialCartState(), cartIsLoaded: true };

  it("is none for a loaded empty cart without a server cart", () => {
    expect(serverCartStanding(loaded)).toBe("none");
  });

  it("is stale before the stored cart is loaded (an early tap)", () => {
    expect(serverCartStanding(initialCartState())).toBe("stale");
  });

  it("is stale for local lines without a server cart", () => {
    expect(serverCartStanding({ ...loaded, cartItems: [{ sku: "A", qty: 1 }] })).toBe("stale");
  });

  it("is stale for a connected cart never synced, and inSync once its hash is saved after a sync", () => {
    const connected = { ...loaded, cartServerToken: "k" };
    expect(serverCartStanding(connected)).toBe("stale");
    const synced = { ...connected, cartItemsHash: currentCartHash(connected), cartServerLastSyncDate: 1 };
    expect(serverCartStanding(synced)).toBe("inSync");
    expect(serverCartStanding({ ...synced, cartItems: [{ sku: "A", qty: 1 }] })).toBe("stale");
  });
});

describe("planPushAddedLines", () => {
  it("sends a new line without item_id, with the cart token as quoteId", () => {
    const [effect] = planPushAddedLines([{ sku: "A", qty: 2 }], [{ sku: "A", qty: 2 }], { cartToken: "k" });
    expect(effect?.cartItem).toEqual({ sku: "A", qty: 2, product_option: undefined, quoteId: "k" });
    expect(effect?.serverLine).toBeNull();
  });

  it("sets a grown line absolutely by its item_id", () => {
    const line = { sku: "A", qty: 3, server_item_id: 9, server_cart_id: "k" };
    const [effect] = planPushAddedLines([line], [{ sku: "A", qty: 1 }], { cartToken: "k" });
    expect(effect?.cartItem).toMatchObject({ sku: "A", qty: 3, item_id: 9, quoteId: "k" });
  });

  it("sends the parent sku of a configured child", () => {
    const line = { sku: "A-XS", parentSku: "A", qty: 1 };
    const [effect] = planPushAddedLines([line], [line], {});
    expect(effect?.cartItem.sku).toBe("A");
  });
});

describe("pushedLineOutcome", () => {
  const [planned] = planPushAddedLines([{ sku: "A", qty: 1 }], [{ sku: "A", qty: 1 }], {});
  if (!planned) throw new Error("no push planned");
  const effect = planned;
  const answer = (result: unknown) => ({ code: 200, result });

  it("takes the cart id and the totals of the answer", () => {
    const outcome = pushedLineOutcome(
      effect,
      answer({
        item_id: 9,
        sku: "A",
        qty: 1,
        quote_id: "k",
        cart_id: "k",
        totals: { grand_total: 10, items: [{ item_id: 9, qty: 1 }], total_segments: [] },
      }),
      { now: 5, items: [] },
    );
    expect(outcome.actions.map((a) => a.type)).toEqual([
      "updateProps",
      "setServerToken",
      "updateProps",
      "updateTotals",
      "markTotalsSync",
    ]);
    expect(outcome.actions[1]).toEqual({ type: "setServerToken", token: "k" });
    expect(outcome).toMatchObject({ totals: true, pull: false });
    expect(outcome.diff.clientNotifications.map((n) => n.message)).toEqual([
      "Product has been added to the cart!",
    ]);
  });

  it("asks for a pull when the totals name a line the browser lacks", () => {
    const outcome = pushedLineOutcome(
      effect,
      answer({
        item_id: 9,
        sku: "A",
        qty: 1,
        totals: { grand_total: 30, items: [{ item_id: 9 }, { item_id: 4 }] },
      }),
      { now: 5, items: [] },
    );
    expect(outcome.pull).toBe(true);
  });

  it("asks for the totals the old way when the answer has none", () => {
    const outcome = pushedLineOutcome(effect, answer({ item_id: 9, sku: "A", qty: 1 }), {
      now: 5,
      items: [],
    });
    expect(outcome.totals).toBe(false);
    expect(afterPushCommands(outcome).map((c) => c.type)).toEqual(["syncTotals", "saveHash"]);
  });

  it("asks for the delivery's price after the confirmation's paint when the answered totals have none", () => {
    const priced = (segments: { code: string }[]) =>
      pushedLineOutcome(
        effect,
        answer({
          item_id: 9,
          sku: "A",
          qty: 1,
          cart_id: "k",
          totals: { grand_total: 129.99, items: [{ item_id: 9 }], total_segments: segments },
        }),
        { now: 5, items: [] },
      );
    const first = priced([{ code: "subtotal" }, { code: "tax" }, { code: "grand_total" }]);
    expect(first.delivery).toBe(false);
    expect(afterPushCommands(first)).toEqual([
      { type: "saveHash" },
      { type: "syncTotals", forceServerSync: true, afterPaint: true },
    ]);
    const later = priced([{ code: "subtotal" }, { code: "shipping" }, { code: "grand_total" }]);
    expect(later.delivery).toBe(true);
    expect(afterPushCommands(later)).toEqual([{ type: "saveHash" }]);
  });

  it("removes a refused new line and keeps the server's message", () => {
    const outcome = pushedLineOutcome(
      effect,
      { code: 400, result: "Produkt jest niedostępny i nie może zostać dodany do koszyka." },
      { now: 5, items: [] },
    );
    expect(outcome.actions).toEqual([{ type: "delete", product: effect.line, removeByParentSku: false }]);
    expect(outcome.diff.serverResponses[0]).toMatchObject({ status: 400 });
    expect(afterPushCommands(outcome).map((c) => c.type)).toEqual(["saveHash"]);
  });
});
