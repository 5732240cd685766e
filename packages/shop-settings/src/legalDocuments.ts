// The shop's two documents a shopper relies on (issue 27, after-sales-and-law.md §6): the terms (regulamin)
// and the privacy policy, each with a version identifier and the date it took effect. The text is built
// from the shop settings, so the seller named in it is the one in the footer, the mails and the invoices.
// The API stores the terms' version on each order and quotes it in the confirmation mail (a durable
// medium, ustawa o prawach konsumenta art. 21); the storefront shows the same text.

/** A document's version: an identifier and the day it took effect (`YYYY-MM-DD`, Warsaw). */
export interface LegalDocumentVersion {
  /** The version identifier ("2.0"). */
  readonly version: string;
  /** The day the version took effect, `YYYY-MM-DD`. */
  readonly date: string;
}

/** The terms in force. Raise the version and the date whenever the text below changes. */
export const TERMS_VERSION: LegalDocumentVersion = { version: "2.0", date: "2026-11-29" };

/** The privacy policy in force. Raise the version and the date whenever the text below changes. */
export const PRIVACY_POLICY_VERSION: LegalDocumentVersion = { version: "2.0", date: "2026-11-29" };

/** The seller as the documents name it: the shop settings' company (a `ShopCompany` of `@outlet/contract`). */
export interface LegalDocumentCompany {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly nip: string;
  readonly regon: string | null;
  readonly krs: string | null;
  readonly email: string;
  readonly phone: string;
}

/** What the documents read from the shop settings (the public part is enough). */
export interface LegalDocumentSettings {
  readonly company: LegalDocumentCompany;
  readonly returns: {
    /** Days the shopper has to withdraw (at least 14). */
    readonly periodDays: number;
    readonly address: {
      readonly name: string;
      readonly street: string;
      readonly postcode: string;
      readonly city: string;
    };
  };
}

/** One numbered part of a document: a heading, paragraphs and, where it helps, a list. */
export interface LegalDocumentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[] | undefined;
}

/** A document ready to show: its title, version and sections. */
export interface LegalDocument extends LegalDocumentVersion {
  readonly title: string;
  readonly sections: readonly LegalDocumentSection[];
}

/** "Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk, NIP …, REGON …, KRS …". */
function sellerLine(company: LegalDocumentCompany): string {
  const ids = [
    `NIP ${company.nip}`,
    ...(company.regon ? [`REGON ${company.regon}`] : []),
    ...(company.krs ? [`KRS ${company.krs}`] : []),
  ];
  return `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${ids.join(", ")}`;
}

const MONTHS = [
  "stycznia",
  "lutego",
  "marca",
  "kwietnia",
  "maja",
  "czerwca",
  "lipca",
  "sierpnia",
  "września",
  "października",
  "listopada",
  "grudnia",
];

/**
 * A version as the shopper reads it: "wersja 2.0 z 29 listopada 2026 r.". Pure.
 *
 * @example
 * describeVersion({ version: "2.0", date: "2026-11-29" }); // "wersja 2.0 z 29 listopada 2026 r."
 */
export function describeVersion(version: LegalDocumentVersion): string {
  const [year, month, day] = version.date.split("-").map(Number);
  const monthName = MONTHS[(month ?? 1) - 1] ?? "";
  return `wersja ${version.version} z ${day} ${monthName} ${year} r.`;
}

/**
 * The terms (regulamin) in force, with the seller and return terms of the given settings: ordering,
 * prices, payment, delivery, withdrawal with the model form, returns, complaints and their deadlines,
 * digital content, reviews and out-of-court redress. Pure.
 *
 * @example
 * const terms = termsDocument(publicSettings);
 * terms.version; // "2.0"
 */
