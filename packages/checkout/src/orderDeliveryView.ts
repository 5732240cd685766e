import { type AddressRecord, orderAddressLines } from "./orderAddressLines.js";

/**
 * What {@link orderDeliveryView} reads of an order document (api-contract.md §6.3, plus the reference
 * backend's `inpost_locker` and `pickup_location`, issue 12).
 *
 * @example
 * const order: DeliveryViewOrder = { shipping_description: "Kurier - Dostawa kurierem", billing_address: { firstname: "Anna" } };
 */
export interface DeliveryViewOrder {
  readonly shipping_description?: unknown;
  readonly billing_address?: unknown;
  readonly extension_attributes?: unknown;
  readonly inpost_locker?: unknown;
  readonly pickup_location?: unknown;
  /** The rest of the order document, not read. */
  readonly [key: string]: unknown;
}

/**
 * The delivery part of an order as the order page and the confirmation mail print it.
 *
 * @example
 * const view: OrderDeliveryView = { delivery: ["Kurier - Dostawa kurierem"], recipientOnly: false, storePickup: false, invoice: false, shipping: ["Anna Nowak", "Długa 5", "80-827 Gdańsk"], billing: [] };
 */
export interface OrderDeliveryView {
  /** The method, then the parcel locker or the store (name, address, opening hours, when it is ready). */
  readonly delivery: readonly string[];
  /**
   * The parcel is collected in the shop's store or at a parcel locker, whose address {@link delivery}
   * already says: {@link shipping} names the recipient (name, phone) only, to be titled "Odbiorca" rather
   * than "Adres dostawy".
   */
  readonly recipientOnly: boolean;
  /** The parcel is collected in the shop's store (its texts differ: paid or ready at the store). */
  readonly storePickup: boolean;
  /**
   * The buyer asked for a company invoice: {@link billing} names the company with its NIP, to be titled
   * "Dane do faktury" (one block; issue 32's walk read the company twice).
   */
  readonly invoice: boolean;
  /** The shipping address (or, for a store pickup, the recipient). */
  readonly shipping: readonly string[];
  /**
   * The billing address; empty when it says what the shipping address says, or when it is a contact
   * without an address (the buyer of a store pickup or a parcel locker, issue 32).
   */
  readonly billing: readonly string[];
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): AddressRecord | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as AddressRecord) : null;

function lockerLines(locker: AddressRecord | null): string[] {
  const code = text(locker?.code);
  if (!locker || code === "") return [];
  const generic = `Paczkomat ${code}`;
  const name = text(locker.name);
  // the locker's own name only when it says more than "Paczkomat KRA01M"
  return [
    name && name !== generic ? `${generic} (${name})` : generic,
    `${text(locker.street)}, ${text(locker.postcode)} ${text(locker.city)}`.replace(/^, /, "").trim(),
  ].filter((line) => line !== "" && line !== ",");
}

function storeLines(store: AddressRecord | null): string[] {
  if (!store || text(store.name) === "") return [];
  const hours = Array.isArray(store.opening_hours) ? store.opening_hours.map(text).filter(Boolean) : [];
  return [
    text(store.name),
    `${text(store.street)} ${text(store.house)}, ${text(store.postcode)} ${text(store.city)}`.trim(),
    hours.length > 0 ? `Godziny otwarcia: ${hours.join(", ")}` : "",
    text(store.ready_in),
  ].filter((line) => line !== "");
}

/**
 * The delivery of an order as lines to print (issue 12): the method with the InPost locker or the store
 * where the parcel is collected; the shipping address (for a store pickup or a locker only the recipient's
 * name and phone, the place's address is already said); the billing address, left out when it repeats the shipping
 * address or holds no address at all (a pickup's or a locker's buyer). Shared by the storefront's order page and the API's confirmation mail. Pure.
 *
 * @example
 * ```ts
 * orderDeliveryView({
 *   shipping_description: "Odbiór osobisty - Odbiór w sklepie w Gdańsku",
 *   pickup_location: { name: "Salon Outlet Gdańsk", street: "ul. Długa", house: "5", postcode: "80-827", city: "Gdańsk", opening_hours: ["pon.–sob. 10:00–20:00"], ready_in: "" },
 *   extension_attributes: { shipping_assignments: [{ shipping: { address: { firstname: "Anna", lastname: "Nowak", street: ["ul. Długa", "5"], postcode: "80-827", city: "Gdańsk", telephone: "600100200" } } }] },
 * });
 * // { delivery: ["Odbiór osobisty - Odbiór w sklepie w Gdańsku", "Salon Outlet Gdańsk", "ul. Długa 5, 80-827 Gdańsk", "Godziny otwarcia: pon.–sob. 10:00–20:00"],
 * //   recipientOnly: true, storePickup: true, invoice: false, shipping: ["Anna Nowak", "tel. 600100200"], billing: [] }
 * ```
 */
export function orderDeliveryView(order: DeliveryViewOrder): OrderDeliveryView {
  const assignments = record(order.extension_attributes)?.shipping_assignments;
  const first = Array.isArray(assignments) ? record(assignments[0]) : null;
  const shippingAddress = record(record(first?.shipping)?.address);
  const store = storeLines(record(order.pickup_location));
  const locker = lockerLines(record(order.inpost_locker));
  const recipientOnly = store.length > 0 || locker.length > 0;
  const fullShipping = orderAddressLines(shippingAddress);
  const billingRecord = record(order.billing_address);
  const nip = text(billingRecord?.vat_id);
  const company = text(billingRecord?.company);
  // a company invoice's tax id follows the company's name, in the one block that says who is billed
  const billing = orderAddressLines(billingRecord).flatMap((line) =>
    nip && line === company ? [line, `NIP: ${nip}`] : [line],
  );
  const sameAsShipping =
    billing.length === fullShipping.length && billing.every((line, i) => line === fullShipping[i]);
  // a pickup's or a locker's buyer gives a contact only (issue 32): the recipient lines already say it
  const contactOnly =
    billingRecord !== null &&
    [billingRecord.company, billingRecord.postcode, billingRecord.city].every((part) => text(part) === "") &&
    !(Array.isArray(billingRecord.street) && billingRecord.street.some((line) => text(line) !== ""));
  const phone = text(shippingAddress?.telephone);
  return {
    delivery: [text(order.shipping_description), ...locker, ...store].filter(Boolean),
    recipientOnly,
    storePickup: store.length > 0,
    invoice: nip !== "",
    shipping: recipientOnly
      ? [
          `${text(shippingAddress?.firstname)} ${text(shippingAddress?.lastname)}`.trim(),
          phone ? `tel. ${phone}` : "",
        ].filter(Boolean)
      : fullShipping,
    billing: sameAsShipping || contactOnly ? [] : billing,
  };
}
