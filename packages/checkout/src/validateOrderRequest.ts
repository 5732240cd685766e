import type { OrderRequest } from "@outlet/contract";
import { checkoutMessages, plCheckoutMessages } from "./checkoutMessages.js";
import { deliveryKindOf } from "./deliveryKindOf.js";
import { DIGITAL_CONTENT_CONSENT_REQUIRED } from "./digitalContent.js";

/**
 * What the shop offers for one order, as the caller knows it: the API from its own tables, the storefront
 * from the methods the server returned. A list left out is not checked (the storefront's selects offer
 * only what the server sent; the API passes every list).
 *
 * @example
 * ```ts
 * const offers: OrderOffers = { virtual: false, shippingCountries: ["PL"], paymentMethods: [{ code: "blik" }] };
 * ```
 */
export interface OrderOffers {
  /** The cart holds only virtual products: no shipping address, method or locker (behaviour.md §10.2). */
  readonly virtual: boolean;
  /** The countries the shop ships to (api-contract.md §5.12). @default not checked */
  readonly shippingCountries?: readonly string[] | undefined;
  /**
   * The shipping methods offered for the order's shipping country; a store pickup names its
   * `pickup_location`. Without them, a courier's phone is left to the form's rules. @default not checked
   */
  readonly shippingMethods?:
    | readonly {
        readonly carrier_code: string;
        readonly method_code: string;
        readonly pickup_location?: unknown;
      }[]
    | undefined;
  /** The payment methods offered for this cart. @default not checked */
  readonly paymentMethods?: readonly { readonly code: string }[] | undefined;
  /** The signed-in customer's e-mail, used when the billing address carries none. @default none */
  readonly customerEmail?: string | null | undefined;
  /** Whether a parcel locker code is on the list. @default any code that is not blank */
  readonly lockerExists?: ((code: string) => boolean) | undefined;
  /**
   * The order holds digital content (a downloadable line): `consents.digital_immediate_delivery` must be
   * `true` (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta). @default false
   */
  readonly digitalContent?: boolean | undefined;
}

/**
 * One reason an order request is refused, at the body path it concerns (api-contract.md §1.3), with the
 * Polish message the shopper reads and the English one of `Accept-Language: en`.
 *
 * @example
 * ```ts
 * const issue: OrderRequestIssue = { path: "addressInformation.payment_method_additional", code: "invalid_format", message: "Podaj 6-cyfrowy kod BLIK.", messageEn: "Enter the 6-digit BLIK code." };
 * ```
 */
export interface OrderRequestIssue {
  readonly path: string;
  /** An issue code of api-contract.md §1.3. */
  readonly code:
    | "required"
    | "country_not_allowed"
    | "method_unavailable"
    | "invalid_format"
    | "too_big"
    | "unknown_key";
  readonly message: string;
  readonly messageEn: string;
}

/**
 * The verdict of {@link validateOrderRequest}: `ok` with no issues, or the issues in the order the API has
 * always checked them (so the first is the one a single-issue answer named).
 *
 * @example
 * ```ts
 * const verdict: OrderRequestVerdict = { ok: true, issues: [] };
 * ```
 */
export type OrderRequestVerdict =
  | { readonly ok: true; readonly issues: readonly [] }
  | { readonly ok: false; readonly issues: readonly OrderRequestIssue[] };

/** The payment method whose `payment_method_additional` is `{ blik_code }` (api-contract.md §6.1). */
const BLIK = "blik";
/** A BLIK code: six digits, as the bank app shows it (api-contract.md §6.1). */
const BLIK_CODE = /^\d{6}$/;
/** `payment_method_additional` may hold at most 4 KB of JSON (api-contract.md Appendix A). */
const ADDITIONAL_MAX_CHARS = 4096;

const issue = (
  path: string,
  code: OrderRequestIssue["code"],
  message: string,
  messageEn: string,
): OrderRequestIssue => ({
  path,
  code,
  message,
  messageEn,
});

