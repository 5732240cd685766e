import type { CatalogStore, Doc } from "../catalog/createCatalogStore.js";
import { ApiError } from "../http/apiError.js";
import { buyableOptionBuckets, matchesThroughBuyableChild } from "./buyableChildren.js";
import { createTextIndex, type TextIndex } from "./createTextIndex.js";
import { type EntityFields, type EntityType, entityFields, type FieldType } from "./entityFields.js";
import {
  type CompiledFacet,
  compileSearch,
  normaliseValue,
  type SearchPlan,
  type SearchQueryParams,
} from "./parseSearchRequest.js";
import { createFieldSelector } from "./selectFields.js";

/** A search hit in the standard format (§8.8). */
export interface SearchHit {
  readonly _index: string;
  readonly _type: string;
  readonly _id: string;
  readonly _score: number;
  readonly _source: Record<string, unknown>;
}

/** The standard search response (§8.8), sent without the envelope. */
export interface SearchResponse {
  readonly took: number;
  readonly timed_out: false;
  readonly hits: { readonly total: number; readonly max_score: number; readonly hits: readonly SearchHit[] };
  readonly aggregations: Record<string, unknown>;
  readonly attribute_metadata?: readonly Record<string, unknown>[];
}

/** Executes SearchQueries on the in-process index. */
export interface SearchService {
  /**
   * Runs a validated search. Throws 400 (invalid query) or 503 (over the 1000 ms budget) as {@link ApiError}.
   */
  search(
    entityType: EntityType,
    query: SearchQueryParams,
    body: unknown,
    now: number,
  ): Promise<SearchResponse>;
  /** Text-scores products (id → score); exposed for tests and the URL map. */
  scoreText(text: string, now: number): Promise<Map<number, number>>;
  /** The whitelist of an entity type (product fields depend on the attribute documents). */
  fields(entityType: EntityType): Promise<EntityFields>;
}

/**
 * Reads the values at a dotted path, flattening arrays on the way.
 *
 * @example
 * valuesAt({ category: [{ name: "A" }, { name: "B" }] }, ["category", "name"]); // ["A", "B"]
 */
export function valuesAt(doc: unknown, path: readonly string[], from = 0): unknown[] {
  if (from === path.length) {
    if (Array.isArray(doc)) return doc.flatMap((d) => (d === undefined ? [] : [d]));
    return doc === undefined ? [] : [doc];
  }
  if (Array.isArray(doc)) return doc.flatMap((d) => valuesAt(d, path, from));
  if (doc === null || typeof doc !== "object") return [];
  const key = path[from] as string;
  // own fields only: a path never reaches a prototype member (`constructor`, `__proto__`)
  if (!Object.hasOwn(doc, key)) return [];
  return valuesAt((doc as Record<string, unknown>)[key], path, from + 1);
}

const DEFAULT_RANGES = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
const collator = new Intl.Collator("pl", { sensitivity: "base", numeric: true });

function rangeKey(r: { from?: number | undefined; to?: number | undefined }): string {
  const f = r.from === undefined ? "*" : r.from.toFixed(1);
  const t = r.to === undefined ? "*" : r.to.toFixed(1);
  return `${f}-${t}`;
}

