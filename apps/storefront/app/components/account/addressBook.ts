import { formRules } from "@outlet/checkout";
import { isPhoneNumber } from "@outlet/checkout/phone";

const { city: cityRule, firstError, phone, postcode: postcodeRule, required } = formRules;

/** The fields of the address form on `/account/addresses/edit`, as typed. */
export interface AddressFormValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: string;
  readonly house: string;
  readonly postcode: string;
  readonly city: string;
  readonly telephone: string;
}

/** An address of the customer's book as the account holds it; only `id` is read, every field is kept. */
type BookAddress = Readonly<Record<string, unknown>>;

/**
 * The form's errors by field (`@outlet/checkout` form rules; null where the field is fine). The phone is
 * optional, as at checkout (issue 12: both forms require the same fields). Pure.
 *
 * @example
 * addressFormErrors({ ...values, postcode: "80827" }).postcode; // "Invalid zip code."
 */
export function addressFormErrors(values: AddressFormValues): Record<keyof AddressFormValues, string | null> {
  return {
    firstname: required(values.firstname),
    lastname: required(values.lastname),
    street: required(values.street),
    house: required(values.house),
    postcode: firstError(required(values.postcode), postcodeRule(values.postcode, "PL")),
    city: firstError(required(values.city), cityRule(values.city)),
    telephone: values.telephone.trim() === "" ? null : phone(values.telephone, isPhoneNumber),
  };
}

/**
 * The address book after saving the form: the edited address (or a new one) with the typed values in
 * Poland, last; made the default when asked or when it is the book's only address, which also clears the
 * others' default. Pure.
 *
 * @example
 * addressBookWith([{ id: 1, default_shipping: true }], undefined, values, true); // [{ id: 1, default_shipping: false }, { …values, default_shipping: true }]
 */
export function addressBookWith(
  book: readonly BookAddress[],
  existing: BookAddress | undefined,
  values: AddressFormValues,
  isDefault: boolean,
): BookAddress[] {
  const address: BookAddress = {
    ...(existing ?? {}),
    firstname: values.firstname,
    lastname: values.lastname,
    street: [values.street, values.house],
    postcode: values.postcode,
    city: values.city,
    country_id: "PL",
    telephone: values.telephone,
    // the only address of an address book is its default one
    default_shipping: isDefault || book.every((entry) => existing && entry.id === existing.id),
  };
  const others = book
    .filter((entry) => !existing || entry.id !== existing.id)
    .map((entry) => (isDefault ? { ...entry, default_shipping: false } : entry));
  return [...others, address];
}
