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
  if (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
  ) {
    return write((value as { toJSON: () => unknown }).toJSON(), inArray);
  }
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : "null";
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
  if (Array.isArray(value)) {
    return `[${value.map((item) => write(item, true) ?? "null").join(",")}]`;
  }
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const written = write(record[key], false);
    if (written !== undefined) parts.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${parts.join(",")}}`;
}
