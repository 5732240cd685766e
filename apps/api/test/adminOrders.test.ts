import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatLongDate, formatLongDateTime, formatPrice } from "@outlet/formatting";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { call, orderBody, orderKey, type Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 25, the back office's orders over HTTP: the list, the order page, every lifecycle action with its
// refusals, roles, audit entries, mails, stock and refunds, and the shopper's order view after each step.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  // the stand-in bank confirms a BLIK code at once: the first look at the order finds it paid (issue 31)
  ({ api, picks, owner, service, warehouse } = await staffShop({ BLIK_CONFIRM_MS: "0" }));
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
  readonly total: number;
}

async function placeOrder(
  extra: {
    email?: string;
    payment?: string;
    firstname?: string;
    pickup?: boolean;
    qty?: number;
    /** Whether the shopper looks at a BLIK order once (which settles its payment). @default true */
    shopperLooks?: boolean;
  } = {},
): Promise<Placed> {
  const { pickup, firstname, qty = 1, shopperLooks = true, ...rest } = extra;
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty }], rest);
  if (firstname) body.addressInformation.billingAddress.firstname = firstname;
  if (rest.payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
  if (pickup) {
    body.addressInformation.shipping_carrier_code = "pickup";
    body.addressInformation.shipping_method_code = "store";
  }
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret, grand_total } = res.body.result;
  const placed = { number: orderNumber, secret: order_secret, total: Math.round(grand_total * 100) };
  // a BLIK order waits for the bank app (issue 31); the shopper's next look at it settles the payment
  if (rest.payment === "blik" && shopperLooks) expect((await shopperView(placed)).status).toBe("paid");
  return placed;
}

const shopperView = async (order: Placed): Promise<Json> => {
  const res = await call(
    api,
    "GET",
    `/api/ext/order/${order.number}?secret=${encodeURIComponent(order.secret)}`,
  );
  expect(res.status).toBe(200);
  return res.body.result;
};

const act = (who: StaffSession, order: Placed, action: string, body: Json = {}) =>
  asStaff(api, who, "POST", `/api/admin/orders/${order.number}/${action}`, body);

const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;

const mailsOf = (number: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    .filter((entry) => entry.data?.order_number === number);
};

/**
 * The mail's Warsaw time of an action done between `before` and now (the minute may turn meanwhile), in the
 * one long form a shopper reads ("30 listopada 2026, 14:05", s22), never the back office's "30.11.2026, 14:05".
 */
const warsawTimeSince = (before: number): RegExp =>
  new RegExp(`(${formatLongDateTime(before)}|${formatLongDateTime(Date.now())})`);

const warsawToday = (): string =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());

