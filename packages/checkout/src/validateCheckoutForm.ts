import type { DeliveryKind } from "./checkoutDelivery.js";
import { type CheckoutMessage, checkoutMessages } from "./checkoutMessages.js";
import type { PaymentDetails, PersonalDetails, ShippingDetails } from "./checkoutState.js";
import { DIGITAL_CONTENT_CONSENT_REQUIRED } from "./digitalContent.js";
import {
  city,
  email,
  firstError,
  minLength,
  type PhoneNumberValidator,
  password,
  personName,
  phone,
  postcode,
  required,
  sameAs,
} from "./formRules.js";
import { type InvoiceDetails, type InvoiceErrors, validateInvoiceDetails } from "./invoiceDetails.js";

/**
 * The address fields shipping and payment details share.
 *
 * @example
 * ```ts
 * const field: AddressField = "zipCode";
 * ```
 */
export type AddressField =
  | "firstName"
  | "lastName"
  | "country"
  | "streetAddress"
  | "apartmentNumber"
  | "city"
  | "zipCode"
  | "phoneNumber";

/**
 * Field → message key for one form section.
 *
 * @example
 * ```ts
 * const errors: SectionErrors<"city"> = { city: "Please provide valid city name" };
 * ```
 */
export type SectionErrors<TField extends string> = Partial<Record<TField, CheckoutMessage>>;

/**
 * Everything the checkout form holds at submit.
 *
 * @example
 * ```ts
 * const input: CheckoutFormInput = { personalDetails, shippingDetails, paymentDetails, acceptTerms: true, acceptPrivacy: true, cartItemsCount: 2 };
 * ```
 */
export interface CheckoutFormInput {
  readonly personalDetails: PersonalDetails;
  /** The repeated password, when an account is created. */
  readonly passwordConfirmation?: string;
  readonly shippingDetails: ShippingDetails;
  readonly paymentDetails: PaymentDetails;
  readonly invoiceDetails?: InvoiceDetails;
  /** Terms and conditions accepted. */
  readonly acceptTerms: boolean;
  /**
   * Privacy policy accepted. The policy is information, not a consent (after-sales-and-law.md §7): leave it
   * out. @default true
   */
  readonly acceptPrivacy?: boolean;
  /**
   * The express consent to the immediate delivery of digital content, required when the cart holds a
   * downloadable line (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta). @default not required
   */
  readonly digitalConsent?: { readonly required: boolean; readonly given: boolean };
  /** Lines in the cart. */
  readonly cartItemsCount: number;
  /** A virtual cart has no shipping step (behaviour.md §10.2). */
  readonly isVirtualCart?: boolean;
  /**
   * Where the order goes (`deliveryOf`): a courier needs a phone to reach the shopper (issue 32); a store
   * pickup and a parcel locker show no address forms, so only the fields they show are checked (the
   * addresses are the store's or the locker's). @default "courier"
   */
  readonly delivery?: DeliveryKind;
}

/** The shipping fields a pickup or a locker shows (issue 12, issue 32): the address is the place's. */
const PLACE_SHIPPING_FIELDS: ReadonlySet<string> = new Set(["phoneNumber", "shippingMethod"]);
/** The payment fields a pickup or a locker shows: the method and the tax id, no billing address. */
const PLACE_PAYMENT_FIELDS: ReadonlySet<string> = new Set(["paymentMethod", "taxId"]);

function onlyFields<T extends Record<string, unknown>>(errors: T, shown: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => shown.has(field))) as T;
}

/**
 * The outcome of {@link validateCheckoutForm}.
 *
 * @example
 * ```ts
 * const result: CheckoutFormResult = validateCheckoutForm(input, { isPhoneNumber });
 * result.personal.emailAddress; // "Please provide valid e-mail address." when invalid
 * ```
 */
