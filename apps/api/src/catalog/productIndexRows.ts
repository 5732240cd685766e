// Pure: the product-index rows (productIndexSchema.ts) of one product document. The search compares values
// exactly as `search/normaliseValue.ts` does, so the rows hold each value as a number and as text.

import { groupedPriceFields, specialWindowEdges } from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import type { ProductValueTable } from "../db/productIndexSchema.js";
import { entityFields } from "../search/entityFields.js";
import { valuesAt } from "../search/valuesAt.js";
import { type TaxRuleDoc, withPriceFields } from "./priceFields.js";

type Doc = Record<string, unknown>;

/** Paths answered by `catalog_product` columns or the price table, never by value rows. */
export const COLUMN_PATHS: ReadonlySet<string> = new Set([
  "id",
  "sku",
  "type_id",
  "status",
  "visibility",
  "order_priority",
  "created_at",
  "updated_at",
  "stock.is_in_stock",
  "final_price_incl_tax",
  "special_price_incl_tax",
]);

const DATE_PATHS: ReadonlySet<string> = new Set([
  "created_at",
  "updated_at",
  "special_from_date",
  "special_to_date",
]);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
/** The first and last instants a price row can cover (the range of a JavaScript date). */
export const TIME_MIN = -8_640_000_000_000_000;
export const TIME_MAX = 8_640_000_000_000_000;
/**
 * The field prefix of a configurable product's value rows holding what its buyable children carry
 * (`buyable:color`): the `<attr>_options` facet without other catalog filters counts these directly.
 */
export const BUYABLE_PREFIX = "buyable:";
/** Configurable children beyond this many per product are not indexed. */
export const MAX_CHILDREN = 1000;

/** Which paths get value rows: every filterable product path that is not a column, for the given attributes. */
export interface IndexedPaths {
  /** Paths of the product document. */
  readonly product: readonly string[];
  /** Paths of a configurable child (attributes and sku: what a catalog-scope filter meets on a child). */
  readonly child: readonly string[];
}

/**
 * The indexed paths for the attribute documents.
 *
 * @example
 * indexedPaths([{ attribute_code: "color", is_filterable: true, frontend_input: "select" }]).child; // ["sku", "color"]
 */
export function indexedPaths(attributes: readonly Doc[]): IndexedPaths {
  const fields = entityFields("product", attributes);
  const product = new Set<string>();
  for (const field of fields.filterable.keys()) {
    const path = fields.paths.get(field) ?? field;
    if (!COLUMN_PATHS.has(path)) product.add(path);
  }
  // read by the text index (productTextSource.ts), not filterable
  product.add("flags.name");
  const child = new Set<string>(["sku"]);
  for (const a of attributes)
    if (a.is_filterable === true && typeof a.attribute_code === "string") child.add(a.attribute_code);
  return { product: [...product], child: [...child] };
}

/**
 * A scalar as a value row (without owner and field), or null for null/objects.
 *
 * @example
 * indexValueOf("12", false); // { num: 12, str: "12", low: "12" }
 */
export function indexValueOf(
  value: unknown,
  isDate: boolean,
): Pick<ProductValueTable, "num" | "str" | "low"> | null {
  if (value === null || value === undefined || typeof value === "object") return null;
  if (typeof value === "boolean") return { num: value ? 1 : 0, str: String(value), low: String(value) };
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return { num: value, str: String(value), low: String(value) };
  }
  if (typeof value !== "string") return null;
  const str = isDate && value.length === 10 ? `${value} 00:00:00` : value;
  const num = NUMERIC.test(value) ? Number(value) : value === "true" ? 1 : value === "false" ? 0 : null;
  return { num, str, low: str.toLowerCase() };
}

