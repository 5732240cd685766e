// The answer of the render-list call (api-contract.md §7.5): the shopper's current prices of products.

/**
 * One item of `GET /api/product/render-list` (api-contract.md §7.5): gross prices in `price_info`, the net
 * ones in its `tax_adjustments`, in PLN as the contract carries them. Further keys pass.
 *
 * @example
 * const item: RenderListItem = { id: 19, sku: "SUK-0193", price_info: { final_price: 129.99, regular_price: 199.99 } };
 */
export interface RenderListItem {
  readonly id: number | string;
  readonly sku?: string | undefined;
  readonly price_info?:
    | {
        readonly final_price?: number | string | null | undefined;
        readonly regular_price?: number | string | null | undefined;
        readonly special_price?: number | string | null | undefined;
        readonly extension_attributes?:
          | {
              readonly tax_adjustments?:
                | {
                    readonly final_price?: number | string | null | undefined;
                    readonly regular_price?: number | string | null | undefined;
                    readonly special_price?: number | string | null | undefined;
                  }
                | null
                | undefined;
            }
          | null
          | undefined;
      }
    | null
    | undefined;
}
