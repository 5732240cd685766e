import type { RenderListItem } from "@outlet/contract";
import { amountToGrosze, fromGrosze, parseAmount, toGrosze } from "./money";
import type { Instant } from "./toEpochMs";
import { toEpochMs } from "./toEpochMs";

/**
 * Every price field that the refresh can clear (behaviour §4.6 step 1), snake_case and camelCase.
 *
 * @example
 * PRICE_FIELDS.includes("special_price_incl_tax"); // true
 */
export const PRICE_FIELDS: readonly string[] = [
  "price",
  "price_tax",
  "price_incl_tax",
  "special_price",
  "special_price_tax",
  "special_price_incl_tax",
  "final_price",
  "final_price_tax",
  "final_price_incl_tax",
  "original_price",
  "original_price_tax",
  "original_price_incl_tax",
  "original_final_price",
  "original_special_price",
  "priceTax",
  "priceInclTax",
  "specialPrice",
  "specialPriceTax",
  "specialPriceInclTax",
  "originalPrice",
  "originalPriceTax",
  "originalPriceInclTax",
  "finalPrice",
  "finalPriceTax",
  "finalPriceInclTax",
];

/**
 * The app event emitted for every refreshed product.
 *
 * @example
 * PRODUCT_AFTER_PRICEUPDATE_EVENT; // "product-after-priceupdate"
 */
export const PRODUCT_AFTER_PRICEUPDATE_EVENT = "product-after-priceupdate";
/**
 * The callback event of the refresh task.
 *
 * @example
 * PRICES_AFTER_SYNC_EVENT; // "prices-after-sync"
 */
export const PRICES_AFTER_SYNC_EVENT = "prices-after-sync";

/** A product as far as the refresh is concerned. */
export interface RefreshableProduct {
  readonly id?: number | string | undefined;
  readonly sku?: string | undefined;
  readonly configurable_children?: readonly RefreshableProduct[] | null | undefined;
}

/** One item of `GET /api/product/render-list` (api-contract §7.5): the contract's own shape. */
export type { RenderListItem } from "@outlet/contract";

/** The price fields the refresh writes (the camelCase copies too, unless disabled). */
export interface RefreshedPriceFields {
  readonly price?: number;
  readonly price_tax?: number;
  readonly price_incl_tax?: number;
  readonly original_price?: number;
  readonly original_price_tax?: number;
  readonly original_price_incl_tax?: number;
  readonly special_price?: number;
  readonly special_price_tax?: number;
  readonly special_price_incl_tax?: number;
  readonly priceTax?: number;
  readonly priceInclTax?: number;
  readonly originalPrice?: number;
  readonly originalPriceTax?: number;
  readonly originalPriceInclTax?: number;
  readonly specialPrice?: number;
  readonly specialPriceTax?: number;
  readonly specialPriceInclTax?: number;
  readonly price_is_current?: boolean;
  readonly price_refreshed_at?: number | null;
}

/**
 * Nulls every price field of the products and their children (behaviour §4.6 step 1,
 * `clearPricesBeforePlatformSync`). Returns new objects. Pure.
 *
 * @example
 * clearPlatformPrices([{ sku: "A", price: 10, price_incl_tax: 12.3 }])[0]?.price; // null
 */
export function clearPlatformPrices<TProduct extends RefreshableProduct>(
  products: readonly TProduct[],
): TProduct[] {
  const clear = <T extends RefreshableProduct>(product: T): T => {
    const out: Record<string, unknown> = { ...(product as object) };
    for (const field of PRICE_FIELDS) out[field] = null;
    if (Array.isArray(product.configurable_children))
      out.configurable_children = product.configurable_children.map(clear);
    return out as T;
  };
  return products.map(clear);
}

/**
 * The skus to refresh (behaviour §4.6 step 2): every product's sku, plus its children's skus when exactly
 * one product is refreshed. Blank skus are skipped; duplicates are sent once. Pure.
 *
 * @example
 * platformPriceSkus([{ sku: "P", configurable_children: [{ sku: "P-M" }] }]); // ["P", "P-M"]
 */
export function platformPriceSkus(products: readonly RefreshableProduct[]): string[] {
  const skus: string[] = [];
  const add = (sku: string | undefined): void => {
    if (sku && !skus.includes(sku)) skus.push(sku);
  };
  for (const product of products) add(product.sku);
  if (products.length === 1) for (const child of products[0]?.configurable_children ?? []) add(child.sku);
  return skus;
}

/** Inputs of {@link renderListRequest}. */
export interface RenderListRequestInput {
  /** The products endpoint, e.g. `/api/product`; `/render-list` is appended. */
  readonly endpoint: string;
  readonly skus: readonly string[];
  /** @default "PLN" */
  readonly currencyCode?: string;
  readonly storeId: number | string;
  /** Sent as `userGroupId` only when group tax is active (`typeof tax.userGroupId === 'number'`). */
  readonly userGroupId?: number | null | undefined;
  /** The shopper's token, when logged in. */
  readonly token?: string | null | undefined;
  /** `users.tokenInHeader`: bearer header instead of the `token` query parameter. @default false */
  readonly tokenInHeader?: boolean;
}

