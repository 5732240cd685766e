import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

// A small bounded in-process cache of posting lists, so a popular query term (thousands of postings at a
// real catalogue's size) is read from the database once per catalogue change, not once per search. Valid
// for one value of the `version` statistic, which every write of search terms moves (in the writing
// transaction, so every API process on the database sees it with its next query's statistics); a new
// version empties the cache. Bounded by the number of postings held (least recently used term first).

/** The postings of a term in one field, as parallel arrays (12 bytes a posting). */
export interface FieldPostings {
  readonly ids: Int32Array;
  readonly tf: Int32Array;
  readonly len: Int32Array;
}

/** A term's postings per field position (`TEXT_FIELDS`); `undefined` where the field lacks the term. */
export type TermPostings = readonly (FieldPostings | undefined)[];

/** Postings held at most (≈ 12 MB); a term with more is read but not kept. */
export const POSTING_CACHE_LIMIT = 1_000_000;

/** Reads posting lists through the cache. */
export interface PostingCache {
  /** The postings of `terms` at statistics version `version` (read from the database when not held). */
  postings(version: number, terms: readonly string[]): Promise<Map<string, TermPostings>>;
}

function pack(rows: readonly { field: number; product_id: number; tf: number; len: number }[]): TermPostings {
  const counts = [0, 0, 0, 0];
  for (const r of rows) counts[Number(r.field)] = (counts[Number(r.field)] ?? 0) + 1;
  const out = counts.map((count) =>
    count === 0
      ? undefined
      : { ids: new Int32Array(count), tf: new Int32Array(count), len: new Int32Array(count) },
  );
  const filled = [0, 0, 0, 0];
  for (const r of rows) {
    const field = Number(r.field);
    const target = out[field];
    if (!target) continue;
    const at = filled[field] ?? 0;
    target.ids[at] = Number(r.product_id);
    target.tf[at] = Number(r.tf);
    target.len[at] = Number(r.len);
    filled[field] = at + 1;
  }
  return out;
}

const sizeOf = (p: TermPostings): number => p.reduce((sum, f) => sum + (f?.ids.length ?? 0), 0);

/**
 * Creates a posting cache over the database's `search_posting` table.
 *
 * @example
 * const cache = createPostingCache(db);
 * (await cache.postings(7, ["sukien"])).get("sukien")?.[0]?.ids; // product ids with the term in the name
 */
export function createPostingCache(db: Kysely<Database>, limit = POSTING_CACHE_LIMIT): PostingCache {
  let heldVersion = Number.NaN;
  let held = 0;
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  const entries = new Map<string, TermPostings>();
  return {
    async postings(version, terms) {
      if (version !== heldVersion) {
        entries.clear();
        held = 0;
        heldVersion = version;
      }
      const out = new Map<string, TermPostings>();
      const missing: string[] = [];
      for (const term of terms) {
        const hit = entries.get(term);
        if (hit) {
          entries.delete(term);
          entries.set(term, hit);
          out.set(term, hit);
        } else missing.push(term);
      }
      if (missing.length === 0) return out;
      const rows = await db
        .selectFrom("search_posting")
        .select(["term", "field", "product_id", "tf", "len"])
        .where("term", "in", missing)
        .execute();
      const byTerm = new Map<string, typeof rows>(missing.map((term) => [term, []]));
      for (const row of rows) byTerm.get(row.term)?.push(row);
      for (const [term, list] of byTerm) {
        const packed = pack(list);
        out.set(term, packed);
        const size = sizeOf(packed);
        if (size > limit || version !== heldVersion) continue;
        entries.set(term, packed);
        held += size;
        for (const [oldest, postings] of entries) {
          if (held <= limit) break;
          entries.delete(oldest);
          held -= sizeOf(postings);
        }
      }
      return out;
    },
  };
}
