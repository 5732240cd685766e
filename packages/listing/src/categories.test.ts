import { defaultUrlConfig, formatCategoryLink } from "@outlet/url-resolution";
import { describe, expect, it } from "vitest";
import { breadcrumbCategory, categoryBreadcrumbs, hierarchyIds, productBreadcrumbs } from "./breadcrumbs.js";
import type { Category } from "./categories.js";
import {
  activeCategories,
  assignCategorySlugs,
  attributesQuery,
  categoryByUrlPathQuery,
  categoryIdsToQuery,
  categorySearchQuery,
  descendantIds,
  findCategoryById,
  getCategoryByParams,
  getCategoryFrom,
  menuCategoriesQuery,
} from "./categories.js";
import { defaultListingConfig } from "./listingConfig.js";

const root = { id: 2, name: "Root", url_path: null, parent_ids: [1], level: 1, is_active: true };
const kobieta = {
  id: 11,
  name: "Kobieta",
  url_key: "kobieta",
  url_path: "kobieta",
  parent_ids: [1, 2],
  level: 2,
  is_active: true,
  product_count: 10,
};
const sukienki = {
  id: 12,
  name: "Sukienki",
  url_key: "sukienki",
  url_path: "kobieta/sukienki",
  parent_ids: [1, 2, 11],
  level: 3,
  is_active: true,
  product_count: 4,
};
const puste = {
  id: 13,
  name: "Puste",
  url_path: "kobieta/puste",
  parent_ids: ["1", "2", "11"],
  level: 3,
  is_active: true,
  product_count: 0,
};
const ukryte = { id: 14, name: "Ukryte", url_path: "ukryte", level: 2, is_active: false };
const all = [root, kobieta, sukienki, puste, ukryte];
const link = (category: Category) => formatCategoryLink(category);

describe("getCategoryFrom", () => {
  it("matches url_path to the route path without its leading slash", () => {
    expect(getCategoryFrom("/kobieta/sukienki", all)?.id).toBe(12);
  });

  it("removes the store code and normalises the path first", () => {
    expect(
      getCategoryFrom("/de/kobieta/sukienki/?sort=name", all, { ...defaultUrlConfig, multistore: true })?.id,
    ).toBe(12);
  });

  it("finds nothing for an unknown path", () => {
    expect(getCategoryFrom("/meska", all)).toBeUndefined();
  });
});

describe("getCategoryByParams", () => {
  it("accepts id (compared as a number), slug and url-key, ignoring other params", () => {
    expect(getCategoryByParams({ id: "12", page: "3" }, all)?.name).toBe("Sukienki");
    expect(getCategoryByParams({ "url-key": "kobieta" }, all)?.id).toBe(11);
    expect(getCategoryByParams({ slug: "x" }, [{ id: 5, slug: "x" }])?.id).toBe(5);
  });

  it("needs every kept key to match", () => {
    expect(getCategoryByParams({ id: "12", "url-key": "kobieta" }, all)).toBeUndefined();
  });

  it("finds nothing without a valid key (the spec's {})", () => {
    expect(getCategoryByParams({ page: "1" }, all)).toBeUndefined();
  });

  it("honours a configured list of valid keys", () => {
    expect(
      getCategoryByParams({ id: "12" }, all, {
        ...defaultListingConfig,
        validSearchOptionsFromRouteParams: ["slug"],
      }),
    ).toBeUndefined();
  });
});

describe("findCategoryById", () => {
  it("fails below the root category id with 'Category query returned empty result id = 1'", () => {
    const result = findCategoryById(1, [{ id: 1 }]);
    expect("error" in result && result.error.message).toBe("Category query returned empty result id = 1");
  });

  it("fails when nothing is found and returns a found category", () => {
    expect("error" in findCategoryById(99, all)).toBe(true);
    expect(findCategoryById("12", all)).toEqual({ category: sukienki });
    expect("category" in findCategoryById(2, all)).toBe(true);
  });
});

describe("categoryIdsToQuery", () => {
  it("skips loaded and known-missing ids, fails ids below the root, and de-duplicates", () => {
    const { query, errors } = categoryIdsToQuery([1, 12, "13", 13, 14], {
      loadedIds: [12],
      missingIds: ["14"],
    });
    expect(query).toEqual(["13"]);
    expect(errors.map((e) => e.message)).toEqual(["Category query returned empty result id = 1"]);
  });
});

describe("categorySearchQuery", () => {
  it("filters parent_id, level, extras (list → in, object → operator, else eq), active, non-empty in this order", () => {
    const { query, size, start } = categorySearchQuery({
      parentId: 2,
      level: 3,
      filters: { id: [11, 12], product_count: { gte: 1 }, url_key: "kobieta", skipped: null },
      onlyNotEmpty: true,
    });
    expect(query._appliedFilters).toEqual([
      { attribute: "parent_id", value: { eq: 2 }, scope: "default" },
      { attribute: "level", value: { eq: 3 }, scope: "default" },
      { attribute: "id", value: { in: [11, 12] }, scope: "default" },
      { attribute: "product_count", value: { gte: 1 }, scope: "default" },
      { attribute: "url_key", value: { eq: "kobieta" }, scope: "default" },
      { attribute: "is_active", value: { eq: true }, scope: "default" },
      { attribute: "product_count", value: { gt: 0 }, scope: "default" },
    ]);
    expect(query._appliedSort).toEqual([{ field: "position", options: "asc" }]);
    expect([size, start]).toEqual([4000, 0]);
  });

  it("leaves out is_active when onlyActive is false and level when it is 0", () => {
    expect(categorySearchQuery({ onlyActive: false, level: 0 }).query._appliedFilters).toEqual([]);
  });
});

