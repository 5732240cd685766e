// Searches the small non-product entity types (categories, attributes, CMS, tags…) over their cached
// documents: a few hundred at most, so filters, sort and facets walk them in memory.
import type { EntityDocument } from "../catalog/createCatalogStore.js";
import type { EntityFields, FieldType } from "./entityFields.js";
import { normaliseValue } from "./normaliseValue.js";
import { sortBuckets } from "./productFacets.js";
import type { SearchPlan } from "./searchPlan.js";
import { valuesAt } from "./valuesAt.js";

export { valuesAt };

const collator = new Intl.Collator("pl", { sensitivity: "base", numeric: true });

function termsAggregation(docs: readonly EntityDocument[], path: string[], size: number) {
  const counts = new Map<unknown, number>();
  for (const doc of docs) {
    const seen = new Set<unknown>();
    for (const v of valuesAt(doc, path)) {
      if (v === null || typeof v === "object" || seen.has(v)) continue;
      seen.add(v);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  return {
    buckets: sortBuckets([...counts.entries()].map(([key, doc_count]) => ({ key, doc_count }))).slice(
      0,
      size,
    ),
  };
}

/**
 * Runs a compiled search over documents: filters, sort (id tie-break, Polish names), page, facets.
 *
 * @example
 * searchDocuments(categories, entityFields("category"), plan, () => {}).total;
 */
export function searchDocuments(
  docs: readonly EntityDocument[],
  fields: EntityFields,
  plan: SearchPlan,
  check: () => void,
): { total: number; page: EntityDocument[]; aggregations: Record<string, unknown> } {
  const compiled = plan.filters.map((f) => ({ ...f, segments: f.path.split(".") }));
  const matched = docs.filter((doc) => compiled.every((f) => f.test(valuesAt(doc, f.segments))));
  check();
  const specs =
    plan.sort.length > 0
      ? plan.sort
      : fields.defaultSort.map((s) => ({
          ...s,
          path: fields.paths.get(s.field) ?? s.field,
          type: (fields.sortable.get(s.field) ?? "number") as FieldType,
        }));
  const keyed = matched.map((doc) => ({
    doc,
    keys: specs.map((s) =>
      s.field === "_score" ? 0 : normaliseValue(s.type, valuesAt(doc, s.path.split("."))[0]),
    ),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < specs.length; i++) {
      const spec = specs[i] as (typeof specs)[number];
      const x = a.keys[i];
      const y = b.keys[i];
      const xMissing = x === null || x === undefined;
      const yMissing = y === null || y === undefined;
      if (xMissing || yMissing) {
        if (xMissing && yMissing) continue;
        return xMissing ? 1 : -1; // missing values sort last in both directions
      }
      let c: number;
      if (typeof x === "number" && typeof y === "number") c = x - y;
      else if (spec.field === "name") c = collator.compare(String(x), String(y));
      else c = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (c !== 0) return spec.order === "desc" ? -c : c;
    }
    // id asc is always the final tie-break (§8.5)
    return (Number(a.doc.id) || 0) - (Number(b.doc.id) || 0);
  });
  check();
  const aggregations: Record<string, unknown> = {};
  for (const facet of plan.facets)
    aggregations[`agg_terms_${facet.field}`] = termsAggregation(matched, facet.path.split("."), facet.size);
  return {
    total: keyed.length,
    page: keyed.slice(plan.from, plan.from + plan.size).map((k) => k.doc),
    aggregations,
  };
}
