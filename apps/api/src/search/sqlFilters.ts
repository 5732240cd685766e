// Compiles the search's filters (compileFilter.ts) to portable SQL over the product index
// (productIndexSchema.ts). A path holds a list of values (none when missing), `eq null` means "no value",
// negations hold for documents without values, and scope `catalog` lets a configurable parent match
// through `<path>_options`. Facet filters go through the variants a shopper can buy (reference-backend
// decision refining api-contract §8.3/§8.6): under catalog-scope term filters a configurable parent
// matches only when its own values meet them all or one enabled, in-stock child (a child without stock
// counts as in stock, behaviour.md §5.2) meets every filter with its own or the parent's values.
import { type RawBuilder, sql } from "kysely";
import type { FieldType } from "./entityFields.js";
import type { CompiledFilter, FilterMatch } from "./searchPlan.js";

type Sql = RawBuilder<unknown>;

/** Paths answered by a column of `catalog_product` (alias `p`) or `product_price` (alias `pp`). */
const COLUMNS: ReadonlyMap<string, Sql> = new Map([
  ["id", sql.ref("p.id")],
  ["sku", sql.ref("p.sku")],
  ["type_id", sql.ref("p.type_id")],
  ["status", sql.ref("p.status")],
  ["visibility", sql.ref("p.visibility")],
  ["order_priority", sql.ref("p.order_priority")],
  ["created_at", sql.ref("p.created_at")],
  ["updated_at", sql.ref("p.updated_at")],
  ["stock.is_in_stock", sql.ref("p.in_stock")],
  ["final_price_incl_tax", sql.ref("pp.final_price")],
  ["special_price_incl_tax", sql.ref("pp.special_price")],
]);

/** Paths that need the price join. */
export const PRICE_PATHS: ReadonlySet<string> = new Set(["final_price_incl_tax", "special_price_incl_tax"]);

/** Where a path's values come from: a column of the product row, or value rows of an owner. */
export type Source =
  | { readonly kind: "column"; readonly expr: Sql }
  | {
      readonly kind: "values";
      readonly table: "product_value" | "child_value";
      readonly owner: Sql;
      readonly path: string;
    };

/** The source of a product path (alias `p`). */
export function productSource(path: string): Source {
  const column = COLUMNS.get(path);
  return column
    ? { kind: "column", expr: column }
    : { kind: "values", table: "product_value", owner: sql.ref("p.id"), path };
}

/** The source of a configurable child's path (alias `c` of `product_child`). */
export function childSource(path: string): Source {
  return { kind: "values", table: "child_value", owner: sql.ref("c.child_key"), path };
}

/** The column a value of this type is compared on (`v` = value row). */
function valueColumn(type: FieldType | undefined, alias: string): Sql {
  return type === "string" || type === "date" ? sql.ref(`${alias}.str`) : sql.ref(`${alias}.num`);
}

/** "Some value at the source satisfies `test(x)`", `x` the comparable expression. */
function some(source: Source, type: FieldType | undefined, test: (x: Sql, truthy: Sql) => Sql): Sql {
  if (source.kind === "column") {
    const x = source.expr;
    return sql`(${x} IS NOT NULL AND ${test(x, sql`${x} = 1`)})`;
  }
  const x = valueColumn(type, "v");
  const cond = test(x, sql`COALESCE(v.num, 0) = 1`);
  const table = sql.table(source.table);
  // the product's own values: an uncorrelated IN the planner can drive from; a child's: correlated EXISTS
  return source.table === "product_value"
    ? sql`${source.owner} IN (SELECT v.owner FROM ${table} v WHERE v.field = ${source.path} AND ${cond})`
    : sql`EXISTS (SELECT 1 FROM ${table} v WHERE v.owner = ${source.owner} AND v.field = ${source.path} AND ${cond})`;
}

/** "The source has at least one value". */
export function anyValue(source: Source): Sql {
  if (source.kind === "column") return sql`(${source.expr} IS NOT NULL)`;
  return sql`EXISTS (SELECT 1 FROM ${sql.table(source.table)} v WHERE v.owner = ${source.owner} AND v.field = ${source.path})`;
}

