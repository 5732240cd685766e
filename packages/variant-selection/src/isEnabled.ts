/**
 * Whether a catalogue document (a product or a configurable child) is enabled: its `status` is below 2
 * (catalogue.md, behaviour.md §5.2: 0 and 1 are enabled, 2 is disabled; a missing status counts as
 * enabled; a numeric string is read as its number). The one "enabled" rule of the shop (issue 30, rule 2):
 * {@link isEligibleChild}, the API's catalogue, search and cart and the storefront all call it. Pure.
 *
 * @example
 * isEnabled({ status: 1 }); // true
 * isEnabled({ status: 2 }); // false
 * isEnabled({}); // true
 */
export function isEnabled(doc: { readonly status?: unknown }): boolean {
  const { status } = doc;
  const value = typeof status === "string" && status.trim() !== "" ? Number(status) : status;
  return !(typeof value === "number" && value >= 2);
}

/**
 * Whether a product may be an item of a grouped or bundle product: its status is exactly 1 (catalogue.md
 * "grouped and bundle children need status 1"; a missing status counts as 1), stricter than
 * {@link isEnabled}. Pure.
 *
 * @example
 * isActiveLinkItem({ status: 1 }); // true
 * isActiveLinkItem({ status: 0 }); // false
 */
export function isActiveLinkItem(doc: { readonly status?: unknown }): boolean {
  return Number(doc.status ?? 1) === 1;
}
