import { CATEGORIES, type CategorySeed } from "./catalogueData.js";
import type { JsonObject } from "./seedTypes.js";

/**
 * The categories a product is listed in (its parent, itself, and the sale category when on sale), as ids
 * and as the references the product document carries.
 *
 * @example
 * categoryRefs(dresses, true).ids; // [12, 11, 30] (parent, dresses, sale)
 */
export function categoryRefs(category: CategorySeed, onSale: boolean): { ids: number[]; refs: JsonObject[] } {
  const chain: CategorySeed[] = [];
  const parent = CATEGORIES.find((c) => c.id === category.parentId);
  if (parent) chain.push(parent);
  chain.push(category);
  if (onSale) {
    const sale = CATEGORIES.find((c) => c.slug === "wyprzedaz");
    if (sale) chain.push(sale);
  }
  return {
    ids: chain.map((c) => c.id),
    refs: chain.map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, path: c.urlPath })),
  };
}
