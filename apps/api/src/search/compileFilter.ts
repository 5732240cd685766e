import type { Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import type { EntityFields, FieldType } from "./entityFields.js";
import { coerceOperand, normaliseValue } from "./normaliseValue.js";
import type { CompiledFilter } from "./searchPlan.js";
import type { SearchBody } from "./searchRequestSchemas.js";

const OPERATORS = ["eq", "in", "neq", "nin", "gt", "gte", "lt", "lte", "like"] as const;
type Operator = (typeof OPERATORS)[number];

type AppliedFilter = SearchBody["_appliedFilters"][number];

/** What every operator's compiler needs: the filter, its field's type and path, and where issues go. */
interface FilterSite {
  readonly base: string;
  readonly filter: AppliedFilter;
  readonly type: FieldType;
  readonly path: string;
  readonly catalog: boolean;
  readonly issues: Issue[];
}

function likeRegex(pattern: string): RegExp {
  const escaped = pattern
    .toLowerCase()
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${escaped}$`, "s");
}

/** Records that an operand does not fit the field's type; null for the caller to return. */
function badType(site: FilterSite, op: string): null {
  site.issues.push(
    issue(
      `${site.base}.value.${op}`,
      "invalid_type",
      `Nieprawidłowa wartość dla pola ${site.filter.attribute} (${site.type}).`,
      `Invalid operand for ${site.filter.attribute} (${site.type}).`,
    ),
  );
  return null;
}

const normalised = (type: FieldType, values: readonly unknown[]): unknown[] =>
  values.map((v) => normaliseValue(type, v));

function rangeFilter(
  site: FilterSite,
  ops: readonly Operator[],
  value: Record<string, unknown>,
): CompiledFilter | null {
  const { type } = site;
  const bounds: { op: Operator; v: unknown }[] = [];
  for (const op of ops) {
    const c = coerceOperand(type === "boolean" ? "number" : type, value[op], true);
    if (!c.ok || type === "boolean" || type === "string") return badType(site, op);
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
    field: site.filter.attribute,
    path: site.path,
    catalog: site.catalog,
    isRange: true,
    test: (values) => normalised(type, values).some(holds),
    type,
    match: { kind: "range", bounds: bounds as { op: "gt" | "gte" | "lt" | "lte"; v: unknown }[] },
  };
}

function equalityFilter(site: FilterSite, op: "eq" | "neq", operand: unknown): CompiledFilter | null {
  const { type } = site;
  if (Array.isArray(operand) || (operand !== null && typeof operand === "object")) return badType(site, op);
  const c = coerceOperand(type, operand, false);
  if (!c.ok) return badType(site, op);
  const eq = (values: readonly unknown[]): boolean => {
    const vs = normalised(type, values);
    return c.value === null ? vs.every((v) => v === null) : vs.some((v) => v === c.value);
  };
  return {
    field: site.filter.attribute,
    path: site.path,
    catalog: site.catalog,
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

function membershipFilter(site: FilterSite, op: "in" | "nin", operand: unknown): CompiledFilter | null {
  const { type } = site;
  if (!Array.isArray(operand)) return badType(site, op);
  if (operand.length < 1 || operand.length > 200) {
    site.issues.push(
      issue(
        `${site.base}.value.${op}`,
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
    if (item !== null && typeof item === "object") return badType(site, op);
    const c = coerceOperand(type, item, false);
    if (!c.ok) return badType(site, op);
    if (c.value === null) wantsNull = true;
    else set.add(c.value);
  }
  const anyIn = (values: readonly unknown[]): boolean => {
    const vs = normalised(type, values);
    return vs.some((v) => v !== null && set.has(v)) || (wantsNull && vs.every((v) => v === null));
  };
  return {
    field: site.filter.attribute,
    path: site.path,
    catalog: site.catalog,
    isRange: false,
    type,
    test: op === "in" ? anyIn : (values) => !anyIn(values),
    ...(op === "in" && !wantsNull ? { terms: [...set] } : {}),
    match: { kind: "in", values: [...set], wantsNull, negate: op === "nin" },
  };
}

function likeFilter(site: FilterSite, operand: unknown): CompiledFilter | null {
  if (typeof operand !== "string" || operand.length < 1 || operand.length > 100) {
    site.issues.push(
      issue(
        `${site.base}.value.like`,
        "invalid_type",
        "Operator like wymaga tekstu o długości 1–100.",
        "like needs a string of 1–100 characters.",
      ),
    );
    return null;
  }
  if (site.type !== "string") return badType(site, "like");
  const re = likeRegex(operand);
  return {
    field: site.filter.attribute,
    path: site.path,
    catalog: site.catalog,
    isRange: false,
    test: (values) => values.some((v) => typeof v === "string" && re.test(v.toLowerCase())),
    type: site.type,
    match: { kind: "like", pattern: operand.toLowerCase() },
  };
}

/**
 * The operators of a filter value: a bare value or array is `in`; an object names exactly one operator,
 * or a `gt/gte` with `lt/lte` range. Problems go to `issues` (null then).
 */
function filterOperators(
  base: string,
  raw: unknown,
  issues: Issue[],
): { value: Record<string, unknown>; ops: Operator[]; isRange: boolean } | null {
  const value: Record<string, unknown> =
    raw === null || typeof raw !== "object" || Array.isArray(raw)
      ? { in: Array.isArray(raw) ? raw : [raw] }
      : (raw as Record<string, unknown>);
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
  return { value, ops: ops as Operator[], isRange };
}

/**
 * Compiles one `_appliedFilters` entry (§8.3) into a predicate and the operands the SQL compiler reads:
 * the attribute must be filterable, the value one operator (eq, neq, in, nin, like) or a range, the
 * operands of the field's type. Problems go to `issues` with their paths (null then).
 *
 * @example
 * compileFilter(0, { attribute: "price", value: { gte: 100, lt: 200 } }, fields, issues)?.match;
 * // { kind: "range", bounds: [{ op: "gte", v: 100 }, { op: "lt", v: 200 }] }
 */
export function compileFilter(
  index: number,
  filter: AppliedFilter,
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
  const parsed = filterOperators(base, filter.value, issues);
  if (!parsed) return null;
  const site: FilterSite = {
    base,
    filter,
    type,
    path: fields.paths.get(filter.attribute) ?? filter.attribute,
    catalog: filter.scope === "catalog" || (Array.isArray(filter.scope) && filter.scope.includes("catalog")),
    issues,
  };
  if (parsed.isRange) return rangeFilter(site, parsed.ops, parsed.value);
  const op = parsed.ops[0] as Operator;
  const operand = parsed.value[op];
  switch (op) {
    case "eq":
    case "neq":
      return equalityFilter(site, op, operand);
    case "in":
    case "nin":
      return membershipFilter(site, op, operand);
    case "like":
      return likeFilter(site, operand);
    default:
      return null;
  }
}
