/**
 * The message keys of checkout (behaviour.md §0: English strings are the i18n keys) with their Polish
 * translations. Form keys follow transactions.md §5; order and notification keys quote behaviour.md
 * §10 and transactions.md §8 exactly.
 *
 * @example
 * ```ts
 * translate(checkoutMessages.required); // "To pole jest wymagane."
 * ```
 */
export const checkoutMessages = {
  required: "Field is required",
  greaterThanZero: "Must be greater than 0",
  nameMinLength: "Name must have at least 2 letters.",
  nameMinLength3: "Name must have at least 3 letters.",
  phoneMinLength: "Phone number must have at least 2 digits.",
  phoneInvalid: "Please provide a valid phone number.",
  courierPhoneRequired: "The courier needs a phone number to reach you.",
  taxIdMinLength: "Tax ID must have at least 3 letters.",
  zipCodeMinLength: "Zip-code must have at least 3 letters.",
  passwordMinLength: "Password must have at least 8 letters.",
  passwordsIdentical: "Passwords must be identical.",
  email: "Please provide valid e-mail address.",
  alphabetOnly: "Accepts only alphabet characters.",
  nameMaxLength: "A name may have at most 64 letters.",
  city: "Please provide valid city name",
  searchMinLength: "Searched term should consist of at least 3 characters.",
  termsAccepted: "You must accept the terms and conditions and the privacy policy.",
  formNotFilled: "The checkout form is not filled properly.",
  cartEmpty: "Your cart must not be empty to enter the checkout.",
  maxQuantity: "Only {maxQuantity} products of this type are available.",
  nip: "Please provide a valid tax ID (NIP).",
  postcode: "Please provide a valid zip-code (NN-NNN).",
  orderWaiting: "Order waiting!",
  orderWaitingAction: "Click here to confirm the order that you made offline.",
  orderDuplicate: "This order has already been submitted.",
  orderProcessing: "Processing order...",
  orderInvalid:
    "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
  orderQueued: "The order can not be transfered because of server error. Order has been queued",
  productsUnavailable: "Some of the ordered products are not available!",
  stockCheckPending: "Stock check in progress, please wait while available stock quantities are checked",
  offlineOrderInvalid:
    "Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.",
  offlineOrderOutOfStock: "Some products you've ordered are out of stock. Your order has been canceled.",
} as const;

/**
 * One of the message keys of {@link checkoutMessages}.
 *
 * @example
 * ```ts
 * const message: CheckoutMessage = checkoutMessages.orderWaiting; // "Order waiting!"
 * ```
 */
export type CheckoutMessage = (typeof checkoutMessages)[keyof typeof checkoutMessages];

/**
 * The Polish dictionary for every checkout message key.
 *
 * @example
 * ```ts
 * plCheckoutMessages["Order waiting!"]; // "Zamówienie oczekuje!"
 * ```
 */
export const plCheckoutMessages: Readonly<Record<CheckoutMessage, string>> = {
  "Field is required": "To pole jest wymagane.",
  "Must be greater than 0": "Wartość musi być większa od 0.",
  "Name must have at least 2 letters.": "Imię musi mieć co najmniej 2 litery.",
  "Name must have at least 3 letters.": "Imię musi mieć co najmniej 3 litery.",
  "Phone number must have at least 2 digits.": "Numer telefonu musi mieć co najmniej 2 cyfry.",
  "The courier needs a phone number to reach you.": "Podaj numer telefonu dla kuriera.",
  "Please provide a valid phone number.":
    "Podaj poprawny numer telefonu: polski (np. 600 100 200) albo z numerem kierunkowym kraju (np. +49 30 1234567).",
  "Tax ID must have at least 3 letters.": "NIP musi mieć co najmniej 3 znaki.",
  "Zip-code must have at least 3 letters.": "Kod pocztowy musi mieć co najmniej 3 znaki.",
  "Password must have at least 8 letters.": "Hasło musi mieć co najmniej 8 znaków.",
  "Passwords must be identical.": "Hasła muszą być identyczne.",
  "Please provide valid e-mail address.": "Podaj poprawny adres e-mail.",
  "Accepts only alphabet characters.": "Dozwolone są tylko litery.",
  "A name may have at most 64 letters.": "Imię i nazwisko mogą mieć najwyżej 64 znaki.",
  "Please provide valid city name": "Podaj poprawną nazwę miejscowości.",
  "Searched term should consist of at least 3 characters.":
    "Wyszukiwana fraza musi mieć co najmniej 3 znaki.",
  "You must accept the terms and conditions and the privacy policy.":
    "Musisz zaakceptować regulamin i politykę prywatności.",
  "The checkout form is not filled properly.": "Formularz zamówienia nie został poprawnie wypełniony.",
  "Your cart must not be empty to enter the checkout.": "Aby przejść do kasy, koszyk nie może być pusty.",
  "Only {maxQuantity} products of this type are available.":
    "Dostępna liczba sztuk tego produktu: {maxQuantity}.",
  "Please provide a valid tax ID (NIP).": "Podaj poprawny numer NIP.",
  "Please provide a valid zip-code (NN-NNN).": "Podaj poprawny kod pocztowy (NN-NNN).",
  "Order waiting!": "Zamówienie oczekuje!",
  "Click here to confirm the order that you made offline.":
    "Kliknij tutaj, aby potwierdzić zamówienie złożone w trybie offline.",
  "This order has already been submitted.": "To zamówienie zostało już złożone.",
  "Processing order...": "Przetwarzanie zamówienia...",
  "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}":
    "Wewnętrzny błąd walidacji. Sprawdź, czy wszystkie wymagane pola są wypełnione. Skontaktuj się z nami: {email}",
  "The order can not be transfered because of server error. Order has been queued":
    "Nie można przesłać zamówienia z powodu błędu serwera. Zamówienie zostało zakolejkowane.",
  "Some of the ordered products are not available!": "Niektóre z zamówionych produktów są niedostępne!",
  "Stock check in progress, please wait while available stock quantities are checked":
    "Trwa sprawdzanie stanów magazynowych, proszę czekać.",
  "Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.":
    "Adres podany w zamówieniu zawiera niepoprawne dane. Sprawdź, czy wszystkie wymagane pola są wypełnione, i skontaktuj się z nami: {email}, aby uniknąć tego w przyszłości. Twoje zamówienie zostało anulowane.",
  "Some products you've ordered are out of stock. Your order has been canceled.":
    "Niektórych zamówionych produktów nie ma w magazynie. Twoje zamówienie zostało anulowane.",
};

/**
 * Translates a message key into Polish and fills its `{name}` placeholders. Unknown keys are returned
 * as they are (filled), like an i18n lookup with the key as fallback. Pure.
 *
 * @example
 * ```ts
 * translate("Only {maxQuantity} products of this type are available.", { maxQuantity: 2 });
 * // "Dostępna liczba sztuk tego produktu: 2."
 * ```
 */
export function translate(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const text = (plCheckoutMessages as Readonly<Record<string, string>>)[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
