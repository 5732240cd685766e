import {
  type Category,
  categoryBreadcrumbs,
  categoryListingQuery,
  categoryOptionsQuery,
  descendantIds,
  tagListingQuery,
} from "@outlet/listing";
import type { Client } from "@outlet/transport";
import { pl } from "../i18n/pl";
import type { CategoryDoc, CategoryPageData, ShopData, TagDoc, TagPageData } from "../lib/catalogViews";
import { categoryHref, tagHref } from "../lib/links";
import { sanitizeHtml } from "../lib/sanitizeHtml.server";
import { shopConfig } from "../lib/shopConfig";
import { breadcrumbView } from "./catalogSearch.server";
import { runListing } from "./listing.server";

/**
 * The category listing (catalogue.md §2, behaviour.md §7.7, §7.8, §7.12): products of the category and its
 * descendants, filters, sort, paging, breadcrumbs from the parent path.
 */
export async function loadCategoryPage(
  api: Client,
  category: CategoryDoc,
  url: URL,
  data: ShopData,
): Promise<CategoryPageData> {
  const ids = [category.id, ...descendantIds(withChildren(category, data.categories))];
  const { view } = await runListing(
    api,
    url,
    (state, available) =>
      categoryListingQuery({
        categoryIds: ids,
        state,
        availableFilters: available,
        config: shopConfig.listing,
      }),
    () => categoryOptionsQuery({ categoryIds: ids, config: shopConfig.listing }).query,
    data,
  );
  const crumbs = categoryBreadcrumbs(category, data.categories, {
    link: (found) => categoryHref(found, data.tags),
    omitCurrent: true,
    current: category.name,
  });
  return {
    kind: "category",
    category: {
      id: category.id,
      name: category.name,
      description: sanitizeHtml(category.description ?? ""),
      urlPath: category.url_path ?? "",
    },
    meta: {
      title: category.meta_title || `${category.name} | ${pl.shopName}`,
      description: category.meta_description || `${category.name} w cenach outletowych.`,
      canonical: categoryHref(category, data.tags),
    },
    breadcrumbs: breadcrumbView(crumbs.routes, category.name),
    listing: view,
  };
}

/** The flat category list with `children_data` rebuilt from `parent_id` (the list is fetched without it). */
function withChildren(category: CategoryDoc, all: readonly CategoryDoc[]): Category {
  const build = (node: CategoryDoc, depth: number): Category => ({
    ...node,
    children_data:
      depth > 8
        ? []
        : all.filter((child) => Number(child.parent_id) === node.id).map((child) => build(child, depth + 1)),
  });
  return build(category, 0);
}

/** The tag (flag) listing (catalogue.md §2, behaviour.md §7.8): products with `flags_ids` containing the tag. */
export async function loadTagPage(api: Client, tag: TagDoc, url: URL, data: ShopData): Promise<TagPageData> {
  const { view } = await runListing(
    api,
    url,
    (state, available) =>
      tagListingQuery({ tagId: tag.id, state, availableFilters: available, config: shopConfig.listing }),
    () => tagListingQuery({ tagId: tag.id, config: shopConfig.listing }),
    data,
  );
  return {
    kind: "tag",
    tag: { id: tag.id, name: tag.name, slug: tag.slug },
    meta: {
      title: `${tag.name} | ${pl.shopName}`,
      description: `${tag.name} — odzież markowa w cenach outletowych.`,
      canonical: tagHref(tag.slug),
    },
    breadcrumbs: { routes: [], current: tag.name },
    listing: view,
  };
}
