import { formatDateTime } from "@outlet/formatting";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { call, orderBody, orderKey, type Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// s21, the back office's order page over HTTP: what its payment box says for each payment state and where
// the packing list is offered — both decided by @outlet/orders, not by the page.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  // the stand-in bank confirms a BLIK code at once
  ({ api, picks, owner, warehouse } = await staffShop({ BLIK_CONFIRM_MS: "0" }));
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

async function place(payment: string): Promise<{ number: string; secret: string; total: string }> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment });
  if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret, grand_total } = res.body.result;
  return {
    number: orderNumber,
    secret: order_secret,
    total: `${grand_total.toFixed(2).replace(".", ",")} zł`,
  };
}

const page = async (number: string, who: StaffSession = owner): Promise<Json> => {
  const res = await asStaff(api, who, "GET", `/api/admin/orders/${number}`);
  expect(res.status).toBe(200);
  return res.body.result;
};

const act = async (number: string, action: string, body: Json = {}) =>
  expect((await asStaff(api, owner, "POST", `/api/admin/orders/${number}/${action}`, body)).status).toBe(200);

/** The Warsaw time of the timeline's last entry of `type` (the payment box names the same minute). */
const timeOf = (detail: Json, test: (entry: Json) => boolean): string =>
  formatDateTime(Date.parse(detail.timeline.filter(test).at(-1).at));

describe("the order page's payment box (s21)", () => {
  it("says a paid BLIK order is paid, with the method and the Warsaw time of the payment", async () => {
    const order = await place("blik");
    await expect
      .poll(async () => (await page(order.number)).lifecycle.status, { timeout: 5000 })
      .toBe("paid");
    const detail = await page(order.number);
    const paidAt = timeOf(detail, (entry) => entry.type === "payment");
    expect(detail.payment_summary).toEqual({
      state: "paid",
      text: `Zapłacono ${order.total} · BLIK, ${paidAt}`,
    });
  });

  it("says a cancelled BLIK order was refunded, never „do zapłaty”", async () => {
    const order = await place("blik");
    await expect
      .poll(async () => (await page(order.number)).lifecycle.status, { timeout: 5000 })
      .toBe("paid");
    await act(order.number, "cancel");
    const detail = await page(order.number);
    const paidAt = timeOf(detail, (entry) => entry.type === "payment");
    const refundedAt = timeOf(detail, (entry) => entry.data?.command === "cancel");
    expect(detail.payment_summary).toEqual({
      state: "refunded",
      text: `Zwrócono ${order.total} · BLIK, ${refundedAt} (zapłacono ${order.total}, ${paidAt})`,
    });
  });

  it("asks for cash at the door only until the parcel is handed over", async () => {
    const order = await place("cashondelivery");
    const before = await page(order.number);
    expect(before.payment_summary.state).toBe("due_on_delivery");
    expect(before.payment_summary.text).toMatch(new RegExp(`^Do zapłaty przy odbiorze ${order.total} · `));
    await act(order.number, "pack");
    await act(order.number, "ship", { carrier: "inpost", trackingNumber: "620012345678" });
    await act(order.number, "deliver");
    const after = await page(order.number);
    expect(after.payment_summary.state).toBe("paid");
    expect(after.payment_summary.text).toMatch(
      new RegExp(`^Zapłacono ${order.total} · .*, \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d$`),
    );
  });

  it("says what a transfer waits for, and asks nothing once cancelled unpaid", async () => {
    const order = await place("banktransfer");
    expect((await page(order.number)).payment_summary.text).toMatch(
      new RegExp(`^Do zapłaty ${order.total} · .* \\(czeka na przelew\\)$`),
    );
    await act(order.number, "cancel");
    expect((await page(order.number)).payment_summary.state).toBe("nothing_due");
  });
});

describe("the packing list's offer (s21)", () => {
  it("is offered while the order may be packed and once packed, not once shipped or cancelled", async () => {
    const transfer = await place("banktransfer");
    expect((await page(transfer.number, warehouse)).packing_list).toBe(false);
    await act(transfer.number, "confirm-payment");
    expect((await page(transfer.number, warehouse)).packing_list).toBe(true);
    await act(transfer.number, "pack");
    expect((await page(transfer.number, warehouse)).packing_list).toBe(true);
    await act(transfer.number, "ship", { carrier: "inpost", trackingNumber: "620012345679" });
    expect((await page(transfer.number, warehouse)).packing_list).toBe(false);

    const cancelled = await place("cashondelivery");
    expect((await page(cancelled.number)).packing_list).toBe(true);
    await act(cancelled.number, "cancel");
    expect((await page(cancelled.number)).packing_list).toBe(false);
  });
});

describe("delivery's one name (s22)", () => {
  it("names an order placed before by its method, not by the stored „Dostawa (Kurier)”", async () => {
    const order = await place("banktransfer");
    expect((await page(order.number)).order.total_segments[1]).toEqual({
      code: "shipping",
      title: "Dostawa kurierem",
      value: 5,
    });
    // an order stored before s21/s22: the carrier in brackets, carrier and method glued
    const db = txDb(api.app.context.database.db);
    const row = await db
      .selectFrom("sales_order")
      .select("body")
      .where("increment_id", "=", order.number)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(row.body);
    doc.shipping_description = "Kurier - Dostawa kurierem";
    doc.total_segments[1].title = "Dostawa (Kurier)";
    await db
      .updateTable("sales_order")
      .set({ body: JSON.stringify(doc) })
      .where("increment_id", "=", order.number)
      .execute();
    const shown = (await page(order.number)).order;
    expect(shown.shipping_description).toBe("Dostawa kurierem");
    expect(shown.total_segments[1]).toEqual({ code: "shipping", title: "Dostawa kurierem", value: 5 });
    // the shopper's order page says the same
    const view = await call(api, "GET", `/api/ext/order/${order.number}?secret=${order.secret}`);
    expect(view.body.result.shipping_description).toBe("Dostawa kurierem");
    expect(view.body.result.total_segments[1].title).toBe("Dostawa kurierem");
  });
});
