import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  orderCount as ordersIn,
  type Picks,
  pickProducts,
  startShop,
} from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Idempotent replays and last-unit races: 200 concurrent retries of one order make one order; 50 buyers
// racing for the last unit make one winner and leave the stock at 0.
let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

const orderCount = (): Promise<number> => ordersIn(api);
const place = (body: Json) =>
  call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;

describe("abuse: orders under retries and races", () => {
  it("makes one order from 200 concurrent retries of the same idempotency key", async () => {
    const before = await orderCount();
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(body)));
    const ok = answers.filter((a) => a.status === 200);
    const uuids = new Set(ok.map((a) => a.body.result.order_uuid));
    const created = (await orderCount()) - before;
    report("replays", {
      retries: answers.length,
      answered200: ok.length,
      replayed: answers.filter((a) => a.headers.get("idempotent-replayed") === "true").length,
      inProgress409: answers.filter((a) => a.status === 409).length,
      other: answers.length - ok.length - answers.filter((a) => a.status === 409).length,
      orders: created,
    });
    expect(created).toBe(1);
    expect(uuids.size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  });

  it("gives the last unit to exactly one of 50 racing buyers and leaves the stock at 0", async () => {
    // bring a well-stocked product down to its last unit
    const sku = picks.simple.sku;
    let left = await stockOf(sku);
    while (left > 1) {
      const qty = Math.min(left - 1, 10);
      const res = await place(orderBody(orderKey(), [{ sku, qty }]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      left = await stockOf(sku);
    }
    expect(left).toBe(1);
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(orderBody(orderKey(), [{ sku, qty: 1 }], { email: `kupujacy${i}@example.pl` })),
      ),
    );
    const winners = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter(
      (a) => a.status === 400 && a.body.result.issues?.[0]?.code === "out_of_stock",
    ).length;
    const stock = await stockOf(sku);
    report("last unit", {
      buyers: answers.length,
      winners,
      refusedOutOfStock: refused,
      stockAfter: stock,
      orders: (await orderCount()) - before,
    });
    expect(winners).toBe(1);
    expect(refused).toBe(49);
    expect(stock).toBe(0);
  });
});
