import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOverdueTransfers, transferDeadlineTurn } from "../src/payments/transferDeadlineSweep.js";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";
import { testDialect } from "./testDatabase.js";

// s23 over HTTP: an order paid by bank transfer must be paid within the shop's period (7 days by default,
// to 23:59:59 Warsaw on the last day); unpaid after it, the shop's sweep cancels it through the lifecycle
// (stock back, „Anulowane — brak wpłaty w terminie”, a mail), once, whichever process runs the sweep.

const DAY = 86_400_000;
// 1 December 2026, 11:00 in Warsaw: the deadline is 8 December, 23:59:59 Warsaw (22:59:59.999 UTC)
const PLACED = Date.UTC(2026, 11, 1, 10, 0);
const DEADLINE_END = Date.UTC(2026, 11, 8, 22, 59, 59, 999);

// the API's clock: set by the test, then running on with real time (the sweep's lease needs time to pass)
let clockBase = PLACED;
let clockSetAt = Date.now();
const now = (): number => clockBase + (Date.now() - clockSetAt);
const setClock = (at: number): void => {
  clockBase = at;
  clockSetAt = Date.now();
};
let api: RunningServer;
let second: RunningServer | null = null;
let picks: Picks;
let owner: StaffSession;

beforeAll(async () => {
  // the sweep runs every 200 ms on the test's clock; on PostgreSQL a second API process shares the database
  api = await startShop({ RATE_LIMITS: "off", PAYMENT_SWEEP_MS: "200" }, {}, now);
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  if (testDialect() === "postgres") {
    second = await startShop({ RATE_LIMITS: "off", PAYMENT_SWEEP_MS: "200", ...api.databaseEnv }, {}, now);
  }
}, 180_000);
afterAll(async () => {
  await second?.stop();
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
}

async function placeTransfer(qty = 1): Promise<Placed> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty }], { payment: "banktransfer" });
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  return { number: res.body.result.orderNumber, secret: res.body.result.order_secret };
}

const shopperView = async (order: Placed): Promise<Json> =>
  (await call(api, "GET", `/api/ext/order/${order.number}?secret=${encodeURIComponent(order.secret)}`)).body
    .result;
const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;
// each process writes its own outbox: the mail is in whichever ran the sweep's pass
const outbox = (number: string, kind: string): Json[] =>
  [api, second]
    .flatMap((server) => (server ? [join(server.dataDir, "outbox")] : []))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8"))),
    )
    .filter((entry) => entry.data?.order_number === number && entry.kind === kind);
