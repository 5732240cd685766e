import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shippingInformationAddress, shippingInformationRequest } from "./shippingInformationRequest.js";

const TEXT_FIELDS = ["firstname", "lastname", "city", "postcode", "telephone", "email", "company", "vat_id"];

/** Text that is sometimes blank or only white space, as half-filled forms give it. */
const formText = fc.oneof(fc.constantFrom("", " ", "\t"), fc.string({ maxLength: 12 }));

const address = fc.record(
  {
    countryId: formText,
    country_id: formText,
    firstname: formText,
    lastname: formText,
    city: formText,
    postcode: formText,
    telephone: formText,
    email: formText,
    company: formText,
    vat_id: formText,
    street: fc.array(formText, { maxLength: 3 }),
    region_id: fc.integer({ min: 0, max: 20 }),
  },
  { requiredKeys: [] },
);

const isBlank = (value: unknown): boolean => typeof value === "string" && value.trim() === "";

describe("shippingInformationRequest (properties)", () => {
  it("sends no blank text or street line, and every filled field unchanged", () => {
    fc.assert(
      fc.property(address, (source) => {
        const shaped = shippingInformationAddress(source, "PL");
        for (const [field, value] of Object.entries(shaped)) {
          if (field === "street") {
            expect((value as string[]).some(isBlank)).toBe(false);
            expect(value).toEqual((source.street ?? []).filter((line) => !isBlank(line)));
          } else {
            expect(isBlank(value)).toBe(false);
          }
        }
        for (const field of TEXT_FIELDS) {
          const given = new Map(Object.entries(source)).get(field);
          expect(new Map(Object.entries(shaped)).get(field)).toBe(
            typeof given !== "string" || isBlank(given) ? undefined : given,
          );
        }
      }),
    );
  });

  it("shaping twice changes nothing", () => {
    fc.assert(
      fc.property(address, formText, (source, fallback) => {
        const once = shippingInformationAddress(source, fallback);
        expect(shippingInformationAddress(Object.fromEntries(Object.entries(once)), fallback)).toEqual(once);
      }),
    );
  });

  it("the billing address has its own country when it has one, else the shipping country", () => {
    fc.assert(
      fc.property(address, address, (shipping, billing) => {
        const body = shippingInformationRequest({ shippingAddress: shipping, billingAddress: billing });
        const own = [billing.countryId, billing.country_id].find(
          (country) => country !== undefined && !isBlank(country),
        );
        expect(body.billingAddress.countryId).toBe(own ?? body.shippingAddress.countryId);
      }),
    );
  });
});
