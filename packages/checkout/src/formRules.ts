import { type CheckoutMessage, checkoutMessages } from "./checkoutMessages.js";
import { isValidPostcode } from "./isValidPostcode.js";

// Each rule returns the message key of transactions.md §5 when the value fails, else `null`. Pure.

/**
 * Required: fails on a blank value (`undefined`, `null`, `''` or only spaces) and on `false`.
 *
 * @example
 * ```ts
 * required("  "); // "Field is required"
 * ```
 */
export function required(value: unknown): CheckoutMessage | null {
  if (value === undefined || value === null || value === false) return checkoutMessages.required;
  if (typeof value === "string" && value.trim() === "") return checkoutMessages.required;
  return null;
}

/**
 * At least `length` characters after trimming; `message` names the field's rule.
 *
 * @example
 * ```ts
 * minLength("A", 2, checkoutMessages.nameMinLength); // "Name must have at least 2 letters."
 * ```
 */
export function minLength(value: string, length: number, message: CheckoutMessage): CheckoutMessage | null {
  return [...value.trim()].length >= length ? null : message;
}

// api-contract.md §12.11: a local part of 1–64 allowed characters, then dotted domain labels of letters,
// digits and inner hyphens, the last one (the top-level domain) starting with a letter and at least 2 long.
const EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$/;

/**
 * Whether a text is an e-mail address the shop accepts (api-contract.md §12.11): at most 254 characters,
 * a local part of at most 64, a dotted domain. The one rule of both sides: the storefront's forms and
 * the API's schemas ask this function, so the client never accepts what the server refuses. Pure.
 *
 * @example
 * ```ts
 * isEmailAddress("anna.nowak+sklep@example.com.pl"); // true
 * isEmailAddress("anna@example"); // false
 * ```
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_ADDRESS.test(value);
}

/**
 * A valid e-mail address ({@link isEmailAddress}) once the spaces around it are trimmed.
 *
 * @example
 * ```ts
 * email("anna@example.pl"); // null
 * ```
 */
export function email(value: string): CheckoutMessage | null {
  return isEmailAddress(value.trim()) ? null : checkoutMessages.email;
}

/**
 * A password of at least 8 characters.
 *
 * @example
 * ```ts
 * password("krótkie"); // "Password must have at least 8 letters."
 * ```
 */
export function password(value: string): CheckoutMessage | null {
  return [...value].length >= 8 ? null : checkoutMessages.passwordMinLength;
}

/**
 * The repeated password must be identical.
 *
 * @example
 * ```ts
 * sameAs("haslo1234", "haslo12345"); // "Passwords must be identical."
 * ```
 */
export function sameAs(value: string, original: string): CheckoutMessage | null {
  return value === original ? null : checkoutMessages.passwordsIdentical;
}

/**
 * Letters only (any script) with spaces, `.`, `'` and `-`, starting with a letter (names).
 *
 * @example
 * ```ts
 * alphabetOnly("Anna-Maria"); // null
 * ```
 */
export function alphabetOnly(value: string): CheckoutMessage | null {
  return /^\p{L}[\p{L} .'-]*$/u.test(value.trim()) ? null : checkoutMessages.alphabetOnly;
}

/**
 * A first or last name of a person (api-contract.md §12.11, transactions.md §5): after trimming,
 * {@link alphabetOnly} and at most 64 characters. The one name rule of both sides: the checkout form and
 * the API's address schema ask it (issue 30). A blank value is left to {@link required}. Pure.
 *
 * @example
 * ```ts
 * personName(" Anna-Maria "); // null
 * personName("Anna2"); // "Accepts only alphabet characters."
 * ```
 */
export function personName(value: string): CheckoutMessage | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return alphabetOnly(trimmed) ?? ([...trimmed].length <= 64 ? null : checkoutMessages.nameMaxLength);
}

/**
 * A city name: 1–64 characters, a letter first, then letters, spaces, `.`, `'`, `-` or `(` `)`.
 *
 * @example
 * ```ts
 * city("Kędzierzyn-Koźle"); // null
 * ```
 */
