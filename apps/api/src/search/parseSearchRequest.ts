import { z } from "zod";
import { ApiError, type Issue } from "../http/apiError.js";
import { commonQuery, issue, parseInput, queryInt } from "../http/validation.js";
import type { EntityFields, FieldType, SortSpec } from "./entityFields.js";

/** A compiled filter: a predicate over the values found at `path`. */
export interface CompiledFilter {
  readonly field: string;
  readonly path: string;
  /** Scope `catalog`: a configurable parent also matches through `<field>_options` (§8.3). */
  readonly catalog: boolean;
  readonly isRange: boolean;
  readonly test: (values: readonly unknown[]) => boolean;
  /** For `eq`/`in` without `null`: the normalised operands, so an inverted index can answer the filter. */
  readonly terms?: readonly unknown[];
  /** The field's type (how stored values are normalised). */
  readonly type?: FieldType;
  /** The operator and operands, for the SQL compiler (`sqlFilters.ts`). */
  readonly match: FilterMatch;
}

/**
 * What a filter asks, operator by operator: `in` (eq/in, `negate` for neq/nin; `wantsNull`: a document
 * without a value matches), a range of `gt/gte/lt/lte` bounds, or a lower-case `like` pattern (`*` wildcards).
 */
export type FilterMatch =
  | {
      readonly kind: "in";
      readonly values: readonly unknown[];
      readonly wantsNull: boolean;
      readonly negate: boolean;
    }
  | { readonly kind: "range"; readonly bounds: readonly { op: "gt" | "gte" | "lt" | "lte"; v: unknown }[] }
  | { readonly kind: "like"; readonly pattern: string };

/** A compiled aggregation request (§8.6). */
export interface CompiledFacet {
  readonly field: string;
  readonly path: string;
  readonly size: number;
  readonly ranges: readonly { from?: number | undefined; to?: number | undefined }[] | null;
}

/** A validated SearchQuery ready to execute. */
export interface SearchPlan {
  readonly filters: readonly CompiledFilter[];
  readonly facets: readonly CompiledFacet[];
  readonly sort: readonly (SortSpec & { path: string; type: FieldType })[];
  readonly text: string;
  readonly size: number;
  readonly from: number;
  readonly include: readonly string[] | null;
  readonly exclude: readonly string[] | null;
}

const SCOPE = z.enum(["default", "catalog"]);
const ORDER = z.enum(["asc", "desc"]);
const PATTERN = /^[A-Za-z0-9_.*]{1,100}$/;

/** The SearchQuery body of §8.2 (strict: unknown keys give 400). */
export const searchBodySchema = z.strictObject({
  _appliedFilters: z
    .array(
      z.strictObject({
        attribute: z.string().min(1).max(100),
        value: z.unknown(),
        scope: z.union([SCOPE, z.array(SCOPE).min(1).max(2)]).optional(),
        options: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(50)
    .default([]),
  _availableFilters: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        scope: z.literal("catalog").optional(),
        options: z
          .strictObject({
            size: z.number().int().min(1).max(1000).optional(),
            ranges: z
              .array(
                z.strictObject({ from: z.number().finite().optional(), to: z.number().finite().optional() }),
              )
              .max(20)
              .optional(),
          })
          .optional(),
      }),
    )
    .max(30)
    .default([]),
  _appliedSort: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        options: z.union([ORDER, z.strictObject({ order: ORDER })]),
      }),
    )
    .max(3)
    .default([]),
  _searchText: z.string().max(10_000).default(""),
  groupToken: z.unknown().optional(),
  groupId: z.unknown().optional(),
});

/** The SearchQuery body after defaults. */
export type SearchBody = z.output<typeof searchBodySchema>;

const fieldList = z
  .string()
  .max(20_000)
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter((x) => x !== ""),
  )
  .pipe(z.array(z.string().regex(PATTERN)).max(100));

/** Query parameters of §8.1 (any other gives 400). */
export const searchQuerySchema = z.strictObject({
  ...commonQuery,
  request_format: z.string().max(50).optional(),
  response_format: z.string().max(50).optional(),
  size: queryInt(0, 100_000).optional(),
  from: queryInt(0, 100_000).optional(),
  sort: z.string().max(500).optional(),
  _source_include: fieldList.optional(),
  _source_exclude: fieldList.optional(),
  request: z.string().max(60_000).optional(),
});

/** Parsed §8.1 query parameters. */
export type SearchQueryParams = z.output<typeof searchQuerySchema>;

/** "Searched term should consist of at least 3 characters." (§8.2, catalogue §5) */
export const SEARCH_TERM_TOO_SHORT = "Searched term should consist of at least 3 characters.";

const DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

type Coerced = { ok: true; value: unknown } | { ok: false };