function termsAggregation(docs: readonly Doc[], path: string[], size: number, onlyConfigurable: boolean) {
  const counts = new Map<unknown, number>();
  for (const doc of docs) {
    if (onlyConfigurable && doc.type_id !== "configurable") continue;
    const seen = new Set<unknown>();
    for (const v of valuesAt(doc, path)) {
      if (v === null || typeof v === "object" || seen.has(v)) continue;
      seen.add(v);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  const buckets = sortBuckets([...counts.entries()].map(([key, doc_count]) => ({ key, doc_count }))).slice(
    0,
    size,
  );
  return { buckets };
}

/** Buckets by `doc_count` descending, then by key (§8.6). */
function sortBuckets<TBucket extends { key: unknown; doc_count: number }>(buckets: TBucket[]): TBucket[] {
  return buckets.sort((a, b) => {
    if (b.doc_count !== a.doc_count) return b.doc_count - a.doc_count;
    if (typeof a.key === "number" && typeof b.key === "number") return a.key - b.key;
    return String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0;
  });
}

function rangeAggregation(docs: readonly Doc[], facet: CompiledFacet) {
  const ranges = facet.ranges && facet.ranges.length > 0 ? facet.ranges : DEFAULT_RANGES;
  const seen = new Set<string>();
  const buckets: Record<string, unknown>[] = [];
  for (const r of ranges) {
    const key = rangeKey(r);
    if (seen.has(key)) continue;
    seen.add(key);
    let count = 0;
    for (const doc of docs) {
      const price = doc.final_price_incl_tax;
      if (typeof price !== "number") continue;
      if ((r.from === undefined || price >= r.from) && (r.to === undefined || price < r.to)) count++;
    }
    buckets.push({
      key,
      ...(r.from === undefined ? {} : { from: r.from }),
      ...(r.to === undefined ? {} : { to: r.to }),
      doc_count: count,
    });
  }
  return { buckets };
}

/**
 * Creates the search service over the catalogue store. The product text index is rebuilt when the
 * catalogue is reloaded.
 *
 * @example
 * const search = createSearchService(catalog, { index: "catalog", budgetMs: 1000 });
 * search.search("product", { request_format: "search-query" }, {}, Date.now()).hits.total;
 */
export function createSearchService(
  catalog: CatalogStore,
  options: { index: string; budgetMs?: number; clock?: () => number },
): SearchService {
  const budget = options.budgetMs ?? 1000;
  const clock = options.clock ?? (() => performance.now());
  let textIndex: { generation: number; index: TextIndex } | null = null;

  const productFields = async (): Promise<EntityFields> =>
    entityFields("product", await catalog.documents("attribute"));
  const fieldsOf = async (type: EntityType): Promise<EntityFields> =>
    type === "product" ? productFields() : entityFields(type);

  const indexFor = async (now: number): Promise<TextIndex> => {
    const snapshot = await catalog.products(now);
    // the text fields do not depend on prices, so the index survives price re-computation
    if (textIndex === null || textIndex.generation !== snapshot.generation) {
      textIndex = {
        generation: snapshot.generation,
        index: createTextIndex(
          snapshot.products.map((p) => ({
            id: p.id as number,
            sku: String(p.sku),
            name: String(p.name ?? ""),
            categoryNames: ((p.category as { name?: string }[] | undefined) ?? []).map((c) =>
              String(c.name ?? ""),
            ),
            flagNames: ((p.flags as { name?: string }[] | undefined) ?? []).map((f) => String(f.name ?? "")),
            childSkus: ((p.configurable_children as { sku?: string }[] | undefined) ?? []).map((c) =>
              String(c.sku ?? ""),
            ),
          })),
        ),
      };
    }
    return textIndex.index;
  };

  // inverted indexes (value → ascending positions) of product fields, built on first use per snapshot
  let indexVersion = -1;
  let indexStockVersion = -1;
  const fieldIndexes = new Map<string, Map<unknown, number[]>>();
  const fieldIndex = (
    snapshot: { version: number; stockVersion?: number; products: readonly Doc[] },
    path: string,
    fieldType: FieldType,
  ): Map<unknown, number[]> => {
    if (snapshot.version !== indexVersion) {
      fieldIndexes.clear();
      indexVersion = snapshot.version;
      indexStockVersion = snapshot.stockVersion ?? 0;
    } else if ((snapshot.stockVersion ?? 0) !== indexStockVersion) {
      // an order changed stock in place: only the stock indexes are stale
      for (const key of [...fieldIndexes.keys()]) if (key.includes("stock")) fieldIndexes.delete(key);
      indexStockVersion = snapshot.stockVersion ?? 0;
    }
    const key = `${fieldType}:${path}`;
    const existing = fieldIndexes.get(key);
    if (existing) return existing;
    const index = new Map<unknown, number[]>();
    const segments = path.split(".");
    snapshot.products.forEach((doc, position) => {
      for (const raw of valuesAt(doc, segments)) {
        const value = normaliseValue(fieldType, raw);
        if (value === null || typeof value === "object") continue;
        const list = index.get(value);
        if (list === undefined) index.set(value, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    fieldIndexes.set(key, index);
    return index;
  };

  let positionsVersion = -1;
  let positionMap = new Map<number, number>();
  const positionsById = (snapshot: { version: number; products: readonly Doc[] }): Map<number, number> => {
    if (snapshot.version !== positionsVersion) {
      positionMap = new Map(snapshot.products.map((doc, position) => [doc.id as number, position]));
      positionsVersion = snapshot.version;
    }
    return positionMap;
  };

  const execute = async (
    type: EntityType,
    plan: SearchPlan,
    now: number,
    started: number,
  ): Promise<SearchResponse> => {
    const snapshot = type === "product" ? await catalog.products(now) : null;
    const docs: readonly Doc[] = snapshot ? snapshot.products : await catalog.documents(type);
    const fields = await fieldsOf(type);
    const check = (): void => {
      if (clock() - started > budget) {
        throw new ApiError("unavailable", {
          message: {
            pl: "Wyszukiwanie trwało zbyt długo. Spróbuj ponownie.",
            en: "The search took too long. Please retry.",
          },
        });
      }
    };
    const compiled = plan.filters.map((f) => ({
      ...f,
      segments: f.path.split("."),
      optionSegments: `${f.path}_options`.split("."),
    }));
    // eq/in filters on products are answered by the inverted indexes; the rest is tested per candidate
    let candidates: Uint8Array | null = null;
    let residual = compiled;
    if (snapshot) {
      const indexed = compiled.filter((f) => f.terms !== undefined && f.type !== undefined);
      for (const f of indexed) {
        const marks = new Uint8Array(docs.length);
        const own = fieldIndex(snapshot, f.path, f.type as FieldType);
        for (const term of f.terms ?? []) for (const position of own.get(term) ?? []) marks[position] = 1;
        if (f.catalog) {
          const options = fieldIndex(snapshot, `${f.path}_options`, f.type as FieldType);
          for (const term of f.terms ?? []) {
            for (const position of options.get(term) ?? [])
              if (docs[position]?.type_id === "configurable") marks[position] = 1;
          }
        }
        if (candidates === null) candidates = marks;
        else
          for (let i = 0; i < marks.length; i++)
            candidates[i] = (candidates[i] as number) & (marks[i] as number);
      }
      residual = compiled.filter((f) => !indexed.includes(f));
    }
    // the text narrows the filtered set (§8.4.5): its hits become one more candidate mask
    let scores: Map<number, number> | null = null;
    if (plan.text !== "" && snapshot) {
      scores = (await indexFor(now)).search(plan.text);
      const marks = new Uint8Array(docs.length);
      const positionOf = positionsById(snapshot);
      for (const id of scores.keys()) {
        const position = positionOf.get(id);
        if (position !== undefined) marks[position] = 1;
      }
      if (candidates === null) candidates = marks;
      else
        for (let i = 0; i < marks.length; i++)
          candidates[i] = (candidates[i] as number) & (marks[i] as number);
    }
    const childFilters = compiled.filter((f) => f.catalog && !f.isRange);
    const matched: Doc[] = [];
    const positions: number[] = [];
    for (let position = 0; position < docs.length; position++) {
      if (candidates !== null && candidates[position] === 0) continue;
      const doc = docs[position] as Doc;
      let ok = true;
      for (const f of residual) {
        let hit = f.test(valuesAt(doc, f.segments));
        // scope catalog: a configurable parent matches through its children's option ids (§8.3)
        if (!hit && f.catalog && !f.isRange && doc.type_id === "configurable") {
          const options = valuesAt(doc, f.optionSegments);
          hit = options.length > 0 && f.test(options);
        }
        if (!hit) {
          ok = false;
          break;
        }
      }
      // a colour or size filter matches a configurable parent only through one buyable child
      if (ok && childFilters.length > 0 && doc.type_id === "configurable")
        ok = matchesThroughBuyableChild(doc, childFilters, valuesAt);
      if (ok) {
        matched.push(doc);
        positions.push(position);
      }
    }
    check();
    const sortSpecs =
      plan.sort.length > 0
        ? plan.sort
        : scores !== null
          ? [{ field: "_score", order: "desc" as const, path: "_score", type: "number" as const }]
          : fields.defaultSort.map((s) => {
              const f = fields;
              return {
                ...s,
                path: f.paths.get(s.field) ?? s.field,
                type: f.sortable.get(s.field) ?? "number",
              };
            });
    const keyed = matched.map((doc) => {
      const score = scores?.get(doc.id as number) ?? 0;
      const keys = sortSpecs.map((s) => {
        if (s.field === "_score") return score;
        const v = valuesAt(doc, s.path.split("."))[0];
        return normaliseValue(s.type, v);
      });
      return { doc, score, keys };
    });
    keyed.sort((a, b) => {
      for (let i = 0; i < sortSpecs.length; i++) {
        const spec = sortSpecs[i] as (typeof sortSpecs)[number];
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
    const metadataFields = new Map<string, Set<string>>();
    // product facets count through the inverted indexes: Σ over each value's postings of "is matched"
    let inResult: Uint8Array | null = null;
    const indexedTerms = (path: string, fieldType: FieldType, size: number, onlyConfigurable: boolean) => {
      if (!snapshot) return null;
      if (inResult === null) {
        inResult = new Uint8Array(docs.length);
        for (const p of positions) inResult[p] = 1;
      }
      const marks = inResult;
      const counts: { key: unknown; doc_count: number }[] = [];
      for (const [key, postings] of fieldIndex(snapshot, path, fieldType)) {
        let n = 0;
        for (const p of postings)
          if (marks[p] === 1 && (!onlyConfigurable || docs[p]?.type_id === "configurable")) n++;
        if (n > 0) counts.push({ key, doc_count: n });
      }
      return { buckets: sortBuckets(counts).slice(0, size) };
    };
    const facetType = (field: string): FieldType => fields.filterable.get(field) ?? "string";
    for (const facet of plan.facets) {
      if (type === "product" && facet.field === "price") {
        aggregations.agg_range_price = rangeAggregation(matched, facet);
        continue;
      }
      const own =
        indexedTerms(facet.path, facetType(facet.field), facet.size, false) ??
        termsAggregation(matched, facet.path.split("."), facet.size, false);
      aggregations[`agg_terms_${facet.field}`] = own;
      const attrCode = facet.field.endsWith("_options")
        ? facet.field.slice(0, -"_options".length)
        : facet.field;
      const keys = metadataFields.get(attrCode) ?? new Set<string>();
      for (const b of own.buckets) keys.add(String(b.key));
      if (type === "product" && !facet.field.endsWith("_options")) {
        // option ids of configurable parents count through their buyable children (buyableChildren.ts)
        const optionsIndexed = snapshot
          ? fieldIndex(snapshot, `${facet.path}_options`, facetType(facet.field)).size > 0
          : false;
        const opts = optionsIndexed
          ? buyableOptionBuckets(matched, facet.path, childFilters, valuesAt, facet.size)
          : (indexedTerms(`${facet.path}_options`, facetType(facet.field), facet.size, true) ??
            termsAggregation(matched, `${facet.path}_options`.split("."), facet.size, true));
        aggregations[`agg_terms_${facet.field}_options`] = opts;
        for (const b of opts.buckets) keys.add(String(b.key));
      }
      metadataFields.set(attrCode, keys);
    }
    const page = keyed.slice(plan.from, plan.from + plan.size);
    // products carry no enumerable internal fields, so without a selection the document goes out as is
    const select =
      type === "product" && plan.include === null && plan.exclude === null
        ? (d: Doc) => d
        : createFieldSelector(plan.include, plan.exclude);
    const hits: SearchHit[] = page.map(({ doc, score }) => ({
      _index: options.index,
      _type: type,
      _id: String(doc.id ?? doc.identifier ?? ""),
      _score: score,
      _source: select(doc),
    }));
    const maxScore = keyed.reduce((m, k) => Math.max(m, k.score), 0);
    const response: SearchResponse = {
      took: Math.max(0, Math.round(clock() - started)),
      timed_out: false,
      hits: { total: keyed.length, max_score: maxScore, hits },
      aggregations,
    };
    if (type === "product" && plan.facets.length > 0) {
      const attributes = await catalog.documents("attribute");
      const metadata: Record<string, unknown>[] = [];
      for (const [code, keys] of metadataFields) {
        const attr = attributes.find((a) => a.attribute_code === code);
        if (!attr) continue;
        metadata.push({
          attribute_code: code,
          attribute_id: attr.attribute_id,
          default_frontend_label: attr.default_frontend_label,
          frontend_label: attr.frontend_label,
          options: ((attr.options as { value: string }[] | undefined) ?? []).filter((o) =>
            keys.has(String(o.value)),
          ),
        });
      }
      return { ...response, attribute_metadata: metadata };
    }
    return response;
  };

  return {
    fields: fieldsOf,
    scoreText: async (text, now) => (await indexFor(now)).search(text),
    async search(type, query, body, now) {
      const started = clock();
      const plan = compileSearch(type, await fieldsOf(type), query, body);
      return execute(type, plan, now, started);
    },
  };
}
