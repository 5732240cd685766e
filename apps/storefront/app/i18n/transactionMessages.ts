import { plCheckoutMessages } from "@outlet/checkout";

// Apart from pl.transactions.ts (issue 29): the shopper services translate the keys they spawn with `tx`
// (state/shop/shopNotify.ts) and forms their field errors (useFormErrors), while the screens' strings (plTx) are
// only for the pages and overlays that show them. Not in the shell: the catalogue's `pl.messages` does without.

/**
 * The spec's English message keys of the transactions side (transactions.md §5 and §8, behaviour.md
 * §9–§13) in Polish. The checkout package ships its own form and order dictionary; the cart, session,
 * queue and account keys are translated here.
 *
 * @example
 * transactionMessages["You're logged out"]; // "Wylogowano"
 */
export const transactionMessages: Readonly<Record<string, string>> = {
  ...plCheckoutMessages,
  "Product price is unknown, product cannot be added to the cart!":
    "Cena produktu jest nieznana, nie można dodać go do koszyka!",
  "The product is out of stock and cannot be added to the cart!":
    "Produkt jest niedostępny i nie można dodać go do koszyka!",
  "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.":
    "System nie jest pewien stanu magazynowego. Produkt został dodany do koszyka w ramach wstępnej rezerwacji.",
  "Product has been added to the cart!": "Produkt został dodany do koszyka!",
  "The set has been added to the cart!": "Komplet został dodany do koszyka!",
  "The set cannot be added: not enough pieces of {name}.":
    "Nie można dodać kompletu: brak wystarczającej liczby sztuk produktu „{name}”. Nic nie dodaliśmy do koszyka.",
  "Product quantity has been updated!": "Ilość produktu została zaktualizowana!",
  "In stock!": "Dostępny!",
  "Out of the stock!": "Brak w magazynie!",
  "Out of stock!": "Brak w magazynie!",
  "You've entered an incorrect coupon code. Please try again.":
    "Wprowadzony kod rabatowy jest niepoprawny. Spróbuj ponownie.",
  "This coupon code has already been used.": "Ten kod rabatowy został już wykorzystany.",
  "Please do set the tax.defaultCountry in order to calculate totals":
    "Ustaw domyślny kraj (tax.defaultCountry), aby obliczyć sumy",
  "Proceed to checkout": "Przejdź do kasy",
  "Account data has successfully been updated": "Dane konta zostały zaktualizowane",
  // the address book's own outcomes (issue 12: it said "Dane konta zostały zaktualizowane")
  "Address has been saved": "Adres został zapisany",
  "Address has been deleted": "Adres został usunięty",
  "Password has successfully been changed": "Hasło zostało zmienione",
  "You're logged out": "Wylogowano",
  "Reset password feature does not work while offline!": "Resetowanie hasła nie działa w trybie offline!",
  "Error while sending reset password e-mail": "Błąd podczas wysyłania wiadomości z resetem hasła",
  "Error refreshing user token. User is not authorized to access the resource":
    "Błąd odświeżania sesji. Nie masz dostępu do tego zasobu",
  "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.":
    "Błąd aplikacji podczas odświeżania sesji. Wyczyść dane przeglądarki i odśwież stronę.",
  "Error with response - bad content-type!": "Błąd odpowiedzi – niepoprawny typ treści!",
  "Unhandled error, wrong response format!": "Nieobsłużony błąd – niepoprawny format odpowiedzi!",
  "You need to be logged in to see this page": "Zaloguj się, aby zobaczyć tę stronę.",
  "FB: not loaded": "Facebook: nie załadowano",
  "FB: invalid auth response": "Facebook: niepoprawna odpowiedź logowania",
  "Only {maxQuantity} available.": "Dostępnych sztuk: {maxQuantity}.",
  "Only {maxQuantity} products of this type are available. The quantity was set to {maxQuantity}.":
    "Dostępnych sztuk tego produktu: {maxQuantity}. Ustawiliśmy ilość na {maxQuantity}.",
  "At most {maxQuantity} pieces of a product per order. The quantity was set to {maxQuantity}.":
    "W jednym zamówieniu można kupić najwyżej {maxQuantity} szt. produktu. Ustawiliśmy ilość na {maxQuantity}.",
  "Your order placed offline has been sent. Order number: {orderNumber}":
    "Zamówienie złożone offline zostało wysłane. Numer zamówienia: {orderNumber}",
  "cart-sync-failed": "Nie udało się zapisać zmian w koszyku. Spróbuj ponownie.",
  "cart-nothing-to-add":
    "Nie udało się dodać produktów zestawu do koszyka: są niedostępne. Odśwież stronę i spróbuj ponownie.",
  "Error while changing the password": "Nie udało się zmienić hasła. Spróbuj ponownie.",
  // Spawned by the cart edit (cartStore.configureItem), whose notifications only this dictionary translates.
  "No such configuration for the product. Please do choose another combination of attributes.":
    "Nie ma takiego wariantu produktu. Wybierz inną kombinację.",
};

/**
 * Translates a transactions message key and fills its `{placeholders}`; an unknown key comes back
 * unchanged (so an already Polish server message passes through).
 *
 * @example
 * tx("Only {maxQuantity} products of this type are available.", { maxQuantity: 2 });
 * // "Dostępna liczba sztuk tego produktu: 2."
 */
export function tx(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const text = transactionMessages[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
