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
