import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { PAYMENT_SIGNATURE_HEADER, signPaymentNotification } from "../src/payments/paymentSignature.js";
import { takeJobTurn } from "../src/payments/paymentSweep.js";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  startShop,
  storedOrderBody,
} from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffShop } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

/** The gateway's signing secret on the quiet shop (PAYMENT_NOTIFY_SECRET). */
const SECRET = "sekret-bramki-platnosci-0123456789abcdef";

// a shop whose stand-in gateway never notifies and which has no sweep: only the test's notifications settle
let quiet: RunningServer;
let quietPicks: Picks;
let owner: StaffSession;
// a shop whose notifications are all lost, with the fallback sweep every 300 ms
let swept: RunningServer;
let sweptPicks: Picks;
let sweptOwner: StaffSession;

beforeAll(async () => {
  ({
    api: quiet,
    picks: quietPicks,
    owner,
  } = await staffShop({
    STANDIN_NOTIFY: "off",
    PAYMENT_SWEEP_MS: "0",
    PAYMENT_NOTIFY_SECRET: SECRET,
  }));
  swept = await startShop({
    RATE_LIMITS: "off",
    STANDIN_NOTIFY: "off",
    PAYMENT_SWEEP_MS: "300",
    BLIK_CONFIRM_MS: "0",
  });
  sweptPicks = await pickProducts(swept);
  sweptOwner = await firstOwner(swept);
}, 180_000);
afterAll(async () => {
  await quiet?.stop();
  await swept?.stop();
});

interface Placed {
  readonly number: string;
  readonly total: number;
  readonly page: string;
}

async function place(
  api: RunningServer,
  picks: Picks,
  payment: "online" | "blik" = "online",
): Promise<Placed> {
  const key = orderKey();
  const body = orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], { payment });
  if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": key } });
  expect(res.status).toBe(200);
  const { orderNumber, grand_total, payment: paid } = res.body.result;
  const page = paid.redirect_url ? new URL(paid.redirect_url).pathname : "";
  return { number: orderNumber, total: Math.round(grand_total * 100), page };
}

