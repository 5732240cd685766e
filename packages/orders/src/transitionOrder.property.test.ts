import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LifecycleOrder, OrderActor, StockUnits } from "./lifecycleOrder";
import { ORDER_STATUSES, type OrderStatus } from "./orderStatus";
import { type OrderCommand, type OrderEffect, transitionOrder } from "./transitionOrder";

const START = Date.UTC(2026, 10, 1, 9);
const DAY = 86_400_000;

const actor: fc.Arbitrary<OrderActor> = fc.oneof(
  fc.constant<OrderActor>({ kind: "system" }),
  fc
    .constantFrom("owner" as const, "customer_service" as const, "warehouse" as const)
    .map((role): OrderActor => ({ kind: "staff", id: 7, email: "a@outlet.pl", role })),
);

const command: fc.Arbitrary<OrderCommand> = fc.oneof(
  fc.constant<OrderCommand>({ type: "confirm_payment" }),
  fc.constant<OrderCommand>({ type: "pack" }),
  fc.record({
    type: fc.constant("ship" as const),
    carrier: fc.option(
      fc.constant({
        code: "dpd",
        name: "DPD",
        trackingUrlTemplate: "https://tracktrace.dpd.com.pl/parcelDetails?p1={number}",
      }),
    ),
    trackingNumber: fc.constantFrom("", "0000 1111", "12345678901"),
  }),
  fc.constant<OrderCommand>({ type: "deliver" }),
  fc.constant<OrderCommand>({ type: "ready_for_pickup" }),
  fc.constant<OrderCommand>({ type: "collect" }),
  fc
    .option(fc.constant("PL61109010140000071219812874"), { nil: undefined })
    .map(
      (refundAccount): OrderCommand =>
        refundAccount ? { type: "cancel", refundAccount } : { type: "cancel" },
    ),
  fc
    .record({
      amountGrosze: fc.integer({ min: -100, max: 40_000 }),
      basis: fc.constantFrom("free" as const, "return" as const, "withdrawal" as const),
    })
    .map(
      ({ amountGrosze, basis }): OrderCommand => ({
        type: "refund",
        amountGrosze,
        account: "PL61109010140000071219812874",
        ...(basis === "free" ? {} : { basis }),
      }),
    ),
);

const units: fc.Arbitrary<StockUnits[]> = fc.uniqueArray(
  fc.record({
    sku: fc.constantFrom("A-1", "A-2", "B", "C"),
    parentSku: fc.option(fc.constant("A")),
    qty: fc.integer({ min: 1, max: 5 }),
  }),
  { selector: (u) => u.sku, maxLength: 4 },
);

const order: fc.Arbitrary<LifecycleOrder> = fc
  .record({
    status: fc.constantFrom<OrderStatus>("placed", "awaiting_payment", "paid"),
    payment: fc.constantFrom("online" as const, "transfer" as const, "cash_on_delivery" as const),
    delivery: fc.constantFrom("carrier" as const, "store_pickup" as const),
    totalGrosze: fc.integer({ min: 0, max: 30_000 }),
    stockTaken: units,
  })
  .map((o) => ({
    ...o,
    number: "000000001",
    paidGrosze: o.status === "paid" ? o.totalGrosze : 0,
    refundedGrosze: 0,
    shipment: null,
    deliveredOn: null,
  }));

/** Runs the steps in order, a day apart; refused steps change nothing. */
function run(start: LifecycleOrder, steps: readonly [OrderCommand, OrderActor][]) {
  let current = start;
  const statuses: OrderStatus[] = [start.status];
  const effects: OrderEffect[] = [];
  const mailsPerStep: { command: OrderCommand["type"]; payment: string; mails: number }[] = [];
  const applied: [OrderCommand, OrderActor][] = [];
  for (const [i, [cmd, who]] of steps.entries()) {
    const result = transitionOrder(current, cmd, who, START + i * DAY);
    if (!result.ok) continue;
    const records = result.effects.filter((e) => e.type === "record");
    // every transition is recorded, once, with where it came from and where it went
    expect(records).toEqual([
      expect.objectContaining({
        type: "record",
        entry: expect.objectContaining({ from: current.status, to: result.order.status, actor: who }),
      }),
    ]);
    mailsPerStep.push({
      command: cmd.type,
      payment: current.payment,
      mails: result.effects.filter((e) => e.type === "mail").length,
    });
    applied.push([cmd, who]);
    current = result.order;
    statuses.push(current.status);
    effects.push(...result.effects);
  }
  return { current, statuses, effects, mailsPerStep, applied };
}

const steps = fc.array(fc.tuple(command, actor), { maxLength: 25 });

describe("transitionOrder properties", () => {
  it("never reaches shipped after cancelled", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        const { statuses } = run(start, s);
        const cancelledAt = statuses.indexOf("cancelled");
        if (cancelledAt >= 0)
          expect(statuses.slice(cancelledAt + 1).every((st) => st === "cancelled")).toBe(true);
      }),
    );
  });

  it("never refunds more than was paid, and every refund is an effect", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        const { current, effects } = run(start, s);
        const refunded = effects.flatMap((e) => (e.type === "refund" ? [e.amountGrosze] : []));
        expect(current.refundedGrosze).toBeLessThanOrEqual(current.paidGrosze);
        expect(current.paidGrosze).toBeLessThanOrEqual(current.totalGrosze);
        expect(refunded.reduce((a, b) => a + b, 0)).toBe(current.refundedGrosze);
        expect(refunded.every((amount) => amount > 0)).toBe(true);
      }),
    );
  });

  it("lets the shop itself refund only what settles a withdrawal", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        for (const [cmd, who] of run(start, s).applied) {
          if (cmd.type === "refund" && who.kind === "system") expect(cmd.basis).toBe("withdrawal");
        }
      }),
    );
  });

  it("gives back exactly the stock taken when cancelled, and none otherwise", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        const { current, effects } = run(start, s);
        const back = effects.flatMap((e) => (e.type === "return_stock" ? e.units : []));
        expect(back).toEqual(current.status === "cancelled" ? start.stockTaken : []);
      }),
    );
  });

  it("mails the shopper once per step, an online payment the gateway confirmed included", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        for (const step of run(start, s).mailsPerStep) expect(step.mails).toBe(1);
      }),
    );
  });

  it("knows every status it can reach", () => {
    fc.assert(
      fc.property(order, steps, (start, s) => {
        for (const status of run(start, s).statuses) expect(ORDER_STATUSES).toContain(status);
      }),
    );
  });
});
