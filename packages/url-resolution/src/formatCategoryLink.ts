import type { LinkableCategory } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * The link to a category listing (behaviour.md §8.3, catalogue.md §2). Pure. The prefix is
 * `storeCode + '/'`, or `''` when there is no code or the **target** store view has
 * `appendStoreCode === false`. With the dispatcher on: `'/' + prefix + url_path`; otherwise
 * `'/' + prefix + 'c/' + slug`; without a category: `'/' + prefix`.
 *
 * @example
 * formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" }); // "/kobieta/sukienki"
 * formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" }, "de"); // "/de/kobieta/sukienki"
 * formatCategoryLink({ slug: "sukienki" }, "", { ...defaultUrlConfig, useUrlDispatcher: false }); // "/c/sukienki"
 */
export function formatCategoryLink(
  category: LinkableCategory | null | undefined,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
): string {
  const code = storeCode === undefined ? config.currentStoreCode : storeCode;
  const target =
    config.storeViews[code] ??
    (code === config.currentStoreCode || code === config.defaultStoreCode
      ? config.defaultStoreView
      : undefined);
  const prefix = code && target?.appendStoreCode !== false ? `${code}/` : "";
  if (!category) return `/${prefix}`;
  if (config.useUrlDispatcher) return `/${prefix}${category.url_path ?? ""}`;
  return `/${prefix}c/${category.slug ?? ""}`;
}