export function city(value: string): CheckoutMessage | null {
  const trimmed = value.trim();
  return trimmed.length <= 64 && /^\p{L}[\p{L} .'()-]*$/u.test(trimmed) ? null : checkoutMessages.city;
}

/**
 * Decides whether a phone number exists (its numbering plan). Injected so the rules stay free of the
 * plan's metadata: pass `isPhoneNumber` from `@outlet/checkout/phone`, or your own.
 *
 * @example
 * ```ts
 * const anyNineDigits: PhoneNumberValidator = (value) => value.replace(/\D/g, "").length === 9;
 * ```
 */
export type PhoneNumberValidator = (value: string) => boolean;

/**
 * A real phone number (issue 12: "12" passed): at least 2 digits (the spec's message), at most 32
 * characters, then a number `isPhoneNumber` accepts (with `@outlet/checkout/phone`'s: the numbering plan of
 * Poland or, with its `+` country code, of another country). Pure.
 *
 * @example
 * ```ts
 * import { isPhoneNumber } from "@outlet/checkout/phone";
 * phone("+48 600 100 200", isPhoneNumber); // null
 * phone("612 345 678", isPhoneNumber); // null (a Poznań landline)
 * phone("123 456", isPhoneNumber); // "Please provide a valid phone number."
 * ```
 */
export function phone(value: string, isPhoneNumber: PhoneNumberValidator): CheckoutMessage | null {
  if ((value.match(/\d/g)?.length ?? 0) < 2) return checkoutMessages.phoneMinLength;
  return value.length <= 32 && isPhoneNumber(value) ? null : checkoutMessages.phoneInvalid;
}

/**
 * A number greater than 0.
 *
 * @example
 * ```ts
 * greaterThanZero(0); // "Must be greater than 0"
 * ```
 */
export function greaterThanZero(value: number): CheckoutMessage | null {
  return Number.isFinite(value) && value > 0 ? null : checkoutMessages.greaterThanZero;
}

/**
 * A search term of at least 3 characters.
 *
 * @example
 * ```ts
 * searchTerm("su"); // "Searched term should consist of at least 3 characters."
 * ```
 */
export function searchTerm(value: string): CheckoutMessage | null {
  return minLength(value, 3, checkoutMessages.searchMinLength);
}

/**
 * A quantity: greater than 0 and at most `maxQuantity` when one is known; the second message carries
 * `{maxQuantity}` for {@link translate}.
 *
 * @example
 * ```ts
 * quantity(5, 2); // { message: "Only {maxQuantity} products of this type are available.", params: { maxQuantity: 2 } }
 * ```
 */
export function quantity(
  value: number,
  maxQuantity?: number,
): { readonly message: CheckoutMessage; readonly params?: { readonly maxQuantity: number } } | null {
  const positive = greaterThanZero(value);
  if (positive) return { message: positive };
  if (maxQuantity !== undefined && value > maxQuantity) {
    return { message: checkoutMessages.maxQuantity, params: { maxQuantity } };
  }
  return null;
}

/**
 * The first failing rule's message, or `null`.
 *
 * @example
 * ```ts
 * firstError(required(name), minLength(name, 2, checkoutMessages.nameMinLength));
 * ```
 */
export function firstError(...results: (CheckoutMessage | null)[]): CheckoutMessage | null {
  for (const result of results) if (result) return result;
  return null;
}

/**
 * A postcode of `country` in its national format (`NN-NNN` in Poland), as typed: the caller trims when its
 * form does.
 *
 * @example
 * ```ts
 * postcode("80827", "PL"); // "Please provide a valid zip-code (NN-NNN)."
 * ```
 */
export function postcode(value: string, country = "PL"): CheckoutMessage | null {
  return isValidPostcode(value, country || "PL") ? null : checkoutMessages.postcode;
}

/**
 * The form rules of transactions.md §5, one table for every form of the shop (checkout, account, contact,
 * reviews). Each rule returns the message key of the first failure, else `null`; combine them with
 * `formRules.firstError(…)`. Pure.
 *
 * @example
 * ```ts
 * const { required, email, firstError } = formRules;
 * firstError(required(value), email(value)); // "Please provide valid e-mail address." for "anna@"
 * ```
 */
export const formRules = {
  required,
  minLength,
  email,
  isEmailAddress,
  password,
  sameAs,
  alphabetOnly,
  personName,
  city,
  phone,
  postcode,
  firstError,
} as const;
