import { describe, expect, it } from "vitest";
import {
  transferDeadlineNotice,
  transferPaymentDeadline,
  transferPaymentOverdue,
} from "./transferPaymentDeadline";

const placedAt = Date.UTC(2026, 11, 1, 10, 0); // 1 December 2026, 11:00 Warsaw
const unpaid = { status: "placed" as const, payment: "transfer" as const, paidGrosze: 0, placedAt };

describe("transferPaymentDeadline", () => {
  it("ends at 23:59:59 Warsaw seven days after the placing day", () => {
    expect(transferPaymentDeadline(placedAt, 7)).toEqual({
      lastDay: "2026-12-08",
      endsAt: Date.UTC(2026, 11, 8, 22, 59, 59, 999),
      days: 7,
    });
  });

  it("counts from the Warsaw day: 23:30 UTC on 30 November is already 1 December in Warsaw", () => {
    expect(transferPaymentDeadline(Date.UTC(2026, 10, 30, 23, 30), 7).lastDay).toBe("2026-12-08");
  });

  it("ends at 23:59:59 winter time when the clocks went back in between", () => {
    // placed 22 October (summer time), deadline 29 October (winter time): 22:59:59.999 UTC
    const deadline = transferPaymentDeadline(Date.UTC(2026, 9, 22, 8), 7);
    expect(deadline.lastDay).toBe("2026-10-29");
    expect(deadline.endsAt).toBe(Date.UTC(2026, 9, 29, 22, 59, 59, 999));
  });

  it("refuses a period that is not a whole positive number of days", () => {
    expect(() => transferPaymentDeadline(placedAt, 0)).toThrow(/days/);
    expect(() => transferPaymentDeadline(Number.NaN, 7)).toThrow(/placedAt/);
  });
});

describe("transferPaymentOverdue", () => {
  it("is not overdue at the deadline's last millisecond, and is one millisecond later", () => {
    expect(transferPaymentOverdue(unpaid, 7, Date.UTC(2026, 11, 8, 22, 59, 59, 999))).toBe(false);
    expect(transferPaymentOverdue(unpaid, 7, Date.UTC(2026, 11, 8, 23, 0, 0, 0))).toBe(true);
  });

  it("is never overdue once the transfer is booked", () => {
    const late = Date.UTC(2027, 0, 1);
    expect(transferPaymentOverdue({ ...unpaid, status: "paid", paidGrosze: 15999 }, 7, late)).toBe(false);
    expect(transferPaymentOverdue({ ...unpaid, paidGrosze: 15999 }, 7, late)).toBe(false);
  });

  it("never concerns an online payment, cash on delivery or a cancelled order", () => {
    const late = Date.UTC(2027, 0, 1);
    expect(
      transferPaymentOverdue({ ...unpaid, payment: "online", status: "awaiting_payment" }, 7, late),
    ).toBe(false);
    expect(transferPaymentOverdue({ ...unpaid, payment: "cash_on_delivery" }, 7, late)).toBe(false);
    expect(transferPaymentOverdue({ ...unpaid, status: "cancelled" }, 7, late)).toBe(false);
  });
});

describe("transferDeadlineNotice", () => {
  it("names the last day in the long Polish form and the cancellation after it", () => {
    expect(transferDeadlineNotice("2026-12-08")).toBe(
      "Zapłać do 8 grudnia 2026. Jeśli nie otrzymamy wpłaty do tego dnia, anulujemy zamówienie.",
    );
  });
});
