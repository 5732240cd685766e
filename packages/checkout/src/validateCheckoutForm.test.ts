import { describe, expect, it } from "vitest";
import { aPaymentDetails, aShippingDetails } from "../test/builders.js";
import { emptyInvoiceDetails } from "./invoiceDetails.js";
import { isPhoneNumber } from "./isPhoneNumber.js";
import { type CheckoutFormInput, validateCheckoutForm as validateWith } from "./validateCheckoutForm.js";

const validateCheckoutForm = (input: CheckoutFormInput) => validateWith(input, { isPhoneNumber });

const valid: CheckoutFormInput = {
  personalDetails: {
    firstName: "Anna",
    lastName: "Nowak",
    emailAddress: "anna@example.pl",
    password: "",
    createAccount: false,
  },
  shippingDetails: aShippingDetails(),
  paymentDetails: aPaymentDetails(),
  acceptTerms: true,
  acceptPrivacy: true,
  cartItemsCount: 2,
};

describe("validateCheckoutForm", () => {
  it("accepts a complete form", () => {
    const result = validateCheckoutForm(valid);
    expect(result.ok).toBe(true);
    expect(result.message).toBeNull();
  });

  it("requires the personal fields and a valid e-mail", () => {
    const result = validateCheckoutForm({
      ...valid,
      personalDetails: { ...valid.personalDetails, firstName: "", lastName: " ", emailAddress: "anna@" },
    });
    expect(result.personal).toEqual({
      firstName: "Field is required",
      lastName: "Field is required",
      emailAddress: "Please provide valid e-mail address.",
    });
    expect(result.message).toBe("The checkout form is not filled properly.");
  });

  it("needs a first name of at least 2 letters in personal details and 3 in addresses", () => {
    const result = validateCheckoutForm({
      ...valid,
      personalDetails: { ...valid.personalDetails, firstName: "A" },
      shippingDetails: aShippingDetails({ firstName: "Al" }),
    });
    expect(result.personal.firstName).toBe("Name must have at least 2 letters.");
    expect(result.shipping.firstName).toBe("Name must have at least 3 letters.");
  });

  it("checks the password (≥ 8) and its repetition when an account is created", () => {
    const result = validateCheckoutForm({
      ...valid,
      personalDetails: { ...valid.personalDetails, createAccount: true, password: "krotkie" },
      passwordConfirmation: "inne",
    });
    expect(result.personal.password).toBe("Password must have at least 8 letters.");
    expect(result.personal.passwordConfirmation).toBe("Passwords must be identical.");
  });

  it("ignores the password without account creation", () => {
    expect(validateCheckoutForm({ ...valid, passwordConfirmation: "x" }).personal).toEqual({});
  });

  it("requires the address fields and a NN-NNN zip-code in Poland", () => {
    const result = validateCheckoutForm({
      ...valid,
      shippingDetails: aShippingDetails({
        streetAddress: "",
        apartmentNumber: "",
        city: "",
        zipCode: "31042",
        shippingMethod: "",
      }),
    });
    expect(result.shipping).toEqual({
      streetAddress: "Field is required",
      apartmentNumber: "Field is required",
      city: "Field is required",
      zipCode: "Please provide a valid zip-code (NN-NNN).",
      shippingMethod: "Field is required",
    });
  });

  it("needs at least 3 characters of zip-code and 2 digits of phone", () => {
    const result = validateCheckoutForm({
      ...valid,
      paymentDetails: aPaymentDetails({ zipCode: "31", phoneNumber: "5" }),
    });
    expect(result.payment.zipCode).toBe("Zip-code must have at least 3 letters.");
    expect(result.payment.phoneNumber).toBe("Phone number must have at least 2 digits.");
    const short = validateCheckoutForm({ ...valid, paymentDetails: aPaymentDetails({ phoneNumber: "12" }) });
    expect(short.payment.phoneNumber).toBe("Please provide a valid phone number.");
  });

  it("needs at least 3 characters of tax ID when one is given, and a payment method", () => {
    const result = validateCheckoutForm({
      ...valid,
      paymentDetails: aPaymentDetails({ taxId: "52", paymentMethod: "" }),
    });
    expect(result.payment.taxId).toBe("Tax ID must have at least 3 letters.");
    expect(result.payment.paymentMethod).toBe("Field is required");
  });

  it("rejects digits in a city name", () => {
    expect(
      validateCheckoutForm({ ...valid, shippingDetails: aShippingDetails({ city: "31-042" }) }).shipping.city,
    ).toBe("Please provide valid city name");
  });

  it("skips the shipping section for a virtual cart", () => {
    const result = validateCheckoutForm({
      ...valid,
      isVirtualCart: true,
      shippingDetails: aShippingDetails({ city: "" }),
    });
    expect(result.shipping).toEqual({});
    expect(result.ok).toBe(true);
  });

  it("needs both the terms and the privacy policy accepted", () => {
    expect(validateCheckoutForm({ ...valid, acceptPrivacy: false }).terms).toBe(
      "You must accept the terms and conditions and the privacy policy.",
    );
    expect(validateCheckoutForm({ ...valid, acceptTerms: false }).ok).toBe(false);
  });

  it("includes the invoice rules when invoice details are given", () => {
    const result = validateCheckoutForm({
      ...valid,
      invoiceDetails: { ...emptyInvoiceDetails(), enabled: true },
    });
    expect(result.invoice.companyName).toBe("Field is required");
    expect(result.ok).toBe(false);
  });

  it("blocks an empty cart with its own message", () => {
    const result = validateCheckoutForm({ ...valid, cartItemsCount: 0 });
    expect(result.ok).toBe(false);
    expect(result.message).toBe("Your cart must not be empty to enter the checkout.");
  });

  it("does not ask to accept the privacy policy: it is information (after-sales-and-law.md §7)", () => {
    const { acceptPrivacy: _left, ...withoutPrivacy } = valid;
    expect(validateCheckoutForm(withoutPrivacy).terms).toBeNull();
    expect(validateCheckoutForm({ ...withoutPrivacy, acceptTerms: false }).terms).toBe(
      "You must accept the terms and conditions and the privacy policy.",
    );
  });

  it("requires the digital content consent only when the cart holds digital content", () => {
    const missing = validateCheckoutForm({ ...valid, digitalConsent: { required: true, given: false } });
    expect(missing.ok).toBe(false);
    expect(missing.digitalConsent).toBe(
      "Aby kupić treści cyfrowe, zaznacz zgodę na ich natychmiastowe dostarczenie i przyjęcie do wiadomości utraty prawa odstąpienia od umowy.",
    );
    expect(validateCheckoutForm({ ...valid, digitalConsent: { required: true, given: true } }).ok).toBe(true);
    const notNeeded = validateCheckoutForm({ ...valid, digitalConsent: { required: false, given: false } });
    expect(notNeeded.ok).toBe(true);
    expect(notNeeded.digitalConsent).toBeNull();
  });
});

