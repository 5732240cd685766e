import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 26 over HTTP: the withdrawal function (mail link, account, footer form), its refund by the rules of
// @outlet/after-sales, the acknowledgement mail, idempotency, the closed window, another shopper's order
// (IDOR) and the back office's return steps.

const DAY = 86_400_000;
let offset = 0;
let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off", BLIK_CONFIRM_MS: "0" }, {}, () => Date.now() + offset);
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  service = await staffMember(api, owner, "customer_service", "bok.zwroty@outlet.local");
  warehouse = await staffMember(api, owner, "warehouse", "magazyn.zwroty@outlet.local");
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
  readonly doc: Json;
}

async function placeOrder(
  extra: { email?: string; payment?: string; qty?: number; token?: string; sku?: string } = {},
): Promise<Placed> {
  const { qty = 2, token, sku = picks.simple.sku, ...rest } = extra;
  const body = orderBody(orderKey(), [{ sku, qty }], rest);
  if (rest.payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id },
    ...(token ? { token } : {}),
  });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret } = res.body.result;
  const view = await call(
    api,
    "GET",
    `/api/ext/order/${orderNumber}?secret=${encodeURIComponent(order_secret)}`,
  );
  return { number: orderNumber, secret: order_secret, doc: view.body.result };
}

const staffAct = (who: StaffSession, path: string, body: Json = {}) => asStaff(api, who, "POST", path, body);

/** A BLIK order shipped and delivered today. */
async function deliveredOrder(
  extra: { email?: string; qty?: number; token?: string; sku?: string } = {},
): Promise<Placed> {
  const order = await placeOrder({ payment: "blik", ...extra });
  expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`)).status).toBe(200);
  const shipped = await staffAct(warehouse, `/api/admin/orders/${order.number}/ship`, {
    carrier: "inpost",
    trackingNumber: "620099887766",
  });
  expect(shipped.status).toBe(200);
  expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/deliver`)).status).toBe(200);
  return order;
}

const page = (
  order: Placed,
  proof: { secret?: string; token?: string; auth?: string } = { secret: order.secret },
) => {
  const query = proof.secret
    ? `?secret=${encodeURIComponent(proof.secret)}`
    : proof.token
      ? `?withdrawal_token=${proof.token}`
      : "";
  return call(
    api,
    "GET",
    `/api/ext/withdrawal/${order.number}${query}`,
    proof.auth ? { token: proof.auth } : {},
  );
};

const withdraw = (order: Placed, body: Json, auth?: string) =>
  call(api, "POST", `/api/ext/withdrawal/${order.number}`, {
    body: {
      request_key: crypto.randomUUID(),
      name: "Anna Nowak",
      email: "anna@example.pl",
      confirmed: true,
      ...body,
    },
    ...(auth ? { token: auth } : {}),
  });

const mailsOf = (number: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    .filter((entry) => entry.data?.order_number === number);
};

const grosze = (zl: number): number => Math.round(zl * 100);

