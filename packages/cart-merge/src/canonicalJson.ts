/**
 * Compact JSON of `value` with object keys sorted by code unit, so two objects that differ only in key
 * order serialise identically. Otherwise it follows `JSON.stringify`: `undefined`, functions and symbols are
 * dropped from objects and become `null` in arrays, non-finite numbers become `null`, `toJSON` is honoured.
 * Pure.
 *
 * Why sorted keys: behaviour §0 hashes `JSON.stringify(x)` in insertion order, but the issue asks for line
 * identity that is stable across key order (a line rebuilt from the server must hash like the local one).
 *
 * @example
 * canonicalJson({ b: 1, a: [2, undefined] }); // '{"a":[2,null],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return write(value, true) ?? "null";
}

function write(value: unknown, inArray: boolean): string | undefined {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return JSON.stringify(value.toString());
    case "undefined":
    case "function":
    case "symbol":
      return inArray ? "null" : undefined;
    default:
      break;
  }
  if (value === null) return "null";
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return write((value as { toJSON: () => unknown }).toJSON(), inArray);
  }
  // string concatenation rather than map/join: this runs for every line's checksum and the cart hash
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      out += write(value[i], true) ?? "null";
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let out = "{";
  let first = true;
  for (const key of keys) {
    const written = write(record[key], false);
    if (written === undefined) continue;
    if (!first) out += ",";
    out += `${JSON.stringify(key)}:${written}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * Structural equality that ignores object key order, with `JSON` semantics for `undefined` object values
 * (a missing key equals an `undefined` one). Pure; cheaper than comparing two `canonicalJson` strings.
 *
 * @example
 * sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }); // true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && !Number.isFinite(a) && !Number.isFinite(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (
    typeof (a as { toJSON?: unknown }).toJSON === "function" ||
    typeof (b as { toJSON?: unknown }).toJSON === "function"
  ) {
    return canonicalJson(a) === canonicalJson(b);
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const key of Object.keys(ra)) if (ra[key] !== undefined && !sameJson(ra[key], rb[key])) return false;
  for (const key of Object.keys(rb)) if (rb[key] !== undefined && ra[key] === undefined) return false;
  return true;
}
