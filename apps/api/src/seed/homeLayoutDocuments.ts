import { CATEGORIES } from "./catalogueData.js";
import { contentDocument } from "./contentDocument.js";
import type { JsonObject, SeedDocument } from "./seedTypes.js";

type Lang = "pl" | "de" | "it";
// No price in a banner: "ceny od 29,99 zł" outlived the catalogue's cheapest item (39,99 zł, issue 32), and
// a fixed text cannot follow the prices; the listing behind the banner shows them.
const BANNER_TEXT: Record<Lang, { head: string; main: [string, string][]; small: string[] }> = {
  pl: {
    head: "Wyprzedaż",
    main: [
      ["Nowa kolekcja", ""],
      ["Ostatnie sztuki", "końcówki kolekcji"],
      ["Len na lato", "sukienki i koszule"],
    ],
    small: ["Dla niej", "Dla niego", "Dla dzieci"],
  },
  de: {
    head: "Ausverkauf",
    main: [
      ["Neue Kollektion", ""],
      ["Letzte Stücke", "Restposten der Kollektion"],
      ["Leinen für den Sommer", "Kleider und Hemden"],
    ],
    small: ["Für sie", "Für ihn", "Für Kinder"],
  },
  it: {
    head: "Saldi",
    main: [
      ["Nuova collezione", ""],
      ["Ultimi pezzi", "fine collezione"],
      ["Lino per l'estate", "abiti e camicie"],
    ],
    small: ["Per lei", "Per lui", "Per bambini"],
  },
};

// "Nowa kolekcja — do -50%" while the new products were at -60 % (issue 32): the first main banner's figure
// is the largest discount of the products it links to (/tag/nowosci), computed by the seed; none named when
// no new product is reduced.
const NEW_COLLECTION_OFFER: Record<Lang, (percent: number | null) => string> = {
  pl: (percent) => (percent === null ? "nowości tygodnia" : `do -${percent}%`),
  de: (percent) => (percent === null ? "Neuheiten der Woche" : `bis zu -${percent}%`),
  it: (percent) => (percent === null ? "novità della settimana" : `fino al -${percent}%`),
};

/** A product promoted on the home layout. */
export interface ProductBanner {
  readonly sku: string;
  readonly name: string;
  readonly path: string;
  readonly image: string;
}

/**
 * The home layout in Polish, German and Italian: head image, main and small banners, the promoted
 * products and four promoted categories. `newCollectionDiscount` is the largest discount (whole percent)
 * among the new products the first main banner links to, `null` when none is reduced.
 *
 * @example
 * const [layout] = homeLayoutDocuments([{ sku: "SUK-0001", name: "Sukienka", path: "/p/SUK-0001/sukienka-1", image: "/x.png" }], 60);
 */
export function homeLayoutDocuments(
  productBanners: readonly ProductBanner[],
  newCollectionDiscount: number | null,
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
        subtitle: i === 0 ? NEW_COLLECTION_OFFER[lang](newCollectionDiscount) : subtitle,
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
  return [contentDocument("layout", 1, { name: "home", langs }, { key: "home" })];
}
