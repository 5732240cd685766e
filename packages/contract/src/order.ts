import type { ProductOption } from "./cart.js";

// The order request of api-contract.md §6.1: what the storefront sends and the API validates.

/**
 * An address of an order or of the customer's book (api-contract.md §12.6). Only `country_id` is always
 * there; which other fields are required depends on the call.
 *
 * @example
 * const address: ContractAddress = { firstname: "Anna", lastname: "Nowak", street: ["Długa 5", ""], city: "Gdańsk", postcode: "80-827", country_id: "PL" };
 */
export interface ContractAddress {
  readonly firstname?: string | undefined;
  readonly lastname?: string | undefined;
  readonly company?: string | undefined;
  readonly vat_id?: string | undefined;
  readonly street?: readonly string[] | undefined;
  readonly postcode?: string | undefined;
  readonly city?: string | undefined;
  readonly country_id: string;
  readonly region?: unknown;
  readonly region_id?: number | undefined;
  readonly region_code?: string | undefined;
  readonly telephone?: string | undefined;
  readonly email?: string | undefined;
}

/**
 * One ordered line (api-contract.md §6.1): what is ordered, never its price (the server prices it). Extra keys
 * (the product document the cart holds) travel along and are ignored.
 *
 * @example
 * const line: OrderRequestLine = { sku: "SUK-0193-M", qty: 1, parentSku: "SUK-0193", type_id: "configurable" };
 */
export interface OrderRequestLine {
  readonly sku: string;
  readonly qty: number;
  readonly parentSku?: string | null | undefined;
  readonly product_option?: ProductOption | null | undefined;
  readonly type_id?: string | undefined;
  readonly [extra: string]: unknown;
}

/**
 * The parcel locker an InPost order names (issue 12): only its `code` is read.
 *
 * @example
 * const locker: OrderLocker = { code: "GDA01M" };
 */
export interface OrderLocker {
  readonly code: string;
  readonly [extra: string]: unknown;
}

/**
 * The addresses and the chosen methods of an order (api-contract.md §6.1).
 *
 * @example
 * const info: OrderAddressInformation = { billingAddress: { country_id: "PL", email: "anna@example.pl" }, payment_method_code: "blik", payment_method_additional: { blik_code: "123456" } };
 */
export interface OrderAddressInformation {
  readonly billingAddress: ContractAddress;
  readonly shippingAddress?: ContractAddress | undefined;
  readonly shipping_carrier_code?: string | undefined;
  readonly shipping_method_code?: string | undefined;
  readonly payment_method_code: string;
  /** `{ blik_code }` for BLIK, nothing for the other methods. */
  readonly payment_method_additional?: Readonly<Record<string, unknown>> | undefined;
  readonly inpost_locker?: OrderLocker | null | undefined;
  readonly shippingExtraFields?:
    | { readonly delivery_comment?: string | undefined; readonly order_comment?: string | undefined }
    | undefined;
}

/**
 * The body of `POST /api/order` (api-contract.md §6.1). `order_id` doubles as the idempotency key when no
 * `Idempotency-Key` header is sent (§6.2).
 *
 * @example
 * const order: OrderRequest = { products: [{ sku: "SUK-0193-M", qty: 1 }], addressInformation: { billingAddress: { country_id: "PL", email: "anna@example.pl" }, payment_method_code: "banktransfer" } };
 */
export interface OrderRequest {
  readonly order_id?: string | undefined;
  readonly user_id?: string | number | null | undefined;
  readonly transmited?: boolean | number | undefined;
  readonly created_at?: string | undefined;
  readonly updated_at?: string | undefined;
  readonly store_code?: string | undefined;
  readonly cart_id?: string | number | null | undefined;
  readonly products: readonly OrderRequestLine[];
  readonly addressInformation: OrderAddressInformation;
  /** The total the shopper saw; the server refuses a higher one (§6.1 step 5). */
  readonly expected_grand_total?: number | undefined;
  /** What the shopper agreed to (after-sales-and-law.md §7); both are stored on the order. */
  readonly consents?: OrderConsents | undefined;
}

/**
 * The consents an order carries (after-sales-and-law.md §7): the version of the terms the shopper accepted
 * and, when a line is downloadable, the express consent to its immediate delivery (art. 38 pkt 13).
 *
 * @example
 * const consents: OrderConsents = { terms_version: "2.0", digital_immediate_delivery: true };
 */
export interface OrderConsents {
  readonly terms_version?: string | undefined;
  readonly digital_immediate_delivery?: boolean | undefined;
}
