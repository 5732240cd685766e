import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { returnStepMail } from "../src/afterSales/withdrawalMail.js";
import type { AppContext } from "../src/context.js";
import { call, orderBody, orderKey, type Picks, registerAndLogin } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// An independent tester's findings (s19): a complaint about a line already withdrawn and refunded was
// accepted; a fully returned order still read „Dostarczone” and offered the withdrawal; a return's step and
// its audit entry were not written in one transaction.

let api: RunningServer;
let picks: Picks;
let service: StaffSession;
let warehouse: StaffSession;
let owner: StaffSession;

beforeAll(async () => {
  ({ api, picks, owner, service, warehouse } = await staffShop({ BLIK_CONFIRM_MS: "0" }));
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
  readonly itemId: number;
}

const staffAct = (who: StaffSession, path: string, body: Json = {}) => asStaff(api, who, "POST", path, body);

/** A BLIK order of `qty` units, shipped and delivered today (a customer's, with `token`). */
async function deliveredOrder(qty: number, token?: string): Promise<Placed> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty }], { payment: "blik" });
  body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id },
    ...(token ? { token } : {}),
  });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret } = res.body.result;
  // reading the order page settles the BLIK payment with the gateway stand-in
  const view = await orderView({ number: orderNumber, secret: order_secret, itemId: 0 });
  expect((await staffAct(warehouse, `/api/admin/orders/${orderNumber}/pack`)).status).toBe(200);
  const shipped = await staffAct(warehouse, `/api/admin/orders/${orderNumber}/ship`, {
    carrier: "inpost",
    trackingNumber: "620099887766",
  });
  expect(shipped.status).toBe(200);
  expect((await staffAct(warehouse, `/api/admin/orders/${orderNumber}/deliver`)).status).toBe(200);
  return { number: orderNumber, secret: order_secret, itemId: view.body.result.items[0].item_id };
}

const orderView = (order: Placed) =>
  call(api, "GET", `/api/ext/order/${order.number}?secret=${encodeURIComponent(order.secret)}`);

const withdraw = (order: Placed, body: Json) =>
  call(api, "POST", `/api/ext/withdrawal/${order.number}`, {
    body: {
      request_key: crypto.randomUUID(),
      name: "Anna Nowak",
      email: "anna@example.pl",
      confirmed: true,
      secret: order.secret,
      ...body,
    },
  });

const withdrawalPage = (order: Placed) =>
  call(api, "GET", `/api/ext/withdrawal/${order.number}?secret=${encodeURIComponent(order.secret)}`);

async function complain(order: Placed): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append("item_id", String(order.itemId));
  form.append("description", "Szew przy kołnierzu pruje się po pierwszym praniu.");
  form.append("remedy", "repair");
  const res = await api.request(
    `/api/ext/order/${order.number}/complaints?secret=${encodeURIComponent(order.secret)}`,
    { method: "POST", body: form },
  );
  return { status: res.status, body: await res.json() };
}

/** Withdraws the whole order, receives the parcel and refunds it. */
async function returnWhole(order: Placed): Promise<number> {
  const ack = await withdraw(order, { whole: true });
  expect(ack.status).toBe(200);
  const id = ack.body.result.id;
  const received = await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
    lines: [{ item_id: order.itemId, ok: true }],
  });
  expect(received.status).toBe(200);
  expect((await staffAct(service, `/api/admin/returns/${id}/refund`)).status).toBe(200);
  return id;
}

describe("a complaint about a withdrawn line (s19 item 1)", () => {
  it("refuses a complaint about a line withdrawn and refunded, at the field, with a Polish reason", async () => {
    const order = await deliveredOrder(1);
    await returnWhole(order);
    const refused = await complain(order);
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues[0]).toMatchObject({
      path: "item_id",
      message: "Od umowy co do tego produktu już odstąpiono (zwrot) — reklamacja nie jest możliwa.",
    });
    const form = await call(
      api,
      "GET",
      `/api/ext/order/${order.number}/complaints?secret=${encodeURIComponent(order.secret)}`,
    );
    expect(form.body.result.lines).toEqual([
      expect.objectContaining({ item_id: order.itemId, can_complain: false, closes_on: null }),
    ]);
    expect(form.body.result.complaints).toEqual([]);
  });

  it("still accepts a complaint about the unit kept of a partly withdrawn line", async () => {
    const order = await deliveredOrder(2);
    expect((await withdraw(order, { lines: [{ item_id: order.itemId, qty: 1 }] })).status).toBe(200);
    const accepted = await complain(order);
    expect(accepted.status).toBe(200);
    expect(accepted.body.result.reference).toMatch(/^REK\/\d{4}\/\d+$/);
  });
});

