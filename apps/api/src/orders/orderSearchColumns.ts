/**
 * The lower-case "firstname lastname" of an order's billing address: what the order list's name search
 * compares with.
 *
 * @example
 * orderSearchName({ firstname: "Anna", lastname: "Nowak" }); // "anna nowak"
 */
export function orderSearchName(address: { firstname?: unknown; lastname?: unknown } | undefined): string {
  return `${String(address?.firstname ?? "")} ${String(address?.lastname ?? "")}`.trim().toLowerCase();
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