function coerce(type: FieldType, operand: unknown, forRange: boolean): Coerced {
  if (operand === null) return forRange ? { ok: false } : { ok: true, value: null };
  switch (type) {
    case "number":
      if (typeof operand === "number" && Number.isFinite(operand)) return { ok: true, value: operand };
      if (typeof operand === "string" && NUMERIC.test(operand)) return { ok: true, value: Number(operand) };
      if (forRange && typeof operand === "string" && DATE.test(operand)) return { ok: false };
      return { ok: false };
    case "boolean":
      if (operand === true || operand === 1 || operand === "1" || operand === "true")
        return { ok: true, value: true };
      if (operand === false || operand === 0 || operand === "0" || operand === "false")
        return { ok: true, value: false };
      return { ok: false };
    case "string":
      if (forRange) return { ok: false };
      if (typeof operand === "string") return { ok: true, value: operand };
      if (typeof operand === "number" && Number.isFinite(operand))
        return { ok: true, value: String(operand) };
      return { ok: false };
    case "date":
      if (typeof operand === "string" && DATE.test(operand))
        return { ok: true, value: operand.length === 10 ? `${operand} 00:00:00` : operand };
      return { ok: false };
  }
}

/**
 * Normalises a stored value for comparison with a coerced operand.
 *
 * @example
 * normaliseValue("date", "2024-05-01"); // "2024-05-01 00:00:00"
 */
export function normaliseValue(type: FieldType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (type) {
    case "number":
      return typeof value === "number"
        ? value
        : typeof value === "string" && NUMERIC.test(value)
          ? Number(value)
          : value;
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "true";
    case "string":
      return typeof value === "number" ? String(value) : value;
    case "date":
      return typeof value === "string" && value.length === 10 ? `${value} 00:00:00` : value;
  }
}

const OPERATORS = ["eq", "in", "neq", "nin", "gt", "gte", "lt", "lte", "like"] as const;
type Operator = (typeof OPERATORS)[number];

