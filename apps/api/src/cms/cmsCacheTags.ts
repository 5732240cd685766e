// The storefront's cache tags of content (apps/storefront/app/lib/cacheTags.ts, catalogue.md §2): a content
// page is tagged `cmsPage` and `cmsPage-<identifier>`, the home page `cmsPage`; every page carries `menu`
// (the header menu, and the header promo block shown with it), so a block or the menu drops every page.

/** The tag of every page showing the header menu: every cached page. */
export const MENU_CACHE_TAG = "menu";

/**
 * The tags to announce when a CMS page is published: `cmsPage` and `cmsPage-<identifier>` of its identifier
 * now and before (a renamed page leaves its old address). Pure.
 *
 * @example
 * cmsPageCacheTags("o-nas", "o-firmie"); // ["cmsPage", "cmsPage-o-nas", "cmsPage-o-firmie"]
 */
export function cmsPageCacheTags(identifier: string, previousIdentifier?: string | null): string[] {
  const tags = ["cmsPage", `cmsPage-${identifier}`];
  if (previousIdentifier && previousIdentifier !== identifier) tags.push(`cmsPage-${previousIdentifier}`);
  return tags;
}

/**
 * The tags to announce when a CMS block is published: blocks are shown in the header and beside every
 * product (loaded with the menu), and on content pages, so `cmsPage` and {@link MENU_CACHE_TAG}. Pure.
 *
 * @example
 * cmsBlockCacheTags(); // ["cmsPage", "menu"]
 */
export function cmsBlockCacheTags(): string[] {
  return ["cmsPage", MENU_CACHE_TAG];
}
