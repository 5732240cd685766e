import type { Generated } from "kysely";
import type { CounterTables } from "./counterSchema.js";
import type { ProductIndexTables } from "./productIndexSchema.js";
import type { TextSearchTables } from "./textSearchSchema.js";

/**
 * Catalogue and content documents, one row per document. The body is JSON text and the few keys the
 * server looks up by are plain indexed columns, so the same queries run on SQLite and PostgreSQL.
 */
export interface CatalogDocumentTable {
  /** `product`, `category`, `attribute`, `taxrule`, `tag`, `review`, `cms_page`, `cms_block`, … */
  entity_type: string;
  id: number;
  /** sku, identifier or slug: the entity's natural key. */
  doc_key: string | null;
  url_path: string | null;
  /** 1 = visible (active/enabled/approved), 0 = hidden. */
  is_active: number;
  body: string;
  updated_at: string;
}

/** Stock per sku (children included); the order code decrements it inside its transaction. */
export interface StockItemTable {
  sku: string;
  product_id: number;
  parent_id: number | null;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
  min_sale_qty: number;
  max_sale_qty: number;
  updated_at: string;
}

/** Gross price changes per sku, for the 30-day lowest-price indication (EU Omnibus rule). */
export interface PriceHistoryTable {
  sku: string;
  valid_from: string;
  price_incl_tax_grosze: number;
}

/** Key/value facts about the installation (seed, seed date, schema notes). */
export interface MetaTable {
  key: string;
  value: string;
}

/** `POST /api/ext/start-page` records (§10.6). */
export interface StartPageRecordTable {
  id: Generated<number>;
  url: string;
  date: string;
  customer_id: number | null;
  created_at: string;
}

/** The database as Kysely sees it. Later migrations add the account, cart and order tables here. */
export interface Database extends ProductIndexTables, TextSearchTables, CounterTables {
  catalog_document: CatalogDocumentTable;
  stock_item: StockItemTable;
  price_history: PriceHistoryTable;
  meta: MetaTable;
  start_page_record: StartPageRecordTable;
}
