import { contentDocument } from "./contentDocument.js";
import { DAY_MS, formatDateTime, type JsonObject, type SeedDocument } from "./seedTypes.js";

const FAQ_GROUPS = [
  {
    title: "Zamówienia i dostawa",
    items: [
      {
        id: 1,
        question: "Ile trwa dostawa?",
        answer_html: "<p>Kurier dostarcza zamówienia w 1–2 dni robocze, paczkomaty InPost w 1–3 dni.</p>",
      },
      {
        id: 2,
        question: "Ile kosztuje dostawa?",
        answer_html: "<p>Kurier kosztuje 5 zł, paczkomat 12,99 zł, odbiór osobisty jest bezpłatny.</p>",
      },
      {
        id: 3,
        question: "Czy mogę zmienić zamówienie?",
        answer_html:
          '<p>Tak, do chwili wysyłki. Napisz do nas na <a href="mailto:sklep@outlet.example">sklep@outlet.example</a>.</p>',
      },
    ],
  },
  {
    title: "Zwroty i reklamacje",
    items: [
      {
        id: 4,
        question: "Jak zwrócić towar?",
        answer_html:
          "<p>Masz 30 dni od dostarczenia na odstąpienie od umowy bez podania przyczyny. Kliknij „Odstąp od umowy tutaj” przy zamówieniu (na stronie z e-maila lub na koncie) albo w stopce każdej strony — wystarczą numer zamówienia i e-mail. Dostaniesz od razu potwierdzenie e-mailem i kod nadania w paczkomacie InPost; zwrot przez paczkomat jest bezpłatny. Nie musisz dołączać żadnego formularza do paczki.</p>",
      },
      {
        id: 5,
        question: "Kiedy otrzymam zwrot pieniędzy?",
        answer_html:
          "<p>Do 14 dni od odstąpienia od umowy, tą samą metodą płatności (za przelew lub płatność przy odbiorze – na numer konta, który podasz po potwierdzeniu). Możemy wstrzymać zwrot do otrzymania paczki albo dowodu jej nadania. Oddajemy cenę zwracanych produktów, a przy zwrocie całego zamówienia także koszt dostawy do wysokości najtańszej dostawy kurierem.</p>",
      },
    ],
  },
  {
    title: "Płatności",
    items: [
      {
        id: 6,
        question: "Jakie są metody płatności?",
        // every method the checkout offers (issue 32: card and online payment were missing)
        answer_html:
          "<p>Płatność online kartą płatniczą lub szybkim przelewem, BLIK, tradycyjny przelew bankowy oraz płatność przy odbiorze: kurierowi (+5 zł) albo w kasie sklepu przy odbiorze osobistym (bez dopłaty).</p>",
      },
    ],
  },
];

const PARTNERS = [
  {
    id: 1,
    name: "Tkalnia Łódzka",
    logo: "/banners/partner-tkalnia.png",
    url: "https://tkalnia.example",
    description_html: "<p>Len i bawełna z polskich zakładów.</p>",
  },
  {
    id: 2,
    name: "Eko Przędza",
    logo: "/banners/partner-przedza.png",
    url: "https://przedza.example",
    description_html: "<p>Wełna z certyfikowanych hodowli.</p>",
  },
  {
    id: 3,
    name: "InPost",
    logo: "/banners/partner-inpost.png",
    url: "https://inpost.example",
    description_html: "<p>Dostawy do paczkomatów w całej Polsce.</p>",
  },
];