function likeRegex(pattern: string): RegExp {
  const escaped = pattern
    .toLowerCase()
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${escaped}$`, "s");
}

function compileFilter(
  index: number,
  filter: SearchBody["_appliedFilters"][number],
  fields: EntityFields,
  issues: Issue[],
): CompiledFilter | null {
  const base = `_appliedFilters.${index}`;
  const type = fields.filterable.get(filter.attribute);
  if (type === undefined) {
    issues.push(
      issue(
        `${base}.attribute`,
        "invalid_enum",
        `Pole „${filter.attribute}” nie jest filtrowalne.`,
        `Field "${filter.attribute}" is not filterable.`,
      ),
    );
    return null;
  }
  if (filter.value === undefined) {
    issues.push(issue(`${base}.value`, "required", "To pole jest wymagane.", "This field is required."));
    return null;
  }
  let value: Record<string, unknown>;
  if (filter.value === null || typeof filter.value !== "object" || Array.isArray(filter.value)) {
    value = { in: Array.isArray(filter.value) ? filter.value : [filter.value] };
  } else {
    value = filter.value as Record<string, unknown>;
  }
  const ops = Object.keys(value);
  for (const op of ops) {
    if (!(OPERATORS as readonly string[]).includes(op)) {
      issues.push(
        issue(`${base}.value.${op}`, "unknown_key", `Nieznany operator: ${op}.`, `Unknown operator: ${op}.`),
      );
      return null;
    }
  }
  const lower = ops.filter((o) => o === "gt" || o === "gte");
  const upper = ops.filter((o) => o === "lt" || o === "lte");
  const isRange = lower.length + upper.length === ops.length && ops.length > 0;
  if (ops.length === 0 || (!isRange && ops.length > 1) || lower.length > 1 || upper.length > 1) {
    issues.push(
      issue(
        `${base}.value`,
        "conflict",
        "Dozwolony jest dokładnie jeden operator (lub zakres gt/gte z lt/lte).",
        "Exactly one operator is allowed (or a gt/gte with lt/lte range).",
      ),
    );
    return null;
  }
  const path = fields.paths.get(filter.attribute) ?? filter.attribute;
  const catalog =
    filter.scope === "catalog" || (Array.isArray(filter.scope) && filter.scope.includes("catalog"));
  const badType = (op: string): null => {
    issues.push(
      issue(
        `${base}.value.${op}`,
        "invalid_type",
        `Nieprawidłowa wartość dla pola ${filter.attribute} (${type}).`,
        `Invalid operand for ${filter.attribute} (${type}).`,
      ),
    );
    return null;
  };
  const norm = (values: readonly unknown[]): unknown[] => values.map((v) => normaliseValue(type, v));
  if (isRange) {
    const bounds: { op: Operator; v: unknown }[] = [];
    for (const op of ops as Operator[]) {
      const c = coerce(type === "boolean" ? "number" : type, value[op], true);
      if (!c.ok || type === "boolean" || type === "string") return badType(op);
      bounds.push({ op, v: c.value });
    }
    const holds = (x: unknown): boolean =>
      x !== null &&
      typeof x === typeof bounds[0]?.v &&
      bounds.every(({ op, v }) => {
        const a = x as number | string;
        const b = v as number | string;
        return op === "gt" ? a > b : op === "gte" ? a >= b : op === "lt" ? a < b : a <= b;
      });
    return {
      field: filter.attribute,
      path,
      catalog,
      isRange: true,
      test: (values) => norm(values).some(holds),
      type,
      match: { kind: "range", bounds: bounds as { op: "gt" | "gte" | "lt" | "lte"; v: unknown }[] },
    };
  }
  const op = ops[0] as Operator;
  const operand = value[op];
  switch (op) {
    case "eq":
    case "neq": {
      if (Array.isArray(operand) || (operand !== null && typeof operand === "object")) return badType(op);
      const c = coerce(type, operand, false);
      if (!c.ok) return badType(op);
      const eq = (values: readonly unknown[]): boolean => {
        const vs = norm(values);
        return c.value === null ? vs.every((v) => v === null) : vs.some((v) => v === c.value);
      };
      return {
        field: filter.attribute,
        path,
        catalog,
        isRange: false,
        type,
        test: op === "eq" ? eq : (values) => !eq(values),
        ...(op === "eq" && c.value !== null ? { terms: [c.value] } : {}),
        match: {
          kind: "in",
          values: c.value === null ? [] : [c.value],
          wantsNull: c.value === null,
          negate: op === "neq",
        },
      };
    }
    case "in":
    case "nin": {
      if (!Array.isArray(operand)) return badType(op);
      if (operand.length < 1 || operand.length > 200) {
        issues.push(
          issue(
            `${base}.value.${op}`,
            operand.length < 1 ? "too_small" : "too_big",
            "Lista musi mieć od 1 do 200 elementów.",
            "The list must have 1 to 200 items.",
          ),
        );
        return null;
      }
      const set = new Set<unknown>();
      let wantsNull = false;
      for (const item of operand) {
        if (item !== null && typeof item === "object") return badType(op);
        const c = coerce(type, item, false);
        if (!c.ok) return badType(op);
        if (c.value === null) wantsNull = true;
        else set.add(c.value);
      }
      const anyIn = (values: readonly unknown[]): boolean => {
        const vs = norm(values);
        return vs.some((v) => v !== null && set.has(v)) || (wantsNull && vs.every((v) => v === null));
      };
      return {
        field: filter.attribute,
        path,
        catalog,
        isRange: false,
        type,
        test: op === "in" ? anyIn : (values) => !anyIn(values),
        ...(op === "in" && !wantsNull ? { terms: [...set] } : {}),
        match: { kind: "in", values: [...set], wantsNull, negate: op === "nin" },
      };
    }
    case "like": {
      if (typeof operand !== "string" || operand.length < 1 || operand.length > 100) {
        issues.push(
          issue(
            `${base}.value.like`,
            "invalid_type",
            "Operator like wymaga tekstu o długości 1–100.",
            "like needs a string of 1–100 characters.",
          ),
        );
        return null;
      }
      if (type !== "string") return badType(op);
      const re = likeRegex(operand);
      return {
        field: filter.attribute,
        path,
        catalog,
        isRange: false,
        test: (values) => values.some((v) => typeof v === "string" && re.test(v.toLowerCase())),
        type,
        match: { kind: "like", pattern: operand.toLowerCase() },
      };
    }
    default:
      return null;
  }
}

function parseSort(
  body: SearchBody,
  uriSort: string | undefined,
  fields: EntityFields,
  issues: Issue[],
): (SortSpec & { path: string; type: FieldType })[] | null {
  const out: (SortSpec & { path: string; type: FieldType })[] = [];
  if (body._appliedSort.length > 0 && uriSort !== undefined && uriSort !== "") {
    issues.push(
      issue(
        "query.sort",
        "conflict",
        "Podaj sortowanie w treści albo w parametrze sort, nie w obu.",
        "Give the sort either in the body or in the sort parameter, not both.",
      ),
    );
    return null;
  }
  const add = (field: string, order: "asc" | "desc", path: string): void => {
    const type = fields.sortable.get(field);
    if (type === undefined) {
      issues.push(
        issue(path, "invalid_enum", `Nie można sortować po polu „${field}”.`, `Cannot sort by "${field}".`),
      );
      return;
    }
    out.push({ field, order, path: fields.paths.get(field) ?? field, type });
  };
  body._appliedSort.forEach((s, i) => {
    add(s.field, typeof s.options === "string" ? s.options : s.options.order, `_appliedSort.${i}.field`);
  });
  if (uriSort !== undefined && uriSort !== "") {
    const parts = uriSort.split(",").map((p) => p.trim());
    if (parts.length > 3) {
      issues.push(issue("query.sort", "too_big", "Najwyżej 3 pola sortowania.", "At most 3 sort fields."));
      return null;
    }
    for (const part of parts) {
      const m = /^([A-Za-z0-9_.]{1,100})(?::(asc|desc))?$/.exec(part);
      if (!m) {
        issues.push(
          issue(
            "query.sort",
            "invalid_format",
            "Nieprawidłowy format sortowania (pole[:asc|desc]).",
            "Invalid sort format (field[:asc|desc]).",
          ),
        );
        return null;
      }
      add(m[1] as string, (m[2] as "asc" | "desc" | undefined) ?? "asc", "query.sort");
    }
  }
  return out;
}

/**
 * Validates and compiles a search request (§8.1–§8.7) for one entity type. Throws a 400 {@link ApiError}
 * listing every problem.
 *
 * @example
 * const plan = compileSearch("product", fields, { request_format: "search-query", size: 10 }, body);
 */
export function compileSearch(
  entityType: string,
  fields: EntityFields,
  query: SearchQueryParams,
  rawBody: unknown,
): SearchPlan {
  const issues: Issue[] = [];
  if (query.request_format !== "search-query") {
    issues.push(
      issue(
        "query.request_format",
        "unsupported",
        "Obsługiwany jest tylko format search-query.",
        "Only request_format=search-query is supported.",
      ),
    );
  }
  if (query.response_format !== undefined && query.response_format !== "standard") {
    issues.push(
      query.response_format === "compact"
        ? issue(
            "query.response_format",
            "unsupported",
            "Format compact nie jest obsługiwany.",
            "response_format=compact is not supported.",
          )
        : issue(
            "query.response_format",
            "invalid_enum",
            "Dozwolona wartość: standard.",
            "Allowed value: standard.",
          ),
    );
  }
  const size = query.size ?? 10;
  const from = query.from ?? 0;
  if (size > fields.maxSize) {
    issues.push(
      issue(
        "query.size",
        "too_big",
        `Maksymalny rozmiar to ${fields.maxSize}.`,
        `Maximum size is ${fields.maxSize}.`,
        { maximum: fields.maxSize },
      ),
    );
  }
  if (from + size > 10_000) {
    issues.push(
      issue(
        "query.from",
        "too_big",
        "from + size nie może przekraczać 10000.",
        "from + size must not exceed 10000.",
        { maximum: 10_000 },
      ),
    );
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  const body = parseInput("body", searchBodySchema, rawBody ?? {});
  const filters: CompiledFilter[] = [];
  body._appliedFilters.forEach((f, i) => {
    const compiled = compileFilter(i, f, fields, issues);
    if (compiled) filters.push(compiled);
  });
  const facets: CompiledFacet[] = [];
  body._availableFilters.forEach((f, i) => {
    if (fields.filterable.get(f.field) === undefined) {
      issues.push(
        issue(
          `_availableFilters.${i}.field`,
          "invalid_enum",
          `Pole „${f.field}” nie jest filtrowalne.`,
          `Field "${f.field}" is not filterable.`,
        ),
      );
      return;
    }
    facets.push({
      field: f.field,
      path: fields.paths.get(f.field) ?? f.field,
      size: f.options?.size ?? 10,
      ranges: f.options?.ranges ?? null,
    });
  });
  const text = body._searchText.trim();
  if (text !== "") {
    if (entityType !== "product") {
      issues.push(
        issue(
          "_searchText",
          "unsupported",
          "Wyszukiwanie tekstowe jest dostępne tylko dla produktów.",
          "Text search is available for products only.",
        ),
      );
    } else if (text.length < 3 || text.length > 200) {
      issues.push(
        issue(
          "_searchText",
          text.length < 3 ? "too_small" : "too_big",
          SEARCH_TERM_TOO_SHORT.replace("at least 3", text.length < 3 ? "at least 3" : "at most 200"),
          SEARCH_TERM_TOO_SHORT.replace("at least 3", text.length < 3 ? "at least 3" : "at most 200"),
        ),
      );
    }
  }
  const sort = parseSort(body, query.sort, fields, issues);
  if (issues.length > 0 || sort === null)
    throw ApiError.invalid(
      issues,
      issues.some((x) => x.path === "_searchText" && x.code === "too_small")
        ? { pl: SEARCH_TERM_TOO_SHORT, en: SEARCH_TERM_TOO_SHORT }
        : undefined,
    );
  return {
    filters,
    facets,
    sort,
    text,
    size,
    from,
    include: query._source_include ?? null,
    exclude: query._source_exclude ?? null,
  };
}
