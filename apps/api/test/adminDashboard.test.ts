import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, orderBody, orderKey, type Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Issue 25, the back office's start page over HTTP: the work waiting and the revenue of the day and month.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  ({ api, picks, owner, warehouse } = await staffShop());
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

async function place(payment: string): Promise<{ number: string; grosze: number }> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment });
  if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  return { number: res.body.result.orderNumber, grosze: Math.round(res.body.result.grand_total * 100) };
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
});
