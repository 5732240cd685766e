/**
 * Drops blank strings and blank street lines so optional address fields are simply absent. Pure.
 *
 * @example
 * compactAddress({ city: "Gdańsk", company: "", street: ["Długa 1", ""] }); // { city: "Gdańsk", street: ["Długa 1"] }
 */
export function compactAddress(value: unknown): unknown {
  if (Array.isArray(value)) {
    const list = value.map(compactAddress).filter((entry) => entry !== undefined && entry !== "");
    return list.length > 0 ? list : undefined;
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const compacted = compactAddress(entry);
      if (compacted !== undefined && compacted !== "" && compacted !== null) out[key] = compacted;
    }
    return out;
  }
  return value;
}

/**
 * The address information without blank fields, the billing country falling back to the shipping
 * country (the API requires a country on both addresses, api-contract.md §5.9). Pure.
 *
 * @example
 * withBillingCountry({ shippingAddress: { countryId: "PL" }, billingAddress: {} }).billingAddress; // { countryId: "PL" }
 */
export function withBillingCountry(info: {
  readonly shippingAddress: Readonly<Record<string, unknown>>;
  readonly billingAddress: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  const compacted = compactAddress(info) as {
    shippingAddress?: Record<string, unknown>;
    billingAddress?: Record<string, unknown>;
  };
  const country = compacted.shippingAddress?.countryId;
  const billing = compacted.billingAddress ?? {};
  if (!billing.countryId && !billing.country_id && country)
    compacted.billingAddress = { ...billing, countryId: country };
  return compacted;
}
