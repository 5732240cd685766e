/**
 * Reads the values at a dotted path, flattening arrays on the way.
 *
 * @example
 * valuesAt({ category: [{ name: "A" }, { name: "B" }] }, ["category", "name"]); // ["A", "B"]
 */
export function valuesAt(doc: unknown, path: readonly string[], from = 0): unknown[] {
  if (from === path.length) {
    if (Array.isArray(doc)) return doc.flatMap((d) => (d === undefined ? [] : [d]));
    return doc === undefined ? [] : [doc];
  }
  if (Array.isArray(doc)) return doc.flatMap((d) => valuesAt(d, path, from));
  if (doc === null || typeof doc !== "object") return [];
  const key = path[from] as string;
  // own fields only: a path never reaches a prototype member (`constructor`, `__proto__`)
  if (!Object.hasOwn(doc, key)) return [];
  return valuesAt((doc as Record<string, unknown>)[key], path, from + 1);
}
