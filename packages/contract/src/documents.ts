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
 * A product document (api-contract.md §12.1). Prices are in PLN as the contract carries them; compute
 * with them only after converting to integer grosze (`@outlet/pricing` `toGrosze`).
 *
 * @example
 * const product: ProductDocument = { id: 19, sku: "SUK-0193", name: "Sukienka lniana", type_id: "configurable" };
 */
export interface ProductDocument {
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
  readonly configurable_children?: readonly Readonly<Record<string, unknown>>[] | undefined;
  readonly configurable_options?: readonly Readonly<Record<string, unknown>>[] | undefined;
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
