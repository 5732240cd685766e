import { type CheckoutConfig, defaultCheckoutConfig } from "./checkoutConfig.js";
import type { PaymentDetails, PersonalDetails, ShippingDetails } from "./checkoutState.js";
import type { InvoiceDetails } from "./invoiceDetails.js";
import type { ParcelLocker } from "./parcelLocker.js";

/**
 * A cart line as the order carries it; extra keys (full product documents) travel along.
 *
 * @example
 * ```ts
 * const line: OrderLine = { sku: "SUK-0193-M", qty: 1, checksum: "…", type_id: "configurable" };
 * ```
 */
export interface OrderLine {
  readonly sku: string;
  readonly qty: number;
  readonly checksum?: string;
  readonly type_id?: string;
  readonly [key: string]: unknown;
}

/**
 * An order address (behaviour.md §10.6).
 *
 * @example
 * ```ts
 * buildOrder(input).addressInformation.billingAddress satisfies OrderAddress;
 * ```
 */
export interface OrderAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly vat_id?: string;
  /** Left out, with `postcode` and `city`, for a contact without an address (a pickup's or a locker's buyer). */
  readonly street?: readonly string[];
  readonly postcode?: string;
  readonly city?: string;
  readonly country_id: string;
  readonly region: string;
  readonly region_id: number;
  readonly region_code: string;
  readonly telephone: string;
  readonly email: string;
}

/**
 * The additional comments (behaviour.md §10.3).
 *
 * @example
 * ```ts
 * const comments: AdditionalComments = { enabled: true, delivery: "Dzwonić domofonem", order: "" };
 * ```
 */
export interface AdditionalComments {
  readonly enabled: boolean;
  readonly delivery: string;
  readonly order: string;
}

/**
 * The order body without its idempotency key and timestamps (what the content hash covers).
 *
 * @example
 * ```ts
 * const draft: OrderDraft = buildOrder(input);
 * ```
 */
export interface OrderDraft {
  readonly user_id: string;
  readonly cart_id: string;
  readonly store_code: string;
  readonly products: readonly OrderLine[];
  readonly addressInformation: {
    readonly billingAddress: OrderAddress;
    readonly shippingAddress?: OrderAddress;
    readonly shipping_method_code: string;
    readonly shipping_carrier_code: string;
    readonly payment_method_code: string;
    readonly payment_method_additional: Readonly<Record<string, unknown>>;
    readonly shippingExtraFields?: { readonly delivery_comment?: string; readonly order_comment?: string };
    /** The parcel locker of an InPost delivery (issue 12). */
    readonly inpost_locker?: ParcelLocker;
  };
  /** The terms' version accepted and the digital content consent (after-sales-and-law.md §7). */
  readonly consents?: { readonly terms_version?: string; readonly digital_immediate_delivery?: boolean };
}

/**
 * What {@link buildOrder} reads.
 *
 * @example
 * ```ts
 * const input: BuildOrderInput = { cartLines, personalDetails, shippingDetails, paymentDetails, isVirtualCart: false };
 * ```
 */
export interface BuildOrderInput {
  readonly cartLines: readonly OrderLine[];
  /** `cartServerToken`; `''`/`null` when not connected. */
  readonly cartId?: string | number | null;
  /** The logged-in customer's id; `null` for a guest. */
  readonly userId?: string | number | null;
  readonly personalDetails: Pick<PersonalDetails, "emailAddress">;
  readonly shippingDetails: ShippingDetails;
  readonly paymentDetails: PaymentDetails;
  readonly invoiceDetails?: InvoiceDetails;
  /** The selected shipping method, when one is selected. */
  readonly shippingMethod?: { readonly method_code: string; readonly carrier_code: string } | null;
  /** The selected payment code; falls back to `paymentDetails.paymentMethod`. */
  readonly paymentMethodCode?: string | null;
  readonly additionalComments?: AdditionalComments;
  readonly isVirtualCart: boolean;
  /** The consents given at checkout, sent as the body's `consents` (after-sales-and-law.md §7). @default none */
  readonly consents?: { readonly terms_version?: string; readonly digital_immediate_delivery?: boolean };
  /** The parcel locker, sent as `inpost_locker` for a locker delivery (issue 12). @default none */
  readonly inpostLocker?: ParcelLocker | null;
}

