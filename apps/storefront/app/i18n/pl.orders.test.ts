import { describe, expect, it } from "vitest";
import { orderDateLabel, orderStatusLabel } from "./pl.orders";

describe("order labels", () => {
  it("names every §12.15 status in Polish", () => {
    expect(orderStatusLabel("processing")).toBe("w realizacji");
    expect(orderStatusLabel("pending")).toBe("przyjęte");
    expect(orderStatusLabel("pending_payment")).toBe("oczekuje na płatność");
    expect(orderStatusLabel("complete")).toBe("zrealizowane");
    expect(orderStatusLabel("canceled")).toBe("anulowane");
    expect(orderStatusLabel("closed")).toBe("zamknięte");
  });

  it("names the lifecycle's statuses in Polish (issue 25)", () => {
    expect(
      [
        "placed",
        "awaiting_payment",
        "paid",
        "packed",
        "shipped",
        "delivered",
        "ready_for_pickup",
        "collected",
        "cancelled",
      ].map(orderStatusLabel),
    ).toEqual([
      "przyjęte",
      "oczekuje na płatność",
      "opłacone",
      "spakowane",
      "wysłane",
      "dostarczone",
      "gotowe do odbioru",
      "odebrane",
      "anulowane",
    ]);
  });

  it("shows the API's UTC time in Warsaw time as HH:mm D/M/YYYY (winter and summer time)", () => {
    expect(orderDateLabel("2026-11-25 17:58:31")).toBe("25 listopada 2026, 18:58");
    expect(orderDateLabel("2026-07-01 22:30:00")).toBe("2 lipca 2026, 00:30");
    expect(orderDateLabel("2026-07-01T22:30:00Z")).toBe("2 lipca 2026, 00:30");
    expect(orderDateLabel("")).toBe("");
  });
});
