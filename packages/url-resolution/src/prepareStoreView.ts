import type { StoreView, UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * The shop-wide settings a store view starts from (behaviour.md §8.10).
 *
 * @example
 * const base: StoreViewBase = { i18n: { defaultLocale: "pl-PL", currencyCode: "PLN" }, tax: { defaultCountry: "PL" } };
 */
export interface StoreViewBase {
  readonly tax?: Readonly<Record<string, unknown>> | undefined;
  readonly i18n?: Readonly<Record<string, unknown>> | undefined;
  readonly search?: Readonly<Record<string, unknown>> | undefined;
  readonly seo?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The store view of a request (behaviour.md §8.10 `prepareStoreView`). Pure. The base is a deep copy of
 * `{ tax, i18n, search, seo, storeCode, storeId }` with `storeId` = the default store's id (or 1) and
 * `storeCode` = `code || defaultStoreCode || ''` with multistore, else `code || ''`. With multistore, the
 * store's entry is deep-merged on top, following `extend` chains parent-first (a cycle stops the chain).
 *
 * @example
 * const view = prepareStoreView("de", { i18n: { defaultLocale: "pl-PL", currencyCode: "PLN" } }, { ...defaultUrlConfig, multistore: true });
 * [view.storeCode, view.storeId, (view.i18n as { defaultLocale: string }).defaultLocale]; // ["de", 2, "de-DE"]
 */
export function prepareStoreView(
  code: string | null | undefined,
  base: StoreViewBase,
  config: UrlConfig = defaultUrlConfig,
): Record<string, unknown> {
  const storeCode = config.multistore ? code || config.defaultStoreCode || "" : code || "";
  let view: Record<string, unknown> = deepCopy({
    tax: base.tax ?? {},
    i18n: base.i18n ?? {},
    search: base.search ?? {},
    seo: base.seo ?? {},
    storeCode,
    storeId: config.defaultStoreView.storeId ?? 1,
  }) as Record<string, unknown>;
  if (!config.multistore || !storeCode) return view;
  const chain: StoreView[] = [];
  const seen = new Set<string>();
  let current: string | undefined = storeCode;
  while (current && !seen.has(current) && config.storeViews[current]) {
    seen.add(current);
    const entry: StoreView = config.storeViews[current] as StoreView;
    chain.unshift(entry);
    current = entry.extend;
  }
  for (const entry of chain) view = deepMerge(view, entry as Record<string, unknown>);
  return { ...view, storeCode };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)]));
  return value;
}

function deepMerge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : deepCopy(value);
  }
  return merged;
}
