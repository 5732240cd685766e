import type { ShippingDetails } from "./checkoutState.js";
import { type CustomerAddress, type InvoiceCustomer, isInvoiceAddress } from "./invoiceDetails.js";

/**
 * A saved delivery address the checkout offers: its id, a one-line label and whether it is the default.
 *
 * @example
 * ```ts
 * const choice: SavedAddressChoice = { id: "31", label: "Floriańska 12 m. 4, 31-019 Kraków", isDefault: true, address };
 * ```
 */
export interface SavedAddressChoice {
  readonly id: string;
  readonly label: string;
  readonly isDefault: boolean;
  readonly address: CustomerAddress;
}

/**
 * The customer's saved delivery addresses for the checkout picker, the default first: every address with a
 * street, but not the invoice address (company + NIP, api-contract.md §4.7) unless it is the default
 * shipping one. Pure.
 *
 * @example
 * ```ts
 * savedAddressChoices(customer)[0]?.label; // "Floriańska 12 m. 4, 31-019 Kraków"
 * ```
 */
export function savedAddressChoices(customer: InvoiceCustomer): SavedAddressChoice[] {
  const choices = customer.addresses
    .filter((address) => address.id !== undefined && address.street?.[0])
    .map((address) => {
      const isDefault =
        address.default_shipping === true ||
        (customer.default_shipping !== undefined &&
          customer.default_shipping !== null &&
          String(customer.default_shipping) === String(address.id));
      return { address, isDefault };
    })
    .filter(({ address, isDefault }) => isDefault || !isInvoiceAddress(address))
    .map(({ address, isDefault }) => ({
      id: String(address.id),
      label: addressLabel(address),
      isDefault,
      address,
    }));
  return [...choices.filter((c) => c.isDefault), ...choices.filter((c) => !c.isDefault)];
}

/** "Floriańska 12 m. 4, 31-019 Kraków" */
function addressLabel(address: CustomerAddress): string {
  const street = (address.street ?? []).filter((line) => line && line.trim() !== "").join(" ");
  return `${street}, ${address.postcode ?? ""} ${address.city ?? ""}`.replace(/\s+/g, " ").trim();
}

/**
 * The shipping details filled from a saved address (names, street lines, postcode, city, country, phone),
 * keeping the chosen shipping method. Pure.
 *
 * @example
 * ```ts
 * shippingDetailsFromAddress(details, { firstname: "Anna", street: ["Floriańska 12", "m. 4"], postcode: "31-019", city: "Kraków" }).zipCode; // "31-019"
 * ```
 */
export function shippingDetailsFromAddress(
  details: ShippingDetails,
  address: CustomerAddress,
): ShippingDetails {
  return {
    ...details,
    firstName: address.firstname ?? "",
    lastName: address.lastname ?? "",
    streetAddress: address.street?.[0] ?? "",
    apartmentNumber: address.street?.[1] ?? "",
    zipCode: address.postcode ?? "",
    city: address.city ?? "",
    country: address.country_id || details.country || "PL",
    phoneNumber: address.telephone ? String(address.telephone) : "",
  };
}

/**
 * Whether the shopper has typed no shipping address yet (a saved default may be filled in then). Pure.
 *
 * @example
 * ```ts
 * isShippingAddressEmpty(initialCheckoutState().shippingDetails); // true
 * ```
 */
export function isShippingAddressEmpty(details: ShippingDetails): boolean {
  return [details.streetAddress, details.apartmentNumber, details.zipCode, details.city].every(
    (value) => value.trim() === "",
  );
}