describe("validateCheckoutForm by delivery (issue 32)", () => {
  it("refuses '60123' and an empty phone for a courier", () => {
    const short = validateCheckoutForm({
      ...valid,
      shippingDetails: aShippingDetails({ phoneNumber: "60123" }),
    });
    expect(short.shipping.phoneNumber).toBe("Please provide a valid phone number.");
    const none = validateCheckoutForm({ ...valid, shippingDetails: aShippingDetails({ phoneNumber: "" }) });
    expect(none.shipping.phoneNumber).toBe("The courier needs a phone number to reach you.");
    expect(none.ok).toBe(false);
  });

  it("accepts a Polish mobile for a courier", () => {
    const result = validateCheckoutForm({
      ...valid,
      delivery: "courier",
      shippingDetails: aShippingDetails({ phoneNumber: "601 234 567" }),
    });
    expect(result.ok).toBe(true);
  });

  it("asks no street, postcode or billing address for a locker", () => {
    const noAddress = aShippingDetails({ streetAddress: "", apartmentNumber: "", zipCode: "", city: "" });
    const result = validateCheckoutForm({
      ...valid,
      delivery: "locker",
      shippingDetails: noAddress,
      paymentDetails: aPaymentDetails({ streetAddress: "", zipCode: "", city: "" }),
    });
    expect(result.shipping).toEqual({});
    expect(result.payment).toEqual({});
    expect(result.ok).toBe(true);
  });

  it("still checks a phone given for a locker or a pickup", () => {
    const result = validateCheckoutForm({
      ...valid,
      delivery: "pickup",
      shippingDetails: aShippingDetails({ streetAddress: "", phoneNumber: "60123" }),
    });
    expect(result.shipping).toEqual({ phoneNumber: "Please provide a valid phone number." });
  });
});
