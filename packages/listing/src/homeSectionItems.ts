// A merchandised home block (catalogue.md §1) promotes what a shopper can buy: issue 32 found two of the
// six "Nowa kolekcja" tiles saying "Wyprzedane" while newer items of the same tag were on sale. The
// section's query asks for more candidates than it shows, and this rule picks the tiles from them.

/**
 * How many candidates a home section asks the search for, so that sold-out items can give way to
 * available ones further down the same order: three times the section's size.
 *
 * @example
 * homeSectionCandidates(6); // 18
 */
export function homeSectionCandidates(size: number): number {
  return Math.max(0, size) * 3;
}

/**
 * The tiles a home section shows from its candidates (in the query's order): the first `size` available
 * items, topped up with sold-out ones, in their original order, only when fewer than `size` are available.
 * A sold-out item never pushes out an available one. Pure.
 *
 * @example
 * homeSectionItems(["a", "b-sold", "c", "d"], 3, (i) => !i.endsWith("sold")); // ["a", "c", "d"]
 * homeSectionItems(["a", "b-sold"], 3, (i) => !i.endsWith("sold")); // ["a", "b-sold"]
 */
export function homeSectionItems<TItem>(
  candidates: readonly TItem[],
  size: number,
  isAvailable: (item: TItem) => boolean,
): TItem[] {
  if (size <= 0) return [];
  const available = candidates.filter((item) => isAvailable(item));
  if (available.length >= size) return available.slice(0, size);
  const missing = size - available.length;
  const soldOut = new Set(candidates.filter((item) => !isAvailable(item)).slice(0, missing));
  // keep the query's order (newest first) among the chosen items
  return candidates.filter((item) => soldOut.has(item) || available.includes(item));
}
