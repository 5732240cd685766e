import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./orderStatus";
import { type PaymentSummaryInput, paymentSummary, paymentTotalLabel } from "./paymentSummary";

// 30 November 2026, 20:56 and 21:10 in Warsaw (UTC+1)
const PAID_AT = Date.UTC(2026, 10, 30, 19, 56);
const REFUNDED_AT = Date.UTC(2026, 10, 30, 20, 10);

const blik = (overrides: Partial<PaymentSummaryInput>): PaymentSummaryInput => ({
  status: "paid",
  payment: "online",
  methodTitle: "BLIK",
  totalGrosze: 13999,
  paidGrosze: 13999,
  refundedGrosze: 0,
  paidAt: PAID_AT,
  refundedAt: null,
  ...overrides,
});

/** Any status, payment kind and total (from `minTotal` grosze), paid in part or not, refunded in part or not. */
const paymentSituation = (minTotal: number) =>
  fc
    .tuple(
      fc.constantFrom(...ORDER_STATUSES),
      fc.constantFrom("online", "transfer", "cash_on_delivery" as const),
      fc.integer({ min: minTotal, max: 10_000_000 }),
      fc.nat(),
      fc.nat(),
    )
    .map(([status, payment, total, paidPart, refundPart]) => {
      const paid = paidPart % (total + 1);
      const refunded = paid === 0 ? 0 : refundPart % (paid + 1);
      const summary = paymentSummary({
        status,
        payment,
        methodTitle: "X",
        totalGrosze: total,
        paidGrosze: paid,
        refundedGrosze: refunded,
        paidAt: null,
        refundedAt: null,
      });
      return { status, paid, summary };
    });

describe("paymentSummary", () => {
  it("says a paid order is paid, with the method and the Warsaw time", () => {
    expect(paymentSummary(blik({}))).toEqual({
      state: "paid",
      text: "Zapłacono 139,99 zł · BLIK, 30.11.2026, 20:56",
    });
  });

  it("says a cancelled and refunded order was refunded, and what had been paid", () => {
    expect(
      paymentSummary(blik({ status: "cancelled", refundedGrosze: 13999, refundedAt: REFUNDED_AT })),
    ).toEqual({
      state: "refunded",
      text: "Zwrócono 139,99 zł · BLIK, 30.11.2026, 21:10 (zapłacono 139,99 zł, 30.11.2026, 20:56)",
    });
  });

  it("gives both amounts when part of the money went back", () => {
    expect(
      paymentSummary(blik({ status: "delivered", refundedGrosze: 4000, refundedAt: REFUNDED_AT })).text,
    ).toBe("Zapłacono 139,99 zł · BLIK, 30.11.2026, 20:56 · zwrócono 40,00 zł, 30.11.2026, 21:10");
  });

  it("asks for the money at the door only while cash on delivery is unpaid", () => {
    const cod = { payment: "cash_on_delivery", methodTitle: "Płatność przy odbiorze" } as const;
    expect(paymentSummary(blik({ ...cod, status: "shipped", paidGrosze: 0, paidAt: null }))).toEqual({
      state: "due_on_delivery",
      text: "Do zapłaty przy odbiorze 139,99 zł · Płatność przy odbiorze",
    });
    expect(paymentSummary(blik({ ...cod, status: "delivered" })).state).toBe("paid");
  });

  it("says what an unpaid transfer and an awaited online payment wait for", () => {
    expect(
      paymentSummary(
        blik({
          status: "placed",
          payment: "transfer",
          methodTitle: "Przelew bankowy",
          paidGrosze: 0,
          paidAt: null,
        }),
      ).text,
    ).toBe("Do zapłaty 139,99 zł · Przelew bankowy (czeka na przelew)");
    expect(paymentSummary(blik({ status: "awaiting_payment", paidGrosze: 0, paidAt: null })).text).toBe(
      "Do zapłaty 139,99 zł · BLIK (czeka na potwierdzenie płatności)",
    );
  });

  it("asks nothing of a cancelled order that was never paid", () => {
    expect(paymentSummary(blik({ status: "cancelled", paidGrosze: 0, paidAt: null }))).toEqual({
      state: "nothing_due",
      text: "Nie zapłacono · BLIK (zamówienie anulowane, nic do zapłaty)",
    });
  });

  it("leaves the time out when it is not known (an order paid before the timeline kept payments)", () => {
    expect(paymentSummary(blik({ paidAt: null })).text).toBe("Zapłacono 139,99 zł · BLIK");
  });

  it("never asks for payment once money came in, nor of a cancelled order", () => {
    fc.assert(
      fc.property(paymentSituation(1), ({ status, paid, summary }) => {
        const asks = summary.text.startsWith("Do zapłaty");
        if (paid > 0 || status === "cancelled") expect(asks).toBe(false);
        else expect(asks).toBe(true);
      }),
    );
  });
});

describe("paymentTotalLabel", () => {
  it("labels a paid order's total „Zapłacono”", () => {
    expect(paymentTotalLabel(paymentSummary(blik({})).state)).toBe("Zapłacono");
  });

  it("keeps „Zapłacono” for a refunded order: it was paid, the payment box says what went back", () => {
    expect(paymentTotalLabel(paymentSummary(blik({ refundedGrosze: 13999 })).state)).toBe("Zapłacono");
  });

  it("asks „Do zapłaty” of a transfer still awaited and of cash on delivery not yet handed over", () => {
    const unpaid = { paidGrosze: 0, paidAt: null };
    expect(
      paymentTotalLabel(paymentSummary(blik({ ...unpaid, status: "placed", payment: "transfer" })).state),
    ).toBe("Do zapłaty");
    expect(
      paymentTotalLabel(
        paymentSummary(blik({ ...unpaid, status: "placed", payment: "cash_on_delivery" })).state,
      ),
    ).toBe("Do zapłaty");
  });

  it("says „Razem” for a cancelled order never paid", () => {
    expect(
      paymentTotalLabel(paymentSummary(blik({ paidGrosze: 0, paidAt: null, status: "cancelled" })).state),
    ).toBe("Razem");
  });

  it("says „Do zapłaty” exactly when the payment box asks for payment", () => {
    fc.assert(
      fc.property(paymentSituation(0), ({ paid, summary }) => {
        expect(paymentTotalLabel(summary.state) === "Do zapłaty").toBe(summary.text.startsWith("Do zapłaty"));
        expect(paymentTotalLabel(summary.state) === "Zapłacono").toBe(paid > 0);
      }),
    );
  });
});
