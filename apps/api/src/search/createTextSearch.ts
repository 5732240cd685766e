import { textScore } from "@outlet/listing";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { editDistance, stem, tokenize } from "./analyzeText.js";
import { createPostingCache } from "./postingCache.js";
import { TEXT_FIELDS, TEXT_SEARCH } from "./productTextFields.js";
import { DOCS_STAT, lengthStat, VERSION_STAT } from "./writeSearchTerms.js";

// BM25 text search of api-contract §8.4 over the search tables (src/db/textSearchSchema.ts). A query reads
// the collection statistics (6 rows), the vocabulary range of each query term (same 2-character prefix,
// length ± 2) and the postings of the at most 3 expansions per term (through postingCache.ts); the edit distances and the BM25
// arithmetic run here, over those rows only. Same answers on SQLite and PostgreSQL: the SQL is portable
// and every number is computed in this file.

/** Text search over the database's search tables. */
export interface TextSearch {
  /**
   * Scores every searchable product matching `text` (§8.4): fuzzy terms (≤ 2 edits, prefix 2, 3
   * expansions), ≥ 75 % of the terms, min score 0.02, exact sku (or a child sku) first. product id → score.
   */
  score(text: string): Promise<Map<number, number>>;
  /**
   * The scores of {@link TextSearch.score} with what the hit order reads (issue 32): the exact-sku hits,
   * the hits that matched a word naming the product, and the query's colour terms and size words.
   * `sizeWords`: the query words that are size labels of the catalogue (the caller knows the labels).
   */
  hits(text: string, sizeWords?: ReadonlySet<string>): Promise<TextHits>;
  /** The vocabulary terms the text's terms expand to (what a hit's fields were matched on). */
  expandedTerms(text: string): Promise<Set<string>>;
}

/** A scored text search and what the hit order reads besides the score (issue 32). */
export interface TextHits {
  /** product id → score, as {@link TextSearch.score}. */
  readonly scores: Map<number, number>;
  /** Hits whose whole text (or a "-" part) is their sku or a child's (§8.4 step 4). */
  readonly exactSku: ReadonlySet<number>;
  /**
   * Hits that matched a query term that is neither a colour word (one of its expansions is in some
   * product's colour labels) nor a size word: a word naming the product.
   */
  readonly productWord: ReadonlySet<number>;
  /** The expansions of the query's colour words that occur in colour labels (what `matched_color` reads). */
  readonly colorTerms: ReadonlySet<string>;
  /** The query's words, tokenised (what `matched_size` compares with size labels). */
  readonly words: readonly string[];
}

interface Expansion {
  readonly term: string;
  readonly weight: number;
}