/** Presses a button of the stand-in's hosted page as a browser does. */
async function press(api: RunningServer, placed: Placed, action: "zaplac" | "anuluj"): Promise<void> {
  const res = await api.request(`${placed.page}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

const referenceOf = async (api: RunningServer, placed: Placed): Promise<string> =>
  (await storedOrderBody(api, placed.number)).payment.reference;

/** Posts a notification as the gateway does: the body's exact text, signed (or not) in the header. */
function notify(api: RunningServer, body: string, signature: string | null) {
  return call(api, "POST", "/api/ext/payment/notify", {
    raw: body,
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }),
    },
  });
}

const signed = (body: string) => signPaymentNotification(SECRET, body);

async function staffView(api: RunningServer, staff: StaffSession, placed: Placed): Promise<Json> {
  const page = await asStaff(api, staff, "GET", `/api/admin/orders/${placed.number}`);
  expect(page.status).toBe(200);
  return page.body.result;
}

const paidEntries = (view: Json): number => view.timeline.filter((e: Json) => e.to_status === "paid").length;

describe("staff reads do not ask the gateway (s20)", () => {
  it("leaves a paid-at-the-gateway order awaiting on the list and the page until the gateway notifies", async () => {
    const placed = await place(quiet, quietPicks);
    await press(quiet, placed, "zaplac");
    for (let read = 0; read < 3; read++) {
      const list = await asStaff(quiet, owner, "GET", `/api/admin/orders?q=${placed.number}`);
      expect(list.body.result.items).toEqual([
        expect.objectContaining({ increment_id: placed.number, status: "awaiting_payment" }),
      ]);
      expect((await staffView(quiet, owner, placed)).lifecycle.status).toBe("awaiting_payment");
    }
  });
});

describe("POST /api/ext/payment/notify (s20)", () => {
  it("refuses a notification without a valid signature (401) and changes nothing", async () => {
    const placed = await place(quiet, quietPicks);
    await press(quiet, placed, "zaplac");
    const body = JSON.stringify({ reference: await referenceOf(quiet, placed), order_number: placed.number });
    const forged = [
      null,
      signPaymentNotification("inny-sekret-ktorego-bramka-nie-zna-0123", body),
      signed(`${body} `),
      "sha256=zz",
    ];
    for (const signature of forged) {
      const res = await notify(quiet, body, signature);
      expect(res.status).toBe(401);
      expect(res.body.result.message ?? res.body.result).toBeTruthy();
    }
    const view = await staffView(quiet, owner, placed);
    expect(view.lifecycle).toMatchObject({ status: "awaiting_payment", paid_grosze: 0 });
    expect(paidEntries(view)).toBe(0);
  });

  it("settles a signed notification once, however often and however concurrently it comes", async () => {
    const placed = await place(quiet, quietPicks);
    await press(quiet, placed, "zaplac");
    const body = JSON.stringify({
      reference: await referenceOf(quiet, placed),
      order_number: placed.number,
      status: "paid",
    });
    const first = await notify(quiet, body, signed(body));
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ status: "paid" });
    const again = await Promise.all([1, 2, 3].map(() => notify(quiet, body, signed(body))));
    expect(again.map((r) => [r.status, r.body.result.status])).toEqual([
      [200, "paid"],
      [200, "paid"],
      [200, "paid"],
    ]);
    const view = await staffView(quiet, owner, placed);
    expect(view.lifecycle).toMatchObject({ status: "paid", paid_grosze: placed.total });
    expect(paidEntries(view)).toBe(1);
    expect(view.order.payment).toMatchObject({ status: "paid" });
  });

  it("settles concurrent first notifications once", async () => {
    const placed = await place(quiet, quietPicks);
    await press(quiet, placed, "zaplac");
    const body = JSON.stringify({ reference: await referenceOf(quiet, placed), order_number: placed.number });
    const all = await Promise.all([1, 2, 3, 4].map(() => notify(quiet, body, signed(body))));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const view = await staffView(quiet, owner, placed);
    expect(view.lifecycle).toMatchObject({ status: "paid", paid_grosze: placed.total });
    expect(paidEntries(view)).toBe(1);
  });

  it("asks the gateway itself: a signed 'paid' for a cancelled session leaves the order awaiting", async () => {
    const placed = await place(quiet, quietPicks);
    await press(quiet, placed, "anuluj");
    const body = JSON.stringify({
      reference: await referenceOf(quiet, placed),
      order_number: placed.number,
      status: "paid",
    });
    const res = await notify(quiet, body, signed(body));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ status: "canceled" });
    expect((await staffView(quiet, owner, placed)).lifecycle.status).toBe("awaiting_payment");
  });

  it("books money that arrives after the order was cancelled and refunds it at once, once", async () => {
    const placed = await place(quiet, quietPicks);
    const cancel = await asStaff(quiet, owner, "POST", `/api/admin/orders/${placed.number}/cancel`, {});
    expect(cancel.status).toBe(200);
    // the shopper's bank confirms the payment a moment after the cancellation
    await press(quiet, placed, "zaplac");
    const body = JSON.stringify({ reference: await referenceOf(quiet, placed), order_number: placed.number });
    for (let time = 0; time < 2; time++) expect((await notify(quiet, body, signed(body))).status).toBe(200);
    const view = await staffView(quiet, owner, placed);
    expect(view.lifecycle).toMatchObject({
      status: "cancelled",
      paid_grosze: placed.total,
      refunded_grosze: placed.total,
    });
    const late = view.timeline.filter((e: Json) => /po anulowaniu/.test(e.summary));
    expect(late).toHaveLength(1);
    expect(late[0].summary).toMatch(/^Wpłata \d+,\d{2} zł po anulowaniu — zwrócona w całości$/);
  });

  it("refuses an unknown order, another order's session and a malformed body, changing nothing", async () => {
    const placed = await place(quiet, quietPicks);
    const other = await place(quiet, quietPicks);
    await press(quiet, other, "zaplac");
    const otherReference = await referenceOf(quiet, other);
    const cases: [string, number][] = [
      [JSON.stringify({ reference: otherReference, order_number: "999999999" }), 404],
      [JSON.stringify({ reference: otherReference, order_number: placed.number }), 404],
      [JSON.stringify({ reference: "SP-nieznana", order_number: placed.number }), 404],
      [JSON.stringify({ order_number: placed.number }), 400],
      ["[]", 400],
    ];
    for (const [body, status] of cases) expect((await notify(quiet, body, signed(body))).status).toBe(status);
    for (const order of [placed, other]) {
      expect((await staffView(quiet, owner, order)).lifecycle.status).toBe("awaiting_payment");
    }
  });
});

describe("the payment sweep: the fallback for lost notifications (s20)", () => {
  it("settles an online order whose notification was lost, without anyone reading it", async () => {
    const placed = await place(swept, sweptPicks);
    await press(swept, placed, "zaplac");
    const row = () =>
      txDb(swept.app.context.database.db)
        .selectFrom("sales_order")
        .select(["status", "paid_grosze"])
        .where("increment_id", "=", placed.number)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).status, { timeout: 8000, interval: 100 }).toBe("paid");
    expect(Number((await row()).paid_grosze)).toBe(placed.total);
    expect(paidEntries(await staffView(swept, sweptOwner, placed))).toBe(1);
  });

  it("settles a BLIK order the bank app confirmed while the gateway's notification was lost", async () => {
    const placed = await place(swept, sweptPicks, "blik");
    const read = async () => (await staffView(swept, sweptOwner, placed)).lifecycle.status;
    await expect.poll(read, { timeout: 8000, interval: 100 }).toBe("paid");
  });

  it("gives one turn per interval to whichever process asks first", async () => {
    const db = txDb(swept.app.context.database.db);
    expect(await takeJobTurn(db, "test-job", 1_000_000, 60_000)).toBe(true);
    expect(await takeJobTurn(db, "test-job", 1_000_000, 60_000)).toBe(false);
    expect(await takeJobTurn(db, "test-job", 1_059_999, 60_000)).toBe(false);
    expect(await takeJobTurn(db, "test-job", 1_060_000, 60_000)).toBe(true);
  });
});
