/**
 * A store view as URL helpers read it (behaviour.md §1 `storeViews`).
 *
 * @example
 * const de: StoreView = { storeCode: "de", url: "/de", appendStoreCode: true, storeId: 2, i18n: { defaultLocale: "de-DE" } };
 */
export interface StoreView {
  readonly storeCode: string;
  readonly url?: string | undefined;
  readonly appendStoreCode?: boolean | undefined;
  readonly storeId?: number | undefined;
  readonly i18n?: { readonly defaultLocale?: string | undefined } | undefined;
  /** Parent store code whose settings this one extends (§8.10 `prepareStoreView`). */
  readonly extend?: string | undefined;
  readonly [setting: string]: unknown;
}

/**
 * Everything the URL helpers read. Pass it explicitly; nothing is global (behaviour.md §0).
 *
 * @example
 * const config: UrlConfig = { ...defaultUrlConfig, useUrlDispatcher: false };
 */
export interface UrlConfig {
  /**
   * `seo.useUrlDispatcher`: links use `url_path`, categories `/{url_path}`.
   * @default true
   */
  readonly useUrlDispatcher: boolean;
  /**
   * `storeViews.multistore`.
   * @default false
   */
  readonly multistore: boolean;
  /**
   * `storeViews.defaultStoreCode`.
   * @default ""
   */
  readonly defaultStoreCode: string;
  /**
   * The store code of the current request.
   * @default ""
   */
  readonly currentStoreCode: string;
  /**
   * `storeViews.mapStoreUrlsFor`, in order.
   * @default ["de", "it"]
   */
  readonly mapStoreUrlsFor: readonly string[];
  /**
   * The store views by code.
   * @default de (/de, de-DE, id 2) and it (/it, it-IT, id 3), both appendStoreCode
   */
  readonly storeViews: Readonly<Record<string, StoreView>>;
  /**
   * The default store view (the Polish shop).
   * @default { storeCode: "", url: "", storeId: 1, appendStoreCode: false, i18n: { defaultLocale: "pl-PL" } }
   */
  readonly defaultStoreView: StoreView;
  /**
   * `urlModule.enableMapFallbackUrl`: ask the mapping endpoint in the unknown-path order.
   * @default false
   */
  readonly enableMapFallbackUrl: boolean;
  /**
   * `urlModule.mapEndpoint`.
   * @default "/api/url/map"
   */
  readonly mapEndpoint: string;
  /**
   * `products.preventConfigurableChildrenDirectAccess`.
   * @default true
   */
  readonly preventConfigurableChildrenDirectAccess: boolean;
  /**
   * `tax.usePriceTiers`: send the customer group id in the mapping call.
   * @default false
   */
  readonly usePriceTiers: boolean;
  /**
   * `cart.setConfigurableProductOptions`, forwarded in the mapping call.
   * @default true
   */
  readonly setConfigurableProductOptions: boolean;
  /**
   * `products.filterUnavailableVariants`, forwarded in the mapping call.
   * @default false
   */
  readonly filterUnavailableVariants: boolean;
}

/**
 * The shop's defaults (behaviour.md §1). The German and Italian store ids (2, 3) are a decision: the
 * spec names the stores but not their ids.
 *
 * @example
 * defaultUrlConfig.mapEndpoint; // "/api/url/map"
 */
export const defaultUrlConfig: UrlConfig = Object.freeze({
  useUrlDispatcher: true,
  multistore: false,
  defaultStoreCode: "",
  currentStoreCode: "",
  mapStoreUrlsFor: Object.freeze(["de", "it"]),
  storeViews: Object.freeze({
    de: Object.freeze({
      storeCode: "de",
      url: "/de",
      appendStoreCode: true,
      storeId: 2,
      i18n: { defaultLocale: "de-DE" },
    }),
    it: Object.freeze({
      storeCode: "it",
      url: "/it",
      appendStoreCode: true,
      storeId: 3,
      i18n: { defaultLocale: "it-IT" },
    }),
  }),
  defaultStoreView: Object.freeze({
    storeCode: "",
    url: "",
    storeId: 1,
    appendStoreCode: false,
    i18n: { defaultLocale: "pl-PL" },
  }),
  enableMapFallbackUrl: false,
  mapEndpoint: "/api/url/map",
  preventConfigurableChildrenDirectAccess: true,
  usePriceTiers: false,
  setConfigurableProductOptions: true,
  filterUnavailableVariants: false,
});