/** The Warsaw calendar date `days` after today (`YYYY-MM-DD`). */
const warsawDaysLater = (days: number): string => {
  const date = new Date(`${warsawToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("the methods' names (s21)", () => {
  it("are the shop's own method titles, one name per delivery, for every staff role", async () => {
    const res = await asStaff(api, warehouse, "GET", "/api/admin/methods");
    expect(res.status).toBe(200);
    expect(res.body.result.payment).toEqual(
      expect.arrayContaining([
        { id: "banktransfer", name: "Przelew bankowy" },
        { id: "cashondelivery", name: "Płatność przy odbiorze" },
        { id: "blik", name: "BLIK" },
        { id: "online", name: "Płatność online (karta, szybki przelew)" },
      ]),
    );
    expect(res.body.result.delivery).toEqual(
      expect.arrayContaining([
        { id: "flatrate", name: "Dostawa kurierem" },
        { id: "pickup", name: "Odbiór w sklepie w Gdańsku" },
      ]),
    );
  });
});

describe("the order list (issue 25)", () => {
  it("finds an order by its number, e-mail and name, and filters by status, payment and delivery", async () => {
    const order = await placeOrder({ email: "szukana@example.pl", firstname: "Bożena" });
    const list = (query: string) => asStaff(api, warehouse, "GET", `/api/admin/orders?${query}`);
    const byNumber = await list(`q=${Number(order.number)}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.result.items).toHaveLength(1);
    expect(byNumber.body.result.items[0]).toMatchObject({
      increment_id: order.number,
      status: "placed",
      status_label: "Przyjęte",
      email: "szukana@example.pl",
      customer_name: "Bożena Nowak",
      payment_method: "banktransfer",
      shipping_carrier: "flatrate",
      grand_total: order.total / 100,
    });
    expect((await list("q=SZUKANA@example.pl")).body.result.items.map((o: Json) => o.increment_id)).toEqual([
      order.number,
    ]);
    // a prefix of the first or the last name, either way round
    for (const name of ["bożena", "Bożena No", "nowa", "nowak boż"]) {
      const found = (await list(`q=${encodeURIComponent(name)}`)).body.result.items;
      expect(found.map((o: Json) => o.increment_id)).toContain(order.number);
    }
    expect((await list("q=owak")).body.result.items.map((o: Json) => o.increment_id)).not.toContain(
      order.number,
    );
    const filtered = await list(
      `status=placed&payment=banktransfer&delivery=flatrate&from=${warsawToday()}&to=${warsawToday()}`,
    );
    expect(filtered.body.result.items.map((o: Json) => o.increment_id)).toContain(order.number);
    expect((await list("status=shipped&q=szukana@example.pl")).body.result.total_count).toBe(0);
    expect((await list("delivery=pickup&q=szukana@example.pl")).body.result.total_count).toBe(0);
  });

  it("sorts and pages", async () => {
    const placed: string[] = [];
    for (let i = 0; i < 4; i++) placed.push((await placeOrder()).number);
    const page = (n: number) =>
      asStaff(api, owner, "GET", `/api/admin/orders?sort=increment_id&dir=desc&pageSize=2&page=${n}`);
    const first = (await page(1)).body.result;
    const second = (await page(2)).body.result;
    expect(first.items.map((o: Json) => o.increment_id)).toEqual([placed[3], placed[2]]);
    expect(second.items.map((o: Json) => o.increment_id)).toEqual([placed[1], placed[0]]);
    expect(first).toMatchObject({ page: 1, page_size: 2 });
    expect(first.total_count).toBeGreaterThanOrEqual(4);
  });

  it("answers 400 for an unknown status or a date that does not exist", async () => {
    expect((await asStaff(api, owner, "GET", "/api/admin/orders?status=processing")).status).toBe(400);
    expect((await asStaff(api, owner, "GET", "/api/admin/orders?from=2026-02-30")).status).toBe(400);
  });
});

