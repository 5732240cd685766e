import type { LinkableCategory } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * The link to a category listing (behaviour.md §8.3, catalogue.md §2). Pure. The prefix is
 * `storeCode + '/'`, or `''` when there is no code or the **target** store view has
 * `appendStoreCode === false`. With the dispatcher on: `'/' + prefix + url_path`; otherwise
 * `'/' + prefix + 'c/' + slug`; without a category: `'/' + prefix`. A dispatcher path that a tag's slug
 * equals belongs to the tag (behaviour.md §8.6 resolves a tag before a category), so such a category
 * gets the route form `'/' + prefix + 'c/' + slug`, the one link that opens it.
 *
 * @example
 * formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" }); // "/kobieta/sukienki"
 * formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" }, "de"); // "/de/kobieta/sukienki"
 * formatCategoryLink({ slug: "sukienki" }, "", { ...defaultUrlConfig, useUrlDispatcher: false }); // "/c/sukienki"
 * formatCategoryLink({ slug: "wyprzedaz", url_path: "wyprzedaz" }, "", defaultUrlConfig, { tagSlugs: new Set(["wyprzedaz"]) }); // "/c/wyprzedaz"
 */
export function formatCategoryLink(
  category: LinkableCategory | null | undefined,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
  options: {
    /** The slugs of the shop's tags: a category whose `url_path` is one of them links by its route. @default none */
    readonly tagSlugs?: ReadonlySet<string> | undefined;
  } = {},
): string {
  const code = storeCode === undefined ? config.currentStoreCode : storeCode;
  const target =
    config.storeViews[code] ??
    (code === config.currentStoreCode || code === config.defaultStoreCode
      ? config.defaultStoreView
      : undefined);
  const prefix = code && target?.appendStoreCode !== false ? `${code}/` : "";
  if (!category) return `/${prefix}`;
  const shadowed = category.url_path ? options.tagSlugs?.has(category.url_path) === true : false;
  if (config.useUrlDispatcher && !shadowed) return `/${prefix}${category.url_path ?? ""}`;
  return `/${prefix}c/${category.slug ?? ""}`;
}
