import type { AttributeMetadata, Category } from "@outlet/listing";
import type { PublicSettings, SizeTable } from "@outlet/transport";
import type { ProductInformationView } from "./productInformationView";
import type { ProductDoc, TileData } from "./productView";

// The data the catalogue loaders (`app/loaders/*.server.ts`) hand to the pages: plain, serialisable views
// that components may import (types only; nothing here runs on the server alone).

/** A category document with the fields the app reads. */
export type CategoryDoc = Category & {
  readonly id: number;
  readonly name: string;
  readonly include_in_menu?: boolean;
  readonly position?: number;
  readonly description?: string | null;
  readonly meta_title?: string | null;
  readonly meta_description?: string | null;
};

/** A tag (api-contract.md §12.5). */
export interface TagDoc {
  readonly id: number;
  readonly name: string;
  readonly menu_name?: string | null;
  readonly slug: string;
  readonly left?: boolean;
  readonly position?: number;
  readonly [field: string]: unknown;
}

/** An attribute option with its swatch colour, when the backend gives one. */
export interface AttributeOptionDoc {
  readonly value: string;
  readonly label: string;
  readonly sort_order?: number;
  readonly swatch?: string;
}

/** A menu entry (api-contract.md §12.9). `flag` marks the Nowości / Ostatnie sztuki entries. */
export interface MenuEntry {
  readonly id: number;
  readonly label: string;
  readonly url: string;
  readonly flag: boolean;
  readonly children: readonly MenuEntry[];
}

/** The CMS blocks every page may show, as sanitised HTML ('' when the block is missing or inactive). */
export interface CmsBlocksView {
  /** `header-promo`: the strip above the header. */
  readonly headerPromo: string;
  /** `product-delivery-info`: the delivery note beside a product's add-to-cart button. */
  readonly deliveryInfo: string;
}

/** What every page's header and footer need. */
export interface ShopData {
  /** Absent in tests that build the data by hand. */
  readonly blocks?: CmsBlocksView;
  readonly categories: readonly CategoryDoc[];
  readonly tags: readonly TagDoc[];
  readonly attributes: Readonly<Record<string, readonly AttributeOptionDoc[]>>;
  readonly attributeMetadata: readonly AttributeMetadata[];
  readonly menu: readonly MenuEntry[];
  readonly contact: {
    readonly email?: string | undefined;
    readonly phone?: string | undefined;
    readonly hours?: string | undefined;
  };
  /** The company running the shop (public shop settings, after-sales-and-law.md §6); absent when unknown. */
  readonly company?: PublicSettings["company"] | null;
  /** The size tables this load has fetched, by id (`loaders/sizeTables.server.ts`); absent in hand-built data. */
  readonly sizeTables?: Map<number, Promise<SizeTable | null>>;
}

/** One filter option as the listing renders it: a link that toggles it (so filters work without JavaScript). */
export interface FilterOptionView {
  readonly id: string;
  readonly label: string;
  readonly selected: boolean;
  readonly href: string;
  readonly swatch?: string;
}

/** One filter group (colour, size, price, flags). */
export interface FilterGroupView {
  readonly code: string;
  readonly label: string;
  readonly options: readonly FilterOptionView[];
}

/** A sort choice with its link. */
export interface SortView {
  readonly id: string;
  readonly label: string;
  readonly selected: boolean;
  readonly href: string;
}