/** The position of the colour labels among the stored fields. */
const COLOR_FIELD = TEXT_FIELDS.indexOf("color_label");

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * At most 3 vocabulary terms for a query term (`word` is the query's word it was analysed from): exact
 * first, then by distance, frequency and spelling. A fuzzy candidate must be within 2 edits both as a
 * stem and as a word (issue 32: "haft" is two edits from the stem "hann" but three from "hanna").
 */
async function expand(db: Kysely<Database>, term: string, word: string): Promise<Expansion[]> {
  if (term.length < TEXT_SEARCH.prefixLength) {
    const row = await db
      .selectFrom("search_term")
      .select("term")
      .where("term", "=", term)
      .where("df", ">", 0)
      .executeTakeFirst();
    return row ? [{ term, weight: 1 }] : [];
  }
  const rows = await db
    .selectFrom("search_term")
    .select(["term", "df", "word"])
    .where("prefix", "=", term.slice(0, TEXT_SEARCH.prefixLength))
    .where("len", ">=", term.length - TEXT_SEARCH.fuzziness)
    .where("len", "<=", term.length + TEXT_SEARCH.fuzziness)
    .where("df", ">", 0)
    .execute();
  const candidates: { term: string; distance: number; df: number }[] = [];
  for (const row of rows) {
    const distance = row.term === term ? 0 : editDistance(term, row.term, TEXT_SEARCH.fuzziness);
    if (distance > TEXT_SEARCH.fuzziness) continue;
    if (
      distance > 0 &&
      row.word &&
      editDistance(word, row.word, TEXT_SEARCH.fuzziness) > TEXT_SEARCH.fuzziness
    )
      continue;
    candidates.push({ term: row.term, distance, df: Number(row.df) });
  }
  candidates.sort((a, b) => a.distance - b.distance || b.df - a.df || byString(a.term, b.term));
  return candidates.slice(0, TEXT_SEARCH.maxExpansions).map((c) => ({
    term: c.term,
    // fuzzy expansions count for less than exact terms, so correct spellings rank first
    weight: c.distance === 0 ? 1 : 0.5 * (1 - c.distance / Math.max(term.length, c.term.length)),
  }));
}

/** The distinct analysed terms of a query, each with the (shortest) word it came from. */
function queryWords(text: string): { term: string; word: string }[] {
  const words = new Map<string, string>();
  for (const word of tokenize(text)) {
    const term = stem(word);
    const held = words.get(term);
    if (held === undefined || word.length < held.length) words.set(term, word);
  }
  return [...words].map(([term, word]) => ({ term, word }));
}

/** Number of searchable products and the average length of each field (1 when empty). */
async function statistics(
  db: Kysely<Database>,
): Promise<{ n: number; avgLength: number[]; version: number }> {
  const rows = await db.selectFrom("search_stat").select(["name", "value"]).execute();
  const value = new Map(rows.map((r) => [r.name, Number(r.value)]));
  const n = value.get(DOCS_STAT) ?? 0;
  const avgLength = TEXT_FIELDS.map((field) => (n > 0 ? (value.get(lengthStat(field)) ?? 0) / n || 1 : 1));
  return { n, avgLength, version: value.get(VERSION_STAT) ?? 0 };
}

/** Exact-sku hits (§8.4): the whole text as a product's or child's sku, or a "-" part as a child's sku. */
async function exactSkuHits(db: Kysely<Database>, text: string): Promise<Set<number>> {
  const lower = text.toLowerCase();
  const parts = lower.split("-").map((part) => part.trim());
  const rows = await db
    .selectFrom("search_sku")
    .select(["sku", "product_id", "is_child"])
    .where("sku", "in", [...new Set([lower, ...parts])])
    .execute();
  const hits = new Set<number>();
  // the whole text: a product's own sku wins over a child's, and among children the lowest id
  const whole = rows
    .filter((r) => r.sku === lower)
    .sort(
      (a, b) => Number(a.is_child) - Number(b.is_child) || Number(a.product_id) - Number(b.product_id),
    )[0];
  if (whole) hits.add(Number(whole.product_id));
  // a part: the child sku's highest-id product
  for (const part of parts) {
    const children = rows
      .filter((r) => r.sku === part && Number(r.is_child) === 1)
      .map((r) => Number(r.product_id));
    if (children.length > 0) hits.add(Math.max(...children));
  }
  return hits;
}

/**
 * Creates the text search over the database's search tables (kept by `maintainSearchTerms`).
 *
 * @example
 * const text = createTextSearch(database.db);
 * (await text.score("sukienki")).get(1); // > 0
 */
export function createTextSearch(db: Kysely<Database>): TextSearch {
  const cache = createPostingCache(db);
  // a query term's expansions, for the statistics version they were read at (≤ 10 000 terms)
  let expansionVersion = Number.NaN;
  const expansionCache = new Map<string, Expansion[]>();
  const expansionsOf = async (version: number, term: string, word: string): Promise<Expansion[]> => {
    if (version !== expansionVersion || expansionCache.size >= 10_000) {
      expansionCache.clear();
      expansionVersion = version;
    }
    const key = `${term} ${word}`;
    const held = expansionCache.get(key);
    if (held) return held;
    const fresh = await expand(db, term, word);
    if (version === expansionVersion) expansionCache.set(key, fresh);
    return fresh;
  };
  const search: TextSearch = {
    async expandedTerms(text) {
      const { version } = await statistics(db);
      const expansions = await Promise.all(
        queryWords(text.trim()).map(({ term, word }) => expansionsOf(version, term, word)),
      );
      return new Set(expansions.flat().map((e) => e.term));
    },
    async score(text) {
      return (await search.hits(text)).scores;
    },
    async hits(text, sizeWords = new Set()) {
      const trimmed = text.trim();
      const queryTerms = queryWords(trimmed);
      const required = Math.max(1, Math.floor(TEXT_SEARCH.minimumShouldMatch * queryTerms.length));
      const { n, avgLength, version } = await statistics(db);
      const [exact, ...expansions] = await Promise.all([
        exactSkuHits(db, trimmed),
        ...queryTerms.map(({ term, word }) => expansionsOf(version, term, word)),
      ]);
      const postings = await cache.postings(version, [...new Set(expansions.flat().map((e) => e.term))]);
      const scores = new Map<number, number>();
      const matchedTerms = new Map<number, number>();
      const productWord = new Set<number>();
      const colorTerms = new Set<string>();
      for (const [index, termExpansions] of expansions.entries()) {
        // a colour word: one of its expansions is in some product's colour labels (issue 32)
        const colorExpansions = termExpansions.filter(
          (e) => postings.get(e.term)?.[COLOR_FIELD] !== undefined,
        );
        for (const e of colorExpansions) colorTerms.add(e.term);
        const namesProduct = colorExpansions.length === 0 && !sizeWords.has(queryTerms[index]?.word ?? "");
        const termBest = new Map<number, number>();
        TEXT_FIELDS.forEach((field, position) => {
          const avg = avgLength[position] ?? 1;
          const perDoc = new Map<number, number>();
          for (const { term, weight } of termExpansions) {
            const posting = postings.get(term)?.[position];
            if (!posting) continue;
            const size = posting.ids.length;
            const idf = Math.log(1 + (n - size + 0.5) / (size + 0.5));
            for (let i = 0; i < size; i++) {
              const id = posting.ids[i] as number;
              const tf = posting.tf[i] as number;
              const len = posting.len[i] as number;
              const norm =
                (tf * (TEXT_SEARCH.k1 + 1)) /
                (tf + TEXT_SEARCH.k1 * (1 - TEXT_SEARCH.b + (TEXT_SEARCH.b * len) / avg));
              const s = idf * norm * weight;
              if (s > (perDoc.get(id) ?? 0)) perDoc.set(id, s);
            }
          }
          // multi_match with tie_breaker 1: the field scores add up
          const boost = TEXT_SEARCH.boosts[field];
          for (const [id, s] of perDoc) termBest.set(id, (termBest.get(id) ?? 0) + s * boost);
        });
        for (const [id, s] of termBest) {
          scores.set(id, (scores.get(id) ?? 0) + s);
          matchedTerms.set(id, (matchedTerms.get(id) ?? 0) + 1);
          if (namesProduct) productWord.add(id);
        }
      }
      const result = new Map<number, number>();
      for (const [id, score] of scores) {
        const matched = matchedTerms.get(id) ?? 0;
        // coordination (issue 32): a product matching more of the terms ranks above one matching fewer
        const coordinated = textScore(score, matched, queryTerms.length);
        if (matched >= required && coordinated >= TEXT_SEARCH.minScore) result.set(id, coordinated);
      }
      for (const id of exact) result.set(id, (result.get(id) ?? 0) + TEXT_SEARCH.exactSkuBonus);
      return { scores: result, exactSku: exact, productWord, colorTerms, words: tokenize(trimmed) };
    },
  };
  return search;
}
