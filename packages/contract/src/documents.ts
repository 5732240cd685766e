// The catalogue's entity documents as the search endpoint returns them (api-contract.md §12). Every key is
// optional because a search may select fields (`_source_include`); documents carry more keys than listed.

/**
 * A product's stock block (api-contract.md §12.1).
 *
 * @example
 * const stock: ProductStock = { is_in_stock: true, qty: 4 };
 */
export interface ProductStock {
  readonly is_in_stock?: boolean | undefined;
  readonly qty?: number | undefined;
  readonly manage_stock?: boolean | undefined;
  readonly [extra: string]: unknown;
}

/**
 * A manufacturer or the EU responsible person as a product offer names them (GPSR, Regulation (EU)
 * 2023/988 art. 19; after-sales-and-law.md §5): name, postal address and an electronic one (e-mail or a
 * contact form URL, at least one).
 *
 * @example
 * const maker: ProductManufacturer = { name: "Szwalnia Wisła sp. z o.o.", street: "ul. Tkacka 4", postcode: "90-001", city: "Łódź", country: "PL", email: "kontakt@szwalnia.pl", contact_url: null };
 */
export interface ProductManufacturer {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 ("PL", "TR"). */
  readonly country: string;
  readonly email: string | null;
  readonly contact_url: string | null;
}

/**
 * One fibre's share by weight (Regulation (EU) 1007/2011 art. 16, the Polish fibre names of its Annex I).
 *
 * @example
 * const share: FibreShare = { fibre: "bawełna", percent: 95 };
 */
export interface FibreShare {
  readonly fibre: string;
  readonly percent: number;
}

/**
 * The fibre composition of one part of a textile product; `part` is `null` when the product has one part,
 * else its Polish name ("Wierzch", "Podszewka").
 *
 * @example
 * const shell: CompositionPart = { part: "Wierzch", fibres: [{ fibre: "bawełna", percent: 100 }] };
 */
export interface CompositionPart {
  readonly part: string | null;
  readonly fibres: readonly FibreShare[];
}

/**
 * The price fields every priced catalogue document carries (api-contract.md §12.1): the catalogue's own
 * `price` / `special_price` and its window, and the processed fields the API adds when it makes a document
 * live (`final_price`, the `_incl_tax` / `_tax` variants, the `original_*` fields and the EU Omnibus 30-day
 * lowest price). PLN floats as the contract carries them; compute in grosze.
 *
 * @example
 * const prices: ProductPriceFields = { price: 81.29, price_incl_tax: 99.99, special_price: null };
 */
export interface ProductPriceFields {
  readonly price?: number | null | undefined;
  readonly price_incl_tax?: number | null | undefined;
  readonly price_tax?: number | null | undefined;
  readonly special_price?: number | null | undefined;
  readonly special_price_incl_tax?: number | null | undefined;
  readonly special_price_tax?: number | null | undefined;
  /** `YYYY-MM-DD HH:mm:ss`, Warsaw time, or null. */
  readonly special_from_date?: string | null | undefined;
  /** `YYYY-MM-DD HH:mm:ss`, Warsaw time, or null. */
  readonly special_to_date?: string | null | undefined;
  readonly final_price?: number | null | undefined;
  readonly final_price_incl_tax?: number | null | undefined;
  readonly final_price_tax?: number | null | undefined;
  readonly original_price?: number | null | undefined;
  readonly original_price_incl_tax?: number | null | undefined;
  readonly original_final_price?: number | null | undefined;
  readonly original_special_price?: number | null | undefined;
  /** The lowest price of the 30 days before the reduction (Omnibus directive art. 6a); null without one. */
  readonly lowest_price_30d_incl_tax?: number | null | undefined;
  readonly tier_prices?: readonly Readonly<Record<string, unknown>>[] | null | undefined;
}

/**
 * One child of a configurable product (api-contract.md §12.1 `configurable_children`): its own sku, status,
 * prices and stock, and the value of each configurable attribute under the attribute's code (`color: 49`,
 * `size: 167`) with its label beside it (`color_label`).
 *
 * @example
 * const child: ConfigurableChildDocument = { id: 194, sku: "SUK-0193-CZA-M", status: 1, color: 49, size: 168, price_incl_tax: 129.99 };
 */
export interface ConfigurableChildDocument extends ProductPriceFields {
  readonly id?: number | undefined;
  readonly sku?: string | undefined;
  readonly name?: string | undefined;
  /** 0 or 1 enabled, 2 disabled (`@outlet/variant-selection`'s `isEnabled`). */
  readonly status?: number | undefined;
  readonly visibility?: number | undefined;
  readonly tax_class_id?: number | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly image?: string | null | undefined;
  readonly small_image?: string | null | undefined;
  readonly thumbnail?: string | null | undefined;
  readonly stock?: ProductStock | null | undefined;
  readonly custom_attributes?:
    | readonly { readonly attribute_code: string; readonly value: unknown }[]
    | null
    | undefined;
  readonly [attribute: string]: unknown;
}

