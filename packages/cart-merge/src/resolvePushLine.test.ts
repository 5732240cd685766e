import { describe, expect, it } from "vitest";
import { isCartMergeError } from "./cartMergeError.js";
import { reduceCart } from "./cartReducer.js";
import { initialCartState } from "./cartState.js";
import { type PushLineEffect, planCartMerge } from "./planCartMerge.js";
import { resolvePushLine, restoreQuantityActions } from "./resolvePushLine.js";
import type { CartLine, ServerCartLine } from "./types.js";

const push = (line: CartLine, serverLine: ServerCartLine | null = null): PushLineEffect => ({
  type: "pushLine",
  line,
  serverLine,
  updateIds: serverLine !== null,
  mergeQty: false,
  cartItem: { sku: String(line.sku), qty: Number(line.qty) },
});
const apply = (items: CartLine[], actions: Parameters<typeof reduceCart>[1]) =>
  reduceCart({ ...initialCartState(), cartItems: items }, actions).cartItems;

describe("resolvePushLine on 200", () => {
  const answer = {
    code: 200,
    result: {
      item_id: 9,
      sku: "A",
      qty: 2,
      quote_id: "q",
      product_type: "simple",
      product_option: { extension_attributes: {} },
    },
  };

  it("refreshes the line from the answer and records prev_qty", () => {
    const line = { sku: "A", qty: 2 };
    const outcome = resolvePushLine(push(line), answer);
    expect(apply([line], outcome.actions)).toEqual([
      {
        sku: "A",
        qty: 2,
        server_item_id: 9,
        server_cart_id: "q",
        prev_qty: 2,
        product_option: { extension_attributes: {} },
        type_id: "simple",
      },
    ]);
  });

  it("records the server response", () => {
    expect(resolvePushLine(push({ sku: "A", qty: 2 }), answer).diff.serverResponses).toEqual([
      { status: 200, sku: "A", result: answer.result },
    ]);
  });

  it("says the product was added for a line without server_item_id", () => {
    const { diff } = resolvePushLine(push({ sku: "A", qty: 2 }), answer);
    expect(diff.clientNotifications).toEqual([
      {
        type: "success",
        message: "Product has been added to the cart!",
        action1: { label: "OK" },
        action2: { label: "Proceed to checkout", action: "/checkout" },
      },
    ]);
  });

  it("says the quantity was updated for a line with server_item_id", () => {
    const { diff } = resolvePushLine(push({ sku: "A", qty: 2, server_item_id: 9 }), answer);
    expect(diff.clientNotifications.map((n) => n.message)).toEqual(["Product quantity has been updated!"]);
  });

  it("shows no notification in checkout", () => {
    expect(
      resolvePushLine(push({ sku: "A", qty: 2 }), answer, { inCheckout: true }).diff.clientNotifications,
    ).toEqual([]);
  });

  it("skips the refresh when the answer has no item_id", () => {
    expect(resolvePushLine(push({ sku: "A", qty: 2 }), { code: 200, result: true }).actions).toEqual([]);
  });

  it("reads resultCode of a queue task result", () => {
    expect(
      resolvePushLine(push({ sku: "A", qty: 1 }), { resultCode: 200, result: { item_id: 1 } }).actions,
    ).toHaveLength(1);
  });
});

describe("resolvePushLine on failure (rollback)", () => {
  const failed = { code: 400, result: { message: "Brak towaru." } };

  it("removes a new line (no server line), keeping its children", () => {
    const line = { sku: "P", qty: 1 };
    const child = { sku: "P-M", parentSku: "P", qty: 1 };
    const outcome = resolvePushLine(push(line), failed);
    expect(apply([line, child], outcome.actions)).toEqual([child]);
  });

  it("restores the previous quantity of a line the server knew", () => {
    const line = { sku: "A", qty: 5, prev_qty: 2, server_item_id: 9 };
    const outcome = resolvePushLine(push(line, { sku: "A", qty: 2, item_id: 9 }), failed);
    expect(apply([line], outcome.actions)).toEqual([{ sku: "A", qty: 2, prev_qty: 2, server_item_id: 9 }]);
  });

  it("removes a line the server knew when there was no previous quantity", () => {
    const line = { sku: "A", qty: 5, item_id: 9 };
    const outcome = resolvePushLine(push(line, { sku: "A", qty: 2, item_id: 9 }), failed);
    expect(apply([line], outcome.actions)).toEqual([]);
  });

  it("removes an unconfirmed line otherwise (DEL_NONCONFIRMED)", () => {
    const line = { sku: "A", qty: 5 };
    expect(resolvePushLine(push(line, { sku: "A", qty: 2, item_id: 9 }), failed).actions).toEqual([
      { type: "deleteNonConfirmed", product: line },
    ]);
  });

  it("records the failed response and shows no success notification", () => {
    const { diff } = resolvePushLine(push({ sku: "A", qty: 1 }), failed);
    expect(diff.serverResponses).toEqual([{ status: 400, sku: "A", result: failed.result }]);
    expect(diff.clientNotifications).toEqual([]);
  });

  it("treats a missing answer as a failure", () => {
    expect(resolvePushLine(push({ sku: "A", qty: 1 }), undefined).actions[0]?.type).toBe("delete");
  });
});

describe("resolvePushLine", () => {
  it("rejects an effect of another type", () => {
    const effect = planCartMerge([], [{ sku: "B", item_id: 1 }], { forceClientState: true }).effects[0];
    let caught: unknown;
    try {
      resolvePushLine(effect as never, { code: 200 });
    } catch (error) {
      caught = error;
    }
    expect(isCartMergeError(caught) && caught.reason).toBe("effect-mismatch");
  });
});

describe("restoreQuantityActions", () => {
  it("goes back to prev_qty when it is above 0", () => {
    const line = { sku: "A", qty: 4, prev_qty: 1 };
    expect(restoreQuantityActions(line)).toEqual([{ type: "updateProps", product: line, props: { qty: 1 } }]);
  });

  it("removes the line without its children otherwise", () => {
    const line = { sku: "A", qty: 4, prev_qty: 0 };
    expect(restoreQuantityActions(line)).toEqual([
      { type: "delete", product: line, removeByParentSku: false },
    ]);
  });
});
