import type { Category } from "./categories.js";

/**
 * One breadcrumb: the category name and its link (behaviour.md §7.7).
 *
 * @example
 * const crumb: BreadcrumbRoute = { name: "Kobieta", route_link: "/kobieta" };
 */
export interface BreadcrumbRoute {
  readonly name: string;
  readonly route_link: string;
}

/**
 * Breadcrumbs as the page shows them: `{ routes, current }` (catalogue.md §3).
 *
 * @example
 * const b: Breadcrumbs = { routes: [{ name: "Kobieta", route_link: "/kobieta" }], current: "Sukienki" };
 */
export interface Breadcrumbs {
  readonly routes: readonly BreadcrumbRoute[];
  readonly current: string | undefined;
}

/**
 * The hierarchy ids of a category (behaviour.md §7.7): `[...parent_ids, id]` when `parent_ids` exists,
 * else `path.split('/')`; all as strings. Pure.
 *
 * @example
 * hierarchyIds({ id: 12, parent_ids: [1, 2, 11] }); // ["1", "2", "11", "12"]
 * hierarchyIds({ id: 12, path: "1/2/11/12" }); // ["1", "2", "11", "12"]
 */
export function hierarchyIds(category: Category): string[] {
  if (category.parent_ids) return [...category.parent_ids, category.id].map(String);
  return (category.path ?? String(category.id)).split("/").filter((id) => id !== "");
}

/**
 * Category breadcrumbs (behaviour.md §7.7, catalogue.md §4): the loaded categories of the hierarchy in
 * hierarchy order, without the category itself when `omitCurrent`, each with a non-null `url_path`
 * becoming `{ name, route_link: link(category) }`. Pass `link` = `formatCategoryLink` from
 * `@outlet/url-resolution` with the store code. The category page passes `omitCurrent: true` and
 * `current = category.name`. Pure.
 *
 * @example
 * const kobieta = { id: 11, name: "Kobieta", url_path: "kobieta", parent_ids: [1, 2] };
 * const sukienki = { id: 12, name: "Sukienki", url_path: "kobieta/sukienki", parent_ids: [1, 2, 11] };
 * categoryBreadcrumbs(sukienki, [sukienki, kobieta], { omitCurrent: true, current: "Sukienki", link: (c) => `/${c.url_path}` });
 * // { routes: [{ name: "Kobieta", route_link: "/kobieta" }], current: "Sukienki" }
 */
export function categoryBreadcrumbs(
  category: Category,
  loaded: readonly Category[],
  options: {
    readonly link: (category: Category) => string;
    readonly omitCurrent?: boolean | undefined;
    readonly current?: string | undefined;
  },
): Breadcrumbs {
  const ids = hierarchyIds(category);
  const own = String(category.id);
  const routes: BreadcrumbRoute[] = [];
  for (const id of ids) {
    if (options.omitCurrent && id === own) continue;
    const found = id === own ? category : loaded.find((candidate) => String(candidate.id) === id);
    if (!found || found.url_path === null || found.url_path === undefined) continue;
    routes.push({ name: found.name ?? "", route_link: options.link(found) });
  }
  return { routes, current: options.current };
}

/**
 * The category a product's breadcrumbs follow (behaviour.md §7.7): the current category when it is set,
 * is not the root and is among the product's `category_ids`; otherwise the deepest of them (highest
 * `level`), ties going to the first in `category_ids` order. Pure.
 *
 * @example
 * breadcrumbCategory({ category_ids: [11, 12] }, [{ id: 11, level: 2 }, { id: 12, level: 3 }])?.id; // 12
 */
export function breadcrumbCategory<TCategory extends Category>(
  product: { readonly category_ids?: readonly (number | string)[] | undefined },
  categories: readonly TCategory[],
  options: {
    readonly currentCategory?: TCategory | null | undefined;
    readonly rootCategoryId?: number | undefined;
  } = {},
): TCategory | undefined {
  const ids = (product.category_ids ?? []).map(String);
  const current = options.currentCategory;
  if (
    current &&
    String(current.id) !== String(options.rootCategoryId ?? 2) &&
    ids.includes(String(current.id))
  )
    return current;
  let best: TCategory | undefined;
  for (const id of ids) {
    const category = categories.find((candidate) => String(candidate.id) === id);
    if (!category) continue;
    if (!best || (category.level ?? 0) > (best.level ?? 0)) best = category;
  }
  return best;
}

/**
 * Product breadcrumbs (behaviour.md §7.7): the crumbs of {@link breadcrumbCategory} with that category
 * kept, and `current = product.name`. Pure.
 *
 * @example
 * const kobieta = { id: 11, name: "Kobieta", url_path: "kobieta", parent_ids: [1, 2], level: 2 };
 * productBreadcrumbs({ name: "Sukienka", category_ids: [11] }, [kobieta], { link: (c) => `/${c.url_path}` });
 * // { routes: [{ name: "Kobieta", route_link: "/kobieta" }], current: "Sukienka" }
 */
export function productBreadcrumbs(
  product: {
    readonly name?: string | undefined;
    readonly category_ids?: readonly (number | string)[] | undefined;
  },
  categories: readonly Category[],
  options: {
    readonly link: (category: Category) => string;
    readonly currentCategory?: Category | null | undefined;
    readonly rootCategoryId?: number | undefined;
  },
): Breadcrumbs {
  const category = breadcrumbCategory(product, categories, options);
  if (!category) return { routes: [], current: product.name };
  return categoryBreadcrumbs(category, categories, { link: options.link, current: product.name });
}
