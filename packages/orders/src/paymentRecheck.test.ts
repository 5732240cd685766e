import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./orderStatus";
import { PAYMENT_RECHECK_LIMIT, PAYMENT_RECHECK_MS, paymentRecheck } from "./paymentRecheck";

describe("paymentRecheck", () => {
  it("checks again in 3 s while a BLIK payment is awaited", () => {
    expect(PAYMENT_RECHECK_MS).toBe(3000);
    expect(paymentRecheck({ status: "awaiting_payment", paymentMethod: "blik", checksDone: 0 })).toEqual({
      next: "check",
      ms: 3000,
    });
  });

  it("checks again while the payment site's payment is awaited", () => {
    expect(paymentRecheck({ status: "awaiting_payment", paymentMethod: "online", checksDone: 5 }).next).toBe(
      "check",
    );
  });

  it("stops once the order is paid", () => {
    expect(paymentRecheck({ status: "paid", paymentMethod: "blik", checksDone: 1 })).toEqual({
      next: "stop",
      reason: "settled",
    });
  });

  it("gives up after 20 checks (about a minute)", () => {
    expect(PAYMENT_RECHECK_LIMIT).toBe(20);
    expect(paymentRecheck({ status: "awaiting_payment", paymentMethod: "blik", checksDone: 19 }).next).toBe(
      "check",
    );
    expect(paymentRecheck({ status: "awaiting_payment", paymentMethod: "blik", checksDone: 20 })).toEqual({
      next: "stop",
      reason: "gave_up",
    });
  });

  it("does not wait for a transfer or cash on delivery", () => {
    expect(paymentRecheck({ status: "placed", paymentMethod: "banktransfer", checksDone: 0 }).next).toBe(
      "stop",
    );
    expect(paymentRecheck({ status: "placed", paymentMethod: "cashondelivery", checksDone: 0 }).next).toBe(
      "stop",
    );
  });

  it("never checks again for an order in any other status, nor more than the limit (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom("blik", "online", "banktransfer", "cashondelivery"),
        fc.nat(100),
        (status, paymentMethod, checksDone) => {
          const step = paymentRecheck({ status, paymentMethod, checksDone });
          if (step.next === "check") {
            expect(status).toBe("awaiting_payment");
            expect(checksDone).toBeLessThan(PAYMENT_RECHECK_LIMIT);
          }
        },
      ),
    );
  });
});
