// Maintains the product index (productIndexSchema.ts) inside the caller's transaction: from the catalogue
// writer's hook for written products, and from the order and admin paths for stock changes. Portable
// Kysely only. Nothing here reads or rebuilds the whole catalogue.

import { randomBytes } from "node:crypto";
import { groupedLinks } from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import { type Insertable, type Kysely, sql } from "kysely";
import { MIN_INTEGER_ID } from "../db/dialect.js";
import type { Database } from "../db/schema.js";
import { groupedItemBodies } from "./groupedItemBodies.js";
import type { TaxRuleDoc } from "./priceFields.js";
import { BUYABLE_PREFIX, indexedPaths, productIndexRows } from "./productIndexRows.js";

type Doc = Record<string, unknown>;
/** A product document as the writer passes it. */
interface WrittenDocument {
  readonly entity_type: string;
  readonly id: number;
  readonly is_active: boolean;
  readonly body: Doc;
}

const CHUNK = 400;
const ID_CHUNK = 500;

function chunks<TItem>(items: readonly TItem[], size: number): TItem[][] {
  const out: TItem[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The `meta` key of the stock version: every stock-flag refresh gives it a new random value. */
export const STOCK_VERSION_KEY = "stock_version";

/** The `meta` key of the catalogue version: any catalogue write gives it a new random value. */
export const CATALOG_VERSION_KEY = "catalog_version";

/**
 * Gives the catalogue a new version, so every API process drops its small caches (categories, attributes,
 * tax rules) on its next request.
 *
 * @example
 * await bumpCatalogVersion(trx);
 */
export async function bumpCatalogVersion(trx: Kysely<Database>): Promise<void> {
  const value = randomBytes(8).toString("hex");
  await trx
    .insertInto("meta")
    .values({ key: CATALOG_VERSION_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

async function documentsOf(trx: Kysely<Database>, entityType: string): Promise<Doc[]> {
  const rows = await trx
    .selectFrom("catalog_document")
    .select("body")
    .where("entity_type", "=", entityType)
    .execute();
  return rows.map((r) => JSON.parse(r.body) as Doc);
}

async function stockFlags(trx: Kysely<Database>, skus: readonly string[]): Promise<Map<string, boolean>> {
  const flags = new Map<string, boolean>();
  for (const part of chunks(skus, ID_CHUNK)) {
    const rows = await trx
      .selectFrom("stock_item")
      .select(["sku", "is_in_stock"])
      .where("sku", "in", part)
      .execute();
    for (const r of rows) flags.set(r.sku, r.is_in_stock === 1);
  }
  return flags;
}

async function deleteRows(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, ID_CHUNK)) {
    await trx
      .deleteFrom("child_value")
      .where("owner", "in", (eb) =>
        eb.selectFrom("product_child").select("child_key").where("parent_id", "in", part),
      )
      .execute();
    await trx.deleteFrom("product_child").where("parent_id", "in", part).execute();
    await trx.deleteFrom("product_value").where("owner", "in", part).execute();
    await trx.deleteFrom("product_sku").where("product_id", "in", part).execute();
    await trx.deleteFrom("product_price").where("product_id", "in", part).execute();
    await trx.deleteFrom("catalog_product").where("id", "in", part).execute();
  }
}

/** The index tables {@link indexProducts} fills in bulk. */
type BulkIndexTable = "catalog_product" | "product_value" | "child_value" | "product_child" | "product_price";

async function insertChunks<TTable extends BulkIndexTable>(
  trx: Kysely<Database>,
  table: TTable,
  rows: readonly Insertable<Database[TTable]>[],
): Promise<void> {
  for (const part of chunks(rows, CHUNK)) await trx.insertInto(table).values(part).execute();
}

/**
 * Replaces the index rows of the written product documents (a disabled or hidden product loses its rows),
 * then gives the catalogue a new version. Idempotent; runs in the writer's transaction.
 *
 * @example
 * await indexProducts(trx, documents);
 */
export async function indexProducts(
  trx: Kysely<Database>,
  documents: readonly WrittenDocument[],
): Promise<void> {
  const products = documents.filter((d) => d.entity_type === "product");
  if (products.length === 0) return;
  await deleteRows(
    trx,
    products.map((d) => d.id),
  );
  const enabled = products.filter((d) => d.is_active && isEnabled(d.body));
  const paths = indexedPaths(await documentsOf(trx, "attribute"));
  const rules = (await documentsOf(trx, "taxrule")) as unknown as TaxRuleDoc[];
  const skus = enabled.flatMap((d) => [
    String(d.body.sku),
    ...((d.body.configurable_children as { sku?: unknown }[] | undefined) ?? []).map((c) => String(c.sku)),
  ]);
  const stock = await stockFlags(trx, skus);
  const items = await groupedItems(trx, enabled);
  const built = enabled.map((d) =>
    productIndexRows(
      { ...d.body, id: d.id },
      paths,
      rules,
      stock,
      groupedLinks(d.body).flatMap((link): Doc[] => {
        const item = items.get(link.sku);
        return item ? [item] : [];
      }),
    ),
  );
  await insertChunks(
    trx,
    "catalog_product",
    built.map((b) => b.product),
  );
  await insertChunks(
    trx,
    "product_value",
    built.flatMap((b) => b.values),
  );
  await insertChunks(
    trx,
    "product_child",
    built.flatMap((b) => b.children),
  );
  await insertChunks(
    trx,
    "child_value",
    built.flatMap((b) => b.childValues),
  );
  await insertChunks(
    trx,
    "product_price",
    built.flatMap((b) => b.prices),
  );
  // a sku held twice keeps its first holder: the product's own sku wins over a child's
  for (const part of chunks(
    built.flatMap((b) => b.skus),
    CHUNK,
  ))
    await trx
      .insertInto("product_sku")
      .values(part)
      .onConflict((oc) => oc.column("sku").doNothing())
      .execute();
  await bumpCatalogVersion(trx);
  const sets = await groupedSetsOf(trx, products);
  if (sets.length > 0) await indexProducts(trx, sets);
}

// A grouped product's items as the answers price it (productDocuments.ts applyGroupedPrices): status 1 and
// not grouped themselves; a written item wins over its indexed copy.
const isGroupedItem = (d: WrittenDocument): boolean =>
  d.is_active && Number(d.body.status) === 1 && d.body.type_id !== "grouped";

/** The stored documents of the items the grouped products among `written` link, by sku. */
async function groupedItems(
  trx: Kysely<Database>,
  written: readonly WrittenDocument[],
): Promise<Map<string, Doc>> {
  const wanted = new Set(written.flatMap((d) => groupedLinks(d.body).map((link) => link.sku)));
  const items = new Map<string, Doc>();
  for (const d of written)
    if (wanted.has(String(d.body.sku)) && isGroupedItem(d)) items.set(String(d.body.sku), d.body);
  const missing = [...wanted].filter((sku) => !items.has(sku));
  for (const row of await groupedItemBodies(trx, missing)) items.set(row.sku, JSON.parse(row.body) as Doc);
  return items;
}

/**
 * The indexed grouped products outside `written` that link a written item: their index prices are their
 * items' sum, so they are indexed again with it.
 */
async function groupedSetsOf(
  trx: Kysely<Database>,
  written: readonly WrittenDocument[],
): Promise<WrittenDocument[]> {
  const skus = new Set(written.filter((d) => d.body.type_id !== "grouped").map((d) => String(d.body.sku)));
  if (skus.size === 0) return [];
  const ids = new Set(written.map((d) => d.id));
  const rows = await trx
    .selectFrom("catalog_product as p")
    .innerJoin("catalog_document as d", (join) =>
      join.onRef("d.id", "=", "p.id").on("d.entity_type", "=", "product"),
    )
    .select(["p.id", "d.body"])
    .where("p.type_id", "=", "grouped")
    .execute();
  return rows
    .filter((row) => !ids.has(row.id))
    .map((row) => ({
      entity_type: "product",
      id: row.id,
      is_active: true,
      body: JSON.parse(row.body) as Doc,
    }))
    .filter((d) => groupedLinks(d.body).some((link) => skus.has(link.sku)));
}

/** The skus among `skus` whose `stock_item.is_in_stock` differs from the index's flag (child or simple). */
async function changedStockFlags(trx: Kysely<Database>, skus: readonly string[]): Promise<string[]> {
  const changed: string[] = [];
  for (const part of chunks(skus, ID_CHUNK)) {
    const list = sql.join(part.map((sku) => sql`${sku}`));
    const differs = (row: string) => sql.raw(`(${row}.in_stock IS NULL OR ${row}.in_stock <> s.is_in_stock)`);
    const rows = await sql<{
      sku: string;
    }>`SELECT s.sku AS sku FROM stock_item s WHERE s.sku IN (${list}) AND (EXISTS (SELECT 1 FROM product_child c WHERE c.sku = s.sku AND ${differs("c")}) OR EXISTS (SELECT 1 FROM catalog_product p WHERE p.sku = s.sku AND p.type_id <> 'configurable' AND ${differs("p")}))`.execute(
      trx,
    );
    for (const row of rows.rows) changed.push(row.sku);
  }
  return changed;
}

/**
 * Re-reads `is_in_stock` of some skus from `stock_item` into the index: the child rows, the simple
 * products, and the configurable parents of the touched children. Only skus whose flag changed are
 * written, and only then does `meta.stock_version` move (the search's cached results stay valid through
 * orders that sell out nothing). A handful of indexed row reads and updates, run in the order transaction
 * right after the stock decrement.
 *
 * @example
 * await refreshStockFlags(trx, ["SUK-0001-CZA-M"]);
 */
export async function refreshStockFlags(trx: Kysely<Database>, given: readonly string[]): Promise<void> {
  if (given.length === 0) return;
  const skus = await changedStockFlags(trx, given);
  if (skus.length === 0) return;
  const stockVersion = randomBytes(8).toString("hex");
  await trx
    .insertInto("meta")
    .values({ key: STOCK_VERSION_KEY, value: stockVersion })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: stockVersion }))
    .execute();
  for (const part of chunks(skus, ID_CHUNK)) {
    const list = sql.join(part.map((sku) => sql`${sku}`));
    await sql`UPDATE product_child SET in_stock = (SELECT s.is_in_stock FROM stock_item s WHERE s.sku = product_child.sku) WHERE sku IN (${list}) AND EXISTS (SELECT 1 FROM stock_item s WHERE s.sku = product_child.sku)`.execute(
      trx,
    );
    await sql`UPDATE catalog_product SET in_stock = (SELECT s.is_in_stock FROM stock_item s WHERE s.sku = catalog_product.sku) WHERE sku IN (${list}) AND type_id <> 'configurable' AND EXISTS (SELECT 1 FROM stock_item s WHERE s.sku = catalog_product.sku)`.execute(
      trx,
    );
    const parents = sql`SELECT parent_id FROM product_child WHERE sku IN (${list})`;
    await sql`UPDATE catalog_product SET in_stock = CASE WHEN EXISTS (SELECT 1 FROM product_child c WHERE c.parent_id = catalog_product.id AND c.enabled = 1 AND c.in_stock = 1) THEN 1 ELSE 0 END WHERE type_id = 'configurable' AND id IN (${parents})`.execute(
      trx,
    );
    // what the parents' buyable children carry (productIndexRows.BUYABLE_PREFIX), from their child rows
    await sql`DELETE FROM product_value WHERE owner IN (${parents}) AND field LIKE ${`${BUYABLE_PREFIX}%`}`.execute(
      trx,
    );
    await sql`INSERT INTO product_value (owner, field, num, str, low) SELECT DISTINCT c.parent_id, ${BUYABLE_PREFIX} || cv.field, cv.num, cv.str, cv.low FROM product_child c JOIN child_value cv ON cv.owner = c.child_key WHERE c.parent_id IN (SELECT id FROM catalog_product WHERE type_id = 'configurable' AND id IN (${parents})) AND c.enabled = 1 AND COALESCE(c.in_stock, 1) = 1 AND cv.field <> 'sku'`.execute(
      trx,
    );
  }
}

