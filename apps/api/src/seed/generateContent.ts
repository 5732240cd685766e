import { ACCESSORY_SIZES, ADULT_SIZES, CATEGORIES, COLORS, KID_SIZES, MATERIALS } from "./catalogueData.js";
import { FLAGS } from "./generateProducts.js";
import { DAY_MS, formatDateTime, type JsonObject, type SeedDocument } from "./seedTypes.js";

const doc = (
  entity_type: string,
  id: number,
  body: JsonObject,
  extra: { key?: string | null; url?: string | null; active?: boolean } = {},
): SeedDocument => ({
  entity_type,
  id,
  doc_key: extra.key ?? null,
  url_path: extra.url ?? null,
  is_active: extra.active ?? true,
  body,
});

function categories(stamp: string): SeedDocument[] {
  const out: SeedDocument[] = [
    doc(
      "category",
      2,
      {
        id: 2,
        parent_id: 1,
        parent_ids: [1],
        path: "1/2",
        level: 1,
        name: "Sklep",
        slug: "sklep",
        url_key: "sklep",
        url_path: "sklep",
        is_active: true,
        include_in_menu: false,
        position: 1,
        created_at: stamp,
        updated_at: stamp,
      },
      { key: "sklep", url: "sklep" },
    ),
  ];
  for (const c of CATEGORIES) {
    const parentIds = c.parentId === 2 ? [1, 2] : [1, 2, c.parentId];
    out.push(
      doc(
        "category",
        c.id,
        {
          id: c.id,
          parent_id: c.parentId,
          parent_ids: parentIds,
          path: [...parentIds, c.id].join("/"),
          level: parentIds.length,
          name: c.name,
          slug: c.slug,
          url_key: c.slug,
          url_path: c.urlPath,
          is_active: true,
          include_in_menu: c.includeInMenu,
          position: c.position,
          image: null,
          description: `<p>${c.name} w cenach outletowych.</p>`,
          meta_title: `${c.name} | Outlet`,
          meta_description: `${c.name} – modne ubrania z poprzednich kolekcji w niższych cenach.`,
          created_at: stamp,
          updated_at: stamp,
        },
        { key: c.slug, url: c.urlPath },
      ),
    );
  }
  return out;
}

function attributes(): SeedDocument[] {
  const base = (
    id: number,
    code: string,
    label: string,
    input: string,
    options: JsonObject[],
    position: number,
    filterable: boolean,
  ): SeedDocument =>
    doc(
      "attribute",
      id,
      {
        id,
        attribute_id: id,
        attribute_code: code,
        frontend_input: input,
        frontend_label: label,
        default_frontend_label: label,
        options,
        position,
        is_user_defined: true,
        is_visible: true,
        is_visible_on_front: true,
        is_comparable: filterable,
        is_filterable: filterable,
        is_searchable: filterable,
      },
      { key: code },
    );
  return [
    base(
      93,
      "color",
      "Kolor",
      "select",
      COLORS.map((c, i) => ({ value: String(c.id), label: c.label, sort_order: i, swatch: c.hex })),
      1,
      true,
    ),
    base(
      142,
      "size",
      "Rozmiar",
      "select",
      [...ADULT_SIZES, ...KID_SIZES, ...ACCESSORY_SIZES].map((s, i) => ({
        value: String(s.id),
        label: s.label,
        sort_order: i,
      })),
      2,
      true,
    ),
    base(
      136,
      "material",
      "Materiał",
      "select",
      MATERIALS.map((m, i) => ({ value: String(m.id), label: m.label, sort_order: i })),
      3,
      true,
    ),
    base(81, "brand_name", "Marka", "text", [], 4, false),
    base(75, "description", "Opis", "textarea", [], 5, false),
  ];
}

