/**
 * The rough size in bytes of a value, as the size check of behaviour.md §14.2 counts it: booleans 4 bytes,
 * strings 2 bytes per character, numbers 8 bytes, objects (arrays included) recursed into once each, so
 * cycles and shared objects are counted once; keys are not counted; anything else is 0. Pure.
 *
 * @example
 * roughSizeOf({ name: "Sukienka", price: 129.99, inStock: true }); // 16 + 8 + 4 = 28
 */
export function roughSizeOf(value: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let bytes = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    switch (typeof item) {
      case "boolean":
        bytes += 4;
        break;
      case "string":
        bytes += item.length * 2;
        break;
      case "number":
        bytes += 8;
        break;
      case "object":
        if (item === null || seen.has(item)) break;
        seen.add(item);
        if (item instanceof Map) for (const v of item.values()) stack.push(v);
        else if (item instanceof Set) for (const v of item) stack.push(v);
        else for (const key of Object.keys(item)) stack.push((item as Record<string, unknown>)[key]);
        break;
      default:
        break;
    }
  }
  return bytes;
}
