/**
 * Compiles `_source_include` / `_source_exclude` patterns: `*` matches any run of characters, dots included.
 *
 * @example
 * compilePatterns(["*.id"])?.test("configurable_children.id"); // true
 */
export function compilePatterns(patterns: readonly string[]): RegExp | null {
  if (patterns.length === 0) return null;
  const parts = patterns.map((p) =>
    p
      .split("*")
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*"),
  );
  return new RegExp(`^(?:${parts.join("|")})$`);
}

type Json = unknown;

function strip(
  value: Json,
  prefix: string,
  include: RegExp | null,
  exclude: RegExp | null,
  included: boolean,
): Json | undefined {
  if (Array.isArray(value)) {
    const items = value
      .map((v) => strip(v, prefix, include, exclude, included))
      .filter((v) => v !== undefined);
    return included || items.length > 0 ? items : undefined;
  }
  if (value === null || typeof value !== "object") return included ? value : undefined;
  const out: Record<string, Json> = {};
  let kept = false;
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith("_")) continue; // internal fields never leave the server (S15)
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (exclude?.test(path)) continue;
    const inc = included || include === null || include.test(path);
    const r = strip(v, path, include, exclude, inc);
    if (r !== undefined) {
      out[key] = r;
      kept = true;
    }
  }
  return included || kept ? out : undefined;
}

/**
 * Applies field selection (§8.7) to a document: with `include`, only matching dotted paths are kept (with
 * their parents); `exclude` is applied afterwards; keys starting with `_` are always removed.
 *
 * @example
 * selectFields({ id: 1, stock: { qty: 2, is_in_stock: true } }, ["id", "stock.qty"], null); // { id: 1, stock: { qty: 2 } }
 */
export function selectFields(
  doc: Record<string, unknown>,
  include: readonly string[] | null,
  exclude: readonly string[] | null,
): Record<string, unknown> {
  const inc = include === null ? null : compilePatterns(include);
  const exc = exclude === null ? null : compilePatterns(exclude);
  return (strip(doc, "", inc, exc, inc === null) as Record<string, unknown> | undefined) ?? {};
}

/**
 * Field selection with pre-compiled patterns (hot path: one compile per request, not per hit).
 *
 * @example
 * const select = createFieldSelector(["id", "name"], null);
 * select({ id: 1, name: "Sukienka", price: 1 }); // { id: 1, name: "Sukienka" }
 */
export function createFieldSelector(
  include: readonly string[] | null,
  exclude: readonly string[] | null,
): (doc: Record<string, unknown>) => Record<string, unknown> {
  const inc = include === null ? null : compilePatterns(include);
  const exc = exclude === null ? null : compilePatterns(exclude);
  return (doc) => (strip(doc, "", inc, exc, inc === null) as Record<string, unknown> | undefined) ?? {};
}
