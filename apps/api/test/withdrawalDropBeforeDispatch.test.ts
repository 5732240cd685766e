import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// After-sales-and-law.md §1–2 over HTTP: some units withdrawn from an order not yet shipped leave it (stock
// back), their price alone is refunded through the payment (online: the gateway; cash on delivery or a
// transfer not yet paid: the amount due goes down), no return code; the rest ships as usual.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off", BLIK_CONFIRM_MS: "0" });
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  service = await staffMember(api, owner, "customer_service", "bok.czesc@outlet.local");
  warehouse = await staffMember(api, owner, "warehouse", "magazyn.czesc@outlet.local");
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
  readonly doc: Json;
}

async function placeOrder(payment: string, qty: number): Promise<Placed> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty }], { payment });
  if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret } = res.body.result;
  return { number: orderNumber, secret: order_secret, doc: await shopperView(orderNumber, order_secret) };
}

const shopperView = async (number: string, secret: string): Promise<Json> =>
  (await call(api, "GET", `/api/ext/order/${number}?secret=${encodeURIComponent(secret)}`)).body.result;
const adminView = async (order: Placed): Promise<Json> =>
  (await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`)).body.result;
const staffAct = (who: StaffSession, path: string, body: Json = {}) => asStaff(api, who, "POST", path, body);
const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;
const grosze = (zl: number): number => Math.round(zl * 100);
const plain = (g: number): string => `${(g / 100).toFixed(2).replace(".", ",")} zł`;

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
const one = (order: Placed) => ({ lines: [{ item_id: order.doc.items[0].item_id, qty: 1 }] });
const unitGrosze = (order: Placed): number =>
  grosze(order.doc.items[0].row_total_incl_tax) / order.doc.items[0].qty_ordered;

const acks = (number: string): Json[] =>
  readdirSync(join(api.dataDir, "outbox"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(api.dataDir, "outbox", file), "utf8")))
    .filter((entry) => entry.data?.order_number === number && entry.kind === "withdrawal_acknowledged");

describe("a partial withdrawal before dispatch (§1–2)", () => {
  it("a paid online order: the unit leaves the order, its price is refunded by the gateway, no return code, the rest ships", async () => {
    const order = await placeOrder("blik", 3);
    const before = await stockOf(picks.simple.sku);
    const total = grosze(order.doc.grand_total);
    const unit = unitGrosze(order);

    const preview = await call(api, "POST", `/api/ext/withdrawal/${order.number}/preview`, {
      body: { secret: order.secret, ...one(order) },
    });
    expect(preview.body.result).toMatchObject({ before_dispatch: true, delivery_amount: 0 });
    expect(grosze(preview.body.result.refund_amount)).toBe(unit);
    expect(preview.body.result.outcome).toMatch(
      /usuniemy z zamówienia, niczego nie odsyłasz\. Zwrócimy od razu/,
    );

    const ack = await withdraw(order, one(order));
    expect(ack.status).toBe(200);
    expect(ack.body.result).toMatchObject({
      before_dispatch: true,
      status_label: "Usunięte z zamówienia przed wysyłką",
      return_code: null,
      needs_bank_account: false,
      delivery_amount: 0,
    });
    expect(ack.body.result.return.instructions).toEqual([]);
    expect(grosze(ack.body.result.refund_amount)).toBe(unit);
    expect(ack.body.result.outcome).toMatch(/niczego nie odsyłasz\. Zwróciliśmy .* koszt dostawy zostaje/);
    expect(await stockOf(picks.simple.sku)).toBe(before + 1);

    const admin = await adminView(order);
    expect(admin.lifecycle).toMatchObject({ status: "paid", paid_grosze: total, refunded_grosze: unit });
    expect(admin.order.items[0]).toMatchObject({ qty_ordered: 3, qty_canceled: 1 });
    const timeline = admin.timeline.map((e: Json) => e.summary).join(" | ");
    expect(timeline).toMatch(
      /przed wysyłką — usunięte z zamówienia: .* × 1; zwrot [\d,]+ zł przez operatora/,
    );
    expect(timeline).toMatch(/Operator płatności przyjął zwrot/);
    // the cause first (s23): the withdrawal, then the lifecycle's refund it settles, at the same instant
    expect(timeline).toMatch(
      /Odstąpienie od umowy przed wysyłką — usunięte z zamówienia: [^|]*\| Zwrot [\d,]+ zł \(odstąpienie od umowy\)/,
    );
    // the money moved through the lifecycle's refund, given by the shop itself to settle the withdrawal
    const refunds = admin.timeline.filter((e: Json) => e.type === "refund" && e.data?.command === "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      actor: { kind: "system" },
      from_status: "paid",
      to_status: "paid",
      summary: `Zwrot ${plain(unit)} (odstąpienie od umowy)`,
      data: { refund: { amount_grosze: unit, via: "gateway", account: null } },
    });

    const mail = acks(order.number);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toMatch(/części zamówienia/);
    expect(mail[0].text).toMatch(/Pozostałe produkty wyślemy jak zwykle/);
    expect(mail[0].text).not.toMatch(/ZWR-|Odeślij|paczkomat/);

    // the rest is packed and shipped as usual; a withdrawal after shipping sends the 2 units back
    expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/pack`)).status).toBe(200);
    const shipped = await staffAct(warehouse, `/api/admin/orders/${order.number}/ship`, {
      carrier: "inpost",
      trackingNumber: "620099881111",
    });
    expect(shipped.status).toBe(200);
    const page = await call(api, "GET", `/api/ext/withdrawal/${order.number}?secret=${order.secret}`);
    expect(page.body.result.lines[0]).toMatchObject({ qty: 3, withdrawn_qty: 1, remaining_qty: 2 });
    const after = await withdraw(order, { whole: true });
    expect(after.body.result).toMatchObject({ before_dispatch: false, status: "reported" });
    expect(after.body.result.lines[0].qty).toBe(2);
    expect(after.body.result.return_code).toMatch(/^ZWR-/);
  });

  it("cash on delivery: the amount to collect goes down by the unit's price, delivery stays", async () => {
    const order = await placeOrder("cashondelivery", 3);
    const total = grosze(order.doc.grand_total);
    const unit = unitGrosze(order);
    const ack = await withdraw(order, one(order));
    expect(ack.body.result).toMatchObject({ before_dispatch: true, return_code: null, refund_amount: 0 });
    expect(ack.body.result.outcome).toMatch(/zmniejszyła się o/);
    const mail = acks(order.number)[0];
    expect(mail.text).toContain(`Przy odbiorze zapłacisz o`);
    expect((await adminView(order)).lifecycle).toMatchObject({
      status: "placed",
      total_grosze: total - unit,
    });
    expect(grosze((await shopperView(order.number, order.secret)).grand_total)).toBe(total - unit);
    // nothing is coming back: no return state; the totals say what the amount due went down by
    const admin = await adminView(order);
    expect(admin.after_sales.return.kind).toBe("none");
    expect(
      admin.order.total_segments.find((s: Json) => s.code === "withdrawn_before_dispatch"),
    ).toMatchObject({
      title: "Odstąpiono przed wysyłką",
      value: -unit / 100,
    });

    for (const [step, body] of [
      ["pack", {}],
      ["ship", { carrier: "inpost", trackingNumber: "620099882222" }],
      ["deliver", {}],
    ] as const) {
      expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/${step}`, body)).status).toBe(200);
    }
    expect((await adminView(order)).lifecycle).toMatchObject({ paid_grosze: total - unit });
  });

  it("a transfer not yet paid: the amount due goes down, no bank account asked", async () => {
    const order = await placeOrder("banktransfer", 2);
    const total = grosze(order.doc.grand_total);
    const unit = unitGrosze(order);
    const ack = await withdraw(order, one(order));
    expect(ack.body.result).toMatchObject({
      before_dispatch: true,
      needs_bank_account: false,
      refund_amount: 0,
    });
    expect(acks(order.number)[0].text).toMatch(/Do zapłaty zostaje [\d,]+ zł \(o [\d,]+ zł mniej\)/);
    const view = await shopperView(order.number, order.secret);
    expect(grosze(view.grand_total)).toBe(total - unit);
    // the transfer details the order page shows ask for the new amount
    expect(grosze(view.bank_transfer.amount)).toBe(total - unit);
  });

  it("a paid transfer: the unit's price goes back once the account is given; the rest withdrawn later cancels the order", async () => {
    const order = await placeOrder("banktransfer", 2);
    expect((await staffAct(service, `/api/admin/orders/${order.number}/confirm-payment`)).status).toBe(200);
    const total = grosze(order.doc.grand_total);
    const unit = unitGrosze(order);
    const ack = await withdraw(order, one(order));
    expect(ack.body.result).toMatchObject({
      before_dispatch: true,
      needs_bank_account: true,
      return_code: null,
    });
    const given = await call(
      api,
      "POST",
      `/api/ext/withdrawal/${order.number}/${ack.body.result.id}/bank-account`,
      { body: { secret: order.secret, account: "PL61 1090 1014 0000 0712 1981 2874" } },
    );
    expect(given.status).toBe(200);
    expect(given.body.result).toMatchObject({ status: "refunded", needs_bank_account: false });
    const admin = await adminView(order);
    expect(admin.lifecycle).toMatchObject({ status: "paid", refunded_grosze: unit });
    const refunds = admin.timeline.filter((e: Json) => e.type === "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      actor: { kind: "system" },
      summary: `Zwrot ${plain(unit)} (odstąpienie od umowy) na konto PL61109010140000071219812874`,
      data: { refund: { amount_grosze: unit, via: "transfer" } },
    });
    // the same account given again refunds nothing more
    const again = await call(
      api,
      "POST",
      `/api/ext/withdrawal/${order.number}/${ack.body.result.id}/bank-account`,
      { body: { secret: order.secret, account: "PL61 1090 1014 0000 0712 1981 2874" } },
    );
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain("Ten zwrot nie potrzebuje numeru konta.");
    expect((await adminView(order)).lifecycle.refunded_grosze).toBe(unit);

    const rest = await withdraw(order, { whole: true });
    expect(rest.body.result).toMatchObject({
      before_dispatch: true,
      status_label: "Zamówienie anulowane przed wysyłką",
    });
    // the last unit with the delivery: everything paid and not yet refunded
    expect(grosze(rest.body.result.refund_amount)).toBe(total - unit);
  });
});

describe("a whole withdrawal before dispatch says the amounts plainly (§2)", () => {
  it("cash on delivery: nothing paid, nothing owed — goods, delivery and the cash-on-delivery fee named", async () => {
    const order = await placeOrder("cashondelivery", 2);
    const unit = unitGrosze(order);
    const fee = grosze(order.doc.total_segments.find((s: Json) => s.code === "payment").value);
    expect(fee).toBe(500);
    // one unit dropped first: the rest withdrawn later cancels the order, naming what is left of it
    expect((await withdraw(order, one(order))).status).toBe(200);
    const preview = await call(api, "POST", `/api/ext/withdrawal/${order.number}/preview`, {
      body: { secret: order.secret, whole: true },
    });
    const sentence = `Nie pobraliśmy żadnej płatności i nic nie zapłacisz — ani za produkty (${plain(unit)}), ani za dostawę (5,00 zł), ani opłaty za pobranie (5,00 zł), bo paczki nie wyślemy.`;
    expect(preview.body.result.outcome).toContain(sentence);
    const ack = await withdraw(order, { whole: true });
    expect(ack.body.result).toMatchObject({
      status_label: "Zamówienie anulowane przed wysyłką",
      refund_amount: 0,
    });
    expect(ack.body.result.outcome).toContain(sentence);
    expect(acks(order.number).at(-1)?.text).toContain(sentence);
  });

  it("a paid online order: everything paid comes back, the goods and the delivery named", async () => {
    const order = await placeOrder("blik", 1);
    const total = grosze(order.doc.grand_total);
    const ack = await withdraw(order, { whole: true });
    expect(ack.body.result.outcome).toContain(
      `Zwróciliśmy ${plain(total)}, czyli całą zapłaconą kwotę (produkty ${plain(total - 500)}, dostawa 5,00 zł), tą samą metodą płatności`,
    );
    expect(acks(order.number)[0].text).toContain("czyli całą zapłaconą kwotę");
  });
});

describe("the VAT follows the total after a withdrawal before dispatch (tester s22 item 2)", () => {
  const vat = (json: Json) => json.total_segments.find((s: Json) => s.code === "tax").value;
  for (const method of ["banktransfer", "cashondelivery"] as const) {
    it(`${method}: „w tym VAT” is 23/123 of the new total, on the shopper's page and in the back office`, async () => {
      const order = await placeOrder(method, 2);
      const total = grosze(order.doc.grand_total);
      const unit = unitGrosze(order);
      await withdraw(order, one(order));
      const expected = Math.round(((total - unit) * 23) / 123) / 100;
      const view = await shopperView(order.number, order.secret);
      expect(grosze(view.grand_total)).toBe(total - unit);
      expect(view.tax_amount).toBe(expected);
      expect(vat(view)).toBe(expected);
      const admin = await adminView(order);
      expect(admin.order.tax_amount).toBe(expected);
      expect(vat(admin.order)).toBe(expected);
    });
  }
});

