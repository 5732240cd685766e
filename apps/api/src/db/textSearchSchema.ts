// Tables of the database-backed text search (api-contract §8.4), written from the one analyser
// (src/search/analyzeText.ts) whenever a product is written (src/search/writeSearchTerms.ts) and read by
// src/search/createTextSearch.ts. Only searchable products (active, status < 2) have rows.

/** One row per searchable product: its field lengths in terms (BM25's document lengths). */
export interface SearchDocTable {
  product_id: number;
  name_len: number;
  sku_len: number;
  category_len: number;
  flag_len: number;
  /** Added by migration 7200 (colour labels, issue 32). */
  color_len: number;
}

/** A term of a field of a product: its frequency there and the field's length (BM25 per posting). */
export interface SearchPostingTable {
  term: string;
  /** Position in `TEXT_FIELDS`: 0 name, 1 sku, 2 category.name, 3 flags.name. */
  field: number;
  product_id: number;
  tf: number;
  len: number;
}

/** The vocabulary: each term with its first two characters, its length and its document frequency. */
export interface SearchTermTable {
  term: string;
  prefix: string;
  len: number;
  /** Number of searchable products with this term in any field (0: no longer used). */
  df: number;
  /** A word the term was analysed from (migration 7200): fuzzy edits are counted on it. */
  word: string | null;
}

/** Lower-case skus of searchable products and of their configurable children (exact-sku ranking). */
export interface SearchSkuTable {
  sku: string;
  product_id: number;
  /** 1 for a configurable child's sku, 0 for the product's own. */
  is_child: number;
}

/** Collection statistics kept up to date by deltas: `docs` and `len:<field>` (sum of field lengths). */
export interface SearchStatTable {
  name: string;
  value: number;
}

/** The text search tables as Kysely sees them. */
export interface TextSearchTables {
  search_doc: SearchDocTable;
  search_posting: SearchPostingTable;
  search_term: SearchTermTable;
  search_sku: SearchSkuTable;
  search_stat: SearchStatTable;
}
