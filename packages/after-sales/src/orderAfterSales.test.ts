import { describe, expect, it } from "vitest";
import { orderAfterSales } from "./orderAfterSales.js";

describe("orderAfterSales", () => {
  it("reads a fully withdrawn and refunded order „Zwrócone”, all 134,99 zł back", () => {
    expect(
      orderAfterSales({
        lines: [{ qty: 1, withdrawnQty: 1 }],
        returns: ["refunded"],
        paidGrosze: 13499,
        refundedGrosze: 13499,
      }),
    ).toEqual({
      return: { kind: "returned", label: "Zwrócone" },
      badge: "Zwrócone",
      pendingReturn: null,
      refund: { kind: "full", label: "Zwrócono pieniądze", refundedGrosze: 13499, keptGrosze: 0 },
    });
  });

  it("says „Zwrot w toku” with the parcel awaited while the return is only reported", () => {
    const state = orderAfterSales({
      lines: [{ qty: 1, withdrawnQty: 1 }],
      returns: ["reported"],
      paidGrosze: 13499,
      refundedGrosze: 0,
    });
    expect(state.badge).toBe("Zwrot w toku");
    expect(state.pendingReturn).toBe("reported");
    expect(state.refund).toEqual({ kind: "none", label: null, refundedGrosze: 0, keptGrosze: 13499 });
  });

  it("names the least advanced return under way: a received one waits for its refund", () => {
    expect(
      orderAfterSales({
        lines: [{ qty: 3, withdrawnQty: 2 }],
        returns: ["refunded", "received"],
        paidGrosze: 30000,
        refundedGrosze: 10000,
      }).pendingReturn,
    ).toBe("received");
    expect(
      orderAfterSales({
        lines: [{ qty: 3, withdrawnQty: 2 }],
        returns: ["sent", "received"],
        paidGrosze: 30000,
        refundedGrosze: 0,
      }).pendingReturn,
    ).toBe("sent");
  });

  it("calls one of two units withdrawn and refunded „Częściowo zwrócone”, 40 zł of 134,99 zł back", () => {
    expect(
      orderAfterSales({
        lines: [{ qty: 2, withdrawnQty: 1 }],
        returns: ["refunded"],
        paidGrosze: 13499,
        refundedGrosze: 4000,
      }),
    ).toEqual({
      return: { kind: "partial", label: null },
      badge: "Częściowo zwrócone",
      pendingReturn: null,
      refund: { kind: "partial", label: "Zwrócono część pieniędzy", refundedGrosze: 4000, keptGrosze: 9499 },
    });
  });

  it("a cancelled order refunded in full has no return badge but „Zwrócono pieniądze”", () => {
    const state = orderAfterSales({
      lines: [{ qty: 1, withdrawnQty: 0 }],
      returns: [],
      paidGrosze: 13499,
      refundedGrosze: 13499,
    });
    expect(state.badge).toBeNull();
    expect(state.refund.label).toBe("Zwrócono pieniądze");
  });

  it("an unpaid order has nothing refunded, and a stored refund above the payment reads as the payment", () => {
    expect(
      orderAfterSales({ lines: [{ qty: 1, withdrawnQty: 0 }], returns: [], paidGrosze: 0, refundedGrosze: 0 })
        .refund,
    ).toEqual({ kind: "none", label: null, refundedGrosze: 0, keptGrosze: 0 });
    expect(
      orderAfterSales({ lines: [], returns: [], paidGrosze: 5000, refundedGrosze: 7000 }).refund,
    ).toMatchObject({ kind: "full", refundedGrosze: 5000, keptGrosze: 0 });
  });
});