/**
 * After non-product documents were written: a new catalogue version, and when attributes or tax rules
 * changed (they decide the indexed paths and the prices), every product's rows are rebuilt page by page.
 *
 * @example
 * await indexAfterDocumentWrite(trx, [attributeDoc]);
 */
export async function indexAfterDocumentWrite(
  trx: Kysely<Database>,
  documents: readonly { readonly entity_type: string }[],
): Promise<void> {
  await bumpCatalogVersion(trx);
  if (!documents.some((d) => d.entity_type === "attribute" || d.entity_type === "taxrule")) return;
  await reindexAllProducts(trx);
}

/**
 * Rebuilds the index rows of every product, 500 documents at a time (memory stays flat). For a fresh
 * database after the upgrade and after attribute or tax-rule changes.
 *
 * @example
 * await reindexAllProducts(trx);
 */
export async function reindexAllProducts(trx: Kysely<Database>): Promise<void> {
  let after = MIN_INTEGER_ID;
  for (;;) {
    const rows = await trx
      .selectFrom("catalog_document")
      .select(["id", "is_active", "body"])
      .where("entity_type", "=", "product")
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    await indexProducts(
      trx,
      rows.map((r) => ({
        entity_type: "product",
        id: r.id,
        is_active: r.is_active === 1,
        body: JSON.parse(r.body) as Doc,
      })),
    );
    after = (rows[rows.length - 1] as { id: number }).id;
  }
}

/**
 * Indexes the products of a database written before the product index existed, and gathers the planner
 * statistics after the first seed (once; marked in `meta.product_index`).
 *
 * @example
 * await ensureProductIndex(database.db);
 */
export async function ensureProductIndex(db: Kysely<Database>): Promise<void> {
  const mark = await db
    .selectFrom("meta")
    .select("value")
    .where("key", "=", "product_index")
    .executeTakeFirst();
  if (mark?.value === "2") return;
  if (!mark) await db.transaction().execute((trx) => reindexAllProducts(trx));
  await analyzeCatalogue(db);
  await db
    .insertInto("meta")
    .values({ key: "product_index", value: "2" })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: "2" }))
    .execute();
}

/**
 * Refreshes the query planner's statistics (`ANALYZE`, the same statement on SQLite and PostgreSQL): without
 * them SQLite drives a facet from a whole value index instead of from the matched products. Run after a
 * bulk write (seed, import, re-index); seconds at 200 000 products.
 *
 * @example
 * await analyzeCatalogue(database.db);
 */
export async function analyzeCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE`.execute(db);
}
