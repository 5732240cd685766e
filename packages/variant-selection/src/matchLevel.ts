import type { Configuration, ConfigurationValue, VariantChild } from "./types.js";

/**
 * The ids a configuration value stands for (behaviour.md §5.3): `null`/`undefined` → none; an array →
 * each element; an object → `String(id)`; a number or string → `String(value)`. Pure.
 *
 * @example
 * configurationValueIds([{ id: 49 }, "50"]); // ["49", "50"]
 * configurationValueIds(null); // []
 */
export function configurationValueIds(value: ConfigurationValue): string[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  for (const element of list as readonly unknown[]) {
    if (element === null || element === undefined) continue;
    if (typeof element === "object") ids.push(String((element as { id?: unknown }).id));
    else ids.push(String(element));
  }
  return ids;
}

/** Keys that never count as attributes: `sku` is handled on its own, `price` is not a child attribute. */
const NON_ATTRIBUTE_KEYS = new Set(["price", "sku"]);

/**
 * Whether a child carries the chosen value for one attribute: the value's ids contain
 * `String(child[key] ?? '')` (behaviour.md §5.3). Pure.
 *
 * @example
 * childMatches({ color: 49 }, "color", { id: "49" }); // true
 * childMatches({ color: 49 }, "color", null); // false
 */
export function childMatches(child: VariantChild, key: string, value: ConfigurationValue): boolean {
  const ids = configurationValueIds(value);
  if (ids.length === 0) return false;
  return ids.includes(String(child[key] ?? ""));
}

/**
 * How many chosen attributes (all configuration keys but `price` and `sku`) the child matches
 * (behaviour.md §5.3). 0 when the child or the configuration is missing. Pure.
 *
 * @example
 * matchLevel({ color: 49, size: 167 }, { color: "49", size: "168", sku: "X" }); // 1
 */
export function matchLevel(
  child: VariantChild | null | undefined,
  configuration: Configuration | null | undefined,
): number {
  if (!child || !configuration) return 0;
  let level = 0;
  for (const key of Object.keys(configuration)) {
    if (NON_ATTRIBUTE_KEYS.has(key)) continue;
    if (childMatches(child, key, configuration[key])) level += 1;
  }
  return level;
}
