import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "./serverFieldErrors.js";

const at = (path: string, message: string) => ({ path, code: "invalid_format", message });

describe("serverFieldErrors", () => {
  it("puts a shipping address issue at its field with the API's Polish message", () => {
    const placed = serverFieldErrors(
      [at("body.addressInformation.shippingAddress.telephone", "Nieprawidłowy numer telefonu.")],
      { invoice: false, billingShown: false },
    );
    expect(placed.shipping).toEqual({ phoneNumber: "Nieprawidłowy numer telefonu." });
    expect(placed.placed).toBe(true);
    expect(placed.unplaced).toEqual([]);
  });

  it("shows a hidden billing copy's issue at the shipping field, a shown one at the billing field", () => {
    const issues = [at("body.addressInformation.billingAddress.postcode", "Kod pocztowy ma format 00-000.")];
    expect(serverFieldErrors(issues, { invoice: false, billingShown: false }).shipping).toEqual({
      zipCode: "Kod pocztowy ma format 00-000.",
    });
    expect(serverFieldErrors(issues, { invoice: false, billingShown: true }).payment).toEqual({
      zipCode: "Kod pocztowy ma format 00-000.",
    });
  });

  it("puts billing company, NIP and street at the invoice fields when the invoice is on", () => {
    const placed = serverFieldErrors(
      [
        at("body.addressInformation.billingAddress.vat_id", "Nieprawidłowy NIP."),
        at("body.addressInformation.billingAddress.street.1", "Za długie."),
        at("body.addressInformation.billingAddress.email", "To pole jest wymagane."),
      ],
      { invoice: true, billingShown: false },
    );
    expect(placed.invoice).toEqual({ vatId: "Nieprawidłowy NIP.", house: "Za długie." });
    expect(placed.personal).toEqual({ emailAddress: "To pole jest wymagane." });
  });

  it("places methods, the BLIK code and the locker; keeps line issues for a message, once each", () => {
    const placed = serverFieldErrors(
      [
        at("body.addressInformation.payment_method_additional.blik_code", "Kod BLIK ma 6 cyfr."),
        at("body.addressInformation.shipping_method_code", "Ta metoda dostawy jest niedostępna."),
        at("body.addressInformation.inpost_locker", "Wybierz paczkomat."),
        at("body.products.0", "Dostępnych jest tylko 1 szt."),
        at("body.products.1", "Dostępnych jest tylko 1 szt."),
      ],
      { invoice: false, billingShown: false },
    );
    expect(placed.additional).toBe("Kod BLIK ma 6 cyfr.");
    expect(placed.shipping).toEqual({
      shippingMethod: "Ta metoda dostawy jest niedostępna.",
      inpostLocker: "Wybierz paczkomat.",
    });
    expect(placed.unplaced).toEqual(["Dostępnych jest tylko 1 szt."]);
  });

  it("ignores issues without a message", () => {
    expect(serverFieldErrors([{ path: "body.x" }], { invoice: false, billingShown: false }).placed).toBe(
      false,
    );
  });
});