export function termsDocument(settings: LegalDocumentSettings): LegalDocument {
  const { company, returns } = settings;
  const days = returns.periodDays;
  const back = returns.address;
  return {
    title: "Regulamin sklepu",
    ...TERMS_VERSION,
    sections: [
      {
        heading: "§1. Sprzedawca i kontakt",
        paragraphs: [
          `Sklep internetowy Outlet prowadzi ${sellerLine(company)}.`,
          `Kontakt: e-mail ${company.email}, telefon ${company.phone}, formularz kontaktowy na stronie /kontakt albo pisemnie na adres siedziby.`,
          "Regulamin określa zasady zawierania umów sprzedaży w sklepie. Jest dostępny bezpłatnie na stronie sklepu w formie, którą można pobrać, zapisać i wydrukować, a jego wersję obowiązującą w chwili zamówienia wysyłamy w potwierdzeniu zamówienia.",
        ],
      },
      {
        heading: "§2. Składanie zamówień",
        paragraphs: [
          "Zamówienia można składać przez całą dobę, jako gość albo po zalogowaniu. Do złożenia zamówienia potrzebne są: imię i nazwisko, adres e-mail, adres dostawy (poza produktami cyfrowymi i e-bonami), wybór sposobu dostawy i płatności oraz akceptacja regulaminu.",
          "Umowa zostaje zawarta z chwilą, gdy po kliknięciu przycisku „Zamawiam i płacę” wyślemy na podany adres e-mail potwierdzenie przyjęcia zamówienia. Umowę zawieramy w języku polskim.",
        ],
      },
      {
        heading: "§3. Ceny",
        paragraphs: [
          "Ceny podajemy w złotych polskich i zawierają podatek VAT. Koszt dostawy i ewentualne opłaty za sposób płatności widać przed złożeniem zamówienia i są doliczane do łącznej kwoty.",
          "Przy każdej obniżonej cenie podajemy najniższą cenę produktu z 30 dni przed wprowadzeniem obniżki (art. 6a ustawy o informowaniu o cenach towarów i usług).",
        ],
      },
      {
        heading: "§4. Płatność",
        paragraphs: [
          "Można zapłacić kodem BLIK, przelewem online przez operatora płatności, tradycyjnym przelewem na rachunek sklepu albo przy odbiorze (za pobraniem lub w sklepie stacjonarnym).",
        ],
      },
      {
        heading: "§5. Dostawa",
        paragraphs: [
          "Dostarczamy na terenie Polski kurierem, do Paczkomatu InPost albo do odbioru osobistego w sklepie stacjonarnym. Zamówienie wysyłamy zwykle w ciągu 1 dnia roboczego od zaksięgowania płatności (przy płatności przy odbiorze – od złożenia zamówienia); czas doręczenia zależy od przewoźnika i zwykle wynosi 1–2 dni robocze.",
          "Produkty cyfrowe (pliki PDF) udostępniamy do pobrania po opłaceniu zamówienia, a e-bony wysyłamy e-mailem.",
        ],
      },
      {
        heading: "§6. Prawo odstąpienia od umowy",
        paragraphs: [
          `Konsument oraz przedsiębiorca na prawach konsumenta może odstąpić od umowy bez podania przyczyny w terminie ${days} dni od otrzymania towaru (ustawowo przysługuje 14 dni; sklep wydłuża ten termin). Wystarczy wysłać przed upływem terminu oświadczenie, np. na adres ${company.email}, przez stronę zamówienia albo na poniższym wzorze formularza.`,
          "Zwracamy wszystkie płatności, w tym koszt najtańszego zwykłego sposobu dostawy, niezwłocznie, nie później niż w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, chyba że konsument zgodzi się na inną. Możemy wstrzymać zwrot do chwili otrzymania towaru albo dowodu jego odesłania.",
          "Prawo odstąpienia nie przysługuje w przypadku treści cyfrowych niedostarczanych na nośniku materialnym, jeżeli ich dostarczanie rozpoczęło się za wyraźną zgodą konsumenta, poinformowanego przed rozpoczęciem dostarczania, że po jego rozpoczęciu utraci prawo odstąpienia, i który to przyjął do wiadomości (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta). E-bony są środkiem płatności i prawo odstąpienia od ich zakupu przysługuje.",
          "Wzór formularza odstąpienia od umowy (wypełnij i odeślij tylko, jeśli chcesz odstąpić od umowy):",
        ],
        list: [
          `Adresat: ${company.name}, ${company.street}, ${company.postcode} ${company.city}, e-mail ${company.email}`,
          "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*):",
          "Data zawarcia umowy(*)/odbioru(*):",
          "Imię i nazwisko konsumenta(-ów):",
          "Adres konsumenta(-ów):",
          "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej):",
          "Data:",
          "(*) Niepotrzebne skreślić.",
        ],
      },
      {
        heading: "§7. Zwrot towaru",
        paragraphs: [
          `Towar należy odesłać w ciągu 14 dni od dnia odstąpienia, kodem zwrotu do Paczkomatu InPost, kurierem albo osobiście w sklepie, na adres: ${back.name}, ${back.street}, ${back.postcode} ${back.city}. Koszty i sposób zwrotu opisuje strona „Zwroty i reklamacje”.`,
          "Konsument odpowiada za zmniejszenie wartości towaru wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania (np. noszenie ubrania poza przymierzeniem).",
        ],
      },
      {
        heading: "§8. Reklamacje (niezgodność towaru z umową)",
        paragraphs: [
          "Odpowiadamy za niezgodność towaru z umową istniejącą w chwili dostarczenia i ujawnioną w ciągu 2 lat od tej chwili (art. 43a–43g ustawy o prawach konsumenta). Reklamację można złożyć na stronie zamówienia, e-mailem albo pisemnie; warto opisać problem i dołączyć zdjęcia.",
          "Konsument może żądać naprawy albo wymiany, a obniżenia ceny albo odstąpienia od umowy – w przypadkach wskazanych w art. 43e ustawy. Odpowiadamy na reklamację w ciągu 14 dni od jej otrzymania; brak odpowiedzi w tym terminie oznacza, że reklamację uznaliśmy.",
        ],
      },
      {
        heading: "§9. Treści cyfrowe",
        paragraphs: [
          "Poradniki w formacie PDF są treściami cyfrowymi niedostarczanymi na nośniku materialnym. Nie wysyłamy ich pocztą. Przed złożeniem zamówienia kupujący wyraża zgodę na natychmiastowe dostarczenie i przyjmuje do wiadomości, że z chwilą rozpoczęcia dostarczania traci prawo odstąpienia od umowy; zgodę zapisujemy przy zamówieniu i potwierdzamy ją w e-mailu.",
          "Do otwarcia plików wystarczy dowolny czytnik PDF. Za zgodność treści cyfrowej z umową odpowiadamy na zasadach działu Va ustawy o prawach konsumenta.",
        ],
      },
      {
        heading: "§10. Opinie o produktach",
        paragraphs: [
          "Opinię o produkcie może dodać zalogowany klient albo kupujący z linku do oceny, który wysyłamy po zamówieniu. Opinię sprawdzamy jako pochodzącą od kupującego, gdy jest powiązana z zamówieniem, w którym był oceniany produkt – wtedy oznaczamy ją jako „Zweryfikowany zakup”. Opinii bez tego oznaczenia nie sprawdzamy pod kątem zakupu.",
          "Każdą opinię przed publikacją czyta pracownik sklepu. Odrzucamy tylko treści bezprawne, obraźliwe lub niedotyczące produktu – nigdy z powodu niskiej oceny. Nie płacimy za opinie i nie zlecamy ich pisania.",
        ],
      },
      {
        heading: "§11. Pozasądowe rozwiązywanie sporów",
        paragraphs: [
          "Konsument może skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów, organizacji konsumenckich (np. Federacji Konsumentów), wystąpić do Wojewódzkiego Inspektoratu Inspekcji Handlowej o mediację albo do stałego polubownego sądu konsumenckiego. Informacje o tych sposobach publikuje Prezes UOKiK na stronie prawakonsumenta.uokik.gov.pl. Skorzystanie z nich jest dobrowolne.",
        ],
      },
      {
        heading: "§12. Postanowienia końcowe",
        paragraphs: [
          "Dane osobowe przetwarzamy zgodnie z polityką prywatności. Zmiana regulaminu nie dotyczy zamówień złożonych przed jej wejściem w życie. Żadne postanowienie regulaminu nie ogranicza praw konsumenta wynikających z przepisów.",
        ],
      },
    ],
  };
}

