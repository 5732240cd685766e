import { homeSectionItems, homeSections } from "@outlet/listing";
import type { Client } from "@outlet/transport";
import { pl } from "../i18n/pl";
import type { BannerView, HomePageData, PromotedOffers } from "../lib/catalogViews";
import { localizedHref } from "../lib/currentStore";
import { type ProductDoc, TILE_FIELDS, toTile } from "../lib/productView";
import { shopConfig } from "../lib/shopConfig";
import { search } from "./catalogSearch.server";

const SECTION_TITLES: Readonly<Record<string, { title: string; href: string }>> = {
  newCollection: { title: pl.home.newCollection, href: "/tag/nowosci" },
  bestsellers: { title: pl.home.bestsellers, href: "/tag/bestsellery" },
  sale: { title: pl.home.sale, href: "/tag/wyprzedaz" },
};

/** The home page (catalogue.md §1, §4): three sections by `created_at` desc, banners pl/de/it, countries. */
export async function loadHomePage(api: Client): Promise<HomePageData> {
  // Sections, banners and countries are independent: one round of parallel requests, not two.
  const offersAndCountries = Promise.all([
    Promise.all((["pl", "de", "it"] as const).map((lang) => loadOffers(api, lang))),
    api.site.countries().catch(() => []),
  ]);
  const sections = await Promise.all(
    homeSections(shopConfig.listing).map(async (section) => {
      // A failed section fails the page (503): three empty sections with 200 would be a broken home page.
      const result = await search<ProductDoc>(api, section.query, {
        size: section.candidates,
        includeFields: TILE_FIELDS,
      });
      const titles = SECTION_TITLES[section.key] ?? { title: section.key, href: "/" };
      return {
        key: section.key,
        title: titles.title,
        href: localizedHref(titles.href),
        // a merchandised block shows what can be bought; sold-out tiles only when too few are available
        tiles: homeSectionItems(
          result.items.map((item) => toTile(item)),
          section.size,
          (tile) => !tile.soldOut,
        ),
      };
    }),
  );
  const [offers, countries] = await offersAndCountries;
  return {
    sections,
    offers,
    countries: countries.map((country) => ({ id: country.id, name: country.full_name_locale ?? country.id })),
  };
}

async function loadOffers(api: Client, lang: "pl" | "de" | "it"): Promise<PromotedOffers> {
  const layout = await api.cms.layout("home", lang).catch(() => null);
  type RawBanner = {
    id?: number | string;
    title?: string | null;
    subtitle?: string | null;
    image?: string;
    alt?: string | null;
    link?: string;
    name?: string;
  };
  const banner = (raw: RawBanner | null | undefined, index: number): BannerView | null =>
    raw?.image
      ? {
          id: String(raw.id ?? index),
          title: raw.title ?? raw.name ?? "",
          subtitle: raw.subtitle ?? "",
          image: raw.image,
          alt: raw.alt ?? raw.title ?? raw.name ?? "",
          href: localizedHref(raw.link ?? "/"),
        }
      : null;
  const list = (raws: readonly unknown[] | undefined) =>
    (raws ?? [])
      .map((raw, index) => banner(raw as RawBanner, index))
      .filter((item): item is BannerView => item !== null);
  return {
    lang,
    headImage: banner(layout?.headImage as RawBanner | null | undefined, 0),
    mainBanners: list(layout?.mainBanners),
    smallBanners: list(layout?.smallBanners),
    productBanners: list(layout?.productBanners),
    promotedCategories: list(layout?.promotedCategories),
  };
}