/**
 * One value of a configurable option (api-contract.md §12.1).
 *
 * @example
 * const value: ConfigurableOptionValueDocument = { value_index: 49, label: "Czarny", default_label: "Czarny" };
 */
export interface ConfigurableOptionValueDocument {
  readonly value_index: number | string;
  readonly label?: string | null | undefined;
  readonly default_label?: string | null | undefined;
}

/**
 * A configurable option of a product (api-contract.md §12.1): which child attribute varies and its values.
 *
 * @example
 * const option: ConfigurableOptionDocument = { attribute_id: "93", attribute_code: "color", label: "Kolor", values: [{ value_index: 49, label: "Czarny" }] };
 */
export interface ConfigurableOptionDocument {
  readonly id?: number | undefined;
  readonly attribute_id?: string | number | null | undefined;
  readonly attribute_code?: string | null | undefined;
  readonly label?: string | null | undefined;
  readonly position?: number | undefined;
  readonly product_id?: number | undefined;
  readonly values?: readonly ConfigurableOptionValueDocument[] | null | undefined;
}

/**
 * A product link (api-contract.md §12.1 `product_links`): a grouped product's items are `associated`.
 *
 * @example
 * const link: ProductLinkDocument = { sku: "ZES-0701", link_type: "associated", linked_product_sku: "CZA-0012", linked_product_type: "simple", position: 0, qty: 1 };
 */
export interface ProductLinkDocument {
  readonly sku?: string | undefined;
  readonly link_type?: string | undefined;
  readonly linked_product_sku?: string | undefined;
  readonly linked_product_type?: string | undefined;
  readonly position?: number | undefined;
  readonly qty?: number | string | null | undefined;
  readonly extension_attributes?: { readonly qty?: number | string | null | undefined } | undefined;
}

/**
 * One product of a bundle option (api-contract.md §12.1 `bundle_options[].product_links`).
 *
 * @example
 * const item: BundleItemDocument = { id: 7011, sku: "CZA-0012", qty: 1, is_default: true, can_change_quantity: 0 };
 */
export interface BundleItemDocument {
  readonly id: number | string;
  readonly sku: string;
  readonly qty?: number | null | undefined;
  readonly is_default?: boolean | undefined;
  readonly can_change_quantity?: number | boolean | undefined;
  readonly price?: number | null | undefined;
  readonly position?: number | undefined;
}

/**
 * An option of a bundle (api-contract.md §12.1 `bundle_options`): a choice among its product links.
 *
 * @example
 * const option: BundleOptionDocument = { option_id: 1, title: "Czapka", required: true, type: "select", product_links: [] };
 */
export interface BundleOptionDocument {
  readonly option_id: number | string;
  readonly title?: string | undefined;
  readonly required?: boolean | undefined;
  readonly type?: string | undefined;
  readonly position?: number | undefined;
  readonly sku?: string | undefined;
  readonly product_links: readonly BundleItemDocument[];
}

/**
 * A custom option of a product (api-contract.md §5.4, behaviour.md §4.5): a text field or a choice, with a
 * fixed or percent price.
 *
 * @example
 * const engraving: CustomOptionDocument = { option_id: 1, title: "Grawer", type: "field", is_require: false, price: 15, price_type: "fixed", max_characters: 20 };
 */
export interface CustomOptionDocument {
  readonly option_id: number | string;
  readonly title?: string | undefined;
  readonly type?: string | undefined;
  readonly is_require?: boolean | undefined;
  readonly sort_order?: number | undefined;
  readonly price?: number | null | undefined;
  readonly price_type?: string | null | undefined;
  readonly max_characters?: number | null | undefined;
  readonly values?: readonly Readonly<Record<string, unknown>>[] | null | undefined;
  readonly [extra: string]: unknown;
}

/**
 * One entry of a product's gallery (catalogue.md §3 "media_gallery (image, optional video with video id)").
 *
 * @example
 * const entry: MediaGalleryEntry = { image: "/img/sukienka-czarna.jpg", pos: 1, typ: "image", lab: "Sukienka" };
 */
export interface MediaGalleryEntry {
  readonly image?: string | null | undefined;
  readonly pos?: number | undefined;
  readonly typ?: string | undefined;
  readonly lab?: string | null | undefined;
  readonly vid?: Readonly<Record<string, unknown>> | null | undefined;
  readonly [extra: string]: unknown;
}

/**
 * A product document (api-contract.md §12.1). Prices are in PLN as the contract carries them; compute
 * with them only after converting to integer grosze (`@outlet/pricing` `toGrosze`).
 *
 * @example
 * const product: ProductDocument = { id: 19, sku: "SUK-0193", name: "Sukienka lniana", type_id: "configurable" };
 */
