import { addCalendarDays, startOfWarsawDay, warsawCalendarDate } from "@outlet/after-sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { call, orderBody, orderKey, type Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Issue 25, the back office's start page over HTTP: the work waiting and the revenue of the day and month.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  ({ api, picks, owner, service, warehouse } = await staffShop());
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

async function place(payment: string): Promise<{ number: string; grosze: number; secret: string }> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment });
  if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  return {
    number: res.body.result.orderNumber,
    grosze: Math.round(res.body.result.grand_total * 100),
    secret: res.body.result.order_secret,
  };
}

const dashboard = async (who: StaffSession) => {
  const res = await asStaff(api, who, "GET", "/api/admin/dashboard");
  expect(res.status).toBe(200);
  return res.body.result;
};

describe("GET /api/admin/dashboard (issue 25)", () => {
  it("counts the transfers to confirm, the orders to pack and ship, and today's and this month's revenue", async () => {
    const empty = await dashboard(owner);
    expect(empty).toMatchObject({ toPack: 0, toShip: 0, readyForPickup: 0, transfersAwaiting: 0 });
    expect(empty.revenue).toEqual({ day: { orders: 0, grosze: 0 }, month: { orders: 0, grosze: 0 } });
    expect(empty.today).toBe(
      new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date()),
    );

    const first = await place("banktransfer");
    const second = await place("banktransfer");
    const third = await place("banktransfer");
    expect((await dashboard(owner)).transfersAwaiting).toBe(3);

    expect(
      (await asStaff(api, owner, "POST", `/api/admin/orders/${first.number}/confirm-payment`, {})).status,
    ).toBe(200);
    expect(
      (await asStaff(api, owner, "POST", `/api/admin/orders/${second.number}/confirm-payment`, {})).status,
    ).toBe(200);
    expect(
      (await asStaff(api, warehouse, "POST", `/api/admin/orders/${second.number}/pack`, {})).status,
    ).toBe(200);
    expect((await asStaff(api, owner, "POST", `/api/admin/orders/${third.number}/cancel`, {})).status).toBe(
      200,
    );

    const after = await dashboard(owner);
    expect(after).toMatchObject({ toPack: 1, toShip: 1, readyForPickup: 0, transfersAwaiting: 0 });
    // the cancelled order is not revenue
    expect(after.revenue.day).toEqual({ orders: 2, grosze: first.grosze + second.grosze });
    expect(after.revenue.month).toEqual({ orders: 2, grosze: first.grosze + second.grosze });
  });

  it("shows the warehouse its work but not the revenue", async () => {
    const seen = await dashboard(warehouse);
    expect(seen.revenue).toBeNull();
    expect(typeof seen.toShip).toBe("number");
  });

  it("refuses a query parameter it does not know, in Polish", async () => {
    const res = await asStaff(api, owner, "GET", "/api/admin/dashboard?from=2026-01-01");
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0].message).toMatch(/Nieznane pole/);
  });

  it("counts the returns to receive and the complaints to answer, each for the roles that act on them (s21)", async () => {
    const before = await dashboard(owner);
    expect(before.returnsToReceive).toEqual({ count: 0, sent: 0, reported: 0, oldestDays: null });
    expect(before.complaintsAwaiting).toEqual({ count: 0, oldestDays: null });

    const delivered = async () => {
      const order = await place("banktransfer");
      for (const [action, body] of [
        ["confirm-payment", {}],
        ["pack", {}],
        ["ship", { carrier: "inpost", trackingNumber: "620012345678" }],
        ["deliver", {}],
      ] as const) {
        const res = await asStaff(api, owner, "POST", `/api/admin/orders/${order.number}/${action}`, body);
        expect(res.status).toBe(200);
      }
      const res = await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`);
      return { ...order, itemId: res.body.result.order.items[0].item_id as number };
    };
    // a return reported through the shopper's form: two of them, one marked sent
    const returned = await delivered();
    const other = await delivered();
    const ids: number[] = [];
    for (const order of [returned, other]) {
      const res = await call(api, "POST", `/api/ext/withdrawal/${order.number}`, {
        body: {
          request_key: crypto.randomUUID(),
          name: "Anna Nowak",
          email: "anna@example.pl",
          confirmed: true,
          secret: order.secret,
          whole: true,
        },
      });
      expect(res.status).toBe(200);
      ids.push(res.body.result.id);
    }
    expect((await asStaff(api, warehouse, "POST", `/api/admin/returns/${ids[0]}/sent`, {})).status).toBe(200);
    // a complaint waiting for its answer, received three days ago
    const complained = await delivered();
    const form = new FormData();
    form.append("item_id", String(complained.itemId));
    form.append("description", "Szew przy kołnierzu pruje się po pierwszym praniu.");
    form.append("remedy", "repair");
    const filed = await api.request(
      `/api/ext/order/${complained.number}/complaints?secret=${encodeURIComponent(complained.secret)}`,
      { method: "POST", body: form },
    );
    expect(filed.status).toBe(200);
    const db = txDb(api.app.context.database.db);
    // ages in Warsaw calendar days (s22), not 24-hour blocks: received in the first minute of the day three
    // days ago, and a return reported yesterday at 23:50 — 1 day old from today's first minute on
    const today = warsawCalendarDate(Date.now());
    await db
      .updateTable("complaint" as never)
      .set({ received_at: startOfWarsawDay(addCalendarDays(today, -3)) + 60_000 } as never)
      .execute();
    await db
      .updateTable("withdrawal" as never)
      .set({ created_at: startOfWarsawDay(today) - 10 * 60_000 } as never)
      .where("id" as never, "=", ids[1] as never)
      .execute();

    const seenByOwner = await dashboard(owner);
    expect(seenByOwner.returnsToReceive).toEqual({ count: 2, sent: 1, reported: 1, oldestDays: 1 });
    // the tile's link lists what it counts: both the sent and the reported return (s22)
    const listed = await asStaff(api, warehouse, "GET", "/api/admin/returns?status=to_receive");
    expect(listed.status).toBe(200);
    expect(listed.body.result.items.map((item: { id: number }) => item.id).sort()).toEqual([...ids].sort());
    expect(listed.body.result.items.map((item: { status: string }) => item.status).sort()).toEqual([
      "reported",
      "sent",
    ]);
    expect(seenByOwner.complaintsAwaiting).toEqual({ count: 1, oldestDays: 3 });
    expect((await dashboard(service)).complaintsAwaiting).toEqual({ count: 1, oldestDays: 3 });
    // the warehouse receives returns but does not answer complaints (apps/admin/README.md "Roles")
    const seenByWarehouse = await dashboard(warehouse);
    expect(seenByWarehouse.returnsToReceive.count).toBe(2);
    expect(seenByWarehouse.complaintsAwaiting).toBeNull();
    // nor confirms transfers; customer service packs, ships and hands over nothing
    expect(seenByWarehouse).toMatchObject({
      transfersAwaiting: null,
      toPack: 1,
      toShip: 1,
      readyForPickup: 0,
    });
    expect(await dashboard(service)).toMatchObject({
      transfersAwaiting: 0,
      toPack: null,
      toShip: null,
      readyForPickup: null,
    });

    // a received return is no longer waiting
    const received = await asStaff(api, warehouse, "POST", `/api/admin/returns/${ids[0]}/receive`, {
      lines: [{ item_id: returned.itemId, ok: true }],
    });
    expect(received.status).toBe(200);
    expect((await dashboard(owner)).returnsToReceive).toEqual({
      count: 1,
      sent: 0,
      reported: 1,
      oldestDays: 1,
    });
  });

  it("counts a cash-on-delivery order to pack as soon as it is placed, a transfer only once paid (s21)", async () => {
    const before = (await dashboard(warehouse)).toPack as number;
    await place("cashondelivery");
    await place("banktransfer");
    expect((await dashboard(warehouse)).toPack).toBe(before + 1);
    expect((await dashboard(owner)).toPack).toBe(before + 1);
  });
});
