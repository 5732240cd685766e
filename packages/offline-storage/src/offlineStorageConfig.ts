/**
 * The store's limits and defaults (behaviour.md §1 and §14, catalogue.md §9, transactions.md §9). Every
 * key may be overridden.
 *
 * @example
 * const config: OfflineStorageConfig = { ...defaultOfflineStorageConfig, operationTimeoutMs: 500 };
 */
export interface OfflineStorageConfig {
  /** Timeout of `getItem` / `setItem` (and `removeItem`) in ms. @default 800 */
  readonly operationTimeoutMs: number;
  /** Time the persistent walk of `iterate` has to yield its first entry or complete, in ms. @default 2000 */
  readonly iterateTimeoutMs: number;
  /** Timeouts after which persistent reads are disabled for the collection. @default 1 */
  readonly readErrorLimit: number;
  /** Timeouts after which persistent writes are disabled for the collection. @default 30 */
  readonly writeErrorLimit: number;
  /** Interval of the size check of collections with a quota, in ms. @default 30000 */
  readonly sizeCheckIntervalMs: number;
  /** Entries whose visit number is below this are purged when over quota. @default 100 */
  readonly purgeBelowVisit: number;
  /** Lifetime of a cache entry in seconds. @default 86400 */
  readonly ttlSeconds: number;
  /** Collections whose entries never expire (the shopper's own data). @default see {@link defaultOfflineStorageConfig} */
  readonly neverExpire: readonly string[];
  /** Collections `clear()` keeps (`localStorage.preserveCollections`). @default ['cart', 'user'] */
  readonly preserveCollections: readonly string[];
  /** Quotas in KB by collection; others have none (`server.elasticCacheQuota`). @default { elasticCache: 4096 } */
  readonly quotasKb: Readonly<Record<string, number>>;
  /** `storeViews.commonCache`: collections are localized unless this is on. @default false */
  readonly commonCache: boolean;
  /**
   * Collections whose unsettled writes `leave()` journals (the shopper's own data; a cache written again
   * on the next visit is not worth it). @default the shopper's collections of `neverExpire`, without `recently-viewed`
   */
  readonly journalCollections: readonly string[];
}

/** The collections of the shopper's own data (kept, never expired, journaled when the page is left). */
const shopperCollections = [
  "cart",
  "user",
  "checkout",
  "orders",
  "syncTasks",
  "wishlist",
  "compare",
  "newsletter",
] as const;

/**
 * The shop's defaults. Shopper-owned collections never expire (decision): expiring a cart, an offline order
 * or a queued task after a day would lose the shopper's data that other rules must keep (transactions §4);
 * the 86 400 s TTL is the catalogue's *cache* lifetime (catalogue.md §9).
 *
 * @example
 * defaultOfflineStorageConfig.operationTimeoutMs; // 800
 */
export const defaultOfflineStorageConfig: OfflineStorageConfig = {
  operationTimeoutMs: 800,
  iterateTimeoutMs: 2000,
  readErrorLimit: 1,
  writeErrorLimit: 30,
  sizeCheckIntervalMs: 30_000,
  purgeBelowVisit: 100,
  ttlSeconds: 86_400,
  neverExpire: [...shopperCollections, "recently-viewed"],
  preserveCollections: ["cart", "user"],
  quotasKb: { elasticCache: 4096 },
  commonCache: false,
  journalCollections: shopperCollections,
};

/**
 * The journal's key for one collection's unsettled writes (`OfflineStorage.leave`). Pure.
 *
 * @example
 * journalKey("shop", "cart"); // "offline-storage-journal:shop/cart"
 */
export function journalKey(db: string, collection: string): string {
  return `offline-storage-journal:${db}/${collection}`;
}

/**
 * The collections of behaviour.md §14.1, in the spec's order. Others are created on first use.
 *
 * @example
 * offlineCollections.includes("elasticCache"); // true
 */
export const offlineCollections = [
  ...shopperCollections,
  "categories",
  "attributes",
  "products",
  "elasticCache",
  "cms",
  "url",
  "recently-viewed",
] as const;

/**
 * A collection name of §14.1 (any other string is allowed too and created on first use).
 *
 * @example
 * const name: OfflineCollectionName = "products";
 */
export type OfflineCollectionName = (typeof offlineCollections)[number];

/**
 * The database name (§14.1): `'<storeCode>-shop'` when the collection is localized and a store code is
 * set, else `'shop'`. Pure.
 *
 * @example
 * offlineDbName("de", true); // "de-shop"
 * offlineDbName("de", false); // "shop"
 * offlineDbName("", true); // "shop"
 */
export function offlineDbName(storeCode: string | null | undefined, localized: boolean): string {
  return localized && storeCode ? `${storeCode}-shop` : "shop";
}

/**
 * The physical key of an entry (§14.1): `<db>/<collection>/<key>`. Pure.
 *
 * @example
 * physicalKey("shop", "products", "SUK-1"); // "shop/products/SUK-1"
 */
export function physicalKey(db: string, collection: string, key: string): string {
  return `${db}/${collection}/${key}`;
}
