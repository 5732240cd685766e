import { canonicalJson } from "./canonicalJson.js";
import { sha3_224 } from "./sha3.js";
import type { CartLine } from "./types.js";

/**
 * The cart hash (behaviour §9.1): SHA3-224 of `{items, token}` where the items lose their `stock` and
 * `totals` keys, so stock flags and totals refreshes do not trigger a sync. Canonical (key-sorted) JSON,
 * so the hash does not depend on key order. Pure.
 *
 * @example
 * cartHash([{ sku: "A", qty: 1, totals: { row_total: 10 } }], "aZ3") === cartHash([{ qty: 1, sku: "A" }], "aZ3"); // true
 */
export function cartHash(items: readonly CartLine[], token: string | number | null | undefined): string {
  const stripped = items.map((line) => {
    const { stock: _stock, totals: _totals, ...rest } = line;
    return rest;
  });
  return sha3_224(canonicalJson({ items: stripped, token: token ?? null }));
}
