import { describe, expect, it } from "vitest";
import { checkoutMessages, plCheckoutMessages, translate } from "./checkoutMessages.js";

describe("plCheckoutMessages", () => {
  it("translates every message key", () => {
    for (const key of Object.values(checkoutMessages)) expect(plCheckoutMessages[key], key).toBeTruthy();
    expect(Object.keys(plCheckoutMessages).sort()).toEqual(Object.values(checkoutMessages).sort());
  });

  it("keeps every placeholder of the key in its translation", () => {
    for (const [key, text] of Object.entries(plCheckoutMessages)) {
      for (const placeholder of key.match(/\{\w+\}/g) ?? []) expect(text, key).toContain(placeholder);
    }
  });
});

describe("checkoutMessages", () => {
  it("quotes the spec's order messages exactly", () => {
    expect(checkoutMessages.orderWaiting).toBe("Order waiting!");
    expect(checkoutMessages.productsUnavailable).toBe("Some of the ordered products are not available!");
    expect(checkoutMessages.orderQueued).toBe(
      "The order can not be transfered because of server error. Order has been queued",
    );
    expect(checkoutMessages.orderInvalid).toBe(
      "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
    );
  });
});

describe("translate", () => {
  it("translates to Polish and fills placeholders", () => {
    expect(translate("Passwords must be identical.")).toBe("Hasła muszą być identyczne.");
    expect(translate(checkoutMessages.orderInvalid, { email: "sklep@example.pl" })).toBe(
      "Wewnętrzny błąd walidacji. Sprawdź, czy wszystkie wymagane pola są wypełnione. Skontaktuj się z nami: sklep@example.pl",
    );
  });

  it("falls back to the key for unknown messages", () => {
    expect(translate("Unknown {x}", { x: 1 })).toBe("Unknown 1");
  });
});
