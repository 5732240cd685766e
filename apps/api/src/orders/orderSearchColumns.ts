/**
 * The lower-case billing name twice, "firstname lastname" and "lastname firstname": the order list's name
 * search is a prefix match on either (an index range on both engines), so "nowak" and "anna no" both find
 * Anna Nowak.
 *
 * @example
 * orderSearchNames({ firstname: "Anna", lastname: "Nowak" }); // { customer_name: "anna nowak", customer_name_reversed: "nowak anna" }
 */
export function orderSearchNames(address: { firstname?: unknown; lastname?: unknown } | undefined): {
  customer_name: string;
  customer_name_reversed: string;
} {
  const first = String(address?.firstname ?? "")
    .trim()
    .toLowerCase();
  const last = String(address?.lastname ?? "")
    .trim()
    .toLowerCase();
  return { customer_name: `${first} ${last}`.trim(), customer_name_reversed: `${last} ${first}`.trim() };
}

/**
 * The shipping carrier code of an order document (`flatrate`, `inpost`, `pickup`), `""` for an order
 * without shipping (virtual goods).
 *
 * @example
 * orderCarrierOf({ extension_attributes: { shipping_assignments: [{ shipping: { method: "inpost_locker" } }] } }); // "inpost"
 */
export function orderCarrierOf(doc: {
  readonly pickup_location?: unknown;
  readonly extension_attributes?: { shipping_assignments?: { shipping?: { method?: string } }[] };
}): string {
  if (doc.pickup_location) return "pickup";
  const method = doc.extension_attributes?.shipping_assignments?.[0]?.shipping?.method ?? "";
  return method.split("_")[0] ?? "";
}
