import type { JsonObject } from "../shop/jsonObject.js";

// The rows the catalogue writer takes (the seed and the import build them; issue 16: runtime code keeps its
// types outside the demo-data folder).

/** One row of `catalog_document` before it is written. */
export interface CatalogDocument {
  readonly entity_type: string;
  readonly id: number;
  readonly doc_key: string | null;
  readonly url_path: string | null;
  readonly is_active: boolean;
  readonly body: JsonObject;
}

/** One row of `stock_item`. */
export interface CatalogStock {
  readonly sku: string;
  readonly product_id: number;
  readonly parent_id: number | null;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
}

/** One row of `price_history` (gross grosze valid from a UTC date-time). */
export interface CatalogPrice {
  readonly sku: string;
  readonly valid_from: string;
  readonly price_incl_tax_grosze: number;
}