/** An inline message for an empty result: a sentence and a hint. */
export interface ListingNotice {
  readonly text: string;
  readonly hint: string;
  /** Where to go on from an empty search: the menu's categories. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

/** Everything a listing page renders. */
export interface ListingView {
  readonly tiles: readonly TileData[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly pageHrefs: readonly string[];
  readonly filters: readonly FilterGroupView[];
  readonly sorts: readonly SortView[];
  readonly clearHref: string | null;
  /** The warning of an empty or failed list (catalogue.md §8), already in Polish. */
  readonly warning: string | null;
  /** What an empty search says instead of the warning (no notification), already in Polish. */
  readonly notice: ListingNotice | null;
}

/** A breadcrumb trail: links, then the current page's name. */
export interface BreadcrumbView {
  readonly routes: readonly { readonly name: string; readonly href: string }[];
  readonly current: string;
}

/** The category page's data. */
export interface CategoryPageData {
  readonly kind: "category";
  readonly category: {
    readonly id: number;
    readonly name: string;
    readonly description: string;
    readonly urlPath: string;
  };
  readonly meta: { readonly title: string; readonly description: string; readonly canonical: string };
  readonly breadcrumbs: BreadcrumbView;
  readonly listing: ListingView;
}

/** The tag page's data. */
export interface TagPageData {
  readonly kind: "tag";
  readonly tag: { readonly id: number; readonly name: string; readonly slug: string };
  readonly meta: { readonly title: string; readonly description: string; readonly canonical: string };
  readonly breadcrumbs: BreadcrumbView;
  readonly listing: ListingView;
}

/** The search page's data. */
export interface SearchPageData {
  readonly q: string;
  /** The 3-character message (behaviour.md §7.10), in Polish, or `null`. */
  readonly message: string | null;
  readonly listing: ListingView | null;
}

/** One suggestion of the quick search panel. */
export interface Suggestion {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly price: number;
}

/** A banner as the home page renders it. */
export interface BannerView {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly image: string;
  readonly alt: string;
  readonly href: string;
}

/** The promoted offers in one language (catalogue.md §3 "Promoted offers"). */
export interface PromotedOffers {
  readonly lang: "pl" | "de" | "it";
  readonly headImage: BannerView | null;
  readonly mainBanners: readonly BannerView[];
  readonly smallBanners: readonly BannerView[];
  readonly productBanners: readonly BannerView[];
  readonly promotedCategories: readonly BannerView[];
}

/** The home page's data. */
export interface HomePageData {
  readonly sections: readonly {
    readonly key: string;
    readonly title: string;
    readonly tiles: readonly TileData[];
    readonly href: string;
  }[];
  readonly offers: readonly PromotedOffers[];
  readonly countries: readonly { readonly id: string; readonly name: string }[];
}

/** A review as displayed (catalogue.md §3). */
export interface ReviewView {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating: number;
  readonly createdAt: string;
  /** Tied to an order of the product: shown as "Zweryfikowany zakup" (Omnibus, issue 27). */
  readonly verified: boolean;
}

/** A size table (api-contract.md §12.8). */
export interface SizeTableView {
  readonly name: string;
  readonly unit: string;
  readonly descriptionHtml: string;
  readonly columns: readonly { readonly key: string; readonly label: string }[];
  readonly rows: readonly {
    readonly size: string;
    readonly eu: string;
    readonly values: Readonly<Record<string, string>>;
  }[];
}

/** A bundle option or grouped child, for the contents list. */
export interface LinkedItemView {
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  readonly price: number;
  readonly href: string | null;
  /** The part's own manufacturer, safety and composition (after-sales-and-law.md §5). */
  readonly information: ProductInformationView | null;
}

/** The product page's data. */
export interface ProductPageData {
  readonly kind: "product";
  readonly product: ProductDoc;
  readonly childSku: string | null;
  readonly breadcrumbs: BreadcrumbView;
  readonly reviews: readonly ReviewView[];
  readonly sizeTable: SizeTableView | null;
  readonly linked: readonly LinkedItemView[];
  readonly bundlePriceInclTax: number;
  readonly descriptionHtml: string;
  readonly canonical: string;
  readonly materialLabel: string;
  /** What the product states before purchase; `null` for a bundle or grouped one (see `linked`). */
  readonly information: ProductInformationView | null;
}

/** A content page as rendered (HTML sanitised). */
export interface CmsPageData {
  readonly kind: "cms";
  readonly identifier: string;
  readonly title: string;
  readonly html: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly canonical: string;
  readonly faq: readonly {
    readonly title: string;
    readonly items: readonly { readonly question: string; readonly answerHtml: string }[];
  }[];
  readonly partners: readonly {
    readonly name: string;
    readonly url: string;
    readonly descriptionHtml: string;
  }[];
}

/** What an unknown path resolves to. */
export type DispatchedPage = CategoryPageData | TagPageData | ProductPageData | CmsPageData;