/** A GET request as data; the caller sends it. */
export interface RenderListRequest {
  readonly method: "GET";
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The refresh request (behaviour §4.6 step 3): `GET <endpoint>/render-list?skus=<URI-encoded,
 * comma-joined>&currencyCode=PLN&storeId=<id>`, `&userGroupId=` when group tax is active, and the token as
 * a query parameter or, with `tokenInHeader`, as `Authorization: Bearer`. Always
 * `Content-Type: application/json`. Pure.
 *
 * @example
 * renderListRequest({ endpoint: "/api/product", skus: ["A", "B/1"], storeId: 1 }).url;
 * // "/api/product/render-list?skus=A%2CB%2F1&currencyCode=PLN&storeId=1"
 */
export function renderListRequest(input: RenderListRequestInput): RenderListRequest {
  let url = `${input.endpoint}/render-list?skus=${encodeURIComponent(input.skus.join(","))}&currencyCode=${encodeURIComponent(
    input.currencyCode ?? "PLN",
  )}&storeId=${encodeURIComponent(String(input.storeId))}`;
  if (typeof input.userGroupId === "number") url += `&userGroupId=${input.userGroupId}`;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (input.token) {
    if (input.tokenInHeader) headers.Authorization = `Bearer ${input.token}`;
    else url += `&token=${encodeURIComponent(input.token)}`;
  }
  return { method: "GET", url, headers };
}

/**
 * The items of a render-list answer, tolerant of both shapes (`{ result: { items } }` in the envelope, or
 * `{ items }`); anything else gives `[]` (behaviour §4.6 step 6: a failure is treated as empty items).
 * Pure; never throws.
 *
 * @example
 * renderListItems({ code: 200, result: { items: [{ id: 1 }] } }).length; // 1
 */
export function renderListItems(body: unknown): RenderListItem[] {
  const b = body as { result?: { items?: unknown }; items?: unknown } | null | undefined;
  const items = b?.result?.items ?? b?.items;
  return Array.isArray(items)
    ? items.filter((item) => item !== null && typeof item === "object" && "id" in item)
    : [];
}

/** An app event to emit, as data. */
export interface PriceUpdateEffect {
  readonly type: "emit";
  readonly event: typeof PRODUCT_AFTER_PRICEUPDATE_EVENT;
  readonly sku: string | undefined;
}

/** Options of {@link applyPlatformPrices}. */
export interface ApplyPlatformPricesOptions {
  /** When the refresh finished; stored as epoch ms in `price_refreshed_at`. */
  readonly now: Instant;
  /** Also write the camelCase copies. @default true */
  readonly deprecatedPriceFieldsSupport?: boolean;
}

/** The refreshed products and the events to emit. */
export interface ApplyPlatformPricesResult<TProduct> {
  readonly products: TProduct[];
  readonly effects: readonly PriceUpdateEffect[];
}

type Parts = { readonly net: number; readonly tax: number; readonly gross: number };

// behaviour §4.6: each *_tax = roundMoney(incl) − roundMoney(net), exact in grosze. `null` when the
// platform sent neither value.
function parts(grossRaw: unknown, netRaw: unknown, absentIsZero: boolean): Parts | null {
  const gross = parseAmount(grossRaw);
  const net = parseAmount(netRaw);
  if (gross === null && net === null && !absentIsZero) return null;
  const grossG = gross === null ? 0 : toGrosze(gross);
  const netG = net === null ? 0 : toGrosze(net);
  return { net: fromGrosze(netG), tax: fromGrosze(grossG - netG), gross: fromGrosze(grossG) };
}

const ZERO: Parts = { net: 0, tax: 0, gross: 0 };

function mapItem<T extends RefreshableProduct>(
  product: T,
  item: RenderListItem,
  nowMs: number,
  camelOn: boolean,
): T {
  const info = item.price_info ?? {};
  const net = info.extension_attributes?.tax_adjustments ?? {};
  const current = product as Record<string, unknown>;
  // A missing final or regular price leaves the fields as they were; a missing special price means none.
  const price = parts(info.final_price, net.final_price, false);
  const original = parts(info.regular_price, net.regular_price, false);
  let special = parts(info.special_price, net.special_price, true) ?? ZERO;
  const priceGross = price === null ? current.price_incl_tax : price.gross;
  const originalGross = original === null ? current.original_price_incl_tax : original.gross;
  if (amountToGrosze(priceGross) >= amountToGrosze(originalGross)) special = ZERO;
  // One object literal with static keys: far cheaper than keyed stores on a spread copy.
  const out: Record<string, unknown> = {
    ...current,
    ...(price === null ? {} : { price: price.net, price_tax: price.tax, price_incl_tax: price.gross }),
    ...(original === null
      ? {}
      : {
          original_price: original.net,
          original_price_tax: original.tax,
          original_price_incl_tax: original.gross,
        }),
    special_price: special.net,
    special_price_tax: special.tax,
    special_price_incl_tax: special.gross,
    ...(camelOn
      ? {
          ...(price === null ? {} : { priceTax: price.tax, priceInclTax: price.gross }),
          ...(original === null
            ? {}
            : {
                originalPrice: original.net,
                originalPriceTax: original.tax,
                originalPriceInclTax: original.gross,
              }),
          specialPrice: special.net,
          specialPriceTax: special.tax,
          specialPriceInclTax: special.gross,
        }
      : {}),
    price_is_current: true,
    price_refreshed_at: nowMs,
  };
  return out as T;
}

/**
 * Applies a render-list answer to products and their children (behaviour §4.6 step 4, api-contract §7.5):
 * items are matched by `id`; `price_incl_tax`, `original_price_incl_tax`, `special_price_incl_tax` come from
 * `price_info.final_price` / `regular_price` / `special_price`, the net fields from `tax_adjustments`, each
 * `*_tax` is the difference in grosze. When `price_incl_tax >= original_price_incl_tax` the special price is
 * zeroed. Matched products get `price_is_current = true`, `price_refreshed_at = now` (epoch ms) and the
 * camelCase copies; one `product-after-priceupdate` effect per top-level product that changed. Unmatched
 * products are returned unchanged. Pure.
 *
 * @example
 * const items = [{ id: 1, price_info: { final_price: 99.99, regular_price: 129.99, special_price: 99.99,
 *   extension_attributes: { tax_adjustments: { final_price: 81.29, regular_price: 105.68, special_price: 81.29 } } } }];
 * applyPlatformPrices([{ id: 1, sku: "A" }], items, { now: 0 }).products[0]?.price_tax; // 18.7
 */
export function applyPlatformPrices<TProduct extends RefreshableProduct>(
  products: readonly TProduct[],
  items: readonly RenderListItem[],
  options: ApplyPlatformPricesOptions,
): ApplyPlatformPricesResult<TProduct & RefreshedPriceFields> {
  const nowMs = toEpochMs(options.now);
  const camelOn = options.deprecatedPriceFieldsSupport ?? true;
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const effects: PriceUpdateEffect[] = [];
  const refreshed = products.map((product) => {
    let changed = false;
    const own = product.id === undefined ? undefined : byId.get(String(product.id));
    let next: TProduct = product;
    if (own !== undefined) {
      next = mapItem(product, own, nowMs, camelOn);
      changed = true;
    }
    if (Array.isArray(product.configurable_children)) {
      let childChanged = false;
      const children = product.configurable_children.map((child) => {
        const item = child.id === undefined ? undefined : byId.get(String(child.id));
        if (item === undefined) return child;
        childChanged = true;
        return mapItem(child, item, nowMs, camelOn);
      });
      if (childChanged) {
        next = { ...next, configurable_children: children };
        changed = true;
      }
    }
    if (changed) effects.push({ type: "emit", event: PRODUCT_AFTER_PRICEUPDATE_EVENT, sku: product.sku });
    return next;
  });
  return { products: refreshed, effects };
}

/**
 * Marks products as waiting for the background refresh (behaviour §4.6 step 5, the non-blocking path):
 * `price_is_current = false`, `price_refreshed_at = null`. Returns new objects. Pure.
 *
 * @example
 * markPricesPending([{ sku: "A" }])[0]; // { sku: "A", price_is_current: false, price_refreshed_at: null }
 */
export function markPricesPending<TProduct extends object>(
  products: readonly TProduct[],
): (TProduct & { price_is_current: false; price_refreshed_at: null })[] {
  return products.map((product) => ({
    ...product,
    price_is_current: false as const,
    price_refreshed_at: null,
  }));
}

/**
 * Whether a product load waits for the refresh (behaviour §4.6 step 5): with `waitForPlatformSync`, or
 * always on the server. Pure.
 *
 * @example
 * shouldWaitForPlatformSync({ waitForPlatformSync: false, isServer: true }); // true
 */
export function shouldWaitForPlatformSync(input: {
  readonly waitForPlatformSync: boolean;
  readonly isServer: boolean;
}): boolean {
  return input.waitForPlatformSync || input.isServer;
}

/**
 * Whether the loaded products' prices are refreshed again after a login or logout (behaviour §4.6,
 * catalogue §4): only when price tiers or group-based tax are on, because only then do prices depend on
 * who is logged in. Pure.
 *
 * @example
 * shouldRefreshPricesAfterAuthChange({ usePriceTiers: false, groupTaxActive: true }); // true
 * shouldRefreshPricesAfterAuthChange({ usePriceTiers: false, groupTaxActive: false }); // false
 */
export function shouldRefreshPricesAfterAuthChange(input: {
  readonly usePriceTiers: boolean;
  readonly groupTaxActive: boolean;
}): boolean {
  return input.usePriceTiers || input.groupTaxActive;
}