function cms(stamp: string): SeedDocument[] {
  const page = (
    id: number,
    identifier: string,
    title: string,
    content: string,
    active = true,
    extra: JsonObject = {},
  ): SeedDocument =>
    contentDocument(
      "cms_page",
      id,
      {
        id,
        identifier,
        url_key: identifier,
        title,
        content_heading: title,
        content,
        meta_title: `${title} | Outlet`,
        meta_description: title,
        meta_keywords: "",
        page_layout: "1column",
        active,
        store_id: [0],
        creation_time: stamp,
        update_time: stamp,
        type: "cms_page",
        ...extra,
      },
      { key: identifier, url: identifier, active },
    );
  const faqHtml = FAQ_GROUPS.map(
    (g) => `<h2>${g.title}</h2>${g.items.map((i) => `<h3>${i.question}</h3>${i.answer_html}`).join("")}`,
  ).join("");
  const block = (
    id: number,
    identifier: string,
    title: string,
    content: string,
    active = true,
  ): SeedDocument =>
    contentDocument(
      "cms_block",
      id,
      {
        id,
        identifier,
        title,
        content,
        active,
        store_id: [0],
        creation_time: stamp,
        update_time: stamp,
        type: "cms_block",
      },
      { key: identifier, active },
    );
  const hierarchy = (
    id: number,
    identifier: string,
    title: string,
    parent: number | null,
    level: number,
    sort: number,
  ): SeedDocument =>
    contentDocument(
      "cms_hierarchy",
      id,
      { id, identifier, title, request_url: identifier, parent_id: parent, level, sort_order: sort },
      { key: identifier },
    );
  return [
    page(1, "faq", "Najczęściej zadawane pytania", faqHtml, true, { _faq: FAQ_GROUPS }),
    page(
      2,
      "partners",
      "Nasi partnerzy",
      PARTNERS.map((p) => `<h2>${p.name}</h2>${p.description_html}`).join(""),
      true,
      { _partners: PARTNERS },
    ),
    page(
      5,
      "o-nas",
      "O nas",
      "<p>Jesteśmy polskim outletem odzieżowym. Sprzedajemy końcówki kolekcji w niższych cenach.</p>",
    ),
    page(
      6,
      "dostawa-i-platnosci",
      "Dostawa i płatności",
      // delivery and payment, as the page's title promises (issue 32: it listed no payment method)
      "<h2>Dostawa</h2><ul><li>Kurier – 5 zł</li><li>Paczkomat InPost – 12,99 zł</li><li>Odbiór osobisty w sklepie w Gdańsku – 0 zł</li></ul>" +
        "<h2>Płatności</h2><ul><li>Płatność online – karta płatnicza lub szybki przelew, bez dopłaty</li><li>BLIK – bez dopłaty</li><li>Przelew bankowy – bez dopłaty; zamówienie wysyłamy po zaksięgowaniu wpłaty</li><li>Płatność przy odbiorze – kurierowi +5 zł, w kasie sklepu przy odbiorze osobistym bez dopłaty</li></ul>",
    ),
    page(
      7,
      "zwroty",
      "Zwroty i reklamacje",
      '<h2>Odstąpienie od umowy (zwrot)</h2><p>Masz 30 dni od dostarczenia zamówienia na odstąpienie od umowy bez podania przyczyny (ustawa daje 14 dni, my dajemy więcej). Termin mija o północy ostatniego dnia, czasu polskiego.</p><ol><li>Kliknij „Odstąp od umowy tutaj” przy zamówieniu: na stronie zamówienia z e-maila, na koncie albo w stopce każdej strony (numer zamówienia i e-mail).</li><li>Wybierz całe zamówienie albo wybrane produkty i sztuki; powód możesz podać, ale nie musisz.</li><li>Potwierdź przyciskiem „Potwierdzam odstąpienie od umowy”. Potwierdzenie z datą i godziną pokażemy od razu i wyślemy e-mailem.</li><li>Nadaj paczkę w paczkomacie InPost z kodem z potwierdzenia, bez drukowania etykiety. Zwrot przez paczkomat jest bezpłatny.</li></ol><p>Pieniądze oddamy w ciągu 14 dni tą samą metodą płatności; za przelew lub płatność przy odbiorze poprosimy o numer konta po potwierdzeniu. Status zwrotu (zgłoszone, nadane, otrzymane, zwrot środków wykonany) widzisz przy zamówieniu. Nie dołączaj do paczki żadnego formularza.</p><p>Wolisz papier? <a href="/formularz-odstapienia">Wzór formularza odstąpienia od umowy</a> możesz wydrukować i wysłać nam pocztą lub e-mailem.</p><p>Pliki do pobrania, których dostarczanie zaczęło się za Twoją wyraźną zgodą, oraz produkty higieniczne z naruszonym zabezpieczeniem nie podlegają zwrotowi (art. 38 ustawy o prawach konsumenta).</p><h2>Reklamacja</h2><p>Jeśli towar jest wadliwy, masz 2 lata od dostarczenia na reklamację. Odpowiadamy w ciągu 14 dni.</p>',
    ),
    page(8, "stara-promocja", "Promocja zakończona", "<p>Ta promocja już się zakończyła.</p>", false),
    block(
      1,
      "footer-about",
      "Stopka – o sklepie",
      "<p>Outlet Studio – moda z poprzednich kolekcji do -70%.</p>",
    ),
    block(
      2,
      "footer-contact",
      "Stopka – kontakt",
      "<p>sklep@outlet.example<br>+48 58 123 45 67<br>pn–pt 9:00–17:00</p>",
    ),
    block(3, "header-promo", "Pasek promocyjny", "<p>Darmowy odbiór osobisty · 30 dni na zwrot</p>"),
    block(4, "product-delivery-info", "Informacja o dostawie", "<p>Wysyłka w 24 h. Zwrot do 30 dni.</p>"),
    block(5, "newsletter-info", "Newsletter", "<p>Zapisz się i odbierz 10% rabatu na pierwsze zakupy.</p>"),
    block(6, "stary-baner", "Nieaktywny baner", "<p>Nieaktualne.</p>", false),
    hierarchy(1, "informacje", "Informacje", null, 1, 1),
    hierarchy(2, "regulamin", "Regulamin sklepu", 1, 2, 1),
    hierarchy(3, "polityka-prywatnosci", "Polityka prywatności", 1, 2, 2),
    hierarchy(4, "dostawa-i-platnosci", "Dostawa i płatności", 1, 2, 3),
    hierarchy(5, "zwroty", "Zwroty i reklamacje", 1, 2, 4),
  ];
}