function tags(): SeedDocument[] {
  return [FLAGS.new, FLAGS.lastItems, FLAGS.bestseller, FLAGS.sale]
    .map((f, i) =>
      doc(
        "tag",
        f.id,
        {
          id: f.id,
          name: f.name,
          menu_name: f.name,
          slug: f.slug,
          url_key: f.slug,
          left: f.id === 9 || f.id === 10,
          position: i + 1,
          is_active: true,
        },
        { key: f.slug, url: f.slug },
      ),
    )
    .concat([
      doc(
        "tag",
        13,
        {
          id: 13,
          name: "Kolekcja archiwalna",
          menu_name: "Archiwum",
          slug: "archiwum",
          url_key: "archiwum",
          left: false,
          position: 9,
          is_active: false,
        },
        { key: "archiwum", url: "archiwum", active: false },
      ),
    ]);
}

function taxRules(): SeedDocument[] {
  return [
    doc("taxrule", 1, {
      id: 1,
      code: "VAT PL",
      priority: 0,
      position: 0,
      calculate_subtotal: false,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1],
      rates: [
        {
          id: 1,
          code: "VAT23-PL",
          tax_country_id: "PL",
          tax_region_id: 0,
          region_name: "",
          tax_postcode: "*",
          rate: 23,
        },
      ],
    }),
  ];
}

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
          "<p>Masz 30 dni na zwrot bez podania przyczyny. Wypełnij formularz zwrotu dołączony do paczki.</p>",
      },
      {
        id: 5,
        question: "Kiedy otrzymam zwrot pieniędzy?",
        answer_html: "<p>Do 14 dni od otrzymania zwrotu, tą samą metodą płatności.</p>",
      },
    ],
  },
  {
    title: "Płatności",
    items: [
      {
        id: 6,
        question: "Jakie są metody płatności?",
        answer_html: "<p>Przelew bankowy, BLIK oraz płatność przy odbiorze (+5 zł).</p>",
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
    doc(
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
    doc(
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
    doc(
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
      3,
      "regulamin",
      "Regulamin sklepu",
      "<h2>§1 Postanowienia ogólne</h2><p>Sklep internetowy prowadzi Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk.</p><h2>§2 Zamówienia</h2><p>Zamówienia można składać przez całą dobę.</p><h2>§3 Zwroty</h2><p>Konsument może odstąpić od umowy w terminie 30 dni.</p>",
    ),
    page(
      4,
      "polityka-prywatnosci",
      "Polityka prywatności",
      "<p>Administratorem danych osobowych jest Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk. Dane przetwarzamy w celu realizacji zamówień (art. 6 ust. 1 lit. b RODO).</p><p>Masz prawo dostępu do danych, ich poprawiania i usunięcia.</p>",
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
      "<ul><li>Kurier – 5 zł</li><li>Paczkomat InPost – 12,99 zł</li><li>Odbiór osobisty – 0 zł</li></ul>",
    ),
    page(7, "zwroty", "Zwroty i reklamacje", "<p>Masz 30 dni na zwrot towaru bez podania przyczyny.</p>"),
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

type Lang = "pl" | "de" | "it";
const BANNER_TEXT: Record<Lang, { head: string; main: [string, string][]; small: string[] }> = {
  pl: {
    head: "Wyprzedaż",
    main: [
      ["Nowa kolekcja", "do -50%"],
      ["Ostatnie sztuki", "ceny od 29,99 zł"],
      ["Len na lato", "sukienki i koszule"],
    ],
    small: ["Dla niej", "Dla niego", "Dla dzieci"],
  },
  de: {
    head: "Ausverkauf",
    main: [
      ["Neue Kollektion", "bis zu -50%"],
      ["Letzte Stücke", "ab 29,99 zł"],
      ["Leinen für den Sommer", "Kleider und Hemden"],
    ],
    small: ["Für sie", "Für ihn", "Für Kinder"],
  },
  it: {
    head: "Saldi",
    main: [
      ["Nuova collezione", "fino al -50%"],
      ["Ultimi pezzi", "da 29,99 zł"],
      ["Lino per l'estate", "abiti e camicie"],
    ],
    small: ["Per lei", "Per lui", "Per bambini"],
  },
};

function layouts(
  productBanners: { sku: string; name: string; path: string; image: string }[],
): SeedDocument[] {
  const langs: Record<string, JsonObject> = {};
  for (const lang of ["pl", "de", "it"] as const) {
    const text = BANNER_TEXT[lang];
    langs[lang] = {
      name: "home",
      lang,
      headImage: {
        image: `/banners/head-${lang}.jpg`,
        image_mobile: `/banners/head-${lang}-m.jpg`,
        alt: text.head,
        link: "/category/wyprzedaz",
      },
      mainBanners: text.main.map(([title, subtitle], i) => ({
        id: i + 1,
        title,
        subtitle,
        image: `/banners/main-${i + 1}-${lang}.jpg`,
        image_mobile: `/banners/main-${i + 1}-${lang}-m.jpg`,
        alt: title,
        link: ["/tag/nowosci", "/tag/ostatnie-sztuki", "/category/sukienki"][i] ?? "/",
        position: i + 1,
      })),
      smallBanners: text.small.map((title, i) => ({
        id: 10 + i,
        title,
        image: `/banners/small-${i + 1}-${lang}.jpg`,
        alt: title,
        link: ["/category/kobiety", "/category/mezczyzni", "/category/dzieci"][i] ?? "/",
        position: i + 1,
      })),
      productBanners: productBanners.map((p, i) => ({
        id: 20 + i,
        image: p.image,
        alt: p.name,
        link: p.path,
        sku: p.sku,
      })),
      promotedCategories: [12, 20, 18, 29].map((id) => {
        const c = CATEGORIES.find((x) => x.id === id);
        return {
          category_id: id,
          name: c?.name ?? "",
          image: `/banners/category-${c?.slug ?? id}.jpg`,
          link: `/category/${c?.slug ?? id}`,
        };
      }),
    };
  }
  return [doc("layout", 1, { name: "home", langs }, { key: "home" })];
}

function siteConfig(): SeedDocument {
  const menu = CATEGORIES.filter((c) => c.parentId === 2 && c.includeInMenu).map((top) => ({
    id: top.id,
    parentId: 2,
    label: top.name,
    url: `/category/${top.slug}`,
    children: CATEGORIES.filter((c) => c.parentId === top.id).map((sub) => ({
      id: sub.id,
      parentId: top.id,
      label: sub.name,
      url: `/category/${sub.slug}`,
      children: [],
    })),
  }));
  menu.push(
    { id: 1009, parentId: 2, label: "Nowości", url: "/tag/nowosci", children: [] },
    { id: 1010, parentId: 2, label: "Ostatnie sztuki", url: "/tag/ostatnie-sztuki", children: [] },
  );
  return doc(
    "site_config",
    1,
    {
      menu,
      contact: { email: "sklep@outlet.example", phone: "+48 58 123 45 67", hours: "pn–pt 9:00–17:00" },
      social: {
        facebook: "https://facebook.com/outlet.example",
        instagram: "https://instagram.com/outlet.example",
      },
      flags: { new: FLAGS.new.id, last_items: FLAGS.lastItems.id },
      banner_color: "#b5985b",
      newsletter_discount_percent: 10,
      languages: ["pl", "de", "it"],
    },
    { key: "default" },
  );
}

function sizeTables(stamp: string): SeedDocument[] {
  const iso = `${stamp.replace(" ", "T")}Z`;
  const table = (
    id: number,
    name: string,
    categoryIds: number[],
    columns: JsonObject[],
    rows: JsonObject[],
  ): SeedDocument =>
    doc("size_table", id, {
      id,
      name,
      unit: "cm",
      description_html: "<p>Mierz ciało bez ubrania, centymetrem krawieckim przylegającym do ciała.</p>",
      category_ids: categoryIds,
      columns,
      rows,
      updated_at: iso,
    });
  const womenCols = [
    { key: "bust", label: "Obwód biustu" },
    { key: "waist", label: "Obwód talii" },
    { key: "hips", label: "Obwód bioder" },
  ];
  const letters = ["XS", "S", "M", "L", "XL", "XXL"];
  return [
    table(
      1,
      "Sukienki, bluzki i okrycia damskie",
      [12, 13, 14, 17, 18, 19],
      womenCols,
      letters.map((size, i) => ({
        size,
        eu: String(34 + i * 2),
        values: {
          bust: `${80 + i * 4}–${84 + i * 4}`,
          waist: `${62 + i * 4}–${66 + i * 4}`,
          hips: `${88 + i * 4}–${92 + i * 4}`,
        },
      })),
    ),
    table(
      2,
      "Spodnie i spódnice damskie",
      [15, 16],
      [
        { key: "waist", label: "Obwód talii" },
        { key: "hips", label: "Obwód bioder" },
        { key: "inseam", label: "Długość nogawki" },
      ],
      letters.map((size, i) => ({
        size,
        eu: String(34 + i * 2),
        values: { waist: `${62 + i * 4}–${66 + i * 4}`, hips: `${88 + i * 4}–${92 + i * 4}`, inseam: "78" },
      })),
    ),
    table(
      3,
      "Odzież męska",
      [20, 21, 22, 23, 24, 25],
      [
        { key: "chest", label: "Obwód klatki piersiowej" },
        { key: "waist", label: "Obwód pasa" },
      ],
      letters.map((size, i) => ({
        size,
        eu: String(44 + i * 2),
        values: { chest: `${86 + i * 6}–${92 + i * 6}`, waist: `${72 + i * 6}–${78 + i * 6}` },
      })),
    ),
    table(
      4,
      "Odzież dziecięca",
      [26, 27, 28],
      [
        { key: "height", label: "Wzrost" },
        { key: "age", label: "Wiek" },
      ],
      KID_SIZES.map((s, i) => ({
        size: s.label,
        eu: s.label,
        values: { height: s.label, age: `${2 + i * 2}–${3 + i * 2} lata` },
      })),
    ),
  ];
}

const COUNTRIES: [string, string, string][] = [
  ["PL", "Polska", "Poland"],
  ["AT", "Austria", "Austria"],
  ["BE", "Belgia", "Belgium"],
  ["CZ", "Czechy", "Czech Republic"],
  ["DE", "Niemcy", "Germany"],
  ["DK", "Dania", "Denmark"],
  ["EE", "Estonia", "Estonia"],
  ["ES", "Hiszpania", "Spain"],
  ["FR", "Francja", "France"],
  ["IT", "Włochy", "Italy"],
  ["LT", "Litwa", "Lithuania"],
  ["LV", "Łotwa", "Latvia"],
  ["NL", "Holandia", "Netherlands"],
  ["SE", "Szwecja", "Sweden"],
  ["SK", "Słowacja", "Slovakia"],
];

function countries(): SeedDocument[] {
  return COUNTRIES.map(([code, pl, en], i) =>
    doc(
      "country",
      i + 1,
      {
        id: code,
        two_letter_abbreviation: code,
        full_name_locale: pl,
        full_name_english: en,
        available_regions: [],
      },
      { key: code },
    ),
  );
}

function redirects(): SeedDocument[] {
  return [
    { from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 },
    { from: "/promocje", to: "/tag/wyprzedaz", status: 302 },
    { from: "/kobiety/sukienki-letnie", to: "/category/sukienki", status: 301 },
    { from: "/regulamin-sklepu", to: "/cms-page/regulamin", status: 301 },
    { from: "/nowosci", to: "/tag/nowosci", status: 301 },
  ].map((r, i) => doc("redirect", i + 1, r, { key: r.from }));
}

function methods(): SeedDocument[] {
  return [
    doc(
      "shipping_method",
      1,
      {
        carrier_code: "flatrate",
        method_code: "flatrate",
        carrier_title: "Kurier",
        method_title: "Dostawa kurierem",
        price_excl_tax: 4,
        price_incl_tax: 5,
        default: true,
        countries: ["*"],
      },
      { key: "flatrate_flatrate" },
    ),
    doc(
      "shipping_method",
      2,
      {
        carrier_code: "inpost",
        method_code: "paczkomat",
        carrier_title: "InPost",
        method_title: "Paczkomat InPost",
        price_excl_tax: 10.56,
        price_incl_tax: 12.99,
        default: false,
        countries: ["PL"],
      },
      { key: "inpost_paczkomat" },
    ),
    doc(
      "shipping_method",
      3,
      {
        carrier_code: "pickup",
        method_code: "store",
        carrier_title: "Odbiór osobisty",
        method_title: "Odbiór w sklepie w Gdańsku",
        price_excl_tax: 0,
        price_incl_tax: 0,
        default: false,
        countries: ["PL"],
      },
      { key: "pickup_store" },
    ),
    doc(
      "payment_method",
      1,
      { code: "banktransfer", title: "Przelew bankowy", cost_incl_tax: 0, default: true },
      { key: "banktransfer" },
    ),
    doc(
      "payment_method",
      2,
      { code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5, default: false },
      { key: "cashondelivery" },
    ),
    doc(
      "payment_method",
      3,
      { code: "blik", title: "BLIK", cost_incl_tax: 0, default: false },
      { key: "blik" },
    ),
    doc(
      "payment_method",
      4,
      { code: "online", title: "Płatność online (karta, szybki przelew)", cost_incl_tax: 0, default: false },
      { key: "online" },
    ),
    doc(
      "coupon",
      1,
      {
        code: "NEWSLETTER10",
        type: "percent",
        value: 10,
        description: "10% rabatu za zapis do newslettera",
        active: true,
      },
      { key: "NEWSLETTER10" },
    ),
    doc(
      "coupon",
      2,
      { code: "LATO10", type: "percent", value: 10, description: "Letnie 10%", active: true },
      { key: "LATO10" },
    ),
    doc(
      "coupon",
      3,
      { code: "ZIMA2020", type: "percent", value: 20, description: "Wygasły kupon", active: false },
      { key: "ZIMA2020", active: false },
    ),
  ];
}

function feeds(): SeedDocument[] {
  return [
    doc("feed", 1, { filename: "google.xml", format: "xml" }, { key: "google.xml" }),
    doc("feed", 2, { filename: "ceneo.xml", format: "xml" }, { key: "ceneo.xml" }),
    doc("feed", 3, { filename: "facebook.csv", format: "csv" }, { key: "facebook.csv" }),
  ];
}

/** Options for {@link generateContent}. */
export interface GenerateContentOptions {
  readonly now: number;
  /** Products promoted on the home layout. */
  readonly productBanners: { sku: string; name: string; path: string; image: string }[];
  /** Makes the unguessable draft key of a draft id (S8); the caller derives it from the app secret. */
  readonly draftKey: (id: number) => string;
  /** Hash under which a draft key is looked up. */
  readonly hashKey: (key: string) => string;
}

/**
 * Generates the non-product documents of the demo shop: categories, attributes, tags, the PL 23 % tax rule,
 * CMS pages/blocks/hierarchy, a draft, the home layout in pl/de/it, site configuration, size tables,
 * countries, redirects, shipping and payment methods, coupons and feeds.
 *
 * @example
 * const docs = generateContent({ now: Date.now(), productBanners: [], draftKey: () => "k".repeat(32), hashKey: (k) => k });
 */
export function generateContent(options: GenerateContentOptions): SeedDocument[] {
  const stamp = formatDateTime(new Date(options.now - 400 * DAY_MS));
  const draftId = 1;
  const draftKey = options.draftKey(draftId);
  const draft = doc(
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
    { key: options.hashKey(draftKey) },
  );
  return [
    ...categories(stamp),
    ...attributes(),
    ...tags(),
    ...taxRules(),
    ...cms(stamp),
    draft,
    ...layouts(options.productBanners),
    siteConfig(),
    ...sizeTables(stamp),
    ...countries(),
    ...redirects(),
    ...methods(),
    ...feeds(),
  ];
}
