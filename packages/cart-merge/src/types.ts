import type { TotalSegment as ContractTotalSegment, ProductOption, Totals } from "@outlet/contract";

export type { ProductOption } from "@outlet/contract";

/**
 * The `product_option.extension_attributes` lists that give a cart line its identity (transactions §3): the
 * contract's own (`@outlet/contract` `ProductOption`).
 *
 * @example
 * const options: ProductOptionExtension = { configurable_item_options: [{ option_id: "93", option_value: 56 }] };
 */
export type ProductOptionExtension = NonNullable<ProductOption["extension_attributes"]>;

/**
 * A cart line on the client (transactions §3 "Cart item"). Only the fields the rules read are typed; every
 * other product field travels along untouched.
 *
 * @example
 * const line: CartLine = { sku: "SUK-0193-M", parentSku: "SUK-0193", qty: 2, price_incl_tax: 129.99, type_id: "configurable" };
 */
export interface CartLine {
  readonly sku?: string | number | null | undefined;
  readonly parentSku?: string | null | undefined;
  readonly qty?: number | string | null | undefined;
  /** The last quantity the server accepted (§9.12). */
  readonly prev_qty?: number | null | undefined;
  readonly item_id?: number | string | null | undefined;
  readonly server_item_id?: number | string | null | undefined;
  readonly server_cart_id?: number | string | null | undefined;
  readonly quote_id?: number | string | null | undefined;
  readonly checksum?: string | null | undefined;
  readonly product_option?: ProductOption | null | undefined;
  readonly type_id?: string | null | undefined;
  readonly price_incl_tax?: number | string | null | undefined;
  readonly errors?: Readonly<Record<string, unknown>> | null;
  readonly info?: Readonly<Record<string, unknown>> | null;
  readonly is_in_stock?: boolean | null | undefined;
  readonly onlineStockCheckid?: string | null | undefined;
  readonly totals?: unknown;
  readonly [key: string]: unknown;
}

/**
 * A line as `GET cart/pull` and `POST cart/update` return it (api-contract §12.12).
 *
 * @example
 * const s: ServerCartLine = { item_id: 4412, sku: "SUK-0193-M", qty: 1, quote_id: "aZ3", product_type: "configurable" };
 */
export interface ServerCartLine {
  readonly item_id: number | string;
  readonly sku?: string | null | undefined;
  readonly qty?: number | string | null | undefined;
  readonly quote_id?: number | string | null | undefined;
  readonly product_option?: ProductOption | null | undefined;
  readonly product_type?: string | null | undefined;
  readonly price_incl_tax?: number | string | null | undefined;
  readonly checksum?: string | null | undefined;
  readonly [key: string]: unknown;
}

/**
 * A backend envelope answer (behaviour §0): success means `parseInt(code) === 200`; queue task results
 * copy the code into `resultCode`.
 *
 * @example
 * const ok: ServerResponse<ServerCartLine> = { code: 200, result: { item_id: 1, sku: "A", qty: 1 } };
 */
export interface ServerResponse<TResult = unknown> {
  readonly code?: number | string | null | undefined;
  readonly resultCode?: number | string | null | undefined;
  readonly result?: TResult | undefined;
}

/**
 * A shopper notification as data (behaviour §0). `params` fill the `{name}` placeholders of the i18n key.
 *
 * @example
 * const n: CartNotification = { type: "error", message: "The product is out of stock and cannot be added to the cart!", action1: { label: "OK" } };
 */
export interface CartNotification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1: { readonly label: string };
  /** `Proceed to checkout`, whose action navigates to `/checkout`. */
  readonly action2?: { readonly label: string | undefined; readonly action: string };
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  /** What it is about (say `cart-line:KOS-0047`): a newer notification on the same topic replaces it. */
  readonly topic?: string;
}

/**
 * A shipping method (transactions §3, api-contract §12.14).
 *
 * @example
 * const courier: ShippingMethod = { method_title: "Kurier", method_code: "flatrate", carrier_code: "flatrate", amount: 4, price_incl_tax: 5 };
 */
export interface ShippingMethod {
  readonly method_title?: string | undefined;
  readonly method_code?: string | undefined;
  readonly carrier_code?: string | undefined;
  readonly amount?: number | undefined;
  readonly price_incl_tax?: number | string | null | undefined;
  readonly default?: boolean | undefined;
  readonly offline?: boolean | undefined;
  readonly [key: string]: unknown;
}

/**
 * A payment method (transactions §3, api-contract §12.14).
 *
 * @example
 * const cod: PaymentMethod = { code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5 };
 */
export interface PaymentMethod {
  readonly code?: string | undefined;
  readonly title?: string | undefined;
  readonly cost_incl_tax?: number | string | null | undefined;
  readonly default?: boolean | undefined;
  readonly is_server_method?: boolean | undefined;
  readonly [key: string]: unknown;
}

/**
 * A totals segment: the contract's (api-contract §12.13); a segment of the local fallback also carries
 * `grosze`, the exact integer amount, and has no title when its method has none.
 *
 * @example
 * const s: TotalSegment = { code: "grand_total", title: "Grand total", value: 57 };
 */
export type TotalSegment = Omit<ContractTotalSegment, "title"> & {
  readonly title?: string | undefined;
  readonly grosze?: number | undefined;
};

/**
 * Platform totals as the cart keeps them: the contract's {@link Totals} (api-contract §12.13, one
 * declaration), every field optional, since they come from storage, another tab or a backend that sends
 * fewer fields; the lines as the transport hands them on.
 *
 * @example
 * const t: PlatformTotals = { grand_total: 248.97, coupon_code: "LATO10", discount_amount: -26 };
 */
export type PlatformTotals = {
  readonly [TKey in Exclude<keyof Totals, "items" | "total_segments">]?: Totals[TKey] | undefined;
} & {
  readonly items?: readonly Readonly<Record<string, unknown>>[];
  readonly total_segments?: readonly TotalSegment[] | undefined;
  readonly [key: string]: unknown;
};
