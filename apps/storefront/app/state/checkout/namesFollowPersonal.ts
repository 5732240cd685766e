import type { CheckoutState } from "@outlet/checkout";

/** The name fields the personal details and the shipping address share. */
const SHARED_NAMES: ReadonlySet<string> = new Set(["firstName", "lastName"]);

/**
 * The shipping address's name follows the personal details' one (issue 12: the checkout asked for the name
 * twice). A change of the personal first or last name is copied to the shipping field while that field is
 * empty or still says what the personal field said; a name the shopper typed there for someone else stays.
 * Returns the shipping details to merge into the state, or nothing to merge. Pure.
 *
 * @example
 * namesFollowPersonal(details, "personalDetails", "firstName", "Anna").shippingDetails?.firstName; // "Anna"
 */
export function namesFollowPersonal(
  details: CheckoutState,
  section: string,
  field: string,
  value: unknown,
): { readonly shippingDetails?: CheckoutState["shippingDetails"] } {
  if (section !== "personalDetails" || !SHARED_NAMES.has(field) || typeof value !== "string") return {};
  const key = field as "firstName" | "lastName";
  const shipping = details.shippingDetails;
  const before = details.personalDetails[key];
  if (shipping[key] !== "" && shipping[key] !== before) return {};
  return { shippingDetails: { ...shipping, [key]: value } };
}
