import { describe, expect, it } from "vitest";
import { orderWaitingText } from "./orderWaitingText";

describe("orderWaitingText", () => {
  it("says an unpaid online order waits for the gateway, and what comes next", () => {
    expect(orderWaitingText({ status: "awaiting_payment", payment_kind: "online" })).toBe(
      "Zamówienie czeka na płatność online (np. BLIK). Gdy bramka płatności ją potwierdzi, status zmieni się na „Opłacone” i zamówienie będzie można spakować.",
    );
  });

  it("says an unpaid transfer order waits for the money and who confirms it", () => {
    expect(orderWaitingText({ status: "placed", payment_kind: "transfer" })).toMatch(
      /^Zamówienie czeka na przelew\. .*właściciel lub obsługa klienta potwierdzi wpłatę/,
    );
  });

  it("says a shipped parcel is on its way and a cancelled order needs nothing", () => {
    expect(orderWaitingText({ status: "shipped", payment_kind: "online" })).toMatch(
      /^Paczka jest w drodze\./,
    );
    expect(orderWaitingText({ status: "cancelled", payment_kind: "transfer" })).toBe(
      "Zamówienie jest anulowane. Nic więcej nie trzeba robić.",
    );
  });

  it("never says there is nothing left to do on an order that is not paid", () => {
    for (const status of ["placed", "awaiting_payment"])
      for (const payment_kind of ["online", "transfer", "cash_on_delivery"] as const)
        expect(orderWaitingText({ status, payment_kind })).not.toMatch(/nie ma już czynności/);
  });
});
