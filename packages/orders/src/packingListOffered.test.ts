import { describe, expect, it } from "vitest";
import type { LifecycleOrder } from "./lifecycleOrder";
import { packableStates, packingListOffered } from "./packingListOffered";

const anOrder = (overrides: Partial<LifecycleOrder>): LifecycleOrder => ({
  number: "000000042",
  status: "paid",
  payment: "online",
  delivery: "carrier",
  totalGrosze: 13999,
  paidGrosze: 13999,
  refundedGrosze: 0,
  stockTaken: [{ sku: "SUK-0193-M", parentSku: "SUK-0193", qty: 1 }],
  shipment: null,
  deliveredOn: null,
  ...overrides,
});

describe("packingListOffered", () => {
  it("offers the list of a paid order and of a packed one (printed again for the box)", () => {
    expect(packingListOffered(anOrder({ status: "paid" }))).toBe(true);
    expect(packingListOffered(anOrder({ status: "packed" }))).toBe(true);
  });

  it("offers it for cash on delivery once placed, not for a transfer still waiting for its money", () => {
    expect(
      packingListOffered(anOrder({ status: "placed", payment: "cash_on_delivery", paidGrosze: 0 })),
    ).toBe(true);
    expect(packingListOffered(anOrder({ status: "placed", payment: "transfer", paidGrosze: 0 }))).toBe(false);
    expect(packingListOffered(anOrder({ status: "awaiting_payment", paidGrosze: 0 }))).toBe(false);
  });

  it("does not offer it for a cancelled order, nor once the parcel left or waits in the store", () => {
    for (const status of ["cancelled", "shipped", "delivered", "ready_for_pickup", "collected"] as const)
      expect(packingListOffered(anOrder({ status })), status).toBe(false);
  });
});

describe("packableStates", () => {
  it("is a paid order with any payment and a placed one with cash on delivery", () => {
    expect(packableStates()).toEqual([
      { status: "placed", payments: ["cash_on_delivery"] },
      { status: "paid", payments: ["online", "transfer", "cash_on_delivery"] },
    ]);
  });
});
