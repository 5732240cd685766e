/**
 * Facet filters through the variants a shopper can buy (reference-backend decision refining api-contract
 * §8.3 and §8.6): a configurable parent matches a colour or size filter only when one **enabled, in-stock**
 * child carries every chosen value at once (black M sold out: the dress does not match "black + M", even
 * with black S and white M in stock), and its `<attr>_options` facet counts only such children's values.
 * A child without a `stock` object counts as in stock (behaviour.md §5.2).
 */

type Doc = Record<string, unknown>;

/** The part of a compiled filter these checks read. */
export interface ChildFilter {
  readonly field: string;
  readonly segments: readonly string[];
  readonly test: (values: readonly unknown[]) => boolean;
}

/** Reads the values at a path of a document, arrays flattened (the search's own reader). */
export type ValuesAt = (doc: unknown, path: readonly string[]) => unknown[];

/**
 * Whether a child can be bought now: status below 2 (a missing status is enabled) and `stock.is_in_stock`
 * not false.
 *
 * @example
 * isBuyableChild({ status: 1, stock: { is_in_stock: false } }); // false
 */
export function isBuyableChild(child: Doc): boolean {
  if (Number(child.status ?? 1) >= 2) return false;
  const stock = child.stock as { is_in_stock?: unknown } | null | undefined;
  return !(stock && typeof stock === "object" && !stock.is_in_stock);
}

function childrenOf(doc: Doc): Doc[] {
  return Array.isArray(doc.configurable_children) ? (doc.configurable_children as Doc[]) : [];
}

/** A filter is met by the parent's own value or by the child's. */
function meets(parent: Doc, child: Doc, filter: ChildFilter, valuesAt: ValuesAt): boolean {
  return filter.test(valuesAt(parent, filter.segments)) || filter.test(valuesAt(child, filter.segments));
}

/**
 * Whether a configurable parent matches the catalog-scope term filters through one buyable child: every
 * filter is met by the parent's own value or by that child's. A parent whose own values meet every filter
 * needs no child.
 *
 * @example
 * matchesThroughBuyableChild(dress, [colorIn49, sizeIn169], valuesAt); // false when black M is sold out
 */
export function matchesThroughBuyableChild(
  doc: Doc,
  filters: readonly ChildFilter[],
  valuesAt: ValuesAt,
): boolean {
  if (filters.every((f) => f.test(valuesAt(doc, f.segments)))) return true;
  return childrenOf(doc).some(
    (child) => isBuyableChild(child) && filters.every((f) => meets(doc, child, f, valuesAt)),
  );
}

/**
 * The `<attr>_options` facet of matched configurable parents, counted through buyable children: a parent
 * counts once under each value of `attributeSegments` that a buyable child carries while meeting the
 * filters on the **other** attributes (so "M (3)" says how many products the M filter adds to the chosen
 * colour). Buckets as the search sorts them: `doc_count` descending, then key.
 *
 * @example
 * buyableOptionBuckets(matched, ["size"], [colorIn49], valuesAt, 999); // [{ key: 168, doc_count: 4 }, …]
 */
export function buyableOptionBuckets(
  docs: readonly Doc[],
  attribute: string,
  filters: readonly ChildFilter[],
  valuesAt: ValuesAt,
  size: number,
): { buckets: { key: unknown; doc_count: number }[] } {
  const others = filters.filter((f) => f.field !== attribute);
  const segments = attribute.split(".");
  const counts = new Map<unknown, number>();
  for (const doc of docs) {
    if (doc.type_id !== "configurable") continue;
    const seen = new Set<unknown>();
    for (const child of childrenOf(doc)) {
      if (!isBuyableChild(child) || !others.every((f) => meets(doc, child, f, valuesAt))) continue;
      for (const value of valuesAt(child, segments)) {
        if (value === null || typeof value === "object" || seen.has(value)) continue;
        seen.add(value);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
  }
  const buckets = [...counts.entries()].map(([key, doc_count]) => ({ key, doc_count }));
  buckets.sort((a, b) => {
    if (b.doc_count !== a.doc_count) return b.doc_count - a.doc_count;
    if (typeof a.key === "number" && typeof b.key === "number") return a.key - b.key;
    return String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0;
  });
  return { buckets: buckets.slice(0, size) };
}
