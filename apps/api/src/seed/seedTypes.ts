/** A plain JSON object as stored in a document body. */
export type JsonObject = { [key: string]: unknown };

/** One row of `catalog_document` before it is written. */
export interface SeedDocument {
  readonly entity_type: string;
  readonly id: number;
  readonly doc_key: string | null;
  readonly url_path: string | null;
  readonly is_active: boolean;
  readonly body: JsonObject;
}

/** One row of `stock_item`. */
export interface SeedStock {
  readonly sku: string;
  readonly product_id: number;
  readonly parent_id: number | null;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
}

/** One row of `price_history` (gross grosze valid from a UTC date-time). */
export interface SeedPrice {
  readonly sku: string;
  readonly valid_from: string;
  readonly price_incl_tax_grosze: number;
}

/** Everything the generator makes. */
export interface GeneratedCatalogue {
  readonly documents: readonly SeedDocument[];
  readonly stock: readonly SeedStock[];
  readonly priceHistory: readonly SeedPrice[];
}

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * Formats a date as LB's `YYYY-MM-DD HH:mm:ss` in UTC (§1.1).
 *
 * @example
 * formatDateTime(new Date(Date.UTC(2024, 4, 6, 10, 21, 33))); // "2024-05-06 10:21:33"
 */
export function formatDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/**
 * Lower-case ASCII slug: Polish letters folded, anything else turned into single dashes.
 *
 * @example
 * slugify("Żółta bluzka z falbaną"); // "zolta-bluzka-z-falbana"
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