/**
 * The privacy policy in force, with the controller of the given settings: what GDPR art. 13 requires
 * (controller and contact, purposes with their legal bases, recipients, transfers, retention, rights, the
 * complaint to the PUODO, whether giving data is required) and the cookies by category. Pure.
 *
 * @example
 * privacyPolicyDocument(publicSettings).sections[0]?.heading; // "1. Administrator danych"
 */
export function privacyPolicyDocument(settings: LegalDocumentSettings): LegalDocument {
  const { company } = settings;
  return {
    title: "Polityka prywatności",
    ...PRIVACY_POLICY_VERSION,
    sections: [
      {
        heading: "1. Administrator danych",
        paragraphs: [
          `Administratorem Twoich danych osobowych jest ${sellerLine(company)}. We wszystkich sprawach dotyczących danych piszesz na ${company.email} albo dzwonisz pod ${company.phone}.`,
        ],
      },
      {
        heading: "2. Cele i podstawy prawne",
        paragraphs: ["Przetwarzamy dane osobowe w następujących celach:"],
        list: [
          "zawarcie i wykonanie umowy sprzedaży, prowadzenie konta, obsługa zwrotów i reklamacji – art. 6 ust. 1 lit. b RODO;",
          "wystawianie faktur i przechowywanie dokumentacji księgowej – art. 6 ust. 1 lit. c RODO w związku z przepisami podatkowymi i ustawą o rachunkowości;",
          "dochodzenie roszczeń i obrona przed nimi, bezpieczeństwo sklepu (np. ochrona przed nadużyciami przy logowaniu) – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes);",
          "newsletter, powiadomienia o dostępności produktu, statystyki i marketing z użyciem plików cookie – art. 6 ust. 1 lit. a RODO (Twoja zgoda, którą możesz wycofać w każdej chwili, bez wpływu na zgodność z prawem wcześniejszego przetwarzania);",
          "odpowiedzi na wiadomości z formularza kontaktowego i zgłoszenia dotyczące dostępności – art. 6 ust. 1 lit. f RODO.",
        ],
      },
      {
        heading: "3. Odbiorcy danych",
        paragraphs: [
          "Dane przekazujemy tylko tym, którzy są potrzebni do wykonania zamówienia lub usługi: przewoźnikom (InPost, firma kurierska), operatorowi płatności i bankowi, dostawcy hostingu i poczty e-mail, biuru rachunkowemu, a w przypadku zgody – dostawcom narzędzi analitycznych i reklamowych. Dane mogą otrzymać organy publiczne, gdy wymaga tego prawo. Nie przekazujemy danych poza Europejski Obszar Gospodarczy.",
        ],
      },
      {
        heading: "4. Okres przechowywania",
        list: [
          "dane zamówienia – przez okres przedawnienia roszczeń (do 6 lat), a dokumenty księgowe – 5 lat od końca roku podatkowego;",
          "konto – do jego usunięcia; usunięcie możesz zlecić w każdej chwili w ustawieniach konta;",
          "dane przetwarzane na podstawie zgody – do jej wycofania;",
          "wiadomości z formularza kontaktowego – do 2 lat od zakończenia sprawy.",
        ],
        paragraphs: ["Przechowujemy dane nie dłużej, niż to potrzebne:"],
      },
      {
        heading: "5. Twoje prawa",
        paragraphs: [
          "Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia, sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie oraz cofnięcia zgody w dowolnym momencie.",
          "Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa.",
          "Podanie danych jest dobrowolne, ale bez danych potrzebnych do zamówienia nie możemy go przyjąć. Nie podejmujemy decyzji w sposób wyłącznie zautomatyzowany.",
        ],
      },
      {
        heading: "6. Pliki cookie i podobne technologie",
        paragraphs: [
          "Przy pierwszej wizycie pytamy o zgodę. Do tej chwili i po odmowie używamy tylko niezbędnych plików i pamięci przeglądarki. Zgodę zmienisz albo wycofasz w każdej chwili linkiem „Ustawienia plików cookie” w stopce strony; decyzję zapisujemy z datą i wersją tej polityki na 12 miesięcy.",
        ],
        list: [
          "niezbędne – koszyk, logowanie, zapamiętanie Twojej decyzji o plikach cookie, działanie sklepu offline; bez nich sklep nie działa, dlatego nie wymagają zgody;",
          "analityczne – statystyki odwiedzin, które pomagają ulepszać sklep; tylko za Twoją zgodą;",
          "marketingowe – pomiar skuteczności reklam i konwersji; tylko za Twoją zgodą.",
        ],
      },
    ],
  };
}
