import { type CheckoutMessage, checkoutMessages } from "./checkoutMessages.js";
import { isValidPostcode } from "./isValidPostcode.js";
import { isValidNip } from "./nip.js";

/**
 * The company-invoice form (behaviour.md §10.3).
 *
 * @example
 * ```ts
 * const invoice: InvoiceDetails = { ...emptyInvoiceDetails(), enabled: true, companyName: "Nowak Sp. z o.o.", vatId: "5260001246" };
 * ```
 */
export interface InvoiceDetails {
  readonly enabled: boolean;
  readonly companyName: string;
  readonly vatId: string;
  readonly street: string;
  readonly house: string;
  readonly zipCode: string;
  readonly city: string;
  readonly country_id: string;
}

/**
 * A customer address as the profile holds it (api-contract.md §12.11).
 *
 * @example
 * ```ts
 * const address: CustomerAddress = { id: 31, street: ["Długa 5", "m. 2"], postcode: "80-827", city: "Gdańsk", country_id: "PL" };
 * ```
 */
export interface CustomerAddress {
  readonly id?: number | string | undefined;
  readonly firstname?: string | undefined;
  readonly lastname?: string | undefined;
  readonly company?: string | null | undefined;
  readonly vat_id?: string | null | undefined;
  readonly street?: readonly string[] | undefined;
  readonly postcode?: string | null | undefined;
  readonly city?: string | undefined;
  readonly country_id?: string | undefined;
  readonly telephone?: string | null | undefined;
  readonly default_shipping?: boolean | undefined;
  readonly default_billing?: boolean | undefined;
  readonly [key: string]: unknown;
}

/**
 * The customer fields invoice details read and write.
 *
 * @example
 * ```ts
 * const customer: InvoiceCustomer = { firstname: "Anna", lastname: "Nowak", default_shipping: "31", addresses: [] };
 * ```
 */
export interface InvoiceCustomer {
  readonly firstname: string;
  readonly lastname: string;
  readonly default_shipping?: number | string | null | undefined;
  readonly addresses: readonly CustomerAddress[];
}

/**
 * Empty, disabled invoice details; `country_id` defaults to `PL`.
 *
 * @example
 * ```ts
 * emptyInvoiceDetails().country_id; // "PL"
 * ```
 */
export function emptyInvoiceDetails(): InvoiceDetails {
  return {
    enabled: false,
    companyName: "",
    vatId: "",
    street: "",
    house: "",
    zipCode: "",
    city: "",
    country_id: "PL",
  };
}

function isDefaultShipping(address: CustomerAddress, customer: InvoiceCustomer): boolean {
  if (address.default_shipping === true) return true;
  const id = customer.default_shipping;
  return id !== undefined && id !== null && address.id !== undefined && String(address.id) === String(id);
}

/**
 * Index of the invoice address: the first address that is not the default shipping address (its
 * `default_shipping` is `true` or its id equals the customer's `default_shipping`), or -1
 * (behaviour.md §10.3). Pure.
 *
 * @example
 * ```ts
 * invoiceAddressIndex({ firstname: "A", lastname: "B", default_shipping: "31", addresses: [{ id: 31 }, { id: 32 }] }); // 1
 * ```
 */
export function invoiceAddressIndex(customer: InvoiceCustomer): number {
  // A saved delivery address without company and NIP is no invoice address (api-contract.md §4.7: invoice
  // details are a non-default-shipping address with `company` and `vat_id`; issue 12: a second delivery
  // address turned the invoice on with empty fields).
  return customer.addresses.findIndex(
    (address) => !isDefaultShipping(address, customer) && isInvoiceAddress(address),
  );
}

/**
 * Whether a saved address carries invoice data (`company` and `vat_id`, api-contract.md §4.7). Pure.
 *
 * @example
 * ```ts
 * isInvoiceAddress({ company: "Nowak Moda sp. z o.o.", vat_id: "5260001246" }); // true
 * ```
 */
export function isInvoiceAddress(address: CustomerAddress): boolean {
  return Boolean(address.company?.trim()) && Boolean(address.vat_id?.trim());
}