export interface ProductDocument extends ProductPriceFields {
  readonly id?: number | undefined;
  readonly uuid?: string | undefined;
  readonly sku?: string | undefined;
  readonly name?: string | undefined;
  readonly type_id?: string | undefined;
  readonly status?: number | undefined;
  readonly visibility?: number | undefined;
  readonly tax_class_id?: number | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly url_path?: string | null | undefined;
  readonly slug?: string | null | undefined;
  readonly stock?: ProductStock | null | undefined;
  readonly category_ids?: readonly number[] | undefined;
  readonly configurable_children?: readonly ConfigurableChildDocument[] | undefined;
  readonly configurable_options?: readonly ConfigurableOptionDocument[] | undefined;
  /** A grouped product's items (`associated`) and other links. */
  readonly product_links?: readonly ProductLinkDocument[] | null | undefined;
  /** A bundle's options. */
  readonly bundle_options?: readonly BundleOptionDocument[] | null | undefined;
  /** The custom options a shopper fills in (engraving, gift wrap): `options` in §12.1. */
  readonly options?: readonly CustomOptionDocument[] | null | undefined;
  readonly media_gallery?: readonly MediaGalleryEntry[] | null | undefined;
  readonly image?: string | null | undefined;
  readonly small_image?: string | null | undefined;
  readonly thumbnail?: string | null | undefined;
  readonly parentSku?: string | undefined;
  readonly created_at?: string | undefined;
  readonly updated_at?: string | undefined;
  /** The manufacturer (GPSR art. 19); every physical product has one. */
  readonly manufacturer?: ProductManufacturer | null | undefined;
  /** The responsible person in the EU, when the manufacturer is outside it. */
  readonly eu_responsible_person?: ProductManufacturer | null | undefined;
  /** EAN / GTIN when the product has one (8 or 13 digits). */
  readonly ean?: string | null | undefined;
  /** Warnings and safety information in Polish; every physical product has it. */
  readonly safety_information?: string | null | undefined;
  /** Fibre composition per part (textile products); the `material` attribute stays the filter facet. */
  readonly composition?: readonly CompositionPart[] | null | undefined;
  /** What a non-textile product is made of ("Skóra bydlęca licowa"), stated instead of a composition. */
  readonly material_statement?: string | null | undefined;
  /** Care instructions as text ("Prać w 30 °C, nie wybielać"). */
  readonly care_instructions?: string | null | undefined;
  /**
   * A hygiene product in a sealed package (underwear, swimwear): the withdrawal right ends once the seal is
   * broken after delivery (ustawa o prawach konsumenta art. 38 pkt 5; after-sales-and-law.md §2). Absent
   * means `false`.
   */
  readonly no_withdrawal_after_unseal?: boolean | undefined;
  readonly [extra: string]: unknown;
}

/**
 * A category document (api-contract.md §12.2).
 *
 * @example
 * const category: CategoryDocument = { id: 12, name: "Sukienki", parent_id: 2, is_active: true };
 */
export interface CategoryDocument {
  readonly id?: number | undefined;
  readonly parent_id?: number | null | undefined;
  readonly parent_ids?: readonly number[] | undefined;
  readonly path?: string | undefined;
  readonly level?: number | undefined;
  readonly name?: string | undefined;
  readonly slug?: string | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly url_path?: string | null | undefined;
  readonly is_active?: boolean | undefined;
  readonly include_in_menu?: boolean | undefined;
  readonly position?: number | undefined;
  readonly product_count?: number | undefined;
  readonly children_count?: number | undefined;
  readonly children_data?: readonly Readonly<Record<string, unknown>>[] | undefined;
  readonly [extra: string]: unknown;
}

/**
 * A review document (api-contract.md §12.7, with issue 27's `verified_purchase`): the public fields a
 * product page shows; never a customer id or an e-mail (S15).
 *
 * @example
 * const review: ReviewDocument = { id: 1000001, product_id: 19, review_entity: "product", nickname: "Anna", rating: 5, review_status: 1, verified_purchase: true };
 */
export interface ReviewDocument {
  readonly id?: number | undefined;
  /** `null` for a review of the shop. */
  readonly product_id?: number | null | undefined;
  /** `product` or `shop`. */
  readonly review_entity?: string | undefined;
  readonly title?: string | null | undefined;
  readonly detail?: string | null | undefined;
  readonly nickname?: string | null | undefined;
  /** 1–5. */
  readonly rating?: number | null | undefined;
  /** 1 approved, 2 pending, 3 rejected. */
  readonly review_status?: number | undefined;
  /**
   * Issue 27: the server found the review tied to a purchase — written through an order's review link, or
   * by a customer with a paid (cash on delivery: delivered) order containing the product. The product page
   * marks it "Zweryfikowany zakup". Absent (false) on documents from before the rule.
   * @default false
   */
  readonly verified_purchase?: boolean | undefined;
  readonly created_at?: string | undefined;
  readonly store_id?: number | undefined;
  readonly [extra: string]: unknown;
}