describe("menuCategoriesQuery", () => {
  it("adds include_in_menu eq 1 and sorts by level then position", () => {
    const { query } = menuCategoriesQuery();
    expect(query._appliedFilters).toEqual([
      { attribute: "include_in_menu", value: { eq: 1 }, scope: "default" },
      { attribute: "is_active", value: { eq: true }, scope: "default" },
    ]);
    expect(query._appliedSort).toEqual([
      { field: "level", options: "asc" },
      { field: "position", options: "asc" },
    ]);
  });
});

describe("categoryByUrlPathQuery / attributesQuery", () => {
  it("looks a category up by url_path among active menu categories", () => {
    expect(categoryByUrlPathQuery("kobieta").query._appliedFilters.map((f) => f.attribute)).toEqual([
      "is_active",
      "include_in_menu",
      "url_path",
    ]);
  });

  it("searches attributes by code or id, optionally user-defined or visible only, size 150", () => {
    const { query, size } = attributesQuery({ ids: ["93", 144], onlyUserDefined: true, onlyVisible: true });
    expect(query._appliedFilters).toEqual([
      { attribute: "attribute_id", value: { in: [93, 144] }, scope: "default" },
      { attribute: "is_user_defined", value: { eq: true }, scope: "default" },
      { attribute: "is_visible", value: { eq: true }, scope: "default" },
    ]);
    expect(size).toBe(150);
  });
});

describe("descendantIds", () => {
  it("walks depth-first pre-order and skips children without an id", () => {
    const tree = {
      id: 1,
      children_data: [
        { id: 2, children_data: [{ id: 3 }, { name: "no id" } as never, { id: 4 }] },
        { id: 5 },
      ],
    };
    expect(descendantIds(tree)).toEqual([2, 3, 4, 5]);
  });
});

describe("assignCategorySlugs", () => {
  it("sets slug = url_key, else slugify(name)-id, on every descendant", () => {
    const tree = assignCategorySlugs({
      id: 11,
      name: "Kobieta",
      url_key: "kobieta",
      children_data: [{ id: 12, name: "Sukienki Letnie", children_data: [] }],
    });
    expect(tree.slug).toBe("kobieta");
    expect((tree.children_data?.[0] as Category | undefined)?.slug).toBe("sukienki-letnie-12");
  });

  it("ignores url_key when useUrlKeyAsSlug is off", () => {
    expect(
      assignCategorySlugs(
        { id: 11, name: "Kobieta", url_key: "k" },
        { ...defaultListingConfig, useUrlKeyAsSlug: false },
      ).slug,
    ).toBe("kobieta-11");
  });
});

describe("activeCategories", () => {
  it("keeps only active categories, and with onlyNotEmpty only those with products", () => {
    expect(activeCategories(all).map((c) => c.id)).toEqual([2, 11, 12, 13]);
    expect(activeCategories(all, { onlyNotEmpty: true }).map((c) => c.id)).toEqual([11, 12]);
  });
});

describe("hierarchyIds", () => {
  it("uses parent_ids plus the id, else the path, as strings", () => {
    expect(hierarchyIds(sukienki)).toEqual(["1", "2", "11", "12"]);
    expect(hierarchyIds({ id: 12, path: "1/2/11/12" })).toEqual(["1", "2", "11", "12"]);
  });
});

describe("categoryBreadcrumbs", () => {
  it("orders the loaded categories by the hierarchy, skips those without url_path, and omits the current one", () => {
    expect(
      categoryBreadcrumbs(sukienki, [sukienki, kobieta, root], {
        link,
        omitCurrent: true,
        current: "Sukienki",
      }),
    ).toEqual({
      routes: [{ name: "Kobieta", route_link: "/kobieta" }],
      current: "Sukienki",
    });
  });

  it("keeps the category without omitCurrent and compares string and number ids alike", () => {
    expect(categoryBreadcrumbs(puste, all, { link }).routes).toEqual([
      { name: "Kobieta", route_link: "/kobieta" },
      { name: "Puste", route_link: "/kobieta/puste" },
    ]);
  });

  it("links through the URL dispatcher setting", () => {
    const noDispatcher = { ...defaultUrlConfig, useUrlDispatcher: false };
    const crumbs = categoryBreadcrumbs(sukienki, all, {
      link: (c) => formatCategoryLink({ ...c, slug: String(c.url_key) }, "", noDispatcher),
    });
    expect(crumbs.routes.map((r) => r.route_link)).toEqual(["/c/kobieta", "/c/sukienki"]);
  });
});

describe("breadcrumbCategory / productBreadcrumbs", () => {
  it("uses the current category when it is among the product's categories and not the root", () => {
    expect(breadcrumbCategory({ category_ids: [11, 12] }, all, { currentCategory: kobieta })?.id).toBe(11);
    expect(breadcrumbCategory({ category_ids: [2, 12] }, all, { currentCategory: root })?.id).toBe(12);
    expect(breadcrumbCategory({ category_ids: [11] }, all, { currentCategory: sukienki })?.id).toBe(11);
  });

  it("otherwise takes the deepest category, ties going to the first in category_ids", () => {
    expect(breadcrumbCategory({ category_ids: [11, 13, 12] }, all)?.id).toBe(13);
  });

  it("builds the crumbs with the category kept and current = product name", () => {
    expect(productBreadcrumbs({ name: "Sukienka lniana", category_ids: [12, 11] }, all, { link })).toEqual({
      routes: [
        { name: "Kobieta", route_link: "/kobieta" },
        { name: "Sukienki", route_link: "/kobieta/sukienki" },
      ],
      current: "Sukienka lniana",
    });
    expect(productBreadcrumbs({ name: "X", category_ids: [] }, all, { link })).toEqual({
      routes: [],
      current: "X",
    });
  });
});
