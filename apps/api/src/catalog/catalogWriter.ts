import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { maintainSearchTerms } from "../search/writeSearchTerms.js";
import type { CatalogDocument, CatalogPrice, CatalogStock } from "./catalogRows.js";
import { indexAfterDocumentWrite, indexProducts, refreshStockFlags } from "./productIndexWriter.js";

// The one path that writes catalogue documents (issue 13). Portable on purpose: Kysely query builders only,
// `ON CONFLICT … DO UPDATE` (SQLite ≥ 3.24 and PostgreSQL both speak it), no raw handle, no prepared
// statements, no SQLite-only SQL. Every function takes the caller's transaction (a `Transaction` is a
// `Kysely`), so the seed can write everything in one transaction and the import one per batch.

/** A handle to write through: the database or, normally, an open transaction. */
export type CatalogWriteHandle = Kysely<Database>;

export type { CatalogDocument, CatalogPrice, CatalogStock } from "./catalogRows.js";

/** A product with the rows that belong to it. */
export interface ProductWrite {
  readonly document: CatalogDocument;
  /** Its own stock row and, for a configurable product, its children's. */
  readonly stock: readonly CatalogStock[];
  /** Price-history entries to record (an entry at an existing `(sku, valid_from)` replaces its price). */
  readonly prices: readonly CatalogPrice[];
  /** Stock rows written only when the sku has none yet (a re-import without stock keeps the current stock). */
  readonly stockDefaults?: readonly CatalogStock[];
}

/** When the rows were written (`updated_at`), as the caller formats it. */
export interface WriteStamp {
  readonly updatedAt: string;
}

/**
 * Rows per multi-row statement. 7 bound values per document row × 400 = 2 800, well under SQLite's
 * 32 766 and PostgreSQL's 65 535 parameters per statement.
 */
export const WRITE_CHUNK = 400;