describe("units dropped before dispatch, read after the rest was delivered (tester s22 item 4)", () => {
  it("no longer says the rest ships as usual", async () => {
    const order = await placeOrder("cashondelivery", 3);
    await withdraw(order, one(order));
    const page = async () =>
      (
        await call(
          api,
          "GET",
          `/api/ext/withdrawal/${order.number}?secret=${encodeURIComponent(order.secret)}`,
        )
      ).body.result;
    expect((await page()).withdrawals[0].outcome).toContain("Pozostałe produkty wyślemy jak zwykle");
    for (const [step, body] of [
      ["pack", {}],
      ["ship", { carrier: "inpost", trackingNumber: "620099882223" }],
      ["deliver", {}],
    ] as const) {
      expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/${step}`, body)).status).toBe(200);
    }
    const outcome = (await page()).withdrawals[0].outcome;
    expect(outcome).toMatch(
      /^Te produkty usunęliśmy z zamówienia przed wysyłką — niczego nie odsyłasz\. Kwota/,
    );
    expect(outcome).not.toContain("wyślemy jak zwykle");
    expect(outcome).not.toContain("nadal do Ciebie jedzie");
  });
});

describe("the withdrawal page's return terms before dispatch (tester s23 item 3)", () => {
  it("says 'after shipping' once: the four return lines come apart, without a prefix, and go once it ships", async () => {
    const order = await placeOrder("cashondelivery", 1);
    const terms = async () =>
      (
        await call(
          api,
          "GET",
          `/api/ext/withdrawal/${order.number}?secret=${encodeURIComponent(order.secret)}`,
        )
      ).body.result.return;
    const before = await terms();
    expect(before.instructions).toEqual([
      "Zamówienie nie zostało jeszcze wysłane: jeśli odstąpisz od całego zamówienia, anulujemy je; jeśli od części — usuniemy te produkty z zamówienia. W obu przypadkach niczego nie odsyłasz.",
    ]);
    expect(before.after_shipping).toHaveLength(4);
    expect(before.after_shipping[0]).toMatch(/^Zwrot przez paczkomat InPost/);
    expect(before.after_shipping).toContain("Koszt odesłania pokrywa sklep.");
    expect(before.after_shipping.join(" ")).not.toContain("Po wysyłce");
    for (const [step, body] of [
      ["pack", {}],
      ["ship", { carrier: "inpost", trackingNumber: "620099882224" }],
    ] as const) {
      expect((await staffAct(warehouse, `/api/admin/orders/${order.number}/${step}`, body)).status).toBe(200);
    }
    const shipped = await terms();
    expect(shipped.instructions).toEqual(before.after_shipping);
    expect(shipped).not.toHaveProperty("after_shipping");
  });
});