/**
 * Invoice details loaded from the customer's invoice address: `enabled` when one exists, street and
 * house from the two street lines (behaviour.md §10.3). Pure.
 *
 * @example
 * ```ts
 * loadInvoiceDetails(customer).vatId; // "5260001246"
 * ```
 */
export function loadInvoiceDetails(customer: InvoiceCustomer): InvoiceDetails {
  const address = customer.addresses[invoiceAddressIndex(customer)];
  if (!address) return emptyInvoiceDetails();
  return {
    enabled: true,
    companyName: address.company ?? "",
    vatId: address.vat_id ?? "",
    street: address.street?.[0] || "",
    house: address.street?.[1] || "",
    zipCode: address.postcode ?? "",
    city: address.city ?? "",
    country_id: address.country_id || "PL",
  };
}

/**
 * The customer's addresses after saving invoice details (behaviour.md §10.3). While enabled, the
 * invoice address (names copied from the customer, telephone from the default shipping address,
 * `default_billing: true`, `default_shipping: false`) replaces the existing one in place keeping its
 * `id`, or is appended. While disabled, the invoice address is removed. The profile update follows. Pure.
 *
 * @example
 * ```ts
 * const addresses = saveInvoiceDetails(customer, { ...details, enabled: true });
 * ```
 */
export function saveInvoiceDetails(customer: InvoiceCustomer, details: InvoiceDetails): CustomerAddress[] {
  const index = invoiceAddressIndex(customer);
  const addresses = [...customer.addresses];
  if (!details.enabled) {
    if (index >= 0) addresses.splice(index, 1);
    return addresses;
  }
  const telephone = customer.addresses.find((address) => isDefaultShipping(address, customer))?.telephone;
  const existing = index >= 0 ? customer.addresses[index] : undefined;
  const invoice: CustomerAddress = {
    ...(existing?.id !== undefined ? { id: existing.id } : {}),
    firstname: customer.firstname,
    lastname: customer.lastname,
    company: details.companyName,
    vat_id: details.vatId,
    street: [details.street, details.house],
    postcode: details.zipCode,
    city: details.city,
    country_id: details.country_id,
    ...(telephone !== undefined ? { telephone } : {}),
    default_billing: true,
    default_shipping: false,
  };
  if (index >= 0) addresses[index] = invoice;
  else addresses.push(invoice);
  return addresses;
}

/**
 * Field → message key of each failing invoice field.
 *
 * @example
 * ```ts
 * const errors: InvoiceErrors = validateInvoiceDetails(invoice);
 * errors.vatId; // "Please provide a valid tax ID (NIP)." for a bad checksum
 * ```
 */
export type InvoiceErrors = Partial<Record<Exclude<keyof InvoiceDetails, "enabled">, CheckoutMessage>>;

/**
 * Validates enabled invoice details: the seven fields are required (non-blank after trimming);
 * `vatId` and `zipCode` need at least 3 characters; for `PL` the NIP checksum and the `NN-NNN`
 * postcode are checked (behaviour.md §10.3, api-contract.md §12.11). Disabled details have no errors.
 * Pure.
 *
 * @example
 * ```ts
 * validateInvoiceDetails({ ...emptyInvoiceDetails(), enabled: true }).companyName; // "Field is required"
 * ```
 */
export function validateInvoiceDetails(details: InvoiceDetails): InvoiceErrors {
  if (!details.enabled) return {};
  const errors: { -readonly [K in keyof InvoiceErrors]: InvoiceErrors[K] } = {};
  const fields = ["companyName", "vatId", "street", "house", "zipCode", "city", "country_id"] as const;
  for (const field of fields) if (details[field].trim() === "") errors[field] = checkoutMessages.required;
  const polish = details.country_id.trim().toUpperCase() === "PL";
  if (!errors.vatId) {
    if (details.vatId.trim().length < 3) errors.vatId = checkoutMessages.taxIdMinLength;
    else if (polish && !isValidNip(details.vatId.trim())) errors.vatId = checkoutMessages.nip;
  }
  if (!errors.zipCode) {
    if (details.zipCode.trim().length < 3) errors.zipCode = checkoutMessages.zipCodeMinLength;
    else if (!isValidPostcode(details.zipCode.trim(), details.country_id.trim() || "PL")) {
      errors.zipCode = checkoutMessages.postcode;
    }
  }
  return errors;
}
