import { describe, expect, it } from "vitest";
import { placedNext, stepsToShow } from "./OrderTracking";

describe("placedNext", () => {
  it("tells a transfer's payer to pay, with the details above (they come first: s22)", () => {
    expect(placedNext("banktransfer", false)).toBe(
      "Czekamy na Twoją wpłatę — dane do przelewu znajdziesz powyżej.",
    );
    expect(placedNext("banktransfer", true)).toBe(
      "Czekamy na Twoją wpłatę — dane do przelewu znajdziesz powyżej.",
    );
  });

  it("prepares a cash-on-delivery order at once, paid at the door or at the till", () => {
    expect(placedNext("cashondelivery", false)).toBe(
      "Przygotowujemy zamówienie do wysyłki. Zapłacisz przy odbiorze.",
    );
    expect(placedNext("cashondelivery", true)).toBe(
      "Przygotowujemy zamówienie do odbioru w sklepie. Zapłacisz w kasie przy odbiorze.",
    );
  });

  it("waits for the gateway's word on an online payment", () => {
    expect(placedNext("blik", false)).toBe("Czekamy na potwierdzenie płatności.");
    expect(placedNext("online", true)).toBe("Czekamy na potwierdzenie płatności.");
  });
});

describe("stepsToShow", () => {
  const route = [
    { key: "placed", label: "Złożone", at: "1 grudnia 2026, 05:34" },
    { key: "paid", label: "Opłacone", at: "1 grudnia 2026, 05:35" },
    { key: "shipped", label: "Wysłane", at: null },
    { key: "delivered", label: "Dostarczone", at: null },
  ];

  it("lists the whole route while the order goes on", () => {
    expect(stepsToShow(route, "paid", null)).toBe(route);
  });

  it("ends a cancelled order with its cancellation, never promising the shipping it will not have", () => {
    expect(stepsToShow(route, "cancelled", "1 grudnia 2026, 05:40").map((s) => `${s.label} ${s.at}`)).toEqual(
      ["Złożone 1 grudnia 2026, 05:34", "Opłacone 1 grudnia 2026, 05:35", "Anulowane 1 grudnia 2026, 05:40"],
    );
  });

  it("leaves out the payment of a cancelled order that was never paid", () => {
    const unpaid = route.map((step) => (step.key === "paid" ? { ...step, at: null } : step));
    expect(stepsToShow(unpaid, "cancelled", null).map((s) => s.key)).toEqual(["placed", "cancelled"]);
  });
});