describe("a fully returned order (s19 item 2)", () => {
  it("reads „Zwrócone” once refunded, and offers no further withdrawal", async () => {
    const order = await deliveredOrder(1);
    const ack = await withdraw(order, { whole: true });
    const during = await orderView(order);
    expect(during.body.result).toMatchObject({
      status: "delivered",
      return_state: { kind: "withdrawn", label: "Zwrot w toku" },
    });
    const id = ack.body.result.id;
    await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: order.itemId, ok: true }],
    });
    await staffAct(service, `/api/admin/returns/${id}/refund`);
    expect((await orderView(order)).body.result.return_state).toEqual({
      kind: "returned",
      label: "Zwrócone",
    });
    const page = (await withdrawalPage(order)).body.result;
    expect(page.window.message).toBe(
      "Odstąpiono od umowy co do całego zamówienia — nie ma już produktów do zwrotu.",
    );
    expect(page.lines[0]).toMatchObject({ remaining_qty: 0, withdrawn_qty: 1 });
  });

  it("a partly withdrawn order keeps its status and offers only what is left", async () => {
    const order = await deliveredOrder(2);
    await withdraw(order, { lines: [{ item_id: order.itemId, qty: 1 }] });
    expect((await orderView(order)).body.result.return_state).toEqual({ kind: "partial", label: null });
    const page = (await withdrawalPage(order)).body.result;
    expect(page.window.message).toMatch(/^Możesz odstąpić od umowy co do pozostałych produktów do /);
    expect(page.lines[0]).toMatchObject({ remaining_qty: 1 });
  });
});

describe("a return's step and its audit entry (s19 item 8)", () => {
  it("are written in one transaction: a failed audit write leaves the return as it was", async () => {
    const order = await deliveredOrder(1);
    const ack = await withdraw(order, { whole: true });
    const id = ack.body.result.id;
    const context = (api.app as unknown as { context: AppContext }).context;
    const record = context.audit.record;
    context.audit.record = async () => {
      throw new Error("audit store down");
    };
    try {
      const failed = await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
        lines: [{ item_id: order.itemId, ok: true }],
      });
      expect(failed.status).toBe(500);
    } finally {
      context.audit.record = record;
    }
    expect((await withdrawalPage(order)).body.result.withdrawals[0].status).toBe("reported");
    const again = await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: order.itemId, ok: true }],
    });
    expect(again.status).toBe(200);
    expect(again.body.result.status).toBe("received");
  });
});

const mailsOf = (number: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    .filter((entry) => entry.data?.order_number === number);
};

describe("the guest's mails link the order page (s19 item 6)", () => {
  it("shipped, delivered, the withdrawal's acknowledgement and the return's steps carry the guest's own link", async () => {
    const order = await deliveredOrder(1);
    const email = (await orderView(order)).body.result.customer_email;
    const link = `/zamowienie/${order.number}/${order.secret}`;
    const ack = await withdraw(order, { whole: true, email });
    const id = ack.body.result.id;
    await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: order.itemId, ok: true }],
    });
    const mails = mailsOf(order.number);
    for (const kind of [
      "order_packed",
      "order_shipped",
      "order_delivered",
      "withdrawal_acknowledged",
      "return_received",
    ]) {
      const mail = mails.find((m) => m.kind === kind);
      expect(mail?.text, kind).toContain(link);
    }
  });

  it("an acknowledgement sent to another address typed in the form carries no key to the order", async () => {
    const order = await deliveredOrder(1);
    await withdraw(order, { whole: true, email: "ktos.inny@example.pl" });
    const ack = mailsOf(order.number).find((m) => m.kind === "withdrawal_acknowledged");
    expect(ack?.to).toBe("ktos.inny@example.pl");
    expect(ack?.text).not.toContain(order.secret);
  });
});

