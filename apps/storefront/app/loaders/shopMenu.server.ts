import type { SiteConfig } from "@outlet/transport";
import type { CategoryDoc, MenuEntry, TagDoc } from "../lib/catalogViews";
import { canonicalContentHref, categoryHref, tagHref } from "../lib/links";

/** The menu when the backend has no site configuration: level-2 menu categories, their children, then the left tags. */
export function menuFromCategories(categories: readonly CategoryDoc[], tags: readonly TagDoc[]): MenuEntry[] {
  const byPosition = (a: CategoryDoc, b: CategoryDoc) => (a.position ?? 0) - (b.position ?? 0);
  const inMenu = categories.filter((category) => category.include_in_menu !== false);
  const top = inMenu.filter((category) => category.level === 2).sort(byPosition);
  return [
    ...top.map((category) => ({
      id: category.id,
      label: category.name,
      url: categoryHref(category, tags),
      flag: false,
      children: inMenu
        .filter((child) => Number(child.parent_id) === category.id)
        .sort(byPosition)
        .map((child) => ({
          id: child.id,
          label: child.name,
          url: categoryHref(child, tags),
          flag: false,
          children: [],
        })),
    })),
    ...tags
      .filter((tag) => tag.left)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((tag) => ({
        id: 1000 + tag.id,
        label: tag.menu_name || tag.name,
        url: tagHref(tag.slug),
        flag: true,
        children: [],
      })),
  ];
}

/**
 * The menu of the site configuration (api-contract.md §12.9); an entry is flagged (Nowości, Ostatnie
 * sztuki) when it links to a tag. A link to a category (`/category/{slug}`) becomes the category's
 * canonical URL, so the menu never links to an address whose canonical is another one.
 *
 * @example
 * menuFromConfig(siteConfig.menu, categories, tags)[0]?.children.length;
 */
export function menuFromConfig(
  items: SiteConfig["menu"],
  categories: readonly CategoryDoc[],
  tags: readonly TagDoc[],
): MenuEntry[] {
  const flagTags = new Set(tags.filter((tag) => tag.left).map((tag) => tagHref(tag.slug)));
  const fromConfig = (level: SiteConfig["menu"]): MenuEntry[] =>
    level.map((item) => ({
      id: Number(item.id),
      label: item.label,
      url: canonicalContentHref(item.url, categories, tags),
      flag: flagTags.has(item.url) || item.url.startsWith("/tag/"),
      children: fromConfig(item.children),
    }));
  return fromConfig(items);
}