/** Options for {@link cmsDocuments}. */
export interface CmsDocumentsOptions {
  /** Creation and update time of the pages and blocks (`YYYY-MM-DD HH:MM:SS`). */
  readonly stamp: string;
  /** Reference time (ms): the draft is created now and expires in 30 days. */
  readonly now: number;
  /** The draft's lookup key: the hash of its unguessable draft key (S8). */
  readonly draftKeyHash: string;
}

/**
 * The CMS side of the demo shop: pages (FAQ and partners with their structured data, about, delivery, returns, one inactive), blocks (one inactive), the page hierarchy, and one draft page
 * looked up by the hash of its key.
 *
 * @example
 * const docs = cmsDocuments({ stamp: "2025-10-23 12:00:00", now: Date.now(), draftKeyHash: "…" });
 */
export function cmsDocuments(options: CmsDocumentsOptions): SeedDocument[] {
  const draftId = 1;
  const draft = contentDocument(
    "cms_draft",
    draftId,
    {
      id: 101,
      identifier: "jesienna-kolekcja",
      url_key: "jesienna-kolekcja",
      title: "Jesienna kolekcja (szkic)",
      content_heading: "Jesienna kolekcja",
      content: "<p>Już wkrótce: płaszcze, swetry i kurtki z nowej kolekcji.</p>",
      meta_title: "Jesienna kolekcja",
      meta_description: "Szkic strony",
      meta_keywords: "",
      page_layout: "1column",
      active: false,
      store_id: [0],
      creation_time: formatDateTime(new Date(options.now)),
      update_time: formatDateTime(new Date(options.now)),
      type: "cms_page",
      draft: true,
      expires_at: new Date(options.now + 30 * DAY_MS).toISOString(),
    },
    { key: options.draftKeyHash },
  );
  return [...cms(options.stamp), draft];
}