export interface CheckoutFormResult {
  readonly ok: boolean;
  /** `The checkout form is not filled properly.`, `Your cart must not be empty…` or `null`. */
  readonly message: CheckoutMessage | null;
  readonly personal: SectionErrors<
    "firstName" | "lastName" | "emailAddress" | "password" | "passwordConfirmation"
  >;
  readonly shipping: SectionErrors<AddressField | "shippingMethod">;
  readonly payment: SectionErrors<AddressField | "taxId" | "paymentMethod">;
  readonly invoice: InvoiceErrors;
  readonly terms: CheckoutMessage | null;
  /** The Polish message while the digital content consent is required and not given, else `null`. */
  readonly digitalConsent: string | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function zipCode(value: string, country: string): CheckoutMessage | null {
  return firstError(
    required(value),
    minLength(value, 3, checkoutMessages.zipCodeMinLength),
    postcode(value.trim(), country),
  );
}

function setIf<T extends Record<string, unknown>>(
  target: T,
  field: keyof T,
  message: CheckoutMessage | null,
): void {
  if (message) target[field] = message as T[keyof T];
}

function addressErrors(
  details: ShippingDetails | PaymentDetails,
  isPhoneNumber: PhoneNumberValidator,
): Mutable<SectionErrors<AddressField>> {
  const errors: Mutable<SectionErrors<AddressField>> = {};
  setIf(
    errors,
    "firstName",
    firstError(
      required(details.firstName),
      minLength(details.firstName, 3, checkoutMessages.nameMinLength3),
      personName(details.firstName),
    ),
  );
  setIf(errors, "lastName", firstError(required(details.lastName), personName(details.lastName)));
  setIf(errors, "country", required(details.country));
  setIf(errors, "streetAddress", required(details.streetAddress));
  setIf(errors, "apartmentNumber", required(details.apartmentNumber));
  setIf(errors, "city", firstError(required(details.city), city(details.city)));
  setIf(errors, "zipCode", zipCode(details.zipCode, details.country));
  if (details.phoneNumber.trim() !== "")
    setIf(errors, "phoneNumber", phone(details.phoneNumber, isPhoneNumber));
  return errors;
}

/**
 * What {@link validateCheckoutForm} is given besides the form.
 *
 * @example
 * ```ts
 * const options: ValidateCheckoutFormOptions = { isPhoneNumber: (value) => value.length >= 9 };
 * ```
 */
export interface ValidateCheckoutFormOptions {
  /** Whether a phone number exists; `isPhoneNumber` from `@outlet/checkout/phone` checks the numbering plan. */
  readonly isPhoneNumber: PhoneNumberValidator;
}

/**
 * Validates every checkout section with the rules of transactions.md §5 and behaviour.md §10.3/§10.5:
 * names (required, at least 2 letters in personal details and 3 in addresses, letters only), e-mail,
 * password ≥ 8 and identical when an account is created, address fields required, zip-code ≥ 3 and
 * `NN-NNN` for PL, phone ≥ 2 digits when given, tax ID ≥ 3 when given, the invoice rules, terms and
 * privacy accepted, the digital content consent when required, and a non-empty cart. The phone's numbering plan is checked by the injected
 * `isPhoneNumber` (`@outlet/checkout/phone`'s, or your own), so this rule does not carry its metadata. Pure;
 * the messages are i18n keys ({@link translate}).
 *
 * @example
 * ```ts
 * import { isPhoneNumber } from "@outlet/checkout/phone";
 * const result = validateCheckoutForm(input, { isPhoneNumber });
 * if (!result.ok) notify(translate(result.message ?? ""));
 * ```
 */
export function validateCheckoutForm(
  input: CheckoutFormInput,
  options: ValidateCheckoutFormOptions,
): CheckoutFormResult {
  const p = input.personalDetails;
  const personal: Mutable<CheckoutFormResult["personal"]> = {};
  setIf(
    personal,
    "firstName",
    firstError(
      required(p.firstName),
      minLength(p.firstName, 2, checkoutMessages.nameMinLength),
      personName(p.firstName),
    ),
  );
  setIf(personal, "lastName", firstError(required(p.lastName), personName(p.lastName)));
  setIf(personal, "emailAddress", firstError(required(p.emailAddress), email(p.emailAddress)));
  if (p.createAccount) {
    setIf(personal, "password", firstError(required(p.password), password(p.password)));
    setIf(
      personal,
      "passwordConfirmation",
      firstError(required(input.passwordConfirmation), sameAs(input.passwordConfirmation ?? "", p.password)),
    );
  }

  const delivery = input.isVirtualCart ? "none" : (input.delivery ?? "courier");
  const atPlace = delivery === "pickup" || delivery === "locker";
  let shipping: Mutable<CheckoutFormResult["shipping"]> =
    delivery === "none" ? {} : addressErrors(input.shippingDetails, options.isPhoneNumber);
  if (delivery !== "none") setIf(shipping, "shippingMethod", required(input.shippingDetails.shippingMethod));
  if (delivery === "courier" && input.shippingDetails.phoneNumber.trim() === "")
    shipping.phoneNumber = checkoutMessages.courierPhoneRequired;
  if (atPlace) shipping = onlyFields(shipping, PLACE_SHIPPING_FIELDS);

  let payment: Mutable<CheckoutFormResult["payment"]> = addressErrors(
    input.paymentDetails,
    options.isPhoneNumber,
  );
  const taxId = input.paymentDetails.taxId;
  if (taxId.trim() !== "") setIf(payment, "taxId", minLength(taxId, 3, checkoutMessages.taxIdMinLength));
  setIf(payment, "paymentMethod", required(input.paymentDetails.paymentMethod));
  if (atPlace) payment = onlyFields(payment, PLACE_PAYMENT_FIELDS);

  const invoice = input.invoiceDetails ? validateInvoiceDetails(input.invoiceDetails) : {};
  const terms = input.acceptTerms && input.acceptPrivacy !== false ? null : checkoutMessages.termsAccepted;
  const digitalConsent =
    input.digitalConsent?.required && !input.digitalConsent.given ? DIGITAL_CONTENT_CONSENT_REQUIRED : null;

  const filled =
    Object.keys(personal).length +
      Object.keys(shipping).length +
      Object.keys(payment).length +
      Object.keys(invoice).length ===
      0 &&
    terms === null &&
    digitalConsent === null;
  const message =
    input.cartItemsCount <= 0 ? checkoutMessages.cartEmpty : filled ? null : checkoutMessages.formNotFilled;
  return { ok: message === null, message, personal, shipping, payment, invoice, terms, digitalConsent };
}