/** Distinct value rows of some paths of a document. */
export function valueRows(owner: number, doc: Doc, paths: readonly string[]): ProductValueTable[] {
  const rows: ProductValueTable[] = [];
  for (const path of paths) {
    const seen = new Set<string>();
    for (const raw of valuesAt(doc, path.split("."))) {
      const v = indexValueOf(raw, DATE_PATHS.has(path));
      if (v === null) continue;
      const key = `${v.num}\u0000${v.str}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ owner, field: path, ...v });
    }
  }
  return rows;
}

const scalarNumber = (value: unknown): number | null => {
  const v = indexValueOf(value, false);
  return v?.num ?? null;
};
const scalarDate = (value: unknown): string | null => indexValueOf(value, true)?.str ?? null;

/** The stock facts the index needs: `is_in_stock` per sku from `stock_item`. */
export type StockFlags = ReadonlyMap<string, boolean>;

function childInStock(child: Doc, stock: StockFlags): boolean | null {
  const row = stock.get(String(child.sku));
  if (row !== undefined) return row;
  const own = child.stock as { is_in_stock?: unknown } | null | undefined;
  return own && typeof own === "object" ? Boolean(own.is_in_stock) : null;
}

/**
 * The gross final/special price intervals of a product (its prices change only at window edges). A grouped
 * product is priced as its answers are, by `@outlet/pricing`'s grouped rule over `items` (its enabled
 * linked items' stored documents), so a price sort or filter meets the set at its computed price; its
 * prices change at its items' window edges.
 */
export function priceRows(doc: Doc, rules: readonly TaxRuleDoc[], items: readonly Doc[] = []) {
  const grouped = doc.type_id === "grouped";
  const edges = new Set<number>();
  const add = (item: Doc) => {
    for (const e of specialWindowEdges(item)) edges.add(e);
  };
  add(doc);
  for (const child of (doc.configurable_children as Doc[] | undefined) ?? []) add(child);
  if (grouped) for (const item of items) add(item);
  const sorted = [...edges].filter((e) => e > TIME_MIN && e < TIME_MAX).sort((a, b) => a - b);
  const starts = [TIME_MIN, ...sorted];
  return starts.map((from, i) => {
    const to = sorted[i] ?? TIME_MAX;
    const at = from === TIME_MIN ? (sorted[0] ?? 0) - 1 : from;
    const own = withPriceFields(doc, { rules, now: at });
    const set = grouped
      ? groupedPriceFields(
          doc,
          items.map((item) => ({ ...withPriceFields(item, { rules, now: at }), sku: String(item.sku) })),
        ).fields
      : null;
    const priced = set ?? own;
    const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
    return {
      product_id: Number(doc.id),
      valid_from: from,
      valid_to: to,
      final_price: num(priced.final_price_incl_tax),
      special_price: num(priced.special_price_incl_tax),
    };
  });
}

/**
 * Every index row of one enabled product document; `groupedItems`: a grouped product's enabled linked items.
 *
 * @example
 * const rows = productIndexRows(doc, paths, rules, new Map([["SUK-1-M", true]]));
 */
export function productIndexRows(
  doc: Doc,
  paths: IndexedPaths,
  rules: readonly TaxRuleDoc[],
  stock: StockFlags,
  groupedItems: readonly Doc[] = [],
) {
  const id = Number(doc.id);
  const children = Array.isArray(doc.configurable_children)
    ? (doc.configurable_children as Doc[]).slice(0, MAX_CHILDREN)
    : [];
  const childRows = children.map((child, position) => ({
    child_key: id * MAX_CHILDREN + position,
    parent_id: id,
    child_id: scalarNumber(child.id),
    sku: String(child.sku ?? ""),
    enabled: isEnabled(child) ? 1 : 0,
    in_stock: ((v) => (v === null ? null : v ? 1 : 0))(childInStock(child, stock)),
  }));
  let inStock: number | null;
  if (doc.type_id === "configurable" && Array.isArray(doc.configurable_children)) {
    inStock = childRows.some((c) => c.enabled === 1 && c.in_stock === 1) ? 1 : 0;
  } else {
    const own = stock.get(String(doc.sku));
    const fromDoc = (doc.stock as { is_in_stock?: unknown } | undefined)?.is_in_stock;
    inStock = own !== undefined ? (own ? 1 : 0) : fromDoc === undefined ? null : fromDoc ? 1 : 0;
  }
  const product = {
    id,
    sku: String(doc.sku),
    type_id: String(doc.type_id ?? "simple"),
    status: scalarNumber(doc.status),
    visibility: scalarNumber(doc.visibility),
    order_priority: scalarNumber(doc.order_priority),
    created_at: scalarDate(doc.created_at),
    updated_at: scalarDate(doc.updated_at),
    name: typeof doc.name === "string" ? doc.name : null,
    url_path: typeof doc.url_path === "string" ? doc.url_path : null,
    uuid: typeof doc.uuid === "string" ? doc.uuid : null,
    in_stock: inStock,
  };
  const buyable = new Map<string, ProductValueTable>();
  children.forEach((child, position) => {
    const row = childRows[position] as { enabled: number; in_stock: number | null };
    if (doc.type_id !== "configurable" || row.enabled !== 1 || row.in_stock === 0) return;
    for (const v of valueRows(id, child, paths.child)) {
      if (v.field === "sku") continue;
      const field = `${BUYABLE_PREFIX}${v.field}`;
      buyable.set(`${field}\u0000${v.num}\u0000${v.str}`, { ...v, field });
    }
  });
  return {
    product,
    values: [...valueRows(id, doc, paths.product), ...buyable.values()],
    children: childRows,
    childValues: children.flatMap((child, position) =>
      valueRows(id * MAX_CHILDREN + position, child, paths.child),
    ),
    skus: [
      { sku: product.sku, product_id: id, child_key: null },
      ...childRows.map((c) => ({ sku: c.sku, product_id: id, child_key: c.child_key })),
    ],
    prices: priceRows(doc, rules, groupedItems),
  };
}
