import { canonicalJson } from "./canonicalJson.js";
import { sha3_224 } from "./sha3.js";
import type { CartLine } from "./types.js";

type Token = string | number | null | undefined;

/**
 * The hashes already computed, by lines array and token. The cart's state is immutable (every change makes a
 * new lines array), and a page load asks for the hash of one cart three times or more (loading, syncing, the
 * totals): SHA3 of a cart of full product lines costs 50–60 ms of a phone's main thread each time (issue 29).
 * A WeakMap, so a cart no longer held is forgotten with it.
 */
const computed = new WeakMap<readonly CartLine[], Map<Token, string>>();

/**
 * The cart hash (behaviour §9.1): SHA3-224 of `{items, token}` where the items lose their `stock` and
 * `totals` keys, so stock flags and totals refreshes do not trigger a sync. Canonical (key-sorted) JSON,
 * so the hash does not depend on key order. Pure; `items` is read as immutable (a lines array changed in
 * place keeps the hash it had when first asked).
 *
 * @example
 * cartHash([{ sku: "A", qty: 1, totals: { row_total: 10 } }], "aZ3") === cartHash([{ qty: 1, sku: "A" }], "aZ3"); // true
 */
export function cartHash(items: readonly CartLine[], token: Token): string {
  const byToken = computed.get(items) ?? new Map<Token, string>();
  const known = byToken.get(token);
  if (known !== undefined) return known;
  const stripped = items.map((line) => {
    const { stock: _stock, totals: _totals, ...rest } = line;
    return rest;
  });
  const hash = sha3_224(canonicalJson({ items: stripped, token: token ?? null }));
  byToken.set(token, hash);
  computed.set(items, byToken);
  return hash;
}
