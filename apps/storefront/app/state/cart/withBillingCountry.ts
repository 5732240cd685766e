import type { ShippingInformationAddress, ShippingMethodsAddress } from "@outlet/transport";

/** The text fields of a §5.9 address, sent when they are not blank. */
const TEXT_FIELDS = [
  "firstname",
  "lastname",
  "city",
  "postcode",
  "telephone",
  "email",
  "company",
  "vat_id",
] as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The non-blank street lines of an address field, or none. */
function streetLines(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lines = value.filter((line): line is string => typeof line === "string" && line.trim() !== "");
  return lines.length > 0 ? lines : undefined;
}

/** The non-blank text of an address field, or none. */
function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * A §5.9 address without its blank fields, in the API's camelCase country (`countryId`, or `country_id`
 * as the checkout keeps it, or the given fallback). Pure.
 *
 * @example
 * shippingInformationAddress({ city: "Gdańsk", company: "", street: ["Długa 1", ""], country_id: "PL" }, "");
 * // { countryId: "PL", city: "Gdańsk", street: ["Długa 1"] }
 */
export function shippingInformationAddress(
  source: object,
  fallbackCountry: string,
): ShippingInformationAddress {
  const fields = new Map(Object.entries(source));
  const address: Mutable<ShippingInformationAddress> = {
    countryId: text(fields.get("countryId")) ?? text(fields.get("country_id")) ?? fallbackCountry,
  };
  for (const field of TEXT_FIELDS) {
    const value = text(fields.get(field));
    if (value !== undefined) address[field] = value;
  }
  const street = streetLines(fields.get("street"));
  if (street) address.street = street;
  return address;
}

/**
 * The `cart/shipping-methods` address without its blank fields (a blank street line, an empty city), so
 * optional fields are simply absent. Pure.
 *
 * @example
 * shippingMethodsAddress({ country_id: "PL", street: ["", ""], city: "", postcode: "80-827", region_id: 0 });
 * // { country_id: "PL", postcode: "80-827" }
 */
export function shippingMethodsAddress(source: ShippingMethodsAddress): ShippingMethodsAddress {
  const street = streetLines(source.street);
  const region = text(source.region);
  const regionCode = text(source.region_code);
  const postcode = text(source.postcode);
  const city = text(source.city);
  return {
    country_id: source.country_id,
    ...(region ? { region } : {}),
    ...(source.region_id ? { region_id: source.region_id } : {}),
    ...(regionCode ? { region_code: regionCode } : {}),
    ...(street ? { street } : {}),
    ...(postcode ? { postcode } : {}),
    ...(city ? { city } : {}),
  };
}

/**
 * The `cart/shipping-information` body without blank fields, the billing country falling back to the
 * shipping country (the API requires a country on both addresses, api-contract.md §5.9). Pure.
 *
 * @example
 * withBillingCountry({ shippingAddress: { countryId: "PL" }, billingAddress: {} }).billingAddress; // { countryId: "PL" }
 */
export function withBillingCountry(info: {
  readonly shippingAddress: object;
  readonly billingAddress?: object | undefined;
  readonly shippingCarrierCode?: string | undefined;
  readonly shippingMethodCode?: string | undefined;
}): {
  readonly shippingAddress: ShippingInformationAddress;
  readonly billingAddress: ShippingInformationAddress;
  readonly shippingCarrierCode?: string;
  readonly shippingMethodCode?: string;
} {
  const shippingAddress = shippingInformationAddress(info.shippingAddress, "");
  return {
    shippingAddress,
    billingAddress: shippingInformationAddress(info.billingAddress ?? {}, shippingAddress.countryId),
    ...(info.shippingCarrierCode ? { shippingCarrierCode: info.shippingCarrierCode } : {}),
    ...(info.shippingMethodCode ? { shippingMethodCode: info.shippingMethodCode } : {}),
  };
}