const overdueEntries = (view: Json): Json[] =>
  view.timeline.filter((e: Json) => e.summary === "Anulowane — brak wpłaty w terminie");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a bank transfer's payment deadline (s23)", () => {
  it("tells the shopper the last day on the order page and in the confirmation mail, and staff on theirs", async () => {
    setClock(PLACED);
    const order = await placeTransfer();
    const view = await shopperView(order);
    expect(view.bank_transfer.pay_by).toBe("2026-12-08");
    const [confirmation] = outbox(order.number, "order_confirmation");
    expect(confirmation.text).toContain(
      "Zapłać do 8 grudnia 2026. Jeśli nie otrzymamy wpłaty do tego dnia, anulujemy zamówienie.",
    );
    const staff = (await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`)).body.result;
    expect(staff.transfer_deadline).toEqual({ lastDay: "2026-12-08", endsAt: DEADLINE_END, days: 7 });
  });

  it("cancels an unpaid transfer after its deadline, stock back, with its timeline entry and mail, once", async () => {
    setClock(PLACED);
    const order = await placeTransfer(2);
    const paidInTime = await placeTransfer();
    const confirmed = await asStaff(
      api,
      owner,
      "POST",
      `/api/admin/orders/${paidInTime.number}/confirm-payment`,
      {},
    );
    expect(confirmed.status).toBe(200);
    const stockBefore = await stockOf(picks.simple.sku);

    // a minute before the end of 8 December in Warsaw is still in time: several sweeps pass, nothing happens
    setClock(DEADLINE_END - 60_000);
    await pause(800);
    expect((await shopperView(order)).status).toBe("placed");

    setClock(DEADLINE_END + 1);
    await expect
      .poll(async () => (await shopperView(order)).status, { timeout: 10_000, interval: 100 })
      .toBe("cancelled");
    // more passes of both processes change nothing more
    setClock(now() + DAY);
    await pause(800);
    const view = await shopperView(order);
    expect(overdueEntries(view)).toHaveLength(1);
    expect(view.bank_transfer).toBeNull();
    // this order's 2 units and the 1 of the first test's order, unpaid as well
    expect(await stockOf(picks.simple.sku)).toBe(stockBefore + 3);
    const mails = outbox(order.number, "order_cancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Zamówienie ${order.number} anulowane — brak wpłaty`);
    expect(mails[0].text).toContain(
      `Nie otrzymaliśmy wpłaty za zamówienie ${order.number} w wyznaczonym terminie, więc anulowaliśmy je 9 grudnia 2026, 00:00.`,
    );
    // the transfer booked in time is never cancelled
    const paid = await shopperView(paidInTime);
    expect(paid.status).toBe("paid");
    expect(overdueEntries(paid)).toHaveLength(0);
  });

  it("cancels once when two passes run at the same moment (the turn, then the lifecycle's conditional write)", async () => {
    setClock(PLACED + 20 * DAY);
    const order = await placeTransfer();
    setClock(PLACED + 30 * DAY);
    const context = api.app.context;
    // two passes taking the same turn: one gets it
    const turns = await Promise.all([
      transferDeadlineTurn(context, 60_000),
      transferDeadlineTurn(context, 60_000),
    ]);
    expect(turns.filter((t) => t !== null).length).toBeLessThanOrEqual(1);
    const order2 = await placeTransferAt(PLACED + 30 * DAY);
    setClock(PLACED + 40 * DAY);
    // two passes without the turn (as two processes would run them after it), besides the background
    // sweeps: the order is cancelled once, one timeline entry, one mail
    const [a, b] = await Promise.all([cancelOverdueTransfers(context), cancelOverdueTransfers(context)]);
    // (the background sweeps of both processes may have been first: then neither pass cancels it)
    expect([...a, ...b].filter((n) => n === order2.number).length).toBeLessThanOrEqual(1);
    for (const placed of [order, order2]) {
      // a background pass may still be sending its mail: wait for it, then a while for any second one
      await expect.poll(() => outbox(placed.number, "order_cancelled").length, { timeout: 5000 }).toBe(1);
    }
    await pause(800);
    for (const placed of [order, order2]) {
      expect(overdueEntries(await shopperView(placed))).toHaveLength(1);
      expect(outbox(placed.number, "order_cancelled")).toHaveLength(1);
    }
  });
  it("gives the account the owner keeps in the settings, on the order page and in the mail (s23: it was an environment variable's)", async () => {
    setClock(PLACED);
    const current = (await asStaff(api, owner, "GET", "/api/admin/settings")).body.result;
    const changed = await asStaff(api, owner, "POST", "/api/admin/settings", {
      ...current,
      bankAccount: {
        ...current.bankAccount,
        holder: "Outlet Nowa sp. z o.o.",
        iban: "DE89 3704 0044 0532 0130 00",
      },
    });
    expect(changed.status).toBe(200);
    try {
      const order = await placeTransfer();
      const view = await shopperView(order);
      expect(view.bank_transfer).toMatchObject({
        account_number: "DE89 3704 0044 0532 0130 00",
        recipient: "Outlet Nowa sp. z o.o.",
      });
      const [confirmation] = outbox(order.number, "order_confirmation");
      expect(confirmation.text).toContain("DE89 3704 0044 0532 0130 00");
      expect(confirmation.text).toContain("Outlet Nowa sp. z o.o.");
    } finally {
      const restored = await asStaff(api, owner, "POST", "/api/admin/settings", current);
      expect(restored.status).toBe(200);
    }
  });
});

async function placeTransferAt(at: number): Promise<Placed> {
  setClock(at);
  return placeTransfer();
}
