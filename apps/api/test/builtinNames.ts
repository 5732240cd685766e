import fc from "fast-check";

/**
 * JavaScript built-in and prototype member names: a lookup in a plain object "finds" them, so every
 * generator that picks a field, an operator, a sort, a key or a path segment mixes them in.
 */
export const BUILTIN_NAMES = [
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "toLocaleString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "length",
  "name",
  "then",
  "call",
  "apply",
  "bind",
] as const;

/** One of {@link BUILTIN_NAMES}. */
export const builtinName = fc.constantFrom(...BUILTIN_NAMES);

/**
 * A JSON text of `value` with one extra key `name` at the top level (or in the object at `path`), written
 * literally, so `__proto__` arrives as an own key the way a hostile client sends it.
 */
export function withRawKey(
  value: unknown,
  path: readonly (string | number)[],
  name: string,
  extra: unknown,
): string {
  const marker = "zz_raw_key_marker";
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  node[marker] = extra;
  return JSON.stringify(copy).replace(`"${marker}"`, JSON.stringify(name));
}
