import { describe, expect, it } from "vitest";
import type { LifecycleOrder, OrderActor } from "./lifecycleOrder";
import { isOrdersError } from "./ordersError";
import {
  allowedCommands,
  mayRefund,
  type OrderCarrier,
  orderPageRoles,
  type TransitionResult,
  transitionOrder,
} from "./transitionOrder";

const owner: OrderActor = { kind: "staff", id: 1, email: "wlasciciel@outlet.pl", role: "owner" };
const service: OrderActor = { kind: "staff", id: 2, email: "bok@outlet.pl", role: "customer_service" };
const warehouse: OrderActor = { kind: "staff", id: 3, email: "magazyn@outlet.pl", role: "warehouse" };
const system: OrderActor = { kind: "system" };
const inpost: OrderCarrier = {
  code: "inpost",
  name: "InPost",
  trackingUrlTemplate: "https://inpost.pl/sledzenie-przesylek?number={number}",
};
// 29 November 2026, 10:00 in Warsaw (UTC+1)
const NOW = Date.UTC(2026, 10, 29, 9, 0);

function anOrder(overrides: Partial<LifecycleOrder> = {}): LifecycleOrder {
  return {
    number: "000000042",
    status: "placed",
    payment: "transfer",
    delivery: "carrier",
    totalGrosze: 25998,
    paidGrosze: 0,
    refundedGrosze: 0,
    stockTaken: [
      { sku: "SUK-0193-M", parentSku: "SUK-0193", qty: 2 },
      { sku: "TSH-0001", parentSku: null, qty: 1 },
    ],
    shipment: null,
    deliveredOn: null,
    ...overrides,
  };
}