describe("what a returned or refunded order says (s20)", () => {
  const WARSAW_TIME = /^\d{1,2} \p{Ll}+ \d{4}, \d{2}:\d{2}$/u;

  it("the order page says the return is under way, then returned and all of it refunded, and when", async () => {
    const order = await deliveredOrder(1);
    const paid = Number((await orderView(order)).body.result.grand_total);
    expect(paid).toBeGreaterThan(0);
    const ack = await withdraw(order, { whole: true });
    const id = ack.body.result.id;
    expect((await orderView(order)).body.result.after_sales).toMatchObject({
      badge: "Zwrot w toku",
      pending_return: "reported",
      refund: { kind: "none", label: null, paid_amount: paid, refunded_amount: 0, last_refunded_at: null },
    });
    await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: order.itemId, ok: true }],
    });
    expect((await orderView(order)).body.result.after_sales.pending_return).toBe("received");
    await staffAct(service, `/api/admin/returns/${id}/refund`);
    const after = (await orderView(order)).body.result;
    expect(after.status).toBe("delivered");
    expect(after.after_sales).toMatchObject({
      return: { kind: "returned", label: "Zwrócone" },
      badge: "Zwrócone",
      pending_return: null,
      refund: {
        kind: "full",
        label: "Zwrócono pieniądze",
        paid_amount: paid,
        refunded_amount: paid,
        kept_amount: 0,
      },
    });
    expect(after.after_sales.refund.last_refunded_at_label).toMatch(WARSAW_TIME);
  });

  it("the back office's list and order page show a returned order „Zwrócone” and its money back", async () => {
    const order = await deliveredOrder(1);
    await returnWhole(order);
    const list = await asStaff(api, owner, "GET", `/api/admin/orders?q=${order.number}`);
    expect(list.status).toBe(200);
    expect(list.body.result.items[0]).toMatchObject({
      increment_id: order.number,
      status_label: "Dostarczone",
      after_sales: { badge: "Zwrócone", refund: { kind: "full", label: "Zwrócono pieniądze" } },
    });
    const detail = await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`);
    expect(detail.body.result.after_sales).toMatchObject({ badge: "Zwrócone", refund: { kept_amount: 0 } });
  });

  it("one of two units returned and refunded: „Częściowo zwrócone”, part of the payment back", async () => {
    const order = await deliveredOrder(2);
    const paid = Number((await orderView(order)).body.result.grand_total);
    const ack = await withdraw(order, { lines: [{ item_id: order.itemId, qty: 1 }] });
    const id = ack.body.result.id;
    const refund = Number(ack.body.result.refund_amount);
    await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: order.itemId, ok: true }],
    });
    await staffAct(service, `/api/admin/returns/${id}/refund`);
    const view = (await orderView(order)).body.result;
    expect(view.return_state).toEqual({ kind: "partial", label: null });
    expect(view.after_sales).toMatchObject({
      badge: "Częściowo zwrócone",
      refund: {
        kind: "partial",
        label: "Zwrócono część pieniędzy",
        refunded_amount: refund,
        kept_amount: Math.round((paid - refund) * 100) / 100,
      },
    });
    const list = await asStaff(api, owner, "GET", `/api/admin/orders?q=${order.number}`);
    expect(list.body.result.items[0].after_sales.badge).toBe("Częściowo zwrócone");
  });

  it("the customer's order history reads a returned order through the same rule", async () => {
    const customer = await registerAndLogin(api);
    const order = await deliveredOrder(1, customer.token);
    await returnWhole(order);
    const history = await call(api, "GET", "/api/user/order-history", { token: customer.token });
    expect(history.body.result.items[0]).toMatchObject({
      increment_id: order.number,
      after_sales: { return: { kind: "returned", label: "Zwrócone" }, badge: "Zwrócone" },
    });
  });

  it("the refund's mail says what was refunded and that it went back by the means of payment", async () => {
    const order = await deliveredOrder(1);
    await returnWhole(order);
    const mail = mailsOf(order.number).find((m) => m.kind === "return_refunded");
    const paid = Number((await orderView(order)).body.result.grand_total);
    const amount = `${paid.toFixed(2).replace(".", ",")} zł`;
    expect(mail?.text).toContain(`Zwróciliśmy ${amount} za produkty objęte odstąpieniem od umowy (`);
    expect(mail?.text).toMatch(/\n– .+ × 1 \(\d+,\d{2} zł\)\n– koszt dostawy \(\d+,\d{2} zł\)\n/);
    expect(mail?.text).toContain("Pieniądze wróciły tą samą metodą, którą zapłacono (BLIK)");
  });

  it("a refund by transfer names only the account's last four digits", () => {
    const mail = returnStepMail("refunded", {
      orderNumber: "000000042",
      at: Date.UTC(2026, 10, 30, 9, 5),
      refundGrosze: 13499,
      page: null,
      refund: {
        lines: [{ item_id: 1, sku: "KOS-1", name: "Koszula w kratę", qty: 1, grosze: 12999 }],
        deliveryGrosze: 500,
        to: { kind: "account", account: "PL61 1090 1014 0000 0712 1981 2874" },
      },
    });
    expect(mail.text.split("\n").slice(0, 4)).toEqual([
      "Zwróciliśmy 134,99 zł za produkty objęte odstąpieniem od umowy (30 listopada 2026, 10:05):",
      "– Koszula w kratę × 1 (129,99 zł)",
      "– koszt dostawy (5,00 zł)",
      "Pieniądze wysłaliśmy przelewem na wskazany przez Ciebie rachunek (numer kończący się cyframi 2874).",
    ]);
    expect(mail.text).not.toContain("1090 1014");
  });
});
