import type { CheckoutFormResult } from "@outlet/checkout";
import { tx } from "../../i18n/pl.transactions";

/** The address fields of the checkout, with their `autocomplete` tokens, in the order shown. */
export const ADDRESS_FIELDS = [
  ["firstName", "given-name"],
  ["lastName", "family-name"],
  ["streetAddress", "address-line1"],
  ["apartmentNumber", "address-line2"],
  ["zipCode", "postal-code"],
  ["city", "address-level2"],
  ["phoneNumber", "tel"],
] as const;

/** The shipping countries (api-contract.md §5.12: the reference shop ships to Poland). */
export const COUNTRY_OPTIONS = [{ value: "PL", label: "Polska" }] as const;

/**
 * A field's error in Polish, or `null` when there is none.
 *
 * @example
 * fieldError(errors?.personal.firstName); // "To pole jest wymagane." or null
 */
export const fieldError = (message: string | null | undefined): string | null =>
  message ? tx(message) : null;

const ADDRESS_KEYS: readonly string[] = [...ADDRESS_FIELDS.map(([field]) => field), "country"];
const INVOICE_KEYS: readonly string[] = ["companyName", "vatId", "street", "house", "zipCode", "city"];

/** What the form shows, for counting only the errors the shopper can see. */
export interface ShownSections {
  readonly accountFields: boolean;
  readonly shipping: boolean;
  /** A store pickup: of the shipping fields only the phone is shown. @default false */
  readonly pickup?: boolean;
  /** A locker delivery: of the shipping fields the phone and the locker are shown (issue 32). @default false */
  readonly locker?: boolean;
  readonly billing: boolean;
  readonly invoice: boolean;
  readonly blikError: string | null;
  readonly acceptTerms: boolean;
  /** The digital content consent is given (or not asked). @default true */
  readonly acceptDigital?: boolean;
}

/**
 * The number of error messages on screen: the errors of hidden fields (the billing copy of the shipping
 * address, a virtual cart's shipping section, a store pickup's address, a closed invoice) are not counted.
 * Pure.
 *
 * @example
 * countShownErrors(null, { accountFields: false, shipping: true, billing: false, invoice: false, blikError: null, acceptTerms: true }); // 0
 */
export function countShownErrors(errors: CheckoutFormResult | null, shown: ShownSections): number {
  const inKeys = (section: Readonly<Record<string, unknown>>, keys: readonly string[]) =>
    Object.entries(section).filter(([key, message]) => message && keys.includes(key)).length;
  const personal = ["firstName", "lastName", "emailAddress"];
  if (shown.accountFields) personal.push("password", "passwordConfirmation");
  const terms =
    (errors?.terms && !shown.acceptTerms ? 1 : 0) +
    (errors?.digitalConsent && shown.acceptDigital === false ? 1 : 0);
  return (
    (shown.blikError ? 1 : 0) +
    (errors
      ? inKeys(errors.personal, personal) +
        (shown.shipping
          ? inKeys(
              errors.shipping,
              shown.pickup
                ? ["phoneNumber", "shippingMethod"]
                : shown.locker
                  ? ["phoneNumber", "shippingMethod", "inpostLocker"]
                  : [...ADDRESS_KEYS, "shippingMethod", "inpostLocker"],
            )
          : 0) +
        inKeys(errors.payment, shown.billing ? [...ADDRESS_KEYS, "paymentMethod"] : ["paymentMethod"]) +
        (shown.invoice ? inKeys(errors.invoice, INVOICE_KEYS) : 0) +
        terms
      : 0)
  );
}
