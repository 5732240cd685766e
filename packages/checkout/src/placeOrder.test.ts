import { describe, expect, it } from "vitest";
import { aLine, anOrderInput } from "../test/builders.js";
import { buildOrder } from "./buildOrder.js";
import { isCheckoutError } from "./checkoutError.js";
import {
  beginOrder,
  completeOrder,
  type Order,
  type OrderSession,
  offlineOrderNotification,
  orderContentHash,
  ordersToTransmit,
  planReconnection,
  replayOfflineOrder,
} from "./placeOrder.js";

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const draft = buildOrder(anOrderInput());
let counter = 0;
const createOrderId = () => `${NOW}-00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;
const online = { now: NOW, online: true, createOrderId };
const done = { now: NOW + 500, createAccount: false, contactEmail: "sklep@example.pl" };

function send(session: OrderSession = {}) {
  const start = beginOrder(session, draft, online);
  if (start.outcome !== "send") throw new Error(`expected send, got ${start.outcome}`);
  return start;
}

describe("beginOrder", () => {
  it("sets order_id, ISO timestamps, transmited and the Idempotency-Key header", () => {
    const start = send();
    expect(start.order.order_id).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
    expect(start.order.created_at).toBe("2026-11-21T10:00:00.000Z");
    expect(start.order.updated_at).toBe("2026-11-21T10:00:00.000Z");
    expect(start.order.transmited).toBe(true);
    expect(start.request.headers["Idempotency-Key"]).toBe(start.order.order_id);
    expect(JSON.parse(start.request.body).order_id).toBe(start.order.order_id);
    expect(start.session[orderContentHash(draft)]).toEqual({
      state: "pending",
      orderId: start.order.order_id,
    });
  });

  it("emits order-before-placed and shows the processing progress", () => {
    const start = send();
    expect(start.effects).toEqual([
      { type: "emit", event: "order-before-placed", payload: { order: start.order } },
      { type: "progress", message: "Processing order..." },
    ]);
  });

  it("refuses a second submit of pending content with the duplicate message", () => {
    const first = send();
    const second = beginOrder(first.session, draft, online);
    expect(second.outcome).toBe("duplicate");
    expect(second.effects).toEqual([
      {
        type: "notify",
        notification: {
          type: "error",
          message: "This order has already been submitted.",
          action1: { label: "OK" },
        },
      },
    ]);
  });

  it("refuses a submit of already placed content", () => {
    const first = send();
    const placed = completeOrder(first.session, first.order, { code: 200, result: {} }, done);
    expect(beginOrder(placed.session, draft, online).outcome).toBe("duplicate");
  });

  it("offline: stores the order untransmitted and notifies 'Order waiting!'", () => {
    const start = beginOrder({}, draft, { ...online, online: false });
    expect(start.outcome).toBe("queued");
    if (start.outcome !== "queued") return;
    expect(start.order.transmited).toBe(false);
    expect(start.effects).toEqual([
      { type: "storeOrder", order: start.order },
      { type: "notify", notification: { type: "info", message: "Order waiting!", action1: { label: "OK" } } },
    ]);
  });

  it("rejects a generated key that the backend would refuse", () => {
    let caught: unknown;
    try {
      beginOrder({}, draft, { ...online, createOrderId: () => "short" });
    } catch (error) {
      caught = error;
    }
    expect(isCheckoutError(caught) && caught.reason).toBe("invalid-idempotency-key");
  });

  it("gives different content a different key", () => {
    const first = send();
    const other = beginOrder(
      first.session,
      buildOrder(anOrderInput({ cartLines: [aLine({ qty: 2 })] })),
      online,
    );
    expect(other.outcome === "send" && other.order.order_id).not.toBe(first.order.order_id);
  });
});

describe("orderContentHash", () => {
  it("leaves out order_id, created_at, updated_at and transmited only (§10.7)", () => {
    const base = orderContentHash(draft);
    expect(
      orderContentHash({ ...draft, order_id: "1-a", created_at: "x", updated_at: "y", transmited: true }),
    ).toBe(base);
    expect(orderContentHash({ ...draft, transmited: false, transmited_at: NOW })).not.toBe(base);
  });
});

describe("completeOrder", () => {
  it("code 200: placed, with the confirmation, the event, the history, the cart cleared without sync", () => {
    const start = send();
    const result = { orderNumber: "000001042" };
    const end = completeOrder(start.session, start.order, { code: 200, result }, done);
    expect(end.outcome).toBe("placed");
    expect(end.session[orderContentHash(draft)]?.state).toBe("placed");
    expect(end.effects).toEqual([
      { type: "markOrderTransmitted", orderId: start.order.order_id },
      { type: "setLastOrderConfirmation", order: start.order, confirmation: result },
      { type: "emit", event: "order-after-placed", payload: { order: start.order, confirmation: result } },
      { type: "refreshOrderHistory" },
      { type: "clearCart", sync: false },
      { type: "recordLastCartBypass", at: NOW + 500 },
    ]);
  });

  it("code 200 with account creation: blanks the password and resets createAccount", () => {
    const start = send();
    const end = completeOrder(
      start.session,
      start.order,
      { code: "200", result: {} },
      { ...done, createAccount: true },
    );
    expect(end.effects).toContainEqual({ type: "resetAccountCreation" });
  });

  it("a missing code is not success: the order is queued", () => {
    const start = send();
    expect(completeOrder(start.session, start.order, { result: "ok" }, done).outcome).toBe("queued");
  });

  it("code 400: invalid, forgotten, with the validation message and the contact e-mail; nothing queued", () => {
    const start = send();
    const end = completeOrder(start.session, start.order, { code: 400, result: { message: "x" } }, done);
    expect(end.outcome).toBe("invalid");
    expect(end.session).toEqual({});
    expect(end.effects).toEqual([
      {
        type: "notify",
        notification: {
          type: "error",
          message:
            "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
          params: { email: "sklep@example.pl" },
          action1: { label: "OK" },
        },
      },
    ]);
  });

  it("other codes and network errors: queued with the same order_id and the server-error message", () => {
    for (const answer of [{ code: 503, result: "x" }, { error: new TypeError("Failed to fetch") }]) {
      const start = send();
      const end = completeOrder(start.session, start.order, answer, done);
      expect(end.outcome).toBe("queued");
      const stored = end.effects.find((e) => e.type === "storeOrder");
      expect(stored?.type === "storeOrder" && stored.order).toMatchObject({
        order_id: start.order.order_id,
        transmited: false,
      });
      expect(end.effects.at(-1)).toEqual({
        type: "notify",
        notification: {
          type: "error",
          message: "The order can not be transfered because of server error. Order has been queued",
          action1: { label: "OK" },
        },
      });
      expect(end.effects.some((e) => e.type === "clearCart")).toBe(false);
    }
  });

  it("a retry after a failure reuses the same order_id", () => {
    const first = send();
    const failed = completeOrder(first.session, first.order, { code: 503 }, done);
    const retry = send(failed.session);
    expect(retry.order.order_id).toBe(first.order.order_id);
    expect(retry.request.headers["Idempotency-Key"]).toBe(first.order.order_id);
  });

  it("throws for an answer to an attempt that is not pending", () => {
    const start = send();
    let caught: unknown;
    try {
      completeOrder({}, start.order, { code: 200 }, done);
    } catch (error) {
      caught = error;
    }
    expect(isCheckoutError(caught) && caught.reason).toBe("unknown-order-attempt");
  });
});

describe("offline order queue", () => {
  const stored: Order = {
    ...draft,
    order_id: "1700000000000-aaaaaaaa",
    created_at: "x",
    updated_at: "x",
    transmited: false,
  };

  it("ordersToTransmit picks untransmitted orders not in flight", () => {
    const sent = { ...stored, order_id: "sent-000000000000", transmited: true };
    const busy = { ...stored, order_id: "busy-000000000000" };
    expect(ordersToTransmit([stored, sent, busy], new Set(["busy-000000000000"]))).toEqual([stored]);
  });

  it("200: transmitted, confirmation and event; the cart is cleared when it holds the same lines", () => {
    const replay = replayOfflineOrder(
      stored,
      { code: 200, result: { orderNumber: "1" } },
      {
        now: NOW,
        cartLines: draft.products,
        contactEmail: "",
      },
    );
    expect(replay.order).toMatchObject({ transmited: true, transmited_at: NOW, order_id: stored.order_id });
    expect(replay.effects.map((e) => e.type)).toEqual([
      "storeOrder",
      "setLastOrderConfirmation",
      "emit",
      "clearCart",
    ]);
  });

  it("200 with a different cart keeps the cart", () => {
    const replay = replayOfflineOrder(
      stored,
      { code: 200 },
      { now: NOW, cartLines: [aLine({ qty: 3 })], contactEmail: "" },
    );
    expect(replay.effects.some((e) => e.type === "clearCart")).toBe(false);
  });

  it("400 cancels with the invalid-address message", () => {
    const replay = replayOfflineOrder(
      stored,
      { code: 400 },
      { now: NOW, cartLines: [], contactEmail: "sklep@example.pl" },
    );
    expect(replay.order.transmited).toBe(true);
    const notify = replay.effects.find((e) => e.type === "notify");
    expect(notify?.type === "notify" && notify.notification.message).toMatch(
      /^Address provided in checkout contains invalid data/,
    );
  });

  it("500 'Error: Error while adding products' cancels as out of stock", () => {
    const replay = replayOfflineOrder(
      stored,
      { code: 500, result: "Error: Error while adding products" },
      {
        now: NOW,
        cartLines: [],
        contactEmail: "",
      },
    );
    const notify = replay.effects.find((e) => e.type === "notify");
    expect(notify?.type === "notify" && notify.notification.message).toBe(
      "Some products you've ordered are out of stock. Your order has been canceled.",
    );
  });

  it("other codes keep it for a later retry", () => {
    expect(
      replayOfflineOrder(stored, { code: 503 }, { now: NOW, cartLines: [], contactEmail: "" }).order
        .transmited,
    ).toBe(false);
  });

  it("a non-JSON answer is logged and leaves the order unchanged", () => {
    const replay = replayOfflineOrder(stored, null, { now: NOW, cartLines: [], contactEmail: "" });
    expect(replay.order).toBe(stored);
    expect(replay.effects).toEqual([{ type: "log", message: "Error with response - bad content-type!" }]);
  });

  it("planReconnection processes, asks for confirmation or does nothing", () => {
    expect(
      planReconnection({ automaticTransmission: true, isThankYouPage: false, storedOrders: [] }),
    ).toEqual({ action: "process" });
    expect(
      planReconnection({ automaticTransmission: false, isThankYouPage: true, storedOrders: [] }),
    ).toEqual({ action: "process" });
    expect(
      planReconnection({ automaticTransmission: false, isThankYouPage: false, storedOrders: [stored] }),
    ).toEqual({
      action: "confirm",
      orders: [stored],
    });
    expect(
      planReconnection({ automaticTransmission: false, isThankYouPage: false, storedOrders: [] }),
    ).toEqual({ action: "none" });
  });

  it("offlineOrderNotification says 'Order waiting!' and opens /?order=offline", () => {
    expect(offlineOrderNotification()).toMatchObject({
      message: "Order waiting!",
      body: "Click here to confirm the order that you made offline.",
      url: "/?order=offline",
    });
  });
});
