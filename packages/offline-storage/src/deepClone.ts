/**
 * A deep copy of structured data, so that no caller ever shares an object with the memory cache
 * (behaviour.md §14.2 "values are deep-cloned on write and on read"). Copies plain objects (own enumerable
 * string keys), arrays, `Date`, `Map`, `Set`, `RegExp` and typed arrays; keeps cycles and shared references
 * as they were; primitives are returned as is; functions and symbols become `undefined`, as in JSON.
 * Pure. (`structuredClone` is not part of the ES2022 library this package compiles against, and this copy
 * is faster for the small JSON-like values the shop stores.)
 *
 * @example
 * const original = { sku: "SUK-1", sizes: [7, 8] };
 * const copy = deepClone(original);
 * copy !== original && copy.sizes !== original.sizes; // true
 */
export function deepClone<TValue>(value: TValue): TValue {
  return cloneValue(value, new Map()) as TValue;
}

function cloneValue(value: unknown, seen: Map<object, unknown>): unknown {
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (typeof value !== "object" || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    seen.set(value, copy);
    for (let i = 0; i < value.length; i += 1) copy[i] = cloneValue(value[i], seen);
    return copy;
  }
  if (value instanceof Date) return remember(seen, value, new Date(value.getTime()));
  if (value instanceof RegExp) return remember(seen, value, new RegExp(value.source, value.flags));
  if (value instanceof Map) {
    const copy = new Map<unknown, unknown>();
    seen.set(value, copy);
    for (const [k, v] of value) copy.set(cloneValue(k, seen), cloneValue(v, seen));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set<unknown>();
    seen.set(value, copy);
    for (const v of value) copy.add(cloneValue(v, seen));
    return copy;
  }
  if (ArrayBuffer.isView(value)) {
    const view = value as unknown as { slice(): unknown };
    return remember(seen, value, typeof view.slice === "function" ? view.slice() : value);
  }
  if (value instanceof ArrayBuffer) return remember(seen, value, value.slice(0));
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    const v = cloneValue((value as Record<string, unknown>)[key], seen);
    if (v === undefined && (value as Record<string, unknown>)[key] !== undefined) continue;
    // `__proto__` as data (JSON.parse makes such keys) must stay an own property, not set the prototype.
    if (key === "__proto__")
      Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
    else copy[key] = v;
  }
  return copy;
}

function remember(seen: Map<object, unknown>, original: object, copy: unknown): unknown {
  seen.set(original, copy);
  return copy;
}
