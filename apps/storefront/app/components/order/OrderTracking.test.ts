import { describe, expect, it } from "vitest";
import { placedNext } from "./OrderTracking";

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
