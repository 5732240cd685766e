import { describe, expect, it } from "vitest";
import { orderAfterSalesNext, orderMoneyLead, orderStatusText } from "./orderAfterSalesText";

const WHEN = "30 listopada 2026, 10:05";

function order(
  status: string,
  returned: { kind: string; label: string | null; badge: string | null; pending?: string | null },
  refund: { kind: string; refunded: number },
) {
  return {
    status,
    after_sales: {
      return: { kind: returned.kind, label: returned.label },
      badge: returned.badge,
      pending_return: returned.pending ?? null,
      refund: {
        kind: refund.kind,
        label: null,
        paid_amount: 134.99,
        refunded_amount: refund.refunded,
        kept_amount: 134.99 - refund.refunded,
        last_refunded_at: refund.refunded > 0 ? "2026-11-30T09:05:00.000Z" : null,
        last_refunded_at_label: refund.refunded > 0 ? WHEN : null,
      },
    },
  };
}

const returned = order(
  "delivered",
  { kind: "returned", label: "Zwrócone", badge: "Zwrócone" },
  { kind: "full", refunded: 134.99 },
);

describe("orderMoneyLead", () => {
  it("says a fully returned order was returned and 134,99 zł refunded, with the Warsaw time", () => {
    expect(orderMoneyLead(returned, true, 134.99)).toBe(
      `Zamówienie zwrócone — zwróciliśmy 134,99 zł (${WHEN}).`,
    );
  });

  it("shows „Zwrócono” beside what was paid after a partial refund", () => {
    const partly = order(
      "delivered",
      { kind: "partial", label: null, badge: "Częściowo zwrócone" },
      { kind: "partial", refunded: 40 },
    );
    expect(orderMoneyLead(partly, true, 134.99)).toBe(`Zapłacono: 134,99 zł · Zwrócono: 40,00 zł (${WHEN})`);
  });

  it("says a cancelled order's payment went back", () => {
    const cancelled = order(
      "cancelled",
      { kind: "none", label: null, badge: null },
      { kind: "full", refunded: 134.99 },
    );
    expect(orderMoneyLead(cancelled, true, 134.99)).toBe(
      `Zamówienie anulowane — zwróciliśmy 134,99 zł (${WHEN}).`,
    );
  });

  it("keeps „Zapłacono” while nothing went back", () => {
    const inProgress = order(
      "delivered",
      { kind: "withdrawn", label: "Zwrot w toku", badge: "Zwrot w toku", pending: "reported" },
      { kind: "none", refunded: 0 },
    );
    expect(orderMoneyLead(inProgress, true, 134.99)).toBe("Zapłacono: 134,99 zł");
    expect(orderMoneyLead({ status: "placed" }, false, 134.99)).toBe("Do zapłaty: 134,99 zł");
  });
});

describe("orderAfterSalesNext", () => {
  it("follows the return under way: parcel awaited, then received", () => {
    const awaited = order(
      "delivered",
      { kind: "withdrawn", label: "Zwrot w toku", badge: "Zwrot w toku", pending: "reported" },
      { kind: "none", refunded: 0 },
    );
    expect(orderAfterSalesNext(awaited)).toMatch(/^Odstąpiono od umowy\. Czekamy na Twoją paczkę ze zwrotem/);
    const received = order(
      "delivered",
      { kind: "withdrawn", label: "Zwrot w toku", badge: "Zwrot w toku", pending: "received" },
      { kind: "none", refunded: 0 },
    );
    expect(orderAfterSalesNext(received)).toBe(
      "Otrzymaliśmy Twoją paczkę ze zwrotem. Przygotowujemy zwrot pieniędzy.",
    );
  });

  it("says the order was returned and refunded instead of „Zamówienie dostarczone”", () => {
    expect(orderAfterSalesNext(returned)).toBe(`Zamówienie zwrócone. Zwróciliśmy 134,99 zł (${WHEN}).`);
  });

  it("leaves the status's own text when nothing was withdrawn or refunded", () => {
    expect(orderAfterSalesNext({ status: "delivered" })).toBeNull();
  });
});

describe("orderStatusText", () => {
  it("reads a returned order „zwrócone” and a partly returned one with its badge", () => {
    expect(orderStatusText(returned)).toBe("zwrócone");
    expect(
      orderStatusText(
        order(
          "delivered",
          { kind: "partial", label: null, badge: "Częściowo zwrócone" },
          { kind: "partial", refunded: 40 },
        ),
      ),
    ).toBe("dostarczone, częściowo zwrócone");
    expect(orderStatusText({ status: "shipped" })).toBe("wysłane");
  });
});