function address(
  details: ShippingDetails | PaymentDetails,
  email: string,
  company: string,
  vatId: string | undefined,
): OrderAddress {
  const street = [details.streetAddress, details.apartmentNumber];
  // a contact without an address (a store pickup's or a locker's buyer, issue 32) sends no blank lines
  const contactOnly = [...street, details.zipCode, details.city].every((part) => (part ?? "").trim() === "");
  return {
    firstname: details.firstName,
    lastname: details.lastName,
    company,
    ...(vatId !== undefined ? { vat_id: vatId } : {}),
    ...(contactOnly ? {} : { street, postcode: details.zipCode, city: details.city }),
    country_id: details.country,
    region: details.state,
    region_id: details.region_id || 0,
    region_code: details.region_code || "",
    telephone: details.phoneNumber,
    email,
  };
}

const OMITTED_LINE_FIELDS = new Set(["configurable_options", "configurable_children"]);

/**
 * The order body from the cart, the addresses, the methods and the comments (behaviour.md §10.6). Pure.
 * The idempotency key and the timestamps are added by {@link beginOrder}.
 *
 * - `user_id` / `cart_id` are strings, `''` for a guest or an unconnected cart.
 * - Lines lose `configurable_options` and `configurable_children` when `optimizeOrderLines` is on.
 * - The billing address comes from the payment details; with invoice details enabled its company,
 *   `vat_id`, street (street and house), postcode, city and country come from them. An address whose
 *   street, postcode and city are all blank (a store pickup's or a locker's buyer, issue 32) is sent as
 *   the contact alone, without those keys.
 * - A virtual cart has no shipping address.
 * - The payment code goes through `paymentMethodsMapping`.
 * - Enabled, non-blank comments become `shippingExtraFields`.
 * - The consents given (terms' version, digital content) go along as `consents`.
 * - A parcel locker given goes along as `inpost_locker` (not for a virtual cart).
 *
 * @example
 * ```ts
 * const draft = buildOrder({ cartLines, personalDetails, shippingDetails, paymentDetails, isVirtualCart: false });
 * draft.addressInformation.billingAddress.street; // ["Długa 5", "m. 2"]
 * ```
 */
export function buildOrder(
  input: BuildOrderInput,
  config: Pick<
    CheckoutConfig,
    "paymentMethodsMapping" | "optimizeOrderLines" | "storeCode"
  > = defaultCheckoutConfig,
): OrderDraft {
  const email = input.personalDetails.emailAddress;
  let billing = address(
    input.paymentDetails,
    email,
    input.paymentDetails.company,
    input.paymentDetails.taxId,
  );
  const invoice = input.invoiceDetails;
  if (invoice?.enabled) {
    billing = {
      ...billing,
      company: invoice.companyName,
      vat_id: invoice.vatId,
      street: [invoice.street, invoice.house],
      postcode: invoice.zipCode,
      city: invoice.city,
      country_id: invoice.country_id,
    };
  }
  const products = config.optimizeOrderLines
    ? input.cartLines.map(
        (line) =>
          Object.fromEntries(
            Object.entries(line).filter(([key]) => !OMITTED_LINE_FIELDS.has(key)),
          ) as OrderLine,
      )
    : [...input.cartLines];
  const paymentCode = input.paymentMethodCode || input.paymentDetails.paymentMethod;
  const comments = input.additionalComments;
  const extra: { delivery_comment?: string; order_comment?: string } = {};
  if (comments?.enabled) {
    if (comments.delivery.trim() !== "") extra.delivery_comment = comments.delivery;
    if (comments.order.trim() !== "") extra.order_comment = comments.order;
  }
  const { userId, cartId } = input;
  return {
    user_id: userId !== undefined && userId !== null && userId !== "" ? String(userId) : "",
    cart_id: cartId !== undefined && cartId !== null && cartId !== "" ? String(cartId) : "",
    store_code: config.storeCode,
    products,
    addressInformation: {
      billingAddress: billing,
      ...(input.isVirtualCart
        ? {}
        : { shippingAddress: address(input.shippingDetails, email, "", undefined) }),
      shipping_method_code: input.shippingMethod?.method_code ?? input.shippingDetails.shippingMethod,
      shipping_carrier_code:
        input.shippingMethod?.carrier_code ?? input.shippingDetails.shippingCarrier ?? "",
      payment_method_code: config.paymentMethodsMapping[paymentCode] ?? paymentCode,
      payment_method_additional: input.paymentDetails.paymentMethodAdditional,
      ...(Object.keys(extra).length > 0 ? { shippingExtraFields: extra } : {}),
      ...(input.inpostLocker && !input.isVirtualCart ? { inpost_locker: { ...input.inpostLocker } } : {}),
    },
    ...(input.consents ? { consents: { ...input.consents } } : {}),
  };
}
