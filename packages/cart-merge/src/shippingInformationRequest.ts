import type {
  ShippingInformationAddress,
  ShippingInformationRequest,
  ShippingMethodsAddress,
} from "@outlet/contract";
import type { TotalsAddress } from "./planSyncTotals.js";

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

/** The street lines that hold more than white space, or none when no line does. */
function filledLines(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lines = value.filter((line): line is string => typeof line === "string" && line.trim() !== "");
  return lines.length > 0 ? lines : undefined;
}

/** The value when it is text with more than white space, else none. */
function filledText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The shipping-information body as the checkout or the totals plan gives it: loose address records (the
 * shipping one may name its country `countryId` or `country_id`), the codes when chosen.
 *
 * @example
 * const info: ShippingInformationSource = { shippingAddress: { countryId: "PL", city: "" }, billingAddress: {} };
 */
export interface ShippingInformationSource {
  readonly shippingAddress: TotalsAddress;
  readonly billingAddress?: TotalsAddress | undefined;
  readonly shippingCarrierCode?: string | undefined;
  readonly shippingMethodCode?: string | undefined;
}

/**
 * One address of `POST cart/shipping-information` (api-contract §5.9, issue 30 rule 18): the text fields
 * and street lines that are not blank, the country from `countryId`, else `country_id`, else
 * `fallbackCountry`. A blank field is left out rather than sent empty, so the API's optional fields stay
 * absent. Pure.
 *
 * @example
 * shippingInformationAddress({ city: "Gdańsk", company: "", street: ["Długa 1", ""], country_id: "PL" }, "");
 * // { countryId: "PL", city: "Gdańsk", street: ["Długa 1"] }
 */
export function shippingInformationAddress(
  source: TotalsAddress,
  fallbackCountry: string,
): ShippingInformationAddress {
  const address: Mutable<ShippingInformationAddress> = {
    countryId: filledText(source.countryId) ?? filledText(source.country_id) ?? fallbackCountry,
  };
  for (const field of TEXT_FIELDS) {
    const value = filledText(source[field]);
    if (value !== undefined) address[field] = value;
  }
  const street = filledLines(source.street);
  if (street) address.street = street;
  return address;
}

/**
 * The `addressInformation` body of `POST cart/shipping-information` (api-contract §5.9, issue 30 rule 18):
 * both addresses without their blank fields, the billing country falling back to the shipping country
 * (the API requires a country on both), the carrier and method codes only when given. Pure.
 *
 * @example
 * shippingInformationRequest({ shippingAddress: { countryId: "PL" }, billingAddress: {} }).billingAddress;
 * // { countryId: "PL" }
 */
export function shippingInformationRequest(info: ShippingInformationSource): ShippingInformationRequest {
  const shippingAddress = shippingInformationAddress(info.shippingAddress, "");
  return {
    shippingAddress,
    billingAddress: shippingInformationAddress(info.billingAddress ?? {}, shippingAddress.countryId),
    ...(info.shippingCarrierCode ? { shippingCarrierCode: info.shippingCarrierCode } : {}),
    ...(info.shippingMethodCode ? { shippingMethodCode: info.shippingMethodCode } : {}),
  };
}

/**
 * The address of `POST cart/shipping-methods` (api-contract §5.8, issue 30 rule 18): the country and only
 * the fields typed so far — a blank street line, an empty city or a zero `region_id` is left out. Pure.
 *
 * @example
 * shippingMethodsAddress({ country_id: "PL", street: ["", ""], city: "", postcode: "80-827", region_id: 0 });
 * // { country_id: "PL", postcode: "80-827" }
 */
export function shippingMethodsAddress(source: ShippingMethodsAddress): ShippingMethodsAddress {
  const street = filledLines(source.street);
  const region = filledText(source.region);
  const regionCode = filledText(source.region_code);
  const postcode = filledText(source.postcode);
  const city = filledText(source.city);
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
