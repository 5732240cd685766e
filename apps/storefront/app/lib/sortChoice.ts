import { parseSort, type SortSpec } from "@outlet/listing";

/**
 * Sort fields that order by the same value on the reference backend: `price` and `final_price` both
 * sort by the gross final price (`final_price_incl_tax`, api-contract.md §8 product sort paths).
 */
const SAME_FIELD: Readonly<Record<string, string>> = { price: "final_price" };

function canonical(sort: SortSpec): string {
  return `${SAME_FIELD[sort.field] ?? sort.field}:${sort.direction}`;
}

/**
 * Which entry of the sort menu a route's sort is (behaviour.md §7.3): `""` for the default
 * (`order_priority:desc`, also when written out), the id of the option that orders the same way
 * (`price:desc` is "Price: High to low", `final_price:asc` is "Price: Low to high"), or `null` when the
 * route sorts in a way the menu does not offer. Pure.
 *
 * @example
 * activeSortId({ field: "price", direction: "desc" }, ["updated_at:desc", "final_price", "final_price:desc"], { field: "order_priority", direction: "desc" }); // "final_price:desc"
 */
export function activeSortId(
  sort: SortSpec | null,
  optionIds: readonly string[],
  defaultSort: SortSpec,
): string | null {
  if (sort === null) return "";
  const key = canonical(sort);
  if (key === canonical(defaultSort)) return "";
  for (const id of optionIds) {
    const option = parseSort(id);
    if (option && canonical(option) === key) return id;
  }
  return null;
}
