import type { BuildOrderInput, OrderLine } from "../src/buildOrder.js";
import { initialCheckoutState, type PaymentDetails, type ShippingDetails } from "../src/checkoutState.js";

export function aShippingDetails(overrides: Partial<ShippingDetails> = {}): ShippingDetails {
  return {
    ...initialCheckoutState().shippingDetails,
    firstName: "Anna",
    lastName: "Nowak",
    country: "PL",
    streetAddress: "Rynek Główny 1",
    apartmentNumber: "m. 4",
    city: "Kraków",
    zipCode: "31-042",
    phoneNumber: "+48 600 100 200",
    shippingMethod: "flatrate",
    ...overrides,
  };
}

export function aPaymentDetails(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    ...initialCheckoutState().paymentDetails,
    firstName: "Anna",
    lastName: "Nowak",
    country: "PL",
    streetAddress: "Długa 5",
    apartmentNumber: "m. 2",
    city: "Gdańsk",
    zipCode: "80-827",
    phoneNumber: "+48 600 100 200",
    paymentMethod: "przelewy24",
    ...overrides,
  };
}

export function aLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return { sku: "SUK-0193-M", qty: 1, checksum: "c-suk-m", type_id: "configurable", ...overrides };
}

export function anOrderInput(overrides: Partial<BuildOrderInput> = {}): BuildOrderInput {
  return {
    cartLines: [aLine()],
    cartId: "aZ3cartToken",
    userId: null,
    personalDetails: { emailAddress: "anna@example.pl" },
    shippingDetails: aShippingDetails(),
    paymentDetails: aPaymentDetails(),
    shippingMethod: { method_code: "flatrate", carrier_code: "flatrate" },
    paymentMethodCode: "przelewy24",
    isVirtualCart: false,
    ...overrides,
  };
}
