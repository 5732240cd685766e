/**
 * The carrier the ship form starts with for an order: its delivery decides it. A parcel-locker order
 * (shipping method `inpost_…`) goes with InPost when the shop has that carrier; a courier order starts with
 * none, so the staff member picks the courier that took the parcel (pre-selecting InPost sent the shopper
 * an InPost tracking link for a DPD parcel). Pure.
 *
 * @param shippingMethod - the order's `carrier_method` (`inpost_paczkomat`, `flatrate_flatrate`), or null.
 * @param carrierCodes - the codes of the shop settings' carriers.
 * @example
 * shipCarrierFor("inpost_paczkomat", ["inpost", "dpd"]); // "inpost"
 * shipCarrierFor("flatrate_flatrate", ["inpost", "dpd"]); // null
 */
export function shipCarrierFor(
  shippingMethod: string | null,
  carrierCodes: readonly string[],
): string | null {
  if (shippingMethod?.startsWith("inpost_") && carrierCodes.includes("inpost")) return "inpost";
  return null;
}
