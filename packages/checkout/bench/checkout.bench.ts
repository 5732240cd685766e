import { bench, describe } from "vitest";
import {
  beginOrder,
  buildOrder,
  isValidNip,
  notificationsReducer,
  validateCheckoutForm,
} from "../src/index.js";
import { initialNotificationsState } from "../src/notificationsReducer.js";
import { isPhoneNumber } from "../src/phone.js";
import { aLine, anOrderInput, aPaymentDetails, aShippingDetails } from "../test/builders.js";

// A 100-line cart whose lines carry product documents, as the order body does (api-contract.md §6.1).
const lines = Array.from({ length: 100 }, (_, i) =>
  aLine({
    sku: `SUK-${i}-M`,
    checksum: `c${i}`,
    name: "Sukienka lniana",
    description: "x".repeat(400),
    configurable_children: [{ sku: "a" }],
  }),
);
const input = anOrderInput({ cartLines: lines });
const nips = Array.from({ length: 10_000 }, (_, i) => String(5_260_001_246 + i * 7).padStart(10, "0"));

describe("checkout", () => {
  bench("buildOrder + beginOrder (content hash, SHA3-224) for a 100-line cart", () => {
    const draft = buildOrder(input);
    beginOrder({}, draft, {
      now: 1_700_000_000_000,
      online: true,
      createOrderId: () => "1700000000000-0000-4000-8000-000000000001",
    });
  });

  bench("isValidNip × 10 000", () => {
    for (const nip of nips) isValidNip(nip);
  });

  bench("validateCheckoutForm", () => {
    validateCheckoutForm(
      {
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
        cartItemsCount: 3,
      },
      { isPhoneNumber },
    );
  });

  bench("notificationsReducer: 1 000 spawns", () => {
    let state = initialNotificationsState();
    for (let i = 0; i < 1000; i++) {
      state = notificationsReducer(state, {
        type: "spawn",
        notification: { type: "info", message: `m${i}` },
        generatedId: `n${i}`,
      }).state;
    }
  });
});