function ok(result: TransitionResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const shipped = (overrides: Partial<LifecycleOrder> = {}): LifecycleOrder =>
  anOrder({
    status: "shipped",
    paidGrosze: 25998,
    shipment: {
      carrierCode: "inpost",
      carrierName: "InPost",
      trackingNumber: "6200",
      shippedAt: NOW - 86_400_000,
    },
    ...overrides,
  });

describe("transitionOrder: confirm_payment", () => {
  it("marks a placed transfer order paid with its whole total and records who did it", () => {
    const result = ok(transitionOrder(anOrder(), { type: "confirm_payment" }, service, NOW));
    expect(result.order.status).toBe("paid");
    expect(result.order.paidGrosze).toBe(25998);
    expect(result.effects).toEqual([
      {
        type: "record",
        entry: {
          at: NOW,
          actor: service,
          command: "confirm_payment",
          from: "placed",
          to: "paid",
          summary: "Wpłata 259,98 zł potwierdzona",
        },
      },
      { type: "mail", mail: { kind: "order_paid", amountGrosze: 25998, via: "transfer" } },
    ]);
  });

  it("refuses the warehouse with a Polish message", () => {
    expect(transitionOrder(anOrder(), { type: "confirm_payment" }, warehouse, NOW)).toEqual({
      ok: false,
      reason: "role_forbidden",
      message: "Twoja rola nie pozwala na tę czynność.",
    });
  });

  it("leaves an online payment to the gateway's report (system)", () => {
    const order = anOrder({ status: "awaiting_payment", payment: "online" });
    expect(transitionOrder(order, { type: "confirm_payment" }, owner, NOW)).toMatchObject({
      ok: false,
      reason: "online_paid_by_gateway",
    });
    const paid = ok(transitionOrder(order, { type: "confirm_payment" }, system, NOW));
    expect(paid.order.status).toBe("paid");
    // the gateway's page said so a moment ago, and the shopper still gets the receipt by mail (issue 32)
    expect(paid.effects.map((e) => e.type)).toEqual(["record", "mail"]);
    expect(paid.effects[1]).toEqual({
      type: "mail",
      mail: { kind: "order_paid", amountGrosze: order.totalGrosze, via: "online" },
    });
  });

  it("books an online payment the gateway reports after the cancellation and refunds it at once", () => {
    const cancelled = anOrder({ status: "cancelled", payment: "online", stockTaken: [] });
    const late = ok(transitionOrder(cancelled, { type: "confirm_payment" }, system, NOW));
    expect(late.order.status).toBe("cancelled");
    expect(late.order.paidGrosze).toBe(cancelled.totalGrosze);
    expect(late.order.refundedGrosze).toBe(cancelled.totalGrosze);
    expect(late.effects).toEqual([
      {
        type: "record",
        entry: expect.objectContaining({
          command: "confirm_payment",
          from: "cancelled",
          to: "cancelled",
          summary: "Wpłata 259,98 zł po anulowaniu — zwrócona w całości",
        }),
      },
      { type: "refund", amountGrosze: cancelled.totalGrosze, via: "gateway", account: null },
      { type: "mail", mail: { kind: "order_refunded", amountGrosze: cancelled.totalGrosze } },
    ]);
    // booked once: a second report of the same money books nothing more
    expect(transitionOrder(late.order, { type: "confirm_payment" }, system, NOW)).toMatchObject({
      ok: false,
    });
    // staff confirm nothing on a cancelled order, and a transfer's late money is not the gateway's to book
    expect(transitionOrder(cancelled, { type: "confirm_payment" }, owner, NOW)).toMatchObject({ ok: false });
    const transfer = anOrder({ status: "cancelled", payment: "transfer", stockTaken: [] });
    expect(transitionOrder(transfer, { type: "confirm_payment" }, owner, NOW)).toMatchObject({
      ok: false,
      reason: "status_forbids",
    });
    expect(allowedCommands(transfer, owner)).not.toContain("confirm_payment");
    expect(allowedCommands(cancelled, owner)).not.toContain("confirm_payment");
  });

  it("refuses cash on delivery, paid at the handover", () => {
    const order = anOrder({ payment: "cash_on_delivery" });
    expect(transitionOrder(order, { type: "confirm_payment" }, owner, NOW)).toMatchObject({
      ok: false,
      reason: "cash_paid_on_delivery",
    });
  });
});

describe("transitionOrder: pack", () => {
  it("packs a paid order and mails the shopper that shipping is being prepared", () => {
    const result = ok(
      transitionOrder(anOrder({ status: "paid", paidGrosze: 25998 }), { type: "pack" }, warehouse, NOW),
    );
    expect(result.order.status).toBe("packed");
    expect(result.effects).toEqual([
      {
        type: "record",
        entry: {
          at: NOW,
          actor: warehouse,
          command: "pack",
          from: "paid",
          to: "packed",
          summary: "Zamówienie spakowane",
        },
      },
      { type: "mail", mail: { kind: "order_packed" } },
    ]);
  });

  it("packs a cash-on-delivery order unpaid, but not an unpaid transfer", () => {
    expect(
      ok(transitionOrder(anOrder({ payment: "cash_on_delivery" }), { type: "pack" }, warehouse, NOW)).order
        .status,
    ).toBe("packed");
    expect(transitionOrder(anOrder(), { type: "pack" }, warehouse, NOW)).toEqual({
      ok: false,
      reason: "status_forbids",
      message: "Tego nie można zrobić z zamówieniem o statusie „Przyjęte”.",
    });
  });
});

describe("transitionOrder: ship", () => {
  const packed = anOrder({ status: "packed", paidGrosze: 25998 });

  it("ships with carrier and tracking number and mails the tracking link", () => {
    const result = ok(
      transitionOrder(
        packed,
        { type: "ship", carrier: inpost, trackingNumber: " 6200 1234 " },
        warehouse,
        NOW,
      ),
    );
    expect(result.order.status).toBe("shipped");
    expect(result.order.shipment).toEqual({
      carrierCode: "inpost",
      carrierName: "InPost",
      trackingNumber: "6200 1234",
      shippedAt: NOW,
    });
    expect(result.effects[1]).toEqual({
      type: "mail",
      mail: {
        kind: "order_shipped",
        carrierName: "InPost",
        trackingNumber: "6200 1234",
        trackingUrl: "https://inpost.pl/sledzenie-przesylek?number=6200%201234",
      },
    });
  });

  it("needs a carrier and a tracking number", () => {
    expect(
      transitionOrder(packed, { type: "ship", carrier: null, trackingNumber: "6200" }, warehouse, NOW),
    ).toMatchObject({
      reason: "carrier_required",
      message: "Wybierz przewoźnika.",
    });
    expect(
      transitionOrder(packed, { type: "ship", carrier: inpost, trackingNumber: "  " }, warehouse, NOW),
    ).toMatchObject({
      reason: "tracking_number_required",
      message: "Do wysyłki potrzebny jest numer przesyłki.",
    });
    expect(
      transitionOrder(packed, { type: "ship", carrier: inpost, trackingNumber: "<script>" }, warehouse, NOW),
    ).toMatchObject({ reason: "tracking_number_invalid" });
  });

  it("does not ship a store pickup, nor a cancelled order", () => {
    const pickup = { ...packed, delivery: "store_pickup" as const };
    expect(
      transitionOrder(pickup, { type: "ship", carrier: inpost, trackingNumber: "6200" }, owner, NOW),
    ).toMatchObject({
      reason: "store_pickup_not_shipped",
    });
    const cancelled = { ...packed, status: "cancelled" as const };
    expect(
      transitionOrder(cancelled, { type: "ship", carrier: inpost, trackingNumber: "6200" }, owner, NOW),
    ).toMatchObject({
      reason: "status_forbids",
      message: "Tego nie można zrobić z zamówieniem o statusie „Anulowane”.",
    });
  });
});

describe("transitionOrder: deliver", () => {
  it("defaults the date to today in Warsaw", () => {
    // 23:30 UTC on 29 November is already 30 November in Warsaw
    const late = Date.UTC(2026, 10, 29, 23, 30);
    const result = ok(transitionOrder(shipped(), { type: "deliver" }, warehouse, late));
    expect(result.order).toMatchObject({ status: "delivered", deliveredOn: "2026-11-30" });
    expect(result.effects[1]).toEqual({
      type: "mail",
      mail: { kind: "order_delivered", deliveredOn: "2026-11-30" },
    });
  });

  it("takes a given date between shipping and today", () => {
    expect(
      ok(transitionOrder(shipped(), { type: "deliver", date: "2026-11-28" }, warehouse, NOW)).order
        .deliveredOn,
    ).toBe("2026-11-28");
  });

  it("refuses a future date, a date before shipping and a date that does not exist", () => {
    expect(transitionOrder(shipped(), { type: "deliver", date: "2026-11-30" }, warehouse, NOW)).toMatchObject(
      {
        reason: "date_in_future",
        message: "Data dostarczenia nie może być w przyszłości.",
      },
    );
    expect(transitionOrder(shipped(), { type: "deliver", date: "2026-11-27" }, warehouse, NOW)).toMatchObject(
      {
        reason: "date_before_shipping",
      },
    );
    expect(transitionOrder(shipped(), { type: "deliver", date: "2026-02-30" }, warehouse, NOW)).toMatchObject(
      {
        reason: "date_invalid",
      },
    );
  });

  it("counts cash on delivery as paid at the handover", () => {
    const order = shipped({ payment: "cash_on_delivery", paidGrosze: 0 });
    const result = ok(transitionOrder(order, { type: "deliver" }, warehouse, NOW));
    expect(result.order.paidGrosze).toBe(25998);
    expect(result.effects[0]).toMatchObject({
      entry: { summary: "Dostarczone 29 listopada 2026, zapłacono 259,98 zł przy odbiorze" },
    });
  });
});

describe("transitionOrder: store pickup", () => {
  const pickup = anOrder({ status: "packed", delivery: "store_pickup", payment: "cash_on_delivery" });

  it("goes packed → ready_for_pickup with a mail → collected, paid at the till", () => {
    const ready = ok(transitionOrder(pickup, { type: "ready_for_pickup" }, warehouse, NOW));
    expect(ready.order.status).toBe("ready_for_pickup");
    expect(ready.effects[1]).toEqual({ type: "mail", mail: { kind: "order_ready_for_pickup" } });
    const collected = ok(transitionOrder(ready.order, { type: "collect" }, warehouse, NOW));
    expect(collected.order).toMatchObject({
      status: "collected",
      deliveredOn: "2026-11-29",
      paidGrosze: 25998,
    });
  });

  it("is only for store pickups", () => {
    expect(
      transitionOrder({ ...pickup, delivery: "carrier" }, { type: "ready_for_pickup" }, warehouse, NOW),
    ).toMatchObject({ reason: "not_store_pickup" });
  });
});

describe("transitionOrder: cancel", () => {
  it("gives every unit back and announces the product pages; nothing to refund when unpaid", () => {
    const result = ok(transitionOrder(anOrder(), { type: "cancel" }, service, NOW));
    expect(result.order).toMatchObject({ status: "cancelled", stockTaken: [] });
    expect(result.effects.slice(1)).toEqual([
      {
        type: "return_stock",
        units: [
          { sku: "SUK-0193-M", parentSku: "SUK-0193", qty: 2 },
          { sku: "TSH-0001", parentSku: null, qty: 1 },
        ],
      },
      { type: "announce", tags: ["PSUK-0193-M", "PSUK-0193", "PTSH-0001"] },
      { type: "mail", mail: { kind: "order_cancelled", refundGrosze: 0 } },
    ]);
  });

  it("refunds a paid online order through the gateway", () => {
    const order = anOrder({ status: "paid", payment: "online", paidGrosze: 25998 });
    const result = ok(transitionOrder(order, { type: "cancel" }, owner, NOW));
    expect(result.order.refundedGrosze).toBe(25998);
    expect(result.effects).toContainEqual({
      type: "refund",
      amountGrosze: 25998,
      via: "gateway",
      account: null,
    });
  });

  it("refunds only what is left after earlier refunds, to the account given for a transfer", () => {
    const order = anOrder({ status: "packed", paidGrosze: 25998, refundedGrosze: 5000 });
    expect(transitionOrder(order, { type: "cancel" }, owner, NOW)).toMatchObject({
      reason: "refund_account_required",
      message: "Podaj numer konta, na który ma wrócić przelew.",
    });
    const result = ok(
      transitionOrder(
        order,
        { type: "cancel", refundAccount: "PL61 1090 1014 0000 0712 1981 2874" },
        owner,
        NOW,
      ),
    );
    expect(result.effects).toContainEqual({
      type: "refund",
      amountGrosze: 20998,
      via: "transfer",
      account: "PL61 1090 1014 0000 0712 1981 2874",
    });
  });

  it("is the shop's own step when the shopper withdraws before dispatch (system), never once shipped", () => {
    expect(transitionOrder(anOrder(), { type: "cancel" }, system, NOW)).toMatchObject({
      ok: true,
      order: { status: "cancelled" },
    });
    expect(transitionOrder(shipped(), { type: "cancel" }, system, NOW)).toMatchObject({
      reason: "status_forbids",
    });
  });

  it("cancels an unpaid transfer for a missed deadline (system): stock back, its own entry and mail", () => {
    const result = ok(transitionOrder(anOrder(), { type: "cancel", reason: "payment_overdue" }, system, NOW));
    expect(result.order.status).toBe("cancelled");
    expect(result.effects).toContainEqual({
      type: "record",
      entry: {
        at: NOW,
        actor: system,
        command: "cancel",
        from: "placed",
        to: "cancelled",
        summary: "Anulowane — brak wpłaty w terminie",
      },
    });
    expect(result.effects).toContainEqual({
      type: "mail",
      mail: { kind: "order_cancelled", refundGrosze: 0, reason: "payment_overdue" },
    });
    expect(result.effects.some((e) => e.type === "return_stock")).toBe(true);
  });

  it("refuses a missed-deadline cancellation to staff, for a paid transfer and for another payment", () => {
    const overdue = { type: "cancel", reason: "payment_overdue" } as const;
    expect(transitionOrder(anOrder(), overdue, owner, NOW)).toMatchObject({ reason: "role_forbidden" });
    expect(
      transitionOrder(anOrder({ status: "paid", paidGrosze: 25998 }), overdue, system, NOW),
    ).toMatchObject({
      reason: "payment_not_awaited",
    });
    expect(transitionOrder(anOrder({ payment: "cash_on_delivery" }), overdue, system, NOW)).toMatchObject({
      reason: "payment_not_awaited",
      message: "To zamówienie nie czeka na przelew, więc nie anuluje się go za brak wpłaty.",
    });
  });

  it("is refused once shipped, and to the warehouse", () => {
    expect(transitionOrder(shipped(), { type: "cancel" }, owner, NOW)).toMatchObject({
      reason: "status_forbids",
    });
    expect(transitionOrder(anOrder(), { type: "cancel" }, warehouse, NOW)).toMatchObject({
      reason: "role_forbidden",
    });
  });
});

describe("transitionOrder: refund", () => {
  const delivered = shipped({ status: "delivered", payment: "online", deliveredOn: "2026-11-29" });

  it("refunds part of an online payment and mails the shopper, the status unchanged", () => {
    const result = ok(transitionOrder(delivered, { type: "refund", amountGrosze: 5999 }, owner, NOW));
    expect(result.order).toMatchObject({ status: "delivered", refundedGrosze: 5999 });
    expect(result.effects.slice(1)).toEqual([
      { type: "refund", amountGrosze: 5999, via: "gateway", account: null },
      { type: "mail", mail: { kind: "order_refunded", amountGrosze: 5999 } },
    ]);
  });

  it("refuses more than paid minus already refunded", () => {
    const order = { ...delivered, refundedGrosze: 20000 };
    expect(transitionOrder(order, { type: "refund", amountGrosze: 5999 }, owner, NOW)).toMatchObject({
      ok: false,
      reason: "refund_exceeds_paid",
      message: "Kwota zwrotu przekracza to, co zapłacono, po odjęciu wcześniejszych zwrotów.",
    });
    expect(
      ok(transitionOrder(order, { type: "refund", amountGrosze: 5998 }, owner, NOW)).order.refundedGrosze,
    ).toBe(25998);
  });

  it("refuses customer service a refund with no return behind it (the owner's; §1 least privilege)", () => {
    expect(transitionOrder(delivered, { type: "refund", amountGrosze: 100 }, service, NOW)).toEqual({
      ok: false,
      reason: "role_forbidden",
      message: expect.stringMatching(/\S/),
    });
  });

  it("lets customer service refund a received return (its amount fixed by the after-sales rules)", () => {
    const result = ok(
      transitionOrder(delivered, { type: "refund", amountGrosze: 5999, basis: "return" }, service, NOW),
    );
    expect(result.order.refundedGrosze).toBe(5999);
    expect(
      transitionOrder(delivered, { type: "refund", amountGrosze: 1, basis: "return" }, warehouse, NOW),
    ).toMatchObject({ reason: "role_forbidden" });
  });

  it("refuses a zero, a fraction and a warehouse user", () => {
    expect(transitionOrder(delivered, { type: "refund", amountGrosze: 0 }, owner, NOW)).toMatchObject({
      reason: "amount_invalid",
    });
    expect(transitionOrder(delivered, { type: "refund", amountGrosze: 10.5 }, owner, NOW)).toMatchObject({
      reason: "amount_invalid",
    });
    expect(transitionOrder(delivered, { type: "refund", amountGrosze: 100 }, warehouse, NOW)).toMatchObject({
      reason: "role_forbidden",
    });
  });

  it("lets the shop itself refund units withdrawn before dispatch, the timeline naming the withdrawal", () => {
    const paid = shipped({ status: "paid", payment: "online", shipment: null });
    const result = ok(
      transitionOrder(paid, { type: "refund", amountGrosze: 5999, basis: "withdrawal" }, system, NOW),
    );
    expect(result.order).toMatchObject({ status: "paid", refundedGrosze: 5999 });
    expect(result.effects).toEqual([
      {
        type: "record",
        entry: {
          at: NOW,
          actor: system,
          command: "refund",
          from: "paid",
          to: "paid",
          summary: "Zwrot 59,99 zł (odstąpienie od umowy)",
        },
      },
      { type: "refund", amountGrosze: 5999, via: "gateway", account: null },
      { type: "mail", mail: { kind: "order_refunded", amountGrosze: 5999 } },
    ]);
  });

  it("refuses the shop itself a free refund and a return's (only staff settle those)", () => {
    for (const command of [
      { type: "refund", amountGrosze: 100 },
      { type: "refund", amountGrosze: 100, basis: "return" },
    ] as const) {
      expect(transitionOrder(delivered, command, system, NOW)).toMatchObject({
        ok: false,
        reason: "role_forbidden",
      });
    }
  });

  it("caps the shop's withdrawal refund at what was paid minus already refunded", () => {
    const order = { ...delivered, refundedGrosze: 20000 };
    const command = { type: "refund", basis: "withdrawal" } as const;
    expect(transitionOrder(order, { ...command, amountGrosze: 5999 }, system, NOW)).toMatchObject({
      ok: false,
      reason: "refund_exceeds_paid",
    });
    const full = ok(transitionOrder(order, { ...command, amountGrosze: 5998 }, system, NOW));
    expect(full.order.refundedGrosze).toBe(25998);
    expect(transitionOrder(full.order, { ...command, amountGrosze: 1 }, system, NOW)).toMatchObject({
      reason: "nothing_to_refund",
    });
  });

  it("keeps the order page's refund the owner's: the system is never offered one", () => {
    expect(orderPageRoles("refund")).toEqual(["owner"]);
    expect(allowedCommands(delivered, system)).not.toContain("refund");
    expect(mayRefund("system", "withdrawal")).toBe(true);
    expect(mayRefund("system", undefined)).toBe(false);
    expect(mayRefund("customer_service", undefined)).toBe(false);
    expect(mayRefund("customer_service", "return")).toBe(true);
    expect(mayRefund("warehouse", "withdrawal")).toBe(false);
  });

  it("records a transfer refund with the account it goes to", () => {
    const order = { ...delivered, payment: "transfer" as const };
    const result = ok(
      transitionOrder(
        order,
        { type: "refund", amountGrosze: 100, account: "PL61109010140000071219812874" },
        owner,
        NOW,
      ),
    );
    expect(result.effects[0]).toMatchObject({
      entry: { summary: "Zwrot 1,00 zł na konto PL61109010140000071219812874" },
    });
  });
});

describe("transitionOrder: broken input", () => {
  it("throws on an order refunded beyond what was paid, and on a time that is not a number", () => {
    const broken = anOrder({ paidGrosze: 100, refundedGrosze: 200 });
    expect(() => transitionOrder(broken, { type: "pack" }, owner, NOW)).toThrow(/refundedGrosze/);
    try {
      transitionOrder(anOrder(), { type: "pack" }, owner, Number.NaN);
    } catch (error) {
      expect(isOrdersError(error) && error.reason).toBe("invalid-time");
    }
  });
});

describe("allowedCommands", () => {
  it("offers the warehouse shipping of a packed parcel, customer service only the cancellation", () => {
    const packed = anOrder({ status: "packed", paidGrosze: 25998 });
    expect(allowedCommands(packed, warehouse)).toEqual(["ship"]);
    expect(allowedCommands(packed, service)).toEqual(["cancel"]);
    expect(allowedCommands(packed, owner)).toEqual(["ship", "cancel", "refund"]);
  });

  it("refuses customer service packing, shipping and handing over (the warehouse's)", () => {
    const paid = anOrder({ status: "paid", paidGrosze: 25998 });
    expect(transitionOrder(paid, { type: "pack" }, service, NOW)).toMatchObject({ reason: "role_forbidden" });
    expect(transitionOrder(shipped(), { type: "deliver" }, service, NOW)).toMatchObject({
      reason: "role_forbidden",
    });
  });

  it("offers a placed transfer order's confirmation and cancellation", () => {
    expect(allowedCommands(anOrder(), owner)).toEqual(["confirm_payment", "cancel"]);
  });
});