function chunks<TItem>(items: readonly TItem[], size = WRITE_CHUNK): TItem[][] {
  const out: TItem[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Keeps the last entry per key, so one statement never updates the same row twice (PostgreSQL refuses). */
function lastPerKey<TItem>(items: readonly TItem[], key: (item: TItem) => string): TItem[] {
  const byKey = new Map<string, TItem>();
  for (const item of items) {
    const k = key(item);
    byKey.delete(k);
    byKey.set(k, item);
  }
  return [...byKey.values()];
}

/**
 * Inserts or replaces `catalog_document` rows by `(entity_type, id)`.
 *
 * @example
 * await upsertDocumentRows(trx, [categoryDoc], { updatedAt: "2024-05-01T12:00:00.000Z" });
 */
export async function upsertDocumentRows(
  trx: CatalogWriteHandle,
  documents: readonly CatalogDocument[],
  stamp: WriteStamp,
): Promise<void> {
  const unique = lastPerKey(documents, (d) => `${d.entity_type}\u0000${d.id}`);
  for (const part of chunks(unique)) {
    await trx
      .insertInto("catalog_document")
      .values(
        part.map((d) => ({
          entity_type: d.entity_type,
          id: d.id,
          doc_key: d.doc_key,
          url_path: d.url_path,
          is_active: d.is_active ? 1 : 0,
          body: JSON.stringify(d.body),
          updated_at: stamp.updatedAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["entity_type", "id"]).doUpdateSet((eb) => ({
          doc_key: eb.ref("excluded.doc_key"),
          url_path: eb.ref("excluded.url_path"),
          is_active: eb.ref("excluded.is_active"),
          body: eb.ref("excluded.body"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
  }
}

/** `stock_item` rows of stock entries; sale limits 1…999 for a new row. */
function stockValues(rows: readonly CatalogStock[], stamp: WriteStamp) {
  return rows.map((s) => ({
    sku: s.sku,
    product_id: s.product_id,
    parent_id: s.parent_id,
    qty: s.qty,
    is_in_stock: s.is_in_stock ? 1 : 0,
    manage_stock: s.manage_stock ? 1 : 0,
    min_sale_qty: 1,
    max_sale_qty: 999,
    updated_at: stamp.updatedAt,
  }));
}

/**
 * Inserts or replaces stock rows by sku. Sale limits start at 1…999 for a new row and are kept on update.
 *
 * @example
 * await upsertStockRows(trx, [{ sku: "BOD-0001-S", product_id: 1, parent_id: 1, qty: 3, is_in_stock: true, manage_stock: true }], stamp);
 */
export async function upsertStockRows(
  trx: CatalogWriteHandle,
  rows: readonly CatalogStock[],
  stamp: WriteStamp,
): Promise<void> {
  await insertStock(trx, rows, stamp, true);
}

async function insertStock(
  trx: CatalogWriteHandle,
  rows: readonly CatalogStock[],
  stamp: WriteStamp,
  replace: boolean,
): Promise<void> {
  for (const part of chunks(lastPerKey(rows, (r) => r.sku))) {
    await trx
      .insertInto("stock_item")
      .values(stockValues(part, stamp))
      .onConflict((oc) =>
        replace
          ? oc.column("sku").doUpdateSet((eb) => ({
              product_id: eb.ref("excluded.product_id"),
              parent_id: eb.ref("excluded.parent_id"),
              qty: eb.ref("excluded.qty"),
              is_in_stock: eb.ref("excluded.is_in_stock"),
              manage_stock: eb.ref("excluded.manage_stock"),
              updated_at: eb.ref("excluded.updated_at"),
            }))
          : oc.column("sku").doNothing(),
      )
      .execute();
  }
}

/**
 * Inserts stock rows for skus that have none; existing rows stay as they are.
 *
 * @example
 * await ensureStockRows(trx, [{ sku: "TOP-0007", product_id: 7, parent_id: null, qty: 0, is_in_stock: false, manage_stock: true }], stamp);
 */
export async function ensureStockRows(
  trx: CatalogWriteHandle,
  rows: readonly CatalogStock[],
  stamp: WriteStamp,
): Promise<void> {
  await insertStock(trx, rows, stamp, false);
}

/**
 * Sets the quantity (and availability) of existing stock rows, one statement per row. Returns the skus
 * that have no stock row (nothing written for them).
 *
 * @example
 * await updateStockLevels(trx, [{ sku: "TOP-0007", qty: 4, is_in_stock: true }], stamp); // []
 */
export async function updateStockLevels(
  trx: CatalogWriteHandle,
  levels: readonly { sku: string; qty: number; is_in_stock: boolean; manage_stock?: boolean | undefined }[],
  stamp: WriteStamp,
): Promise<string[]> {
  const unknown: string[] = [];
  for (const level of levels) {
    const result = await trx
      .updateTable("stock_item")
      .set({
        qty: level.qty,
        is_in_stock: level.is_in_stock ? 1 : 0,
        ...(level.manage_stock === undefined ? {} : { manage_stock: level.manage_stock ? 1 : 0 }),
        updated_at: stamp.updatedAt,
      })
      .where("sku", "=", level.sku)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) unknown.push(level.sku);
  }
  // the product index's availability (the `stock.is_in_stock` filter) follows the stock rows
  const missing = new Set(unknown);
  await refreshStockFlags(
    trx,
    levels.map((level) => level.sku).filter((sku) => !missing.has(sku)),
  );
  return unknown;
}

/**
 * Records price-history entries; one at an existing `(sku, valid_from)` replaces that entry's price.
 *
 * @example
 * await recordPrices(trx, [{ sku: "BOD-0001", valid_from: "2024-05-01 12:00:00", price_incl_tax_grosze: 3999 }]);
 */
export async function recordPrices(trx: CatalogWriteHandle, prices: readonly CatalogPrice[]): Promise<void> {
  for (const part of chunks(lastPerKey(prices, (p) => `${p.sku}\u0000${p.valid_from}`))) {
    await trx
      .insertInto("price_history")
      .values(part.map((p) => ({ ...p })))
      .onConflict((oc) =>
        oc
          .columns(["sku", "valid_from"])
          .doUpdateSet((eb) => ({ price_incl_tax_grosze: eb.ref("excluded.price_incl_tax_grosze") })),
      )
      .execute();
  }
}

/**
 * Hook point for the rows derived from product documents (filter/sort columns, category and attribute
 * tables, search terms). Called after the documents are written, in the same transaction, with every
 * product of the batch; each derived concern adds its own `await maintainX(trx, documents)` line here and
 * keeps its logic in its own module. Must be idempotent: a re-imported product replaces its rows.
 */
export async function maintainProductIndexes(
  trx: CatalogWriteHandle,
  documents: readonly CatalogDocument[],
): Promise<void> {
  await indexProducts(trx, documents);
  await maintainSearchTerms(trx, documents);
}

/**
 * Hook point for rows derived from non-product documents (categories, attributes, content), same rules as
 * {@link maintainProductIndexes}.
 */
export async function maintainDocumentIndexes(
  trx: CatalogWriteHandle,
  documents: readonly CatalogDocument[],
): Promise<void> {
  await indexAfterDocumentWrite(trx, documents);
}

/**
 * Upserts products with their stock rows and price-history entries, then maintains the derived rows.
 * Runs inside the caller's transaction.
 *
 * @example
 * await database.db.transaction().execute((trx) => upsertProducts(trx, products, { updatedAt }));
 */
export async function upsertProducts(
  trx: CatalogWriteHandle,
  products: readonly ProductWrite[],
  stamp: WriteStamp,
): Promise<void> {
  if (products.length === 0) return;
  const documents = products.map((p) => p.document);
  await upsertDocumentRows(trx, documents, stamp);
  await upsertStockRows(
    trx,
    products.flatMap((p) => p.stock),
    stamp,
  );
  await ensureStockRows(
    trx,
    products.flatMap((p) => p.stockDefaults ?? []),
    stamp,
  );
  await recordPrices(
    trx,
    products.flatMap((p) => p.prices),
  );
  await maintainProductIndexes(trx, documents);
}

/**
 * Upserts non-product documents (categories, attributes, tax rules, CMS, reviews…) by `(entity_type, id)`,
 * then maintains their derived rows. Runs inside the caller's transaction.
 *
 * @example
 * await upsertDocuments(trx, [categoryDoc], { updatedAt });
 */
export async function upsertDocuments(
  trx: CatalogWriteHandle,
  documents: readonly CatalogDocument[],
  stamp: WriteStamp,
): Promise<void> {
  if (documents.length === 0) return;
  await upsertDocumentRows(trx, documents, stamp);
  await maintainDocumentIndexes(trx, documents);
}

/** A whole catalogue as the generator (or an importer's batch) holds it. */
export interface CatalogueParts {
  readonly documents: readonly CatalogDocument[];
  readonly stock: readonly CatalogStock[];
  readonly priceHistory: readonly CatalogPrice[];
}

/**
 * Groups loose catalogue parts into {@link ProductWrite}s (stock by `parent_id ?? product_id`, prices by the product's or
 * a child's sku) plus the other documents. Pure.
 *
 * @example
 * const { products, others } = groupCatalogueParts(generated);
 */
export function groupCatalogueParts(parts: CatalogueParts): {
  products: ProductWrite[];
  others: CatalogDocument[];
  /** Stock rows and prices whose product is not among the documents (written on their own). */
  strayStock: CatalogStock[];
  strayPrices: CatalogPrice[];
} {
  const productDocs = parts.documents.filter((d) => d.entity_type === "product");
  const others = parts.documents.filter((d) => d.entity_type !== "product");
  const stockByProduct = new Map<number, CatalogStock[]>();
  const ownerOf = (s: CatalogStock): number => s.parent_id ?? s.product_id;
  for (const s of parts.stock) {
    const list = stockByProduct.get(ownerOf(s)) ?? [];
    list.push(s);
    stockByProduct.set(ownerOf(s), list);
  }
  const ownerBySku = new Map<string, number>();
  for (const d of productDocs) {
    ownerBySku.set(String(d.body.sku), d.id);
    const children = d.body.configurable_children;
    if (Array.isArray(children))
      for (const child of children as { sku?: unknown }[]) ownerBySku.set(String(child.sku), d.id);
  }
  const pricesByProduct = new Map<number, CatalogPrice[]>();
  const orphanPrices: CatalogPrice[] = [];
  for (const p of parts.priceHistory) {
    const owner = ownerBySku.get(p.sku);
    if (owner === undefined) {
      orphanPrices.push(p);
      continue;
    }
    const list = pricesByProduct.get(owner) ?? [];
    list.push(p);
    pricesByProduct.set(owner, list);
  }
  const products: ProductWrite[] = productDocs.map((document) => ({
    document,
    stock: stockByProduct.get(document.id) ?? [],
    prices: pricesByProduct.get(document.id) ?? [],
  }));
  const productIds = new Set(productDocs.map((d) => d.id));
  const strayStock = parts.stock.filter((s) => !productIds.has(ownerOf(s)));
  return { products, others, strayStock, strayPrices: orphanPrices };
}

/**
 * Writes a whole catalogue through {@link upsertDocuments} and {@link upsertProducts}, `batchSize` products
 * at a time, inside the caller's transaction.
 *
 * @example
 * await database.db.transaction().execute((trx) => writeCatalogue(trx, generated, { updatedAt }));
 */
export async function writeCatalogue(
  trx: CatalogWriteHandle,
  parts: CatalogueParts,
  stamp: WriteStamp,
  batchSize = 1000,
): Promise<void> {
  const { products, others, strayStock, strayPrices } = groupCatalogueParts(parts);
  await upsertDocuments(trx, others, stamp);
  for (let start = 0; start < products.length; start += batchSize)
    await upsertProducts(trx, products.slice(start, start + batchSize), stamp);
  await upsertStockRows(trx, strayStock, stamp);
  await refreshStockFlags(
    trx,
    strayStock.map((s) => s.sku),
  );
  await recordPrices(trx, strayPrices);
}
