import { describe, expect, it } from "vitest";
import type { CheckoutMessage } from "./checkoutMessages.js";
import { recheckField } from "./recheckField.js";
import type { CheckoutFormResult } from "./validateCheckoutForm.js";

const result = (shipping: CheckoutFormResult["shipping"]): CheckoutFormResult => ({
  ok: false,
  message: "The checkout form is not filled properly.",
  personal: {},
  shipping,
  payment: {},
  invoice: {},
  digitalConsent: null,
  terms: null,
});

describe("recheckField", () => {
  it("drops the changed field's error once it is valid and the summary with the last error", () => {
    const shown = result({ zipCode: "Field is required" });
    const next = recheckField(shown, result({}), "shipping", "zipCode");
    expect(next.shipping).toEqual({});
    expect(next.ok).toBe(true);
    expect(next.message).toBeNull();
  });

  it("keeps other fields' errors (also the API's) and adds none while typing", () => {
    const shown = result({
      zipCode: "Field is required",
      // The API's reason, which is no dictionary key.
      streetAddress: "Maksymalna długość to 100 znaków." as CheckoutMessage,
    });
    const fresh = result({ zipCode: "Field is required", city: "Field is required" });
    const next = recheckField(shown, fresh, "shipping", "streetAddress");
    expect(next.shipping).toEqual({ zipCode: "Field is required" });
    expect(next.message).toBe("The checkout form is not filled properly.");
  });

  it("shows the fresh message of a field still invalid", () => {
    const shown = result({ zipCode: "Field is required" });
    const fresh = result({ zipCode: "Please provide a valid zip-code (NN-NNN)." });
    expect(recheckField(shown, fresh, "shipping", "zipCode").shipping.zipCode).toBe(
      "Please provide a valid zip-code (NN-NNN).",
    );
  });
});