function inList(x: Sql, truthy: Sql, type: FieldType | undefined, values: readonly unknown[]): Sql {
  if (type === "boolean") {
    const parts: Sql[] = [];
    if (values.includes(true)) parts.push(truthy);
    if (values.includes(false)) parts.push(sql`NOT (${truthy})`);
    return parts.length === 0 ? sql`1 = 0` : sql`(${sql.join(parts, sql` OR `)})`;
  }
  return sql`${x} IN (${sql.join(values.map((v) => sql`${v}`))})`;
}

const OPS = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

function likePattern(pattern: string): string {
  return pattern
    .split("*")
    .map((part) => part.replace(/[\\%_]/g, (c) => `\\${c}`))
    .join("%");
}

/**
 * The SQL condition of one filter's test over one source (what `CompiledFilter.test` computes in memory).
 *
 * @example
 * matchSql(productSource("color"), "number", { kind: "in", values: [49], wantsNull: false, negate: false });
 */
export function matchSql(source: Source, type: FieldType | undefined, match: FilterMatch): Sql {
  switch (match.kind) {
    case "in": {
      let cond =
        match.values.length > 0 ? some(source, type, (x, t) => inList(x, t, type, match.values)) : null;
      if (match.wantsNull) {
        const none = sql`NOT ${anyValue(source)}`;
        cond = cond === null ? none : sql`(${cond} OR ${none})`;
      }
      cond ??= sql`1 = 0`;
      return match.negate ? sql`NOT (${cond})` : cond;
    }
    case "range":
      return some(source, type, (x) =>
        sql.join(
          match.bounds.map((b) => sql`${x} ${OPS[b.op]} ${b.v}`),
          sql` AND `,
        ),
      );
    case "like": {
      const low = source.kind === "column" ? source.expr : sql.ref("v.low");
      if (source.kind === "column")
        return sql`(${low} IS NOT NULL AND LOWER(${low}) LIKE ${likePattern(match.pattern)} ESCAPE '\\')`;
      return some(source, "string", () => sql`v.low LIKE ${likePattern(match.pattern)} ESCAPE '\\'`);
    }
  }
}

/** A child is buyable: enabled, and its stock (when it has any) in stock. */
export const BUYABLE = sql`c.enabled = 1 AND COALESCE(c.in_stock, 1) = 1`;

/** The filter on the product's own values, or (scope catalog, not a range) through `<path>_options`. */
function filterSql(f: CompiledFilter): Sql {
  const own = matchSql(productSource(f.path), f.type, f.match);
  if (!f.catalog || f.isRange) return own;
  const options = productSource(`${f.path}_options`);
  return sql`(${own} OR (p.type_id = 'configurable' AND ${anyValue(options)} AND ${matchSql(options, f.type, f.match)}))`;
}

/** "Parent own value or child value meets the filter", inside a `product_child c` scope. */
export function meetsSql(f: CompiledFilter): Sql {
  return sql`(${matchSql(productSource(f.path), f.type, f.match)} OR ${matchSql(childSource(f.path), f.type, f.match)})`;
}

/**
 * The WHERE condition of a product search: every filter, plus the one-buyable-child rule for configurable
 * parents under catalog-scope term filters.
 *
 * @example
 * sql`SELECT p.id FROM catalog_product p WHERE ${whereSql(plan.filters)}`;
 */
export function whereSql(filters: readonly CompiledFilter[]): Sql {
  const parts = filters.map(filterSql);
  const childFilters = filters.filter((f) => f.catalog && !f.isRange);
  if (childFilters.length > 0) {
    const allOwn = sql.join(
      childFilters.map((f) => matchSql(productSource(f.path), f.type, f.match)),
      sql` AND `,
    );
    const through = sql.join(childFilters.map(meetsSql), sql` AND `);
    parts.push(
      sql`(p.type_id <> 'configurable' OR (${allOwn}) OR EXISTS (SELECT 1 FROM product_child c WHERE c.parent_id = p.id AND ${BUYABLE} AND ${through}))`,
    );
  }
  return parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` AND `);
}

/** Whether the filters or the given paths read a price column (the price join is needed). */
export function needsPrice(filters: readonly CompiledFilter[], paths: readonly string[]): boolean {
  return filters.some((f) => PRICE_PATHS.has(f.path)) || paths.some((p) => PRICE_PATHS.has(p));
}