describe("the withdrawal function (issue 26)", () => {
  it("a guest withdraws one unit from the mail's link: refund as paid, locker code, the acknowledgement mail with date and time", async () => {
    const order = await deliveredOrder({ email: "gosc.zwrot@example.pl" });
    const before = await page(order);
    expect(before.status).toBe(200);
    expect(before.body.result.window).toMatchObject({ open: true, days: 30 });
    expect(before.body.result.lines[0]).toMatchObject({ qty: 2, remaining_qty: 2, withdrawable: true });
    expect(before.body.result.return.instructions[0]).toMatch(/paczkomat InPost/);
    expect(before.body.result.return.instructions).toContain("Koszt odesłania pokrywa sklep.");
    const itemId = before.body.result.lines[0].item_id;
    const unit = grosze(order.doc.items[0].row_total_incl_tax) / 2;

    const preview = await call(api, "POST", `/api/ext/withdrawal/${order.number}/preview`, {
      body: { secret: order.secret, lines: [{ item_id: itemId, qty: 1 }] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ delivery_amount: 0, completes_order: false });
    expect(grosze(preview.body.result.refund_amount)).toBe(Math.ceil(unit));

    const key = crypto.randomUUID();
    const body = {
      secret: order.secret,
      request_key: key,
      lines: [{ item_id: itemId, qty: 1 }],
      reason: "size",
    };
    const ack = await withdraw(order, body);
    expect(ack.status).toBe(200);
    expect(ack.body.result).toMatchObject({
      repeated: false,
      status: "reported",
      status_label: "Zgłoszone",
      reason_label: "Zły rozmiar",
      lines: [{ item_id: itemId, qty: 1 }],
      needs_bank_account: false,
    });
    expect(ack.body.result.return_code).toMatch(/^ZWR-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(grosze(ack.body.result.refund_amount)).toBe(Math.ceil(unit));
    const mail = mailsOf(order.number).filter((m) => m.kind === "withdrawal_acknowledged");
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe("anna@example.pl");
    expect(mail[0].subject).toBe(`Potwierdzenie odstąpienia od umowy – zamówienie ${order.number}`);
    expect(mail[0].text).toMatch(
      /Dnia \d{1,2} [a-ząćęłńóśźż]+ 20\d\d, \d\d:\d\d \(czas polski\) otrzymaliśmy/,
    );
    expect(mail[0].text).toContain(ack.body.result.return_code);

    // repeating the confirmation creates nothing new and mails nothing
    const again = await withdraw(order, body);
    expect(again.body.result).toMatchObject({ id: ack.body.result.id, repeated: true });
    expect(mailsOf(order.number).filter((m) => m.kind === "withdrawal_acknowledged")).toHaveLength(1);
    expect((await page(order)).body.result.withdrawals).toHaveLength(1);
    expect((await page(order)).body.result.lines[0]).toMatchObject({ withdrawn_qty: 1, remaining_qty: 1 });

    // the last unit completes the contract: the delivery comes back, up to the cheapest delivery to an address
    const rest = await withdraw(order, { secret: order.secret, whole: true });
    expect(rest.status).toBe(200);
    const delivery = Math.min(grosze(order.doc.shipping_incl_tax), 500);
    expect(grosze(rest.body.result.delivery_amount)).toBe(delivery);
    expect(grosze(rest.body.result.refund_amount)).toBe(Math.floor(unit) + delivery);
    // nothing is left: a third withdrawal is refused, in Polish
    const third = await withdraw(order, { secret: order.secret, whole: true });
    expect(third.status).toBe(400);
    expect(third.body.result.message ?? JSON.stringify(third.body)).toMatch(
      /Wybierz co najmniej jedną pozycję/,
    );
  });

  it("refuses more units than the order has, and asks for the separate confirmation", async () => {
    const order = await deliveredOrder();
    const itemId = (await page(order)).body.result.lines[0].item_id;
    expect(
      (await withdraw(order, { secret: order.secret, lines: [{ item_id: itemId, qty: 3 }] })).status,
    ).toBe(400);
    const unconfirmed = await withdraw(order, { secret: order.secret, whole: true, confirmed: false });
    expect(unconfirmed.status).toBe(400);
    expect((await page(order)).body.result.withdrawals).toEqual([]);
  });

  it("a logged-in customer withdraws from the account without identifying again", async () => {
    const anna = await registerAndLogin(api);
    const order = await deliveredOrder({ email: anna.email, token: anna.token });
    const view = await page(order, { auth: anna.token });
    expect(view.status).toBe(200);
    expect(view.body.result.prefill).toEqual({ name: "Anna Nowak", email: anna.email });
    const ack = await withdraw(order, { whole: true, email: anna.email }, anna.token);
    expect(ack.status).toBe(200);
    expect(ack.body.result.lines[0].qty).toBe(2);
  });

  it("the footer's form: number and e-mail give a token; a wrong pair answers like an unknown order", async () => {
    const order = await deliveredOrder({ email: "stopka@example.pl" });
    const find = (order_number: string, email: string) =>
      call(api, "POST", "/api/ext/withdrawal/find", { body: { order_number, email } });
    const found = await find(String(Number(order.number)), "Stopka@Example.pl");
    expect(found.status).toBe(200);
    expect(found.body.result.order_number).toBe(order.number);
    const token = found.body.result.token;
    expect((await page(order, { token })).status).toBe(200);

    const wrongPair = await find(order.number, "ktos.inny@example.pl");
    const unknown = await find("999999999", "stopka@example.pl");
    expect(wrongPair.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongPair.body).toEqual(unknown.body);
    expect(JSON.stringify(wrongPair.body)).not.toContain("stopka");
    // the token of one order opens no other
    const other = await deliveredOrder();
    expect((await page(other, { token })).status).toBe(404);
  });

  it("a sealed hygiene product (no_withdrawal_after_unseal) stays withdrawable, with the seal's condition", async () => {
    const found = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=50", {
      _appliedFilters: [{ attribute: "category_ids", value: { eq: 28 }, scope: "default" }],
    });
    const body = (found.body.hits.hits as Json[])
      .map((h) => h._source)
      .find((p: Json) => p.no_withdrawal_after_unseal === true && p.type_id === "configurable");
    expect(body, "a flagged body in the demo catalogue").toBeDefined();
    let childSku: string | undefined;
    for (const child of body.configurable_children as Json[]) {
      const stock = (await api.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`)).body.result;
      if (stock.is_in_stock && stock.qty >= 1) {
        childSku = child.sku;
        break;
      }
    }
    expect(childSku).toBeDefined();
    const order = await deliveredOrder({ email: "plomba@example.pl", sku: String(childSku), qty: 1 });
    const view = await page(order);
    expect(view.status).toBe(200);
    expect(view.body.result.lines[0]).toMatchObject({
      withdrawable: true,
      remaining_qty: 1,
      condition: "sealed_only",
      note: expect.stringContaining("Po jego otwarciu prawo odstąpienia wygasa"),
    });
    const ack = await withdraw(order, { secret: order.secret, whole: true, email: "plomba@example.pl" });
    expect(ack.status).toBe(200);
  });

  it("the footer's token is short-lived and carries no e-mail: two hours, then the unknown order's 404", async () => {
    const order = await deliveredOrder({ email: "krotko@example.pl" });
    const found = await call(api, "POST", "/api/ext/withdrawal/find", {
      body: { order_number: order.number, email: "krotko@example.pl" },
    });
    const { token, expires_at } = found.body.result;
    expect(Date.parse(expires_at) - Date.now() - offset).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(Date.parse(expires_at) - Date.now() - offset).toBeLessThanOrEqual(2 * 3_600_000);
    expect(Buffer.from(token.split(".")[0], "base64url").toString("utf8")).not.toContain("krotko");
    const before = offset;
    try {
      offset += 2 * 3_600_000 - 60_000;
      expect((await page(order, { token })).status).toBe(200);
      offset += 2 * 60_000;
      expect((await page(order, { token })).status).toBe(404);
    } finally {
      offset = before;
    }
    // a token whose signature was changed opens nothing
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect((await page(order, { token: forged })).status).toBe(404);
  });

  it("another shopper's order can be neither seen, withdrawn nor given a bank account (IDOR)", async () => {
    const anna = await registerAndLogin(api);
    const piotr = await registerAndLogin(api);
    const annas = await deliveredOrder({ email: anna.email, token: anna.token });
    const guests = await deliveredOrder();
    const notFound = (await page(annas, { token: "x".repeat(32) })).body;
    expect(notFound.code).toBe(404);
    expect((await page(annas, { auth: piotr.token })).status).toBe(404);
    expect((await page(guests, { auth: piotr.token })).status).toBe(404);
    expect((await page(guests, { secret: annas.secret })).status).toBe(404);
    const attempt = await withdraw(annas, { whole: true }, piotr.token);
    expect(attempt.status).toBe(404);
    expect(attempt.body).toEqual(notFound);
    expect((await withdraw(guests, { whole: true, secret: annas.secret })).status).toBe(404);
    const preview = await call(api, "POST", `/api/ext/withdrawal/${annas.number}/preview`, {
      body: { whole: true },
      token: piotr.token,
    });
    expect(preview.status).toBe(404);
    // Anna's own withdrawal cannot be given an account through Piotr's session
    const own = await withdraw(annas, { whole: true }, anna.token);
    const bank = await call(
      api,
      "POST",
      `/api/ext/withdrawal/${annas.number}/${own.body.result.id}/bank-account`,
      {
        body: { account: "PL61 1090 1014 0000 0712 1981 2874" },
        token: piotr.token,
      },
    );
    expect(bank.status).toBe(404);
    expect((await page(annas, { auth: anna.token })).body.result.withdrawals).toHaveLength(1);
  });

  it("after the return period the function is closed and says why", async () => {
    const order = await deliveredOrder();
    offset += 31 * DAY;
    try {
      const view = await page(order);
      expect(view.body.result.window).toMatchObject({ open: false, reason: "period_over" });
      expect(view.body.result.window.message).toMatch(
        /^Termin na odstąpienie od umowy minął .* \(30 dni od dostarczenia/,
      );
      const refused = await withdraw(order, { secret: order.secret, whole: true });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Termin na odstąpienie od umowy minął");
    } finally {
      offset -= 31 * DAY;
    }
  });
});

describe("the back office's returns (issue 26)", () => {
  it("receives the parcel and refunds what the rules give back, never more; the shopper sees each step", async () => {
    const order = await deliveredOrder({ email: "zwrot.bo@example.pl" });
    const ack = await withdraw(order, { secret: order.secret, whole: true, email: "zwrot.bo@example.pl" });
    const id = ack.body.result.id;
    const due = grosze(ack.body.result.refund_amount);

    const list = await asStaff(api, warehouse, "GET", "/api/admin/returns?status=reported");
    expect(list.status).toBe(200);
    expect(list.body.result.items.map((r: Json) => r.id)).toContain(id);

    // not before the goods or proof of sending
    expect((await staffAct(service, `/api/admin/returns/${id}/refund`)).status).toBe(400);
    const itemId = ack.body.result.lines[0].item_id;
    const received = await staffAct(warehouse, `/api/admin/returns/${id}/receive`, {
      lines: [{ item_id: itemId, ok: true }],
    });
    expect(received.status).toBe(200);
    expect(received.body.result).toMatchObject({ status: "received", status_label: "Otrzymane" });
    expect(mailsOf(order.number).map((m) => m.kind)).toContain("return_received");

    // the warehouse may not refund; nobody refunds more than is due
    expect((await staffAct(warehouse, `/api/admin/returns/${id}/refund`)).status).toBe(403);
    const tooMuch = await staffAct(service, `/api/admin/returns/${id}/refund`, { amountGrosze: due + 1 });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain("Kwota zwrotu przekracza");

    const mailsBefore = mailsOf(order.number).length;
    const refunded = await staffAct(service, `/api/admin/returns/${id}/refund`);
    expect(refunded.status).toBe(200);
    // one event, one mail: the return's step, not also the order lifecycle's refund mail
    expect(
      mailsOf(order.number)
        .slice(mailsBefore)
        .map((m) => m.kind),
    ).toEqual(["return_refunded"]);
    expect(refunded.body.result).toMatchObject({
      status: "refunded",
      status_label: "Zwrot środków wykonany",
    });
    const shopper = (await page(order)).body.result.withdrawals[0];
    expect(shopper).toMatchObject({ status: "refunded", status_label: "Zwrot środków wykonany" });
    const orderView = await call(
      api,
      "GET",
      `/api/ext/order/${order.number}?secret=${encodeURIComponent(order.secret)}`,
    );
    expect(grosze(orderView.body.result.refunded_amount)).toBe(due);
    expect(mailsOf(order.number).map((m) => m.kind)).toContain("return_refunded");
    // a second refund is refused
    expect((await staffAct(service, `/api/admin/returns/${id}/refund`)).status).toBe(400);
    // each staff step is in the audit log, the refund with its amount (an independent pass found none)
    const audit = await asStaff(api, owner, "GET", `/api/admin/audit?entity=return&entityId=${id}`);
    expect(audit.body.result.items.map((e: Json) => e.action).reverse()).toEqual([
      "return.receive",
      "return.refund",
    ]);
    expect(audit.body.result.items[0]).toMatchObject({
      before: { status: "received" },
      after: { status: "refunded", refund_grosze: due },
    });
  });

  it("a transfer order's refund waits for the bank account the shopper gives after the acknowledgement", async () => {
    const order = await placeOrder({ payment: "banktransfer" });
    expect((await staffAct(service, `/api/admin/orders/${order.number}/confirm-payment`)).status).toBe(200);
    expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`)).status).toBe(200);
    const shipped = await staffAct(warehouse, `/api/admin/orders/${order.number}/ship`, {
      carrier: "inpost",
      trackingNumber: "620099887799",
    });
    expect(shipped.status).toBe(200);
    // a withdrawal before delivery is valid: the parcel is on its way, so it comes back
    const ack = await withdraw(order, { secret: order.secret, whole: true });
    expect(ack.status).toBe(200);
    expect(ack.body.result.needs_bank_account).toBe(true);
    const id = ack.body.result.id;
    expect((await staffAct(warehouse, `/api/admin/returns/${id}/sent`)).status).toBe(200);
    const waiting = await staffAct(service, `/api/admin/returns/${id}/refund`);
    expect(waiting.status).toBe(400);
    expect(JSON.stringify(waiting.body)).toContain("numeru konta");
    const bad = await call(api, "POST", `/api/ext/withdrawal/${order.number}/${id}/bank-account`, {
      body: { secret: order.secret, account: "PL00 1234" },
    });
    expect(bad.status).toBe(400);
    const given = await call(api, "POST", `/api/ext/withdrawal/${order.number}/${id}/bank-account`, {
      body: { secret: order.secret, account: "PL61 1090 1014 0000 0712 1981 2874" },
    });
    expect(given.status).toBe(200);
    expect(given.body.result).toMatchObject({ needs_bank_account: false, bank_account_given: true });
    // least privilege (s23): customer service, who refunds, reads the account; the warehouse does not
    const asService = await asStaff(api, service, "GET", `/api/admin/returns/${id}`);
    expect(asService.body.result.bank_account).toBe("PL61109010140000071219812874");
    const asWarehouse = await asStaff(api, warehouse, "GET", `/api/admin/returns/${id}`);
    expect(asWarehouse.status).toBe(200);
    expect(asWarehouse.body.result.bank_account).toBeNull();
    expect(JSON.stringify(asWarehouse.body)).not.toContain("10901014");
    const problem = await staffAct(warehouse, `/api/admin/returns/${id}/problem`, {
      note: "Brak metki przy sukience",
    });
    expect(problem.body.result.problem_note).toBe("Brak metki przy sukience");
    const refunded = await staffAct(service, `/api/admin/returns/${id}/refund`);
    expect(refunded.status).toBe(200);
    expect(refunded.body.result.status).toBe("refunded");
  });
});

