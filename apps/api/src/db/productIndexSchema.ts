// The product index (issue 13): rows derived from the product documents so listings, filters, facets,
// sorts and lookups are indexed queries. Written only by `catalog/productIndexWriter.ts` (through the
// catalogue writer's hook), the stock flags also by the order transaction.

/** One enabled top-level product (`is_active` and status < 2): the columns every query reads. */
export interface CatalogProductTable {
  id: number;
  sku: string;
  type_id: string;
  status: number | null;
  visibility: number | null;
  order_priority: number | null;
  /** `YYYY-MM-DD HH:mm:ss` (a date-only value gets `00:00:00`), as the search compares dates. */
  created_at: string | null;
  updated_at: string | null;
  name: string | null;
  url_path: string | null;
  uuid: string | null;
  /** `stock.is_in_stock` as the API serves it (a configurable: one enabled child in stock); null: none. */
  in_stock: number | null;
}

/** A value of a filterable path of a product (`owner` = product id) or of a child (`owner` = child key). */
export interface ProductValueTable {
  owner: number;
  field: string;
  /** The value as a number (numbers, numeric strings, booleans as 1/0), else null. */
  num: number | null;
  /** The value as text (numbers in JS notation, booleans `true`/`false`), else null. */
  str: string | null;
  /** `str` lower-cased (JavaScript's rules), for `like`. */
  low: string | null;
}

/** A configurable child: what the "one buyable child" rule reads. */
export interface ProductChildTable {
  /** `parent_id * 1000 + position` (children beyond 1000 are not indexed). */
  child_key: number;
  parent_id: number;
  child_id: number | null;
  sku: string;
  /** status < 2. */
  enabled: number;
  /** 1 / 0 from the stock row (or the document's stock object), null without either. */
  in_stock: number | null;
}

/** Product or child sku → the top-level product holding it. */
export interface ProductSkuTable {
  sku: string;
  product_id: number;
  /** null for the product itself. */
  child_key: number | null;
}

/** The gross final and special price of a product during `[valid_from, valid_to)` (epoch ms). */
export interface ProductPriceTable {
  product_id: number;
  valid_from: number;
  valid_to: number;
  final_price: number | null;
  special_price: number | null;
}

/** The product index tables, merged into the database interface. */
export interface ProductIndexTables {
  catalog_product: CatalogProductTable;
  product_value: ProductValueTable;
  child_value: ProductValueTable;
  product_child: ProductChildTable;
  product_sku: ProductSkuTable;
  product_price: ProductPriceTable;
}
