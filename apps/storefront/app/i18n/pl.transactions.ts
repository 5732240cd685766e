import { plCheckoutMessages } from "@outlet/checkout";
import { pluralPl } from "@outlet/formatting";

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

/**
 * Shopper-facing strings of the cart, checkout, account and engagement screens.
 *
 * @example
 * plTx.cart.open(3); // "Koszyk, liczba produktów: 3"
 */
export const plTx = {
  cart: {
    title: "Koszyk",
    add: "Do koszyka",
    /** A listing tile of a product with nothing in stock (issue 32), in place of the add button. */
    soldOut: "Wyprzedane",
    addNamed: (name: string) => `Dodaj do koszyka: ${name}`,
    open: (count: number) => `Koszyk, liczba produktów: ${count}`,
    close: "Zamknij koszyk",
    empty: "Twój koszyk jest pusty.",
    /** Read while the browser's cart loads (issue 32: never the empty message meanwhile). */
    loading: "Wczytywanie koszyka…",
    quantity: "Ilość",
    quantityOf: (name: string) => `Ilość: ${name}`,
    decreaseOf: (name: string) => `Zmniejsz ilość – ${name}`,
    increaseOf: (name: string) => `Zwiększ ilość – ${name}`,
    remove: "Usuń",
    removeOf: (name: string) => `Usuń ${name} z koszyka`,
    confirmRemove: (name: string) => `Czy na pewno usunąć „${name}” z koszyka?`,
    confirm: "Usuń",
    cancel: "Anuluj",
    toCart: "Przejdź do koszyka",
    /** The way back to shopping from an empty cart (the page and the panel). */
    toShop: "Przejdź do zakupów",
    toCheckout: "Przejdź do kasy",
    coupon: "Kod rabatowy",
    applyCoupon: "Zastosuj",
    removeCoupon: "Usuń kod",
    couponApplied: (code: string) => `Zastosowano kod: ${code}`,
    totals: "Podsumowanie",
    syncFailed: "Nie udało się zapisać zmian w koszyku. Spróbuj ponownie.",
    edit: "Zmień",
    size: "Rozmiar",
    color: "Kolor",
    save: "Zapisz",
    unavailable: "niedostępny",
    quickAdd: {
      choose: (label: string) => `Wybierz ${label.toLocaleLowerCase("pl")}`,
      loading: "Wczytywanie dostępnych rozmiarów…",
      failed: "Nie udało się wczytać rozmiarów. Spróbuj ponownie.",
      none: "Ten produkt jest chwilowo niedostępny.",
      close: "Zamknij wybór rozmiaru",
      adding: "Dodawanie do koszyka…",
    },
    segment: {
      subtotal_incl_tax: "Wartość produktów",
      grand_total: "Do zapłaty",
      payment: "Płatność",
      shipping: "Dostawa",
    } as Readonly<Record<string, string>>,
    pieces: "szt.",
    /** The cart without JavaScript (the product page's form, `/koszyk/dodaj`). */
    noScript: {
      checkout:
        "Produkty dodane bez JavaScriptu są zapisane w tym koszyku. Złożenie zamówienia wymaga włączonego JavaScriptu: formularz dostawy, wybór punktu odbioru i płatność online działają tylko z nim.",
      problem: {
        stock: "Nie dodano produktu: wybrany wariant jest niedostępny.",
        invalid: "Nie dodano produktu: wybierz wariant i spróbuj ponownie.",
        failed: "Nie udało się dodać produktu do koszyka. Spróbuj ponownie za chwilę.",
      } as Readonly<Record<string, string>>,
    },
  },
  checkout: {
    title: "Kasa",
    personal: "Dane osobowe",
    shipping: "Adres dostawy",
    savedAddresses: "Zapisane adresy",
    lockerSearch: "Znajdź paczkomat",
    lockerHint: "Wpisz miasto, kod pocztowy lub kod paczkomatu, np. Kraków, 80-827 albo KRA01M.",
    lockerList: "Paczkomaty",
    lockersFound: (n: number) => (n === 0 ? "Nie znaleziono paczkomatów." : `Znaleziono paczkomaty: ${n}.`),
    lockerSearchFailed: "Nie udało się wyszukać paczkomatów. Spróbuj ponownie.",
    lockerChosen: (locker: string) => `Wybrany paczkomat: ${locker}`,
    /** A store pickup in place of the shipping address (issue 12). */
    pickup: {
      title: "Odbiór osobisty",
      hours: "Godziny otwarcia",
      recipient: (name: string) => `Odbiorca: ${name || "osoba podana w danych osobowych"}`,
      bring: "Przy odbiorze podaj numer zamówienia.",
      phoneHint: "Opcjonalnie: zadzwonimy, gdyby odbiór wymagał ustaleń.",
    },
    lockerPhoneHint: "InPost wyśle na ten numer kod odbioru.",
    courierPhoneHint: "Kurier zadzwoni pod ten numer w dniu doręczenia.",
    newAddress: "Nowy adres",
    defaultAddress: "(domyślny)",
    shippingMethod: "Sposób dostawy",
    payment: "Płatność",
    paymentMethod: "Metoda płatności",
    billingSame: "Dane do faktury takie same jak adres dostawy",
    /** A guest's way into the account from the checkout (issue 32); the cart stays. */
    haveAccount: "Masz konto?",
    loginLink: "Zaloguj się",
    /** A locker delivery asks no street address (issue 32): the parcel waits in the locker. */
    lockerRecipient: "Odbiorca przesyłki",
    lockerNoAddress: "Paczkę odbierzesz w wybranym paczkomacie, więc nie podajesz adresu.",
    invoice: "Chcę otrzymać fakturę na firmę",
    companyName: "Nazwa firmy",
    vatId: "NIP",
    street: "Ulica",
    house: "Numer domu / lokalu",
    comments: "Dodaj uwagi do zamówienia",
    deliveryComment: "Uwagi dla kuriera",
    orderComment: "Uwagi do zamówienia",
    review: "Podsumowanie zamówienia",
    terms: "Akceptuję regulamin sklepu",
    /** The privacy information (GDPR art. 13): the controller, then the policy's link. */
    controllerIs: "Administratorem Twoich danych osobowych jest",
    controllerUnknown: "Twoje dane osobowe przetwarzamy, aby zrealizować zamówienie.",
    privacyDetails: "Jak je przetwarzamy i jakie masz prawa, opisuje",
    readTerms: "Przeczytaj",
    termsLink: "regulamin sklepu",
    privacyLink: "Polityka prywatności",
    /** The error at each consent while it is not given. */
    termsRequired: "Zaakceptuj regulamin sklepu.",
    opensInNewTab: "(otwiera się w nowej karcie)",
    placeOrder: "Zamawiam i płacę",
    placing: "Przetwarzanie zamówienia…",
    createAccount: "Załóż konto przy zamówieniu",
    emptyCart: "Twój koszyk jest pusty.",
    backToShop: "Wróć do sklepu",
    thankYou: "Dziękujemy za zamówienie!",
    orderNumber: (n: string) => `Numer zamówienia: ${n}`,
    total: (amount: string) => `Do zapłaty: ${amount}`,
    redirect: "Za 5 sekund przekierujemy Cię do serwisu płatności.",
    errorsSummary: "Popraw zaznaczone pola.",
    /** The billing fields' heading: a virtual cart has no shipping address, so they are the only address. */
    billingAddress: "Dane do rachunku",
    blikCode: "Kod BLIK",
    blikHint: "6 cyfr z aplikacji banku",
  },
  field: {
    firstName: "Imię",
    lastName: "Nazwisko",
    email: "E-mail",
    password: "Hasło",
    passwordConfirmation: "Powtórz hasło",
    currentPassword: "Obecne hasło",
    newPassword: "Nowe hasło",
    country: "Kraj",
    streetAddress: "Ulica",
    apartmentNumber: "Numer domu / lokalu",
    city: "Miejscowość",
    zipCode: "Kod pocztowy",
    phoneNumber: "Telefon",
    company: "Firma",
    taxId: "NIP",
    required: "(wymagane)",
  } as Readonly<Record<string, string>>,
  account: {
    login: "Zaloguj się",
    loginTitle: "Logowanie",
    register: "Załóż konto",
    registerTitle: "Rejestracja",
    forgot: "Nie pamiętasz hasła?",
    forgotTitle: "Przypomnienie hasła",
    forgotSend: "Wyślij link",
    forgotSent: "Jeśli konto istnieje, wysłaliśmy na nie wiadomość z linkiem do zmiany hasła.",
    createPasswordTitle: "Ustaw nowe hasło",
    createPasswordSave: "Zapisz hasło",
    /** After a reset link set a new password (issue 32: the shopper was left on /account with no word). */
    passwordChanged: "Hasło zostało zmienione.",
    /** A reset link used already or expired (issue 32: it said "Popraw zaznaczone pola."). */
    resetLinkUsed: "Ten link do zmiany hasła został już użyty albo wygasł.",
    resetLinkAgain: "Poproś o nowy link",
    /** After registering (issue 32): the account exists and a welcome mail is on its way. */
    registered: (email: string) =>
      `Konto zostało założone. Wysłaliśmy wiadomość powitalną na adres ${email}.`,
    logout: "Wyloguj się",
    myAccount: "Moje konto",
    accountTitle: "Moje konto",
    profile: "Dane konta",
    addresses: "Adresy",
    addAddress: "Dodaj adres",
    noAddresses: "Nie masz jeszcze zapisanych adresów. Dodaj adres, a podpowiemy go w kasie.",
    editAddress: "Edytuj adres",
    deleteAddress: "Usuń adres",
    deleteAddressAsk: "Usunąć ten adres?",
    deleteAddressYes: "Tak, usuń",
    deleteAddressNo: "Anuluj",
    defaultShipping: "Domyślny adres dostawy",
    orders: "Zamówienia",
    noOrders: "Nie masz jeszcze zamówień.",
    loadMore: "Pokaż więcej",
    password: "Zmiana hasła",
    agreements: "Zgody",
    newsletterAgreement: "Chcę otrzymywać newsletter",
    notifications: "Powiadomienia",
    notificationsNewsletterFor: (email: string) => `Newsletter na adres ${email}`,
    notificationsChecking: "Sprawdzamy stan zapisu…",
    notificationsSubscribed: "Zapisano do newslettera.",
    notificationsPending: "Zapis czeka na potwierdzenie – kliknij link w wiadomości, którą wysłaliśmy.",
    notificationsNotSubscribed: "Nie subskrybujesz newslettera.",
    notificationsStockAlerts:
      "Powiadomienia o dostępności zamawiasz na stronie niedostępnego wariantu produktu. Każdy e-mail z powiadomieniem zawiera link do rezygnacji.",
    reviews: "Moje opinie",
    noReviews: "Nie masz jeszcze żadnych opinii.",
    save: "Zapisz",
    loginFailed: "Nieprawidłowy e-mail lub hasło.",
    offline: "Ta funkcja nie działa w trybie offline.",
    orderDate: "Data",
    orderStatus: "Status",
    orderTotal: "Wartość",
    orderNo: "Numer",
    social: (provider: string) => `Zaloguj się przez ${provider}`,
    signupModal: "Twoja sesja wygasła. Zaloguj się ponownie lub załóż konto.",
    close: "Zamknij",
    pending: "oczekuje na moderację",
    approved: "zatwierdzona",
  },
  wishlist: {
    title: "Ulubione",
    empty: "Nie masz jeszcze ulubionych produktów.",
    add: "Dodaj do ulubionych",
    remove: "Usuń z ulubionych",
    /** Said (a live region) after the product page's toggle (issue 32). */
    added: "Dodano do ulubionych.",
    removed: "Usunięto z ulubionych.",
    link: (count: number) => `Ulubione, liczba produktów: ${count}`,
    all: "Zobacz wszystkie ulubione",
    close: "Zamknij ulubione",
  },
  compare: {
    add: "Dodaj do porównania",
    remove: "Usuń z porównania",
    title: "Porównanie produktów",
    /** The header link (a count without a noun, so no plural forms are needed). */
    linkText: "Porównanie",
    link: (count: number) => `Porównanie, liczba produktów: ${count}`,
    loading: "Wczytujemy porównywane produkty…",
    empty:
      "Nie masz jeszcze produktów do porównania. Dodaj je przyciskiem „Dodaj do porównania” na stronie produktu.",
    toShop: "Przejdź do zakupów",
    removeNamed: (name: string) => `Usuń z porównania: ${name}`,
    caption: "Porównywane produkty i ich cechy",
    scroll: "Tabela porównania (przewijana w poziomie)",
    price: "Cena",
    availability: "Dostępność",
    brand: "Marka",
    sku: "Kod produktu",
    none: "—",
  },
  newsletter: {
    title: "Newsletter",
    text: "Zapisz się do newslettera i odbierz kupon 10% rabatu na pierwsze zakupy.",
    subscribe: "Zapisz się",
    /** The footer on a page with a newsletter form of its own points to the account's agreements. */
    manage: "Zapisem na newsletter zarządzasz w zakładce",
    manageLink: "Zgody",
    unsubscribe: "Wypisz się",
    consent: "Wyrażam zgodę na otrzymywanie newslettera",
    done: "Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.",
    /** After subscribing, double opt-in (the API starts it, the coupon comes after the confirmation). */
    pending:
      "Dziękujemy za zapis! Sprawdź skrzynkę e-mail i kliknij link potwierdzający – potem wyślemy Ci kupon 10% rabatu na pierwsze zakupy.",
    /** After subscribing an address that is already confirmed. */
    subscribed: "Dziękujemy za zapis! Kupon 10% rabatu na pierwsze zakupy wyślemy na Twój adres e-mail.",
    consentLabel:
      "Wyrażam zgodę na otrzymywanie newslettera z ofertami sklepu na podany adres e-mail. Zgodę mogę wycofać w każdej chwili.",
    consentRequired: "Zaznacz zgodę, aby zapisać się do newslettera.",
    unsubscribed: "Wypisano z newslettera.",
    close: "Nie, dziękuję",
    /** The collapsed popup's offer and its buttons. */
    teaser: "Odbierz 10% rabatu na pierwsze zakupy",
    open: "Zapisz się do newslettera",
    closeLabel: "Zamknij okno newslettera",
  },
  stockAlert: {
    title: "Powiadom o dostępności",
    text: "Ten wariant jest niedostępny. Zostaw e-mail, a damy znać, gdy wróci.",
    submit: "Powiadom mnie",
    done: "Dziękujemy! Sprawdź skrzynkę, aby potwierdzić powiadomienie.",
    consent: "Wyrażam zgodę na kontakt w sprawie dostępności produktu",
  },
  contact: {
    title: "Kontakt",
    name: "Imię i nazwisko",
    subject: "Temat",
    message: "Wiadomość",
    orderNumber: "Numer zamówienia (opcjonalnie)",
    consent: "Wyrażam zgodę na przetwarzanie danych w celu odpowiedzi",
    send: "Wyślij",
    sent: "Dziękujemy! Odpowiemy najszybciej, jak to możliwe.",
    failed: "Nie udało się wysłać wiadomości. Spróbuj ponownie.",
    messageTooShort: "Wiadomość musi mieć co najmniej 10 znaków.",
  },
  review: {
    title: "Napisz opinię",
    orderTitle: "Oceń produkty z zamówienia",
    nickname: "Podpis",
    summary: "Tytuł",
    detail: "Treść opinii",
    rating: "Ocena",
    stars: (n: number) => `${n} z 5 gwiazdek`,
    noStars: "Wybierz liczbę gwiazdek",
    ratingRequired: "Wybierz ocenę od 1 do 5 gwiazdek.",
    send: "Wyślij opinię",
    sent: "Dziękujemy! Opinia pojawi się po moderacji.",
    failed: "Nie udało się wysłać opinii.",
    shop: "Oceń sklep",
    reviewed: "Oceniono",
    notFound: "Nie znaleziono zamówienia. Sprawdź link z wiadomości e-mail.",
    loginToReview: "Zaloguj się, aby napisać opinię",
  },
  errorPage: {
    title: "Wystąpił błąd",
    text: "Przepraszamy, coś poszło nie tak. Spróbuj ponownie za chwilę.",
    home: "Wróć na stronę główną",
  },
  common: {
    loading: "Ładowanie…",
    errorSummary: (n: number) =>
      `Formularz zawiera ${n} ${pluralPl(n, { one: "błąd", few: "błędy", many: "błędów" })}.`,
    genericError: "Coś poszło nie tak. Spróbuj ponownie.",
  },
};
