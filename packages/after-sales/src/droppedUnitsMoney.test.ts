import { describe, expect, it } from "vitest";
import { droppedUnitsMoney } from "./droppedUnitsMoney";

describe("droppedUnitsMoney", () => {
  it("refunds a paid online order through the gateway and keeps its total", () => {
    expect(
      droppedUnitsMoney(
        { payment: "online", totalGrosze: 21500, paidGrosze: 21500, refundedGrosze: 0 },
        8000,
      ),
    ).toEqual({ kind: "refund", amountGrosze: 8000, via: "gateway", totalGrosze: 21500 });
  });

  it("lowers the cash to collect of an unpaid cash-on-delivery order (delivery stays)", () => {
    expect(
      droppedUnitsMoney(
        { payment: "cash_on_delivery", totalGrosze: 21500, paidGrosze: 0, refundedGrosze: 0 },
        8000,
      ),
    ).toEqual({ kind: "lower_due", amountGrosze: 8000, totalGrosze: 13500 });
  });

  it("lowers the amount due of a transfer not yet paid", () => {
    expect(
      droppedUnitsMoney({ payment: "transfer", totalGrosze: 10999, paidGrosze: 0, refundedGrosze: 0 }, 4500),
    ).toEqual({ kind: "lower_due", amountGrosze: 4500, totalGrosze: 6499 });
  });

  it("sends a paid transfer's share back by transfer", () => {
    expect(
      droppedUnitsMoney(
        { payment: "transfer", totalGrosze: 10999, paidGrosze: 10999, refundedGrosze: 0 },
        4500,
      ),
    ).toEqual({ kind: "refund", amountGrosze: 4500, via: "transfer", totalGrosze: 10999 });
  });

  it("never refunds more than is left of what was paid", () => {
    expect(
      droppedUnitsMoney(
        { payment: "online", totalGrosze: 10000, paidGrosze: 10000, refundedGrosze: 7000 },
        4500,
      ).amountGrosze,
    ).toBe(3000);
  });
});
