import { productByUrlPathQuery } from "@outlet/listing";
import type { Client } from "@outlet/transport";
import {
  type LinkableProduct,
  normalizeUrlPath,
  removeStoreCodeFromRoute,
  resolveUrl,
  type UrlResolution,
} from "@outlet/url-resolution";
import type { DispatchedPage, ShopData } from "../lib/catalogViews";
import { failureRecorder, serviceUnavailable } from "../lib/honestFailure.server";
import type { ProductDoc } from "../lib/productView";
import { redirectFor } from "../lib/redirects.server";
import { queryFromSearch } from "../lib/routeQuery";
import { shopConfig } from "../lib/shopConfig";
import { notFound, search } from "./catalogSearch.server";
import { loadCategoryPage, loadTagPage } from "./categoryPage.server";
import { findCmsPageDoc, loadCmsPage } from "./cmsPage.server";
import { PRODUCT_EXCLUDE, productPageData } from "./productPage.server";

/**
 * Resolves a path no route matched (catalogue.md §2, behaviour.md §8.6): a tag, a category by
 * `url_path`, a product by the last segment, a content page, the fixed pages; otherwise 404.
 */
export async function dispatch(api: Client, url: URL, data: ShopData): Promise<DispatchedPage> {
  const productsBySegment = new Map<string, ProductDoc>();
  // The resolver logs a failed step and goes on; a path that matched nothing while a step failed is
  // unknown, not missing (503, not 404).
  const failures = failureRecorder();
  const resolution: UrlResolution = await resolveUrl(
    { url: url.pathname, query: queryFromSearch(url.searchParams) },
    {
      findTag: (slug) => data.tags.find((tag) => tag.slug === slug) ?? null,
      findCategory: (urlPath) => data.categories.find((category) => category.url_path === urlPath) ?? null,
      findProduct: failures.watch(async (query) => {
        const lookup = productByUrlPathQuery(query.urlPath);
        const result = await search<ProductDoc>(api, lookup.query, {
          size: 1,
          excludeFields: PRODUCT_EXCLUDE,
        });
        const product = result.items[0];
        if (product) productsBySegment.set(query.urlPath, product);
        return (product as LinkableProduct | undefined) ?? null;
      }),
      findCmsPage: failures.watch(async (path) => {
        const page = await findCmsPageDoc(api, path);
        return page
          ? { identifier: String(page.identifier ?? ""), url_key: (page.url_key as string | null) ?? null }
          : null;
      }),
    },
    shopConfig.url,
  );
  for (const entry of resolution.log) console.warn(`[dispatch] ${entry.message}`);
  const { route } = resolution;
  const params = route.params ?? {};
  const slug = String(params.slug ?? "");
  switch (resolution.step) {
    case "tag": {
      const tag = data.tags.find((candidate) => candidate.slug === slug);
      if (tag) return loadTagPage(api, tag, url, data);
      break;
    }
    case "category": {
      const path = normalizeUrlPath(removeStoreCodeFromRoute(url.pathname, shopConfig.url)).replace(
        /^\//,
        "",
      );
      const category = data.categories.find((candidate) => candidate.url_path === path);
      if (category) return loadCategoryPage(api, category, url, data);
      break;
    }
    case "product": {
      const segment = url.pathname.split("/").filter(Boolean).pop() ?? "";
      const product = productsBySegment.get(segment);
      if (product) return productPageData(api, product, url.searchParams.get("childSku"), data);
      break;
    }
    case "cms-page":
    case "fixed-page":
      return loadCmsPage(api, slug);
    default:
      break;
  }
  // A path nothing answered may have moved: the shop's redirects come before a 404.
  const moved = await redirectFor(api, url);
  if (moved) throw moved;
  if (failures.any) throw serviceUnavailable();
  throw notFound("Page not found");
}
