// A cart line as the server cart holds it and as the client sends it (api-contract.md §5, §12.12).

/**
 * The product options of a cart or order line (api-contract.md §5.4): the configurable choice, custom
 * option values and bundle selections. A type alias, not an interface: an object type alias is assignable
 * to the packages' open option types (`{ [key: string]: unknown }`, e.g. cart-merge's checksum input), so
 * no cast bridges the two.
 *
 * @example
 * const option: ProductOption = { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] } };
 */
export type ProductOption = {
  readonly extension_attributes?:
    | {
        readonly configurable_item_options?:
          | readonly { readonly option_id: string | number; readonly option_value: string | number }[]
          | undefined;
        readonly custom_options?:
          | readonly { readonly option_id: string | number; readonly option_value: string }[]
          | undefined;
        readonly bundle_options?:
          | readonly {
              readonly option_id: string | number;
              readonly option_qty?: number | undefined;
              readonly option_selections: readonly number[];
            }[]
          | undefined;
      }
    | undefined;
};

/**
 * A server cart line (api-contract.md §12.12). Prices are the server's, in PLN as the contract carries
 * them; `quote_id` is the cart id as a string.
 *
 * @example
 * const line: CartItem = { item_id: 4412, sku: "SUK-0193-M", qty: 1, price_incl_tax: 249.99, quote_id: "77" };
 */
export interface CartItem {
  readonly item_id: number;
  readonly sku: string;
  readonly qty: number;
  readonly name?: string | undefined;
  readonly price?: number | undefined;
  readonly price_incl_tax?: number | undefined;
  readonly product_type?: string | undefined;
  readonly quote_id?: string | undefined;
  readonly product_option?: ProductOption | null | undefined;
  /** Further keys the backend adds; passed along untouched. */
  readonly [extra: string]: unknown;
}

/**
 * A line to add (without `item_id`) or whose quantity to set (with `item_id`) (api-contract.md §5.4).
 *
 * @example
 * const line: CartItemInput = { sku: "SUK-0193", qty: 1 };
 */
export interface CartItemInput {
  readonly sku: string;
  readonly qty: number;
  readonly item_id?: number | string | undefined;
  /** The cart id; `null` when the client holds none yet (the query's `cartId` decides). */
  readonly quoteId?: string | number | null | undefined;
  readonly product_option?: ProductOption | null | undefined;
}

/**
 * The line to remove from the server cart (api-contract.md §5.5): its `item_id`, optionally the sku and cart id.
 *
 * @example
 * const removal: CartItemRemoval = { item_id: 4412, sku: "SUK-0193-M", quoteId: "77" };
 */
export interface CartItemRemoval {
  readonly item_id: number | string;
  readonly sku?: string | null | undefined;
  readonly quoteId?: string | number | null | undefined;
}