/** The shipping part: address, country, method and, for InPost, the locker and a phone number. */
function shippingIssues(order: OrderRequest, offers: OrderOffers): OrderRequestIssue[] {
  const info = order.addressInformation;
  const address = info.shippingAddress;
  if (!address)
    return [
      issue(
        "addressInformation.shippingAddress",
        "required",
        "Podaj adres dostawy.",
        "A shipping address is required.",
      ),
    ];
  if (offers.shippingCountries && !offers.shippingCountries.includes(address.country_id))
    return [
      issue(
        "addressInformation.shippingAddress.country_id",
        "country_not_allowed",
        "Nie wysyłamy do tego kraju.",
        "We do not ship to this country.",
      ),
    ];
  const chosen = offers.shippingMethods?.find(
    (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
  );
  if (offers.shippingMethods && !chosen)
    return [
      issue(
        "addressInformation.shipping_method_code",
        info.shipping_method_code === undefined ? "required" : "method_unavailable",
        "Wybierz dostępną metodę dostawy.",
        "Choose an available shipping method.",
      ),
    ];
  const kind = deliveryKindOf(chosen ?? { carrier_code: info.shipping_carrier_code ?? "" });
  const phoneGiven = (address.telephone ?? "").trim() !== "";
  // issue 32: the courier calls before delivering, as the checkout form asks; a store pickup needs no phone.
  // Without the offered methods a pickup cannot be told from a courier, so the form's rule decides there.
  if (kind === "courier")
    return phoneGiven || !chosen
      ? []
      : [
          issue(
            "addressInformation.shippingAddress.telephone",
            "required",
            plCheckoutMessages[checkoutMessages.courierPhoneRequired],
            checkoutMessages.courierPhoneRequired,
          ),
        ];
  if (kind !== "locker") return [];
  // InPost texts the pickup code to the recipient's mobile: a locker order without a phone cannot be collected
  const phone: OrderRequestIssue[] = phoneGiven
    ? []
    : [
        issue(
          "addressInformation.shippingAddress.telephone",
          "required",
          "Podaj numer telefonu komórkowego: InPost wyśle na niego kod odbioru.",
          "Enter a mobile number: InPost texts the pickup code to it.",
        ),
      ];
  const code = info.inpost_locker?.code?.trim() ?? "";
  if (code === "")
    return [
      issue("addressInformation.inpost_locker", "required", "Wybierz paczkomat.", "Choose a parcel locker."),
      ...phone,
    ];
  if (offers.lockerExists && !offers.lockerExists(code)) {
    const shown = code.slice(0, 16);
    return [
      issue(
        "addressInformation.inpost_locker",
        "invalid_format",
        `Nie znamy paczkomatu ${shown}. Wybierz paczkomat z listy.`,
        `Unknown parcel locker ${shown}. Choose one from the list.`,
      ),
      ...phone,
    ];
  }
  return phone;
}

/** The delivery the order asks for, as far as the offers tell: a pickup needs its offered method. */
function orderDeliveryKind(
  order: OrderRequest,
  offers: OrderOffers,
): ReturnType<typeof deliveryKindOf> | "none" {
  if (offers.virtual) return "none";
  const info = order.addressInformation;
  const chosen = offers.shippingMethods?.find(
    (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
  );
  return deliveryKindOf(chosen ?? { carrier_code: info.shipping_carrier_code ?? "" });
}

const blank = (value: string | undefined): boolean => (value ?? "").trim() === "";

/**
 * The billing address's lines (issue 32, the Reserved model): a courier's or a virtual cart's buyer, and
 * anyone asking for a company invoice, gives street, postcode and city; the buyer of a store pickup or a
 * parcel locker may give only a contact (name, e-mail, phone), since the store's or the locker's address is
 * not theirs. The form's own rules check the lines that are given.
 */
function billingIssues(order: OrderRequest, offers: OrderOffers): OrderRequestIssue[] {
  const billing = order.addressInformation.billingAddress;
  const invoice = !blank(billing.company ?? undefined) || !blank(billing.vat_id ?? undefined);
  const kind = orderDeliveryKind(order, offers);
  if (!invoice && (kind === "pickup" || kind === "locker")) return [];
  const required = (field: string): OrderRequestIssue =>
    issue(
      `addressInformation.billingAddress.${field}`,
      "required",
      "To pole jest wymagane.",
      "This field is required.",
    );
  return [
    ...(blank(billing.street?.[0]) ? [required("street")] : []),
    ...(blank(billing.postcode) ? [required("postcode")] : []),
    ...(blank(billing.city) ? [required("city")] : []),
  ];
}

/** The payment part: an offered method and what it takes in `payment_method_additional`. */
function paymentIssues(order: OrderRequest, offers: OrderOffers): OrderRequestIssue[] {
  const info = order.addressInformation;
  const method = info.payment_method_code;
  if (offers.paymentMethods && !offers.paymentMethods.some((m) => m.code === method))
    return [
      issue(
        "addressInformation.payment_method_code",
        "method_unavailable",
        "Ta metoda płatności nie jest dostępna dla tego zamówienia.",
        "This payment method is not available for this order.",
      ),
    ];
  const additional = info.payment_method_additional ?? {};
  const path = "addressInformation.payment_method_additional";
  if (JSON.stringify(additional).length > ADDITIONAL_MAX_CHARS)
    return [issue(path, "too_big", "Maksymalny rozmiar to 4 KB.", "At most 4 KB.")];
  const keys = Object.keys(additional);
  if (method === BLIK) {
    const code = additional.blik_code;
    const valid = keys.length === 1 && typeof code === "string" && BLIK_CODE.test(code);
    return valid
      ? []
      : [issue(path, "invalid_format", "Podaj 6-cyfrowy kod BLIK.", "Enter the 6-digit BLIK code.")];
  }
  return keys.length === 0
    ? []
    : [
        issue(
          path,
          "unknown_key",
          "Ta metoda płatności nie przyjmuje dodatkowych danych.",
          "This payment method takes no additional data.",
        ),
      ];
}

/**
 * Checks an order request against what the shop offers (api-contract.md §6.1 step 3, issue 12): an
 * e-mail (the billing address's or the signed-in customer's); the billing address's street, postcode and
 * city, except for the buyer of a store pickup or a parcel locker who asks for no company invoice (issue
 * 32); for a physical cart a shipping address in a
 * shipped-to country, an offered shipping method, a phone for a courier or a locker (not for a store
 * pickup) and, for InPost, a known parcel locker; an offered payment
 * method whose `payment_method_additional` is exactly `{ blik_code: "NNNNNN" }` for BLIK and empty otherwise
 * (at most 4 KB); for digital content, the shopper's express consent to its immediate delivery. The API refuses an order with these issues; the storefront shows them at their fields
 * before sending. Lines, prices and stock are the server's own check. Pure.
 *
 * @param order the order request as sent (`POST /api/order`)
 * @param offers the methods, countries and lockers to check against; a list left out is not checked
 * @returns `{ ok: true, issues: [] }`, or `{ ok: false, issues }` with the Polish and English messages
 * @example
 * ```ts
 * validateOrderRequest(
 *   { products: [{ sku: "EBOOK-1", qty: 1 }], addressInformation: { billingAddress: { country_id: "PL", email: "anna@example.pl", street: ["Długa 5"], postcode: "80-827", city: "Gdańsk" }, payment_method_code: "blik", payment_method_additional: { blik_code: "12345" } } },
 *   { virtual: true },
 * ).issues[0]?.message; // "Podaj 6-cyfrowy kod BLIK."
 * ```
 */
export function validateOrderRequest(order: OrderRequest, offers: OrderOffers): OrderRequestVerdict {
  const email = order.addressInformation.billingAddress.email ?? offers.customerEmail ?? undefined;
  const issues = [
    ...(email === undefined
      ? [
          issue(
            "addressInformation.billingAddress.email",
            "required",
            "To pole jest wymagane.",
            "This field is required.",
          ),
        ]
      : []),
    ...billingIssues(order, offers),
    ...(offers.virtual ? [] : shippingIssues(order, offers)),
    ...paymentIssues(order, offers),
    ...(offers.digitalContent && order.consents?.digital_immediate_delivery !== true
      ? [
          issue(
            "consents.digital_immediate_delivery",
            "required",
            DIGITAL_CONTENT_CONSENT_REQUIRED,
            "Ordering digital content needs the consent to its immediate delivery and the acknowledgement of losing the right of withdrawal.",
          ),
        ]
      : []),
  ];
  return issues.length === 0 ? { ok: true, issues: [] } : { ok: false, issues };
}