describe("a withdrawal before the parcel leaves the shop (§1–2)", () => {
  const stockOf = async (sku: string): Promise<number> =>
    (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;
  const shopperView = async (order: Placed): Promise<Json> =>
    (await call(api, "GET", `/api/ext/order/${order.number}?secret=${encodeURIComponent(order.secret)}`)).body
      .result;
  const adminView = async (order: Placed): Promise<Json> =>
    (await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`)).body.result;
  const acks = (order: Placed): Json[] =>
    mailsOf(order.number).filter((m) => m.kind === "withdrawal_acknowledged");

  it("a paid online order not yet packed is cancelled: stock back, everything paid refunded, no return code", async () => {
    const before = await stockOf(picks.simple.sku);
    const order = await placeOrder({ payment: "blik", qty: 2, email: "przed.wysylka@example.pl" });
    const total = grosze(order.doc.grand_total);
    expect(total).toBeGreaterThan(0);
    expect(await stockOf(picks.simple.sku)).toBe(before - 2);

    const key = crypto.randomUUID();
    const ack = await withdraw(order, { secret: order.secret, whole: true, request_key: key });
    expect(ack.status).toBe(200);
    expect(ack.body.result).toMatchObject({
      repeated: false,
      before_dispatch: true,
      status_label: "Zamówienie anulowane przed wysyłką",
      return_code: null,
      needs_bank_account: false,
    });
    expect(ack.body.result.return.instructions).toEqual([]);
    expect(grosze(ack.body.result.refund_amount)).toBe(total);
    expect(ack.body.result.outcome).toMatch(/anulowaliśmy — niczego nie odsyłasz\. Zwróciliśmy/);
    expect(ack.body.result.refunded_at_label).not.toBeNull();

    expect(await stockOf(picks.simple.sku)).toBe(before);
    const admin = await adminView(order);
    expect(admin.lifecycle).toMatchObject({
      status: "cancelled",
      paid_grosze: total,
      refunded_grosze: total,
    });
    expect(admin.actions.map((a: Json) => a.type)).not.toContain("pack");
    // the cause first (s23): the withdrawal, then the cancellation it made, written at the same instant
    expect(admin.timeline.map((e: Json) => e.summary).join(" | ")).toMatch(
      /Odstąpienie od umowy przed wysyłką — całe zamówienie: .* × 2 \| Anulowane, zwrot [\d,]+ zł/,
    );
    expect(await shopperView(order)).toMatchObject({
      status: "cancelled",
      status_label: "Anulowane",
      return_state: { kind: "none", label: null },
      refunded_amount: total / 100,
    });
    // one mail: the acknowledgement says cancelled and refunded, with no return code or parcel
    const mail = acks(order);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Potwierdzenie odstąpienia od umowy – zamówienie ${order.number} anulowane`);
    expect(mail[0].text).not.toMatch(/ZWR-|Odeślij|paczkomat/);
    expect(mailsOf(order.number).map((m) => m.kind)).not.toContain("order_cancelled");

    // staff can neither pack it nor receive a parcel for it; the returns list does not show it
    const pack = await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`);
    expect(pack.status).toBe(400);
    const id = ack.body.result.id;
    for (const step of ["sent", "receive"]) {
      const res = await staffAct(
        warehouse,
        `/api/admin/returns/${id}/${step}`,
        step === "sent" ? {} : { lines: [] },
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("anulowano przed wysyłką");
    }
    expect(mailsOf(order.number).map((m) => m.kind)).not.toContain("return_received");
    const list = await asStaff(api, owner, "GET", "/api/admin/returns");
    expect(JSON.stringify(list.body.result)).not.toContain(order.number);

    // repeating the confirmation answers the first one, and mails nothing more
    const again = await withdraw(order, { secret: order.secret, whole: true, request_key: key });
    expect(again.body.result).toMatchObject({ id, repeated: true, before_dispatch: true });
    expect(acks(order)).toHaveLength(1);
  });

  it("a packed cash-on-delivery order is cancelled with nothing to pay and nothing to send back", async () => {
    const order = await placeOrder({ payment: "cashondelivery", qty: 1 });
    expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`)).status).toBe(200);
    const ack = await withdraw(order, { secret: order.secret, whole: true });
    expect(ack.status).toBe(200);
    expect(ack.body.result).toMatchObject({ before_dispatch: true, return_code: null, refund_amount: 0 });
    expect(ack.body.result.outcome).toMatch(/nic nie zapłacisz/);
    expect((await adminView(order)).lifecycle.status).toBe("cancelled");
    const ship = await staffAct(warehouse, `/api/admin/orders/${order.number}/ship`, {
      carrier: "inpost",
      trackingNumber: "620099880001",
    });
    expect(ship.status).toBe(400);
    expect(acks(order)[0].text).toMatch(/Nie pobraliśmy żadnej płatności i nic nie zapłacisz/);
  });

  it("an unpaid transfer order is cancelled at once, with no bank account asked", async () => {
    const order = await placeOrder({ payment: "banktransfer", qty: 1 });
    const ack = await withdraw(order, { secret: order.secret, whole: true });
    expect(ack.body.result).toMatchObject({
      before_dispatch: true,
      needs_bank_account: false,
      refund_amount: 0,
    });
    expect((await adminView(order)).lifecycle).toMatchObject({ status: "cancelled", paid_grosze: 0 });
  });

  it("a paid transfer order is cancelled once the shopper gives the account its money goes back to", async () => {
    const order = await placeOrder({ payment: "banktransfer", qty: 1 });
    expect((await staffAct(service, `/api/admin/orders/${order.number}/confirm-payment`)).status).toBe(200);
    const total = grosze(order.doc.grand_total);
    const ack = await withdraw(order, { secret: order.secret, whole: true });
    expect(ack.body.result).toMatchObject({
      before_dispatch: true,
      needs_bank_account: true,
      return_code: null,
    });
    expect(ack.body.result.outcome).toMatch(/podaj numer konta/);
    const id = ack.body.result.id;
    const given = await call(api, "POST", `/api/ext/withdrawal/${order.number}/${id}/bank-account`, {
      body: { secret: order.secret, account: "PL61 1090 1014 0000 0712 1981 2874" },
    });
    expect(given.status).toBe(200);
    expect(given.body.result).toMatchObject({ status: "refunded", needs_bank_account: false });
    expect((await adminView(order)).lifecycle).toMatchObject({
      status: "cancelled",
      refunded_grosze: total,
    });
  });

  it("a shipped order is unchanged: the parcel comes back with a return code", async () => {
    const order = await placeOrder({ payment: "blik", qty: 1 });
    expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`)).status).toBe(200);
    expect(
      (
        await staffAct(warehouse, `/api/admin/orders/${order.number}/ship`, {
          carrier: "inpost",
          trackingNumber: "620099880002",
        })
      ).status,
    ).toBe(200);
    const ack = await withdraw(order, { secret: order.secret, whole: true });
    expect(ack.body.result).toMatchObject({ before_dispatch: false, status: "reported" });
    expect(ack.body.result.return_code).toMatch(/^ZWR-/);
    expect((await adminView(order)).lifecycle.status).toBe("shipped");
  });

  it("a return still open on an order the staff cancelled cannot be received", async () => {
    const order = await placeOrder({ payment: "blik", qty: 1 });
    // a return recorded earlier (before this rule) for an order that never left
    const at = Date.now();
    const orderId = Number(
      (
        await txDb(api.app.context.database.db)
          .selectFrom("sales_order")
          .select("id")
          .where("increment_id", "=", order.number)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const inserted = await txDb(api.app.context.database.db)
      .insertInto("withdrawal" as never)
      .values({
        order_id: orderId,
        request_key: crypto.randomUUID(),
        created_at: at,
        name: "Anna Nowak",
        email: "anna@example.pl",
        reason: null,
        lines: "[]",
        goods_grosze: 0,
        delivery_grosze: 0,
        refund_grosze: 0,
        status: "reported",
        return_method: "inpost_locker",
        return_cost: "free",
        return_cost_grosze: 0,
        return_code: "ZWR-AAAA-BBBB",
        needs_bank_account: 0,
        updated_at: at,
      } as never)
      .returning("id" as never)
      .executeTakeFirstOrThrow();
    expect((await staffAct(owner, `/api/admin/orders/${order.number}/cancel`)).status).toBe(200);
    const received = await staffAct(warehouse, `/api/admin/returns/${(inserted as Json).id}/receive`, {
      lines: [],
    });
    expect(received.status).toBe(400);
    expect(JSON.stringify(received.body)).toContain("nie ma paczki do przyjęcia");
    expect(mailsOf(order.number).map((m) => m.kind)).not.toContain("return_received");
  });
});
