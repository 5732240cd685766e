// The README's quick start, verbatim apart from the assertions.
import { describe, expect, it } from "vitest";
import {
  beginOrder,
  buildOrder,
  completeOrder,
  initialCheckoutState,
  isValidNip,
  plCheckoutMessages,
  validateCheckoutForm,
} from "../src/index.js";
import { isPhoneNumber } from "../src/phone.js";

describe("README quick start", () => {
  it("runs as written", () => {
    const address = {
      ...initialCheckoutState().shippingDetails,
      firstName: "Anna",
      lastName: "Nowak",
      country: "PL",
      streetAddress: "Długa 5",
      apartmentNumber: "m. 2",
      city: "Gdańsk",
      zipCode: "80-827",
      phoneNumber: "+48 600 100 200",
    };
    const personalDetails = {
      firstName: "Anna",
      lastName: "Nowak",
      emailAddress: "anna@example.pl",
      password: "",
      createAccount: false,
    };
    const shippingDetails = { ...address, shippingMethod: "flatrate" };
    const paymentDetails = {
      ...initialCheckoutState().paymentDetails,
      ...address,
      paymentMethod: "przelewy24",
    };

    expect(isValidNip("526-000-12-46")).toBe(true);
    const form = validateCheckoutForm(
      {
        personalDetails,
        shippingDetails,
        paymentDetails,
        acceptTerms: true,
        acceptPrivacy: false,
        cartItemsCount: 1,
      },
      { isPhoneNumber },
    );
    expect(form.terms && plCheckoutMessages[form.terms]).toBe(
      "Musisz zaakceptować regulamin i politykę prywatności.",
    );

    const draft = buildOrder({
      cartLines: [{ sku: "SUK-0193-M", qty: 1 }],
      cartId: "aZ3cart",
      personalDetails,
      shippingDetails,
      paymentDetails,
      shippingMethod: { method_code: "flatrate", carrier_code: "flatrate" },
      isVirtualCart: false,
    });
    const start = beginOrder({}, draft, {
      now: 1_763_719_200_000,
      online: true,
      createOrderId: () => "1763719200000-6f1c2b8e-1d4a-4b7e-9a53-0c2d9e8f7a61",
    });
    expect(start.outcome).toBe("send");
    if (start.outcome === "send") {
      expect(start.request.headers["Idempotency-Key"]).toBe(
        "1763719200000-6f1c2b8e-1d4a-4b7e-9a53-0c2d9e8f7a61",
      );
      const failed = completeOrder(
        start.session,
        start.order,
        { code: 503 },
        { now: 1_763_719_201_000, createAccount: false, contactEmail: "sklep@example.pl" },
      );
      expect(failed.outcome).toBe("queued");
      const retry = beginOrder(failed.session, draft, {
        now: 1_763_719_260_000,
        online: true,
        createOrderId: () => "never-used-0000000",
      });
      expect(retry.outcome === "send" && retry.order.order_id).toBe(
        "1763719200000-6f1c2b8e-1d4a-4b7e-9a53-0c2d9e8f7a61",
      );
    }
  });
});
