import { describe, expect, it } from "vitest";
import { isVerifiedPurchase, type PurchaseEvidence } from "./verifiedPurchase";

const order = (overrides: Partial<PurchaseEvidence>): PurchaseEvidence => ({
  status: "paid",
  paymentMethod: "blik",
  productIds: [19],
  ...overrides,
});

describe("isVerifiedPurchase", () => {
  it("verifies a review written through an order's review link", () => {
    expect(isVerifiedPurchase({ kind: "order_link" }, 19)).toBe(true);
  });

  it("verifies a customer with a paid order containing the product", () => {
    expect(isVerifiedPurchase({ kind: "customer", orders: [order({ status: "shipped" })] }, 19)).toBe(true);
  });

  it("does not verify a customer whose paid orders hold other products", () => {
    expect(isVerifiedPurchase({ kind: "customer", orders: [order({ productIds: [20, 21] })] }, 19)).toBe(
      false,
    );
  });

  it("does not verify a customer without orders", () => {
    expect(isVerifiedPurchase({ kind: "customer", orders: [] }, 19)).toBe(false);
  });

  it("does not count an unpaid, awaiting or cancelled order", () => {
    for (const status of ["placed", "awaiting_payment", "cancelled"]) {
      expect([status, isVerifiedPurchase({ kind: "customer", orders: [order({ status })] }, 19)]).toEqual([
        status,
        false,
      ]);
    }
  });

  it("counts cash on delivery only once delivered or collected", () => {
    const cod = (status: string) =>
      isVerifiedPurchase(
        { kind: "customer", orders: [order({ status, paymentMethod: "cashondelivery" })] },
        19,
      );
    expect([cod("packed"), cod("shipped"), cod("delivered"), cod("collected")]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("reads a legacy status as the lifecycle maps it", () => {
    expect(isVerifiedPurchase({ kind: "customer", orders: [order({ status: "processing" })] }, 19)).toBe(
      true,
    );
    expect(isVerifiedPurchase({ kind: "customer", orders: [order({ status: "unknown" })] }, 19)).toBe(false);
  });
});
