// The shop's own helpers, kept here under their old names for the seed's modules.
export { formatDateTime } from "../shop/formatDateTime.js";
export type { JsonObject } from "../shop/jsonObject.js";
export { slugify } from "../shop/slugify.js";

import type { JsonObject } from "../shop/jsonObject.js";

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

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;
