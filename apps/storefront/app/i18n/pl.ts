import { pluralPl } from "@outlet/formatting";

/**
 * Every shopper-facing Polish string of the storefront. Domain packages speak English i18n keys (the spec's
 * exact messages, behaviour.md §0); `messages` translates them. Plural forms come from
 * `@outlet/formatting` (`formatProductCount`).
 */
export const pl = {
  shopName: "Outlet",
  tagline: "Odzież markowa w cenach outletowych",
  skipToContent: "Przejdź do treści",
  menu: {
    label: "Kategorie",
    open: "Menu",
    close: "Zamknij menu",
    all: "Wszystko z kategorii",
    back: "Wróć",
  },
  search: {
    label: "Szukaj produktów",
    placeholder: "Czego szukasz?",
    submit: "Szukaj",
    title: "Wyniki wyszukiwania",
    titleFor: (q: string) => `Wyniki wyszukiwania: „${q}”`,
    suggestions: "Podpowiedzi",
    seeAll: (q: string) => `Zobacz wszystkie wyniki dla „${q}”`,
    noResults: "Nie znaleźliśmy produktów pasujących do zapytania.",
    noResultsFor: (q: string) => `Nie znaleźliśmy produktów dla „${q}”`,
    noResultsHint: "Sprawdź pisownię, wpisz mniej słów albo ogólniejsze hasło.",
    browseCategories: "Zobacz popularne kategorie",
    empty: "Wpisz, czego szukasz.",
  },
  footer: {
    contactForm: "Formularz kontaktowy",
    help: "Pomoc",
    about: "O sklepie",
    contact: "Kontakt",
    rights: "Wszystkie ceny zawierają VAT.",
    faq: "Najczęściej zadawane pytania",
    partners: "Nasi partnerzy",
    newsletter: "Newsletter",
    seller: "Sprzedawca",
    accessibility: "Informacja o dostępności",
    nip: "NIP",
    regon: "REGON",
    krs: "KRS",
  },
  breadcrumbs: { label: "Okruszki", home: "Strona główna" },
  notifications: { label: "Powiadomienia", ok: "OK" },
  loading: "Ładowanie…",
  scrollTop: "Przewiń do góry",
  /** The header's shopper link placeholders (the same words as the links of pl.transactions). */
  shopperLinks: { account: "Zaloguj się", wishlist: "Ulubione", compare: "Porównanie", cart: "Koszyk" },
  /**
   * The transactions' words the catalogue pages show too (tile buttons, the footer's newsletter, the header's
   * compare link, form fields): here, in the shell, rather than in `pl.transactions`, so those pages do not
   * load that whole dictionary for them (issue 29). `plTx` takes them over under the same keys.
   */
  shared: {
    cart: {
      add: "Do koszyka",
      /** A listing tile of a product with nothing in stock (issue 32), in place of the add button. */
      soldOut: "Wyprzedane",
      addNamed: (name: string) => `Dodaj do koszyka: ${name}`,
      /** Read while the browser's cart loads (issue 32: never the empty message meanwhile). */
      loading: "Wczytywanie koszyka…",
    },
    wishlist: {
      add: "Dodaj do ulubionych",
      remove: "Usuń z ulubionych",
      /** Said (a live region) after the product page's toggle (issue 32). */
      added: "Dodano do ulubionych.",
      removed: "Usunięto z ulubionych.",
    },
    compare: {
      add: "Dodaj do porównania",
      remove: "Usuń z porównania",
      /** The header link (a count without a noun, so no plural forms are needed). */
      linkText: "Porównanie",
      link: (count: number) => `Porównanie, liczba produktów: ${count}`,
    },
    newsletter: {
      text: "Zapisz się do newslettera i odbierz kupon 10% rabatu na pierwsze zakupy.",
      subscribe: "Zapisz się",
      /** The footer on a page with a newsletter form of its own points to the account's agreements. */
      manage: "Zapisem na newsletter zarządzasz w zakładce",
      manageLink: "Zgody",
      open: "Zapisz się do newslettera",
    },
    /** The product page's form for a variant out of stock. */
    stockAlert: {
      title: "Powiadom o dostępności",
      text: "Ten wariant jest niedostępny. Zostaw e-mail, a damy znać, gdy wróci.",
      submit: "Powiadom mnie",
      done: "Dziękujemy! Sprawdź skrzynkę, aby potwierdzić powiadomienie.",
      consent: "Wyrażam zgodę na kontakt w sprawie dostępności produktu",
    },
    email: "E-mail",
    genericError: "Coś poszło nie tak. Spróbuj ponownie.",
    /** After a required field's label. */
    required: "(wymagane)",
    errorSummary: (n: number) =>
      `Formularz zawiera ${n} ${pluralPl(n, { one: "błąd", few: "błędy", many: "błędów" })}.`,
  },
  home: {
    title: "Outlet — odzież markowa w cenach outletowych",
    description: "Sklep outletowy z odzieżą damską, męską i dziecięcą. Ceny w PLN z VAT.",
    newCollection: "Nowa kolekcja",
    bestsellers: "Bestsellery",
    sale: "Wyprzedaż",
    promotedCategories: "Polecane kategorie",
    seeAll: "Zobacz wszystkie",
  },
  listing: {
    /** The skip link over the filters to the first product (issue 32). */
    skipToResults: "Przejdź do wyników",
    products: "Produkty",
    filters: "Filtry",
    filterButton: "Filtruj",
    closeFilters: "Zamknij filtry",
    clearShort: "Wyczyść",
    /** "Pokaż 22 produkty": the count comes from `formatProductCount` (Polish plural). */
    showProducts: (count: string) => `Pokaż ${count}`,
    clearFilters: "Wyczyść filtry",
    /** The chips of the chosen filters above the products. */
    activeFilters: "Wybrane filtry",
    removeFilter: (group: string, option: string) => `Usuń filtr ${group}: ${option}`,
    clearAll: "Wyczyść wszystkie",
    apply: "Zastosuj",
    sort: "Sortuj",
    sortDefault: "Polecane",
    /** The search page's default order: the backend's relevance. */
    sortRelevance: "Trafność",
    sortOther: "Inna kolejność",
    color: "Kolor",
    size: "Rozmiar",
    price: "Cena",
    flags_ids: "Wyróżnienia",
    priceFrom: "Cena od",
    priceTo: "Cena do",
    page: (n: number) => `Strona ${n}`,
    previous: "Poprzednia",
    next: "Następna",
    pagination: "Stronicowanie",
    current: "bieżąca strona",
  },
  product: {
    addToCart: "Dodaj do koszyka",
    addToCartSoon: "Koszyk będzie dostępny wkrótce",
    chooseOption: (label: string) => `Wybierz: ${label}`,
    unavailable: "niedostępny",
    /** A colour swatch crossed out because the chosen size is sold out in it (issue 32): its name and tooltip. */
    colourSoldOutInSize: (colour: string, size: string) => `${colour} – rozmiar ${size} wyprzedany`,
    /** Under the swatches when the chosen size is sold out in some colours (issue 32): one sentence. */
    crossedColoursHint: (size: string) => `Przekreślone kolory są niedostępne w rozmiarze ${size}.`,
    /** Why "Dodaj do koszyka" is disabled: the chosen variant is sold out (perhaps since the page was shown). */
    /** The add-to-cart form without JavaScript. */
    noScript: {
      variant: "Wariant",
      set: "Ten zestaw dodasz do koszyka po włączeniu JavaScriptu: wybór jego elementów działa tylko z nim.",
      customOptions:
        "Ten produkt dodasz do koszyka po włączeniu JavaScriptu: jego opcje (np. personalizacja) wybiera się tylko z nim.",
    },
    /** A text custom option (issue 32): what may be typed, and how much of it is used. */
    customText: {
      hint: (max: number) => `Do ${max} znaków: litery (także polskie), cyfry, spacja oraz . & -`,
      counter: (used: number, max: number) => `${used}/${max} znaków`,
    },
    soldOutReason: "Ten wariant jest wyprzedany. Wybierz inny rozmiar lub zamów powiadomienie o dostępności.",
    lowestPrice: "Najniższa cena z 30 dni przed obniżką:",
    regularPrice: "Cena regularna:",
    price: "Cena:",
    stock: { ok: "Dostępny", out_of_stock: "Niedostępny", volatile: "Dostępność do potwierdzenia" },
    lastItems: (qty: number) => `Ostatnie sztuki (${qty})`,
    description: "Opis",
    details: "Szczegóły",
    sku: "Kod produktu",
    brand: "Marka",
    material: "Materiał",
    sizeTable: "Tabela rozmiarów",
    sizeColumn: "Rozmiar",
    euColumn: "EU",
    reviews: "Opinie",
    noReviews: "Ten produkt nie ma jeszcze opinii.",
    /** How the shop checks that reviews come from buyers (Omnibus: art. 7 ust. 6 dyrektywy 2005/29/WE). */
    reviewsChecked:
      "Jak sprawdzamy opinie: opinię może dodać zalogowany klient albo kupujący z linku, który wysyłamy po zamówieniu. Opinię powiązaną z zamówieniem, w którym był ten produkt, oznaczamy jako „Zweryfikowany zakup”; pozostałych nie sprawdzamy pod kątem zakupu. Każdą opinię przed publikacją czyta pracownik sklepu i nie odrzuca jej z powodu niskiej oceny.",
    verifiedPurchase: "Zweryfikowany zakup",
    reviewsTerms: "Zasady opinii w regulaminie (§10).",
    rating: (value: string) => `Ocena ${value} na 5`,
    averageRating: (value: string, count: number) => `Średnia ocena ${value} z 5 (${count})`,
    gallery: "Galeria zdjęć",
    showImage: (n: number) => `Pokaż zdjęcie ${n}`,
    video: "Film o produkcie",
    playVideo: (title: string) => `Odtwórz film: ${title}`,
    videoOf: (title: string) => `Film: ${title}`,
    recentlyViewed: "Ostatnio oglądane",
    bundleContents: "Zestaw zawiera",
    groupedContents: "W komplecie",
    quantity: "szt.",
    digital: "Produkt cyfrowy — wysyłka e-mailem",
    /** A downloadable PDF (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta): no shipping, no 30-day return. */
    downloadable:
      "Plik PDF do pobrania po opłaceniu zamówienia — nie wysyłamy go pocztą. Zamawiając, zgadzasz się na natychmiastowe dostarczenie pliku; z chwilą rozpoczęcia dostarczania prawo odstąpienia od umowy wygasa.",
    /** What the product states before purchase (GPSR art. 19, Regulation 1007/2011 art. 16). */
    information: {
      compositionTitle: "Skład i pielęgnacja",
      safetyTitle: "Bezpieczeństwo produktu i producent",
      composition: "Skład",
      material: "Materiał",
      care: "Pielęgnacja",
      product: "Produkt",
      ean: "EAN",
      manufacturer: "Producent",
      responsible: "Osoba odpowiedzialna w UE",
      safety: "Informacje o bezpieczeństwie",
      contactForm: "Formularz kontaktowy producenta",
      none: "Brak danych — zapytaj nas przez formularz kontaktowy.",
    },
  },
  cms: { draft: "Podgląd wersji roboczej", faq: "Najczęściej zadawane pytania", partners: "Nasi partnerzy" },
  notFound: {
    title: "Nie znaleziono strony",
    text: "Strona, której szukasz, nie istnieje lub została przeniesiona.",
    back: "Wróć na stronę główną",
  },
  error: { title: "Coś poszło nie tak", text: "Spróbuj ponownie za chwilę." },
  /** A catalogue page whose data the API could not give (status 503, issue 14). */
  unavailable: {
    title: "Sklep jest chwilowo niedostępny",
    text: "Nie możemy teraz pokazać tej strony. Spróbuj ponownie za chwilę.",
    retry: "Odśwież stronę",
  },
  /** A page's data that failed to load on a client navigation (behaviour.md §8.12 "other errors"). */
  routeError: {
    server: (status: number) =>
      `Nie udało się wczytać strony (błąd serwera ${status}). Spróbuj ponownie za chwilę.`,
    network: "Nie udało się połączyć ze sklepem. Sprawdź połączenie z internetem i spróbuj ponownie.",
  },
  /** The spec's English message keys (behaviour.md §0) in Polish. */
  // The transactions side's keys are not here: the shopper services translate what they spawn (`tx` in
  // `state/shop/shopNotify.ts`, `i18n/transactionMessages.ts`), so the shell does not carry that dictionary.
  messages: {
    "No products synchronized for this category. Please come back while online!":
      "Brak produktów w tej kategorii. Wróć, gdy będziesz online!",
    "No such configuration for the product. Please do choose another combination of attributes.":
      "Nie ma takiego wariantu produktu. Wybierz inną kombinację.",
    "No available product variants": "Brak dostępnych wariantów produktu",
    "Searched term should consist of at least 3 characters.":
      "Wyszukiwana fraza powinna mieć co najmniej 3 znaki.",
    "Searched term should consist of at most 200 characters.":
      "Wyszukiwana fraza może mieć najwyżej 200 znaków.",
    "The product, category or CMS page is not available in Offline mode. Redirecting to Home":
      "Produkt, kategoria lub strona nie jest dostępna offline. Przekierowujemy na stronę główną",
    Latest: "Najnowsze",
    "Price: Low to high": "Cena: od najniższej",
    "Price: High to low": "Cena: od najwyższej",
  } as Readonly<Record<string, string>>,
};

/**
 * The Polish text for a spec message key; the key itself when it has no translation.
 *
 * @example
 * translate("Latest"); // "Najnowsze"
 */
export function translate(key: string): string {
  return pl.messages[key] ?? key;
}