describe("a transfer order from placed to delivered (issue 25)", () => {
  it("is confirmed, packed, shipped with a tracking link and delivered; the shopper sees every step", async () => {
    const order = await placeOrder({ email: "anna.kowalska@example.pl" });
    expect(await shopperView(order)).toMatchObject({
      status: "placed",
      status_label: "Przyjęte",
      bank_transfer: { title: `Zamówienie ${order.number}` },
    });

    // the order page lists what the warehouse may do now: nothing for an unpaid transfer
    const page = await asStaff(api, warehouse, "GET", `/api/admin/orders/${order.number}`);
    expect(page.status).toBe(200);
    expect(page.body.result.actions).toEqual([]);
    expect(page.body.result.order.billing_address).toMatchObject({ firstname: "Anna", lastname: "Nowak" });
    expect(page.body.result.order.items[0]).toMatchObject({ sku: picks.simple.sku, qty_ordered: 1 });

    const beforeConfirm = Date.now();
    const confirmed = await act(service, order, "confirm-payment");
    expect(confirmed.status).toBe(200);
    // the shopper hears of the booked transfer at once, in Polish with the Warsaw time
    const paidMail = mailsOf(order.number).find((m) => m.kind === "order_paid");
    expect(paidMail).toMatchObject({
      to: "anna.kowalska@example.pl",
      subject: `Płatność za zamówienie ${order.number} zaksięgowana`,
    });
    expect(paidMail.text).toMatch(
      new RegExp(
        `^Twój przelew ${formatPrice(order.total / 100)} za zamówienie ${order.number} zaksięgowaliśmy ${warsawTimeSince(beforeConfirm).source}\\.\nTeraz kompletujemy i pakujemy Twoje zamówienie\\.`,
      ),
    );
    // the long form a shopper reads (s22), not the back office's compact "30.11.2026, 14:05"
    expect(paidMail.text).toMatch(/\d{1,2} [a-ząćęłńóśźż]+ \d{4}, \d{2}:\d{2}/);
    expect(paidMail.text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(confirmed.body.result.lifecycle).toMatchObject({ status: "paid", paid_grosze: order.total });
    expect(await shopperView(order)).toMatchObject({ status: "paid", status_label: "Opłacone" });
    // the transfer details are asked for no more once the shop has the money
    expect((await shopperView(order)).bank_transfer).toBeNull();

    const beforePack = Date.now();
    expect((await act(warehouse, order, "pack")).status).toBe(200);
    expect((await shopperView(order)).status_label).toBe("Spakowane");
    const packedMail = mailsOf(order.number).find((m) => m.kind === "order_packed");
    expect(packedMail.subject).toBe(`Zamówienie ${order.number} spakowane`);
    expect(packedMail.text).toMatch(
      new RegExp(`Twoje zamówienie ${order.number} spakowaliśmy ${warsawTimeSince(beforePack).source}\\.`),
    );
    expect(packedMail.text).toContain(
      "Przygotowujemy wysyłkę; numer przesyłki wyślemy w kolejnej wiadomości.",
    );
    expect(packedMail.html).toContain(
      "<p>Przygotowujemy wysyłkę; numer przesyłki wyślemy w kolejnej wiadomości.</p>",
    );

    const shipped = await act(warehouse, order, "ship", {
      carrier: "inpost",
      trackingNumber: "620012345678",
    });
    expect(shipped.status).toBe(200);
    const link = "https://inpost.pl/sledzenie-przesylek?number=620012345678";
    expect(shipped.body.result.lifecycle.shipment).toMatchObject({
      carrier_name: "InPost",
      tracking_url: link,
    });
    const view = await shopperView(order);
    expect(view).toMatchObject({
      status: "shipped",
      status_label: "Wysłane",
      shipment: { carrier_title: "InPost", tracking_number: "620012345678", tracking_url: link },
    });
    const mail = mailsOf(order.number).find((m) => m.kind === "order_shipped");
    expect(mail).toMatchObject({ to: "anna.kowalska@example.pl" });
    expect(mail.subject).toBe(`Zamówienie ${order.number} zostało wysłane`);
    expect(mail.text).toContain(`Śledź przesyłkę: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);

    const delivered = await act(warehouse, order, "deliver", {});
    expect(delivered.body.result.lifecycle).toMatchObject({
      status: "delivered",
      delivered_on: warsawToday(),
    });
    const final = await shopperView(order);
    expect(final).toMatchObject({
      status: "delivered",
      status_label: "Dostarczone",
      delivered_on: warsawToday(),
    });
    // the shopper's timeline: every step, with Warsaw times, and no staff names
    expect(final.timeline.filter((e: Json) => e.to_status).map((e: Json) => e.to_status)).toEqual([
      "placed",
      "paid",
      "packed",
      "shipped",
      "delivered",
    ]);
    expect(final.timeline.every((e: Json) => e.actor.email === null)).toBe(true);
    expect(final.timeline[0].at_warsaw).toMatch(/^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(final.timeline.map((e: Json) => e.summary)).toEqual(
      expect.arrayContaining([
        `Wysłano e-mail: Płatność za zamówienie ${order.number} zaksięgowana`,
        `Wysłano e-mail: Zamówienie ${order.number} spakowane`,
        `Wysłano e-mail: Zamówienie ${order.number} zostało wysłane`,
        `Dostarczone ${formatLongDate(warsawToday())}`,
      ]),
    );
    const deliveredMail = mailsOf(order.number).find((m) => m.kind === "order_delivered");
    expect(deliveredMail.text).toContain(
      `Twoje zamówienie ${order.number} zostało dostarczone ${formatLongDate(warsawToday())}.`,
    );
    // the last day to withdraw (30 days, the delivery day not counted) and where the return starts
    expect(deliveredMail.text).toContain(
      `Na odstąpienie od umowy bez podania przyczyny masz 30 dni: do ${formatLongDate(warsawDaysLater(30))} r. włącznie.`,
    );
    expect(deliveredMail.text).toContain(
      `Zwrot zgłosisz na stronie zamówienia: ${api.app.context.config.storefrontUrl}/zamowienie/${order.number}/${order.secret}`,
    );
    expect(mailsOf(order.number).map((m) => m.kind)).toEqual([
      "order_confirmation",
      "order_paid",
      "order_packed",
      "order_shipped",
      "order_delivered",
    ]);

    // the back office's timeline names who did each step; the audit log has one entry per action
    const staffPage = await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`);
    const steps = staffPage.body.result.timeline.filter(
      (e: Json) => e.type !== "mail" && e.type !== "placed",
    );
    expect(steps.map((e: Json) => [e.to_status, e.actor.email])).toEqual([
      ["paid", "bok@outlet.local"],
      ["packed", "magazyn@outlet.local"],
      ["shipped", "magazyn@outlet.local"],
      ["delivered", "magazyn@outlet.local"],
    ]);
    const audit = await asStaff(api, owner, "GET", `/api/admin/audit?entity=order&entityId=${order.number}`);
    expect(audit.body.result.items.map((e: Json) => e.action).reverse()).toEqual([
      "order.confirm_payment",
      "order.pack",
      "order.ship",
      "order.deliver",
    ]);
    expect(audit.body.result.items[0]).toMatchObject({
      before: { status: "shipped" },
      after: { status: "delivered", deliveredOn: warsawToday() },
    });
  });

  it("refuses what the lifecycle forbids with a Polish message, and changes nothing", async () => {
    const order = await placeOrder();
    const ship = await act(owner, order, "ship", { carrier: "inpost", trackingNumber: "620012345678" });
    expect(ship.status).toBe(400);
    expect(ship.body.result.message).toBe("Tego nie można zrobić z zamówieniem o statusie „Przyjęte”.");
    expect((await act(owner, order, "confirm-payment")).status).toBe(200);
    expect((await act(owner, order, "pack")).status).toBe(200);
    const noNumber = await act(owner, order, "ship", { carrier: "inpost", trackingNumber: " " });
    expect(noNumber.body.result.message).toBe("Do wysyłki potrzebny jest numer przesyłki.");
    const noCarrier = await act(owner, order, "ship", {
      carrier: "poczta-golebia",
      trackingNumber: "620012345678",
    });
    expect(noCarrier.body.result.message).toBe("Wybierz przewoźnika.");
    expect(
      (await act(owner, order, "ship", { carrier: "dpd", trackingNumber: "0000111122223" })).status,
    ).toBe(200);
    const future = await act(owner, order, "deliver", { date: "2099-01-01" });
    expect(future.status).toBe(400);
    expect(future.body.result.message).toBe("Data dostarczenia nie może być w przyszłości.");
    const early = await act(owner, order, "deliver", { date: "2020-01-01" });
    expect(early.body.result.message).toBe("Data dostarczenia nie może być wcześniejsza niż data wysyłki.");
    expect((await shopperView(order)).status).toBe("shipped");
    const cancel = await act(owner, order, "cancel", { refundAccount: "PL61109010140000071219812874" });
    expect(cancel.body.result.message).toBe("Tego nie można zrobić z zamówieniem o statusie „Wysłane”.");
  });

  it("answers 404 for an unknown order and 400 for an unknown key in the body", async () => {
    expect((await asStaff(api, owner, "GET", "/api/admin/orders/999999999")).status).toBe(404);
    const order = await placeOrder();
    expect((await act(owner, order, "pack", { extra: 1 })).status).toBe(400);
  });
});

describe("an online payment seen by staff (s19 item 7, notified since s20)", () => {
  it("shows a BLIK order paid on its page once the bank confirmed it, though the shopper never came back", async () => {
    const order = await placeOrder({ payment: "blik", shopperLooks: false });
    // the bank app confirms at once (BLIK_CONFIRM_MS 0) and the gateway notifies the shop (s20)
    const read = () => asStaff(api, warehouse, "GET", `/api/admin/orders/${order.number}`);
    await expect
      .poll(async () => (await read()).body.result.lifecycle.status, { timeout: 5000 })
      .toBe("paid");
    const page = await read();
    expect(page.status).toBe(200);
    expect(page.body.result.lifecycle).toMatchObject({ status: "paid", paid_grosze: order.total });
    expect(page.body.result.actions.map((a: { type: string }) => a.type)).toContain("pack");
  });

  it("lists a BLIK order among the paid ones once the bank confirmed it", async () => {
    const order = await placeOrder({ payment: "blik", shopperLooks: false });
    const read = () => asStaff(api, owner, "GET", `/api/admin/orders?q=${order.number}`);
    await expect
      .poll(async () => (await read()).body.result.items[0]?.status, { timeout: 5000 })
      .toBe("paid");
    const list = await read();
    expect(list.body.result.items).toEqual([
      expect.objectContaining({ increment_id: order.number, status: "paid", status_label: "Opłacone" }),
    ]);
  });
});

describe("roles over the actions (issue 25)", () => {
  it("the warehouse can neither confirm a payment, cancel nor refund", async () => {
    const order = await placeOrder({ payment: "blik" });
    for (const action of ["confirm-payment", "cancel", "refund"]) {
      const res = await act(warehouse, order, action, action === "refund" ? { amountGrosze: 100 } : {});
      expect(res.status).toBe(403);
      expect(res.body.result.reason).toBe("staff_forbidden");
    }
    expect((await shopperView(order)).refunded_amount).toBe(0);
  });
});

describe("cancel and refund (issue 25)", () => {
  it("a cancelled paid online order gives its stock back and is refunded through the gateway", async () => {
    const before = await stockOf(picks.simple.sku);
    const order = await placeOrder({ payment: "blik", qty: 2, email: "zwrot@example.pl" });
    expect(await stockOf(picks.simple.sku)).toBe(before - 2);
    expect((await shopperView(order)).status).toBe("paid");

    const cancelled = await act(service, order, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result.lifecycle).toMatchObject({
      status: "cancelled",
      paid_grosze: order.total,
      refunded_grosze: order.total,
    });
    expect(await stockOf(picks.simple.sku)).toBe(before);
    const refunds = await txDb(api.app.context.database.db)
      .selectFrom("standin_refund")
      .select(["order_number", "amount_grosze"])
      .where("order_number", "=", order.number)
      .execute();
    expect(refunds).toEqual([{ order_number: order.number, amount_grosze: order.total }]);
    const view = await shopperView(order);
    expect(view).toMatchObject({
      status: "cancelled",
      status_label: "Anulowane",
      refunded_amount: order.total / 100,
    });
    // the BLIK payment the gateway reported was mailed too (issue 32), then the cancellation
    expect(mailsOf(order.number).map((m) => m.kind)).toEqual([
      "order_confirmation",
      "order_paid",
      "order_cancelled",
    ]);
    const again = await act(owner, order, "refund", { amountGrosze: 1 });
    expect(again.body.result.message).toBe("Za to zamówienie nie ma już czego zwracać.");
  });

  it("a refund over what is left of the payment is refused; parts add up to the total", async () => {
    const order = await placeOrder({ payment: "blik" });
    const over = await act(owner, order, "refund", { amountGrosze: order.total + 1 });
    expect(over.status).toBe(400);
    expect(over.body.result.message).toBe(
      "Kwota zwrotu przekracza to, co zapłacono, po odjęciu wcześniejszych zwrotów.",
    );
    expect(
      (await act(owner, order, "refund", { amountGrosze: 1000 })).body.result.lifecycle.refunded_grosze,
    ).toBe(1000);
    expect((await act(owner, order, "refund", { amountGrosze: order.total - 999 })).status).toBe(400);
    const rest = await act(owner, order, "refund", { amountGrosze: order.total - 1000 });
    expect(rest.body.result.lifecycle).toMatchObject({ status: "paid", refunded_grosze: order.total });
    expect(mailsOf(order.number).filter((m) => m.kind === "order_refunded")).toHaveLength(2);
  });

  it("a transfer refund is recorded with the account it goes to (not shown to the shopper)", async () => {
    const order = await placeOrder();
    await act(owner, order, "confirm-payment");
    const noAccount = await act(owner, order, "refund", { amountGrosze: 500 });
    expect(noAccount.body.result.message).toBe("Podaj numer konta, na który ma wrócić przelew.");
    const account = "PL61 1090 1014 0000 0712 1981 2874";
    expect((await act(owner, order, "refund", { amountGrosze: 500, account })).status).toBe(200);
    const page = await asStaff(api, owner, "GET", `/api/admin/orders/${order.number}`);
    const refund = page.body.result.timeline.find((e: Json) => e.type === "refund");
    expect(refund).toMatchObject({ summary: `Zwrot 5,00 zł na konto ${account}` });
    expect(refund.data.refund).toEqual({ amount_grosze: 500, via: "transfer", account });
    const shopper = (await shopperView(order)).timeline.find((e: Json) => e.type === "refund");
    expect(shopper).toMatchObject({ summary: "Zwrot 5,00 zł", data: null });
  });
});

describe("store pickup (issue 25)", () => {
  it("cash on delivery: packed → ready for pickup (mail) → collected, paid at the till without a fee", async () => {
    const order = await placeOrder({ payment: "cashondelivery", pickup: true, email: "odbior@example.pl" });
    const placed = await shopperView(order);
    expect(placed.total_segments.map((s: Json) => s.code)).not.toContain("payment");
    expect((await act(warehouse, order, "pack")).status).toBe(200);
    const ship = await act(warehouse, order, "ship", { carrier: "inpost", trackingNumber: "620012345678" });
    expect(ship.body.result.message).toBe("Zamówienia z odbiorem w sklepie nie wysyła się kurierem.");
    const packed = mailsOf(order.number).find((m) => m.kind === "order_packed");
    expect(packed.text).toContain(
      "Przygotowujemy je do odbioru w sklepie: Salon Outlet Gdańsk, ul. Długa 5, Gdańsk. Napiszemy, gdy będzie gotowe.",
    );
    expect((await act(warehouse, order, "ready-for-pickup")).status).toBe(200);
    const mail = mailsOf(order.number).find((m) => m.kind === "order_ready_for_pickup");
    expect(mail.subject).toBe(`Zamówienie ${order.number} gotowe do odbioru`);
    // where, when it is open, what to pay at the till (cash on delivery: the whole total) and how long it waits
    expect(mail.text.split("\n").slice(0, 5)).toEqual([
      `Twoje zamówienie ${order.number} czeka na odbiór w sklepie: Salon Outlet Gdańsk, ul. Długa 5, 80-827 Gdańsk.`,
      "Godziny otwarcia: pon.–pt. 10:00–20:00, sob. 10:00–18:00.",
      `Do zapłaty w kasie sklepu: ${formatPrice(order.total / 100)} (bez dodatkowej opłaty za płatność przy odbiorze).`,
      `Zamówienie poczeka na Ciebie 7 dni, do ${formatLongDate(warsawDaysLater(7))} r. włącznie.`,
      "Przy odbiorze podaj numer zamówienia.",
    ]);
    expect((await shopperView(order)).status_label).toBe("Gotowe do odbioru");
    const collected = await act(warehouse, order, "collect", {});
    expect(collected.body.result.lifecycle).toMatchObject({
      status: "collected",
      delivered_on: warsawToday(),
      paid_grosze: order.total,
    });
    expect((await shopperView(order)).status_label).toBe("Odebrane");
    // the handover's mail: collected in the store, never "delivered"
    const handover = mailsOf(order.number).find((m) => m.kind === "order_delivered");
    expect(handover.subject).toBe(`Zamówienie ${order.number} odebrane w sklepie`);
    expect(handover.text).toContain(
      `Twoje zamówienie ${order.number} zostało odebrane w sklepie ${formatLongDate(warsawToday())} (Salon Outlet Gdańsk, ul. Długa 5, Gdańsk).`,
    );
    expect(handover.text).not.toMatch(/dostarcz/);
    expect(handover.text).toContain(`do ${formatLongDate(warsawDaysLater(30))} r. włącznie.`);
  });

  it("paid online in advance: the ready mail says nothing is paid at the till", async () => {
    const order = await placeOrder({ payment: "blik", pickup: true });
    expect((await act(warehouse, order, "pack")).status).toBe(200);
    expect((await act(warehouse, order, "ready-for-pickup")).status).toBe(200);
    const mail = mailsOf(order.number).find((m) => m.kind === "order_ready_for_pickup");
    expect(mail.text).toContain("Do zapłaty w kasie sklepu: 0,00 zł — zamówienie jest już opłacone.");
    expect(mail.text).not.toContain(formatPrice(order.total / 100));
  });
});
