import { statSync } from "node:fs";
import { canonicalJson } from "@outlet/cart-merge";
import type { ProductManufacturer } from "@outlet/contract";
import {
  type CatalogDocument,
  type CatalogWriteHandle,
  type ProductWrite,
  updateStockLevels,
  upsertDocuments,
  upsertProducts,
} from "../catalog/catalogWriter.js";
import { checkImportedProduct } from "../catalog/checkProductWrite.js";
import { defaultManufacturer } from "../catalog/defaultManufacturer.js";
import { analyzeCatalogue } from "../catalog/productIndexWriter.js";
import type { AppDatabase } from "../db/openDatabase.js";
import type { JsonObject } from "../shop/jsonObject.js";
import { createSettingsStore } from "../staff/createSettingsStore.js";
import {
  attributeDocument,
  type CategoryRef,
  categoryDocument,
  categoryRefOf,
  productWrite,
} from "./buildImportDocuments.js";
import { createTagCollector } from "./collectTags.js";
import type { ImportProblem, Pending, ProductLine, StockLine } from "./importLineSchemas.js";
import { parseImportLine } from "./importLineSchemas.js";
import { readLines } from "./readLines.js";
import { type StoredImages, storeBatchImages } from "./storeBatchImages.js";

export type { ImportProblem, Pending } from "./importLineSchemas.js";

/** Progress after a batch. */
export interface ImportProgress {
  readonly bytesRead: number;
  readonly totalBytes: number;
  readonly lines: number;
}

/** Options of {@link runImport}. */
export interface ImportOptions {
  readonly database: AppDatabase;
  /** The JSON-lines file. */
  readonly file: string;
  /** Where product pictures are stored (DATA_DIR). */
  readonly dataDir: string;
  /** Write nothing when any line is rejected. @default false */
  readonly allOrNothing?: boolean;
  /** Reference time (ms): `updated_at` and new price-history entries. */
  readonly now: number;
  /** Lines per batch (one transaction each unless all-or-nothing). @default 500 */
  readonly batchSize?: number;
  readonly onProblem?: (problem: ImportProblem) => void;
  readonly onProgress?: (progress: ImportProgress) => void;
}

/** What a run did. */
export interface ImportSummary {
  readonly lines: number;
  readonly imported: { products: number; categories: number; attributes: number; stock: number };
  readonly rejected: number;
  readonly warnings: number;
  /** False when `allOrNothing` rolled everything back. */
  readonly written: boolean;
  /** Cache tags to announce (`P<sku>`, `C<id>`, or the broad `product`/`category` when too many changed). */
  readonly tags: readonly string[];
}

class Rollback extends Error {}

/** Values per `IN (…)` list: far below SQLite's and PostgreSQL's bound-parameter limits. */
const IN_CHUNK = 1000;

async function inChunks<TValue, TRow>(
  values: readonly TValue[],
  query: (part: TValue[]) => Promise<TRow[]>,
): Promise<TRow[]> {
  const unique = [...new Set(values)];
  const rows: TRow[] = [];
  for (let start = 0; start < unique.length; start += IN_CHUNK)
    rows.push(...(await query(unique.slice(start, start + IN_CHUNK))));
  return rows;
}

const sqlUtc = (at: number) => new Date(at).toISOString().replace("T", " ").slice(0, 19);

async function categoryRefs(
  trx: CatalogWriteHandle,
  ids: readonly number[],
): Promise<Map<number, CategoryRef>> {
  const found = new Map<number, CategoryRef>();
  if (ids.length === 0) return found;
  const rows = await inChunks(ids, (part) =>
    trx
      .selectFrom("catalog_document")
      .select(["body"])
      .where("entity_type", "=", "category")
      .where("id", "in", part)
      .execute(),
  );
  for (const row of rows) {
    const ref = categoryRefOf(JSON.parse(row.body) as JsonObject);
    found.set(ref.id, ref);
  }
  return found;
}

/** The stored bodies of some categories, by id. */
async function storedCategoryBodies(
  trx: CatalogWriteHandle,
  ids: readonly number[],
): Promise<Map<number, JsonObject>> {
  const rows = await inChunks(ids, (part) =>
    trx
      .selectFrom("catalog_document")
      .select(["id", "body"])
      .where("entity_type", "=", "category")
      .where("id", "in", part)
      .execute(),
  );
  return new Map(rows.map((row) => [Number(row.id), JSON.parse(row.body) as JsonObject]));
}

/** Whether two category bodies show the same thing (their write times aside). Pure. */
function sameCategory(before: JsonObject, after: JsonObject): boolean {
  const shown = ({ created_at: _created, updated_at: _updated, ...rest }: JsonObject) => canonicalJson(rest);
  return shown(before) === shown(after);
}

async function lastPrices(trx: CatalogWriteHandle, skus: readonly string[]): Promise<Map<string, number>> {
  const latest = new Map<string, { from: string; grosze: number }>();
  if (skus.length === 0) return new Map();
  const rows = await inChunks(skus, (part) =>
    trx
      .selectFrom("price_history")
      .select(["sku", "valid_from", "price_incl_tax_grosze"])
      .where("sku", "in", part)
      .execute(),
  );
  for (const row of rows) {
    const seen = latest.get(row.sku);
    if (!seen || seen.from < row.valid_from)
      latest.set(row.sku, { from: row.valid_from, grosze: row.price_incl_tax_grosze });
  }
  return new Map([...latest].map(([sku, entry]) => [sku, entry.grosze]));
}

async function skuOwners(trx: CatalogWriteHandle, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await inChunks(skus, (part) =>
    trx
      .selectFrom("catalog_document")
      .select(["id", "doc_key"])
      .where("entity_type", "=", "product")
      .where("doc_key", "in", part)
      .execute(),
  );
  return new Map(rows.map((row) => [row.doc_key as string, row.id]));
}

/** What one written batch did (applied to the run's totals once its transaction committed). */
interface BatchOutcome {
  readonly problems: ImportProblem[];
  readonly counts: { products: number; categories: number; attributes: number; stock: number };
  readonly tags: string[];
}

/** Writes one batch; returns the problems found (lines with an `error` are not written). */
async function writeBatch(
  trx: CatalogWriteHandle,
  batch: readonly Pending[],
  images: StoredImages,
  stamp: string,
  manufacturer: ProductManufacturer | null,
): Promise<BatchOutcome> {
  const problems: ImportProblem[] = [];
  const counts = { products: 0, categories: 0, attributes: 0, stock: 0 };
  const batchTags: string[] = [];
  const tags = { add: (...more: string[]) => batchTags.push(...more) };
  // write first: the transaction then holds SQLite's write lock from its first statement (waiting through
  // busy_timeout while the running API writes), instead of failing to upgrade a read snapshot later
  await trx
    .insertInto("meta")
    .values({ key: "catalogue_imported_at", value: stamp })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: stamp }))
    .execute();
  const reject = (line: number, field: string, message: string) =>
    problems.push({ line, field, message, severity: "error" });

  // categories first (in file order, so a parent earlier in the file is known), then attributes
  const categoryLines = batch.filter((p) => p.value.type === "category");
  const productLines = batch.filter((p): p is Pending & { value: ProductLine } => p.value.type === "product");
  const known = await categoryRefs(trx, [
    ...categoryLines.map((p) => (p.value.type === "category" ? p.value.parent_id : 0)),
    ...productLines.flatMap((p) => p.value.category_ids),
  ]);
  const stored = await storedCategoryBodies(
    trx,
    categoryLines.map((p) => (p.value.type === "category" ? p.value.id : 0)),
  );
  const documents: CatalogDocument[] = [];
  for (const { line, value } of categoryLines) {
    if (value.type !== "category") continue;
    const parent = known.get(value.parent_id);
    if (!parent) {
      reject(line, "parent_id", `nie ma kategorii o id ${value.parent_id}`);
      continue;
    }
    const document = categoryDocument(value, parent, stamp);
    known.set(value.id, categoryRefOf(document.body));
    documents.push(document);
    // a new or changed category: its own listing, its parent's (subcategory links) and every page's menu;
    // the same category imported again changes no page
    const before = stored.get(value.id);
    if (!before || !sameCategory(before, document.body))
      tags.add(`C${value.id}`, `C${value.parent_id}`, ...(before ? [`C${before.parent_id}`] : []), "menu");
    counts.categories += 1;
  }
  for (const { value } of batch) {
    if (value.type !== "attribute") continue;
    documents.push(attributeDocument(value));
    tags.add("attribute");
    counts.attributes += 1;
  }
  await upsertDocuments(trx, documents, { updatedAt: stamp });

  // products: categories must exist, a sku belongs to one product id
  const owners = await skuOwners(
    trx,
    productLines.map((p) => p.value.sku),
  );
  const accepted = productLines.filter(({ line, value }) => {
    const missing = value.category_ids.findIndex((id) => !known.has(id));
    if (missing !== -1) {
      reject(line, `category_ids.${missing}`, `nie ma kategorii o id ${value.category_ids[missing]}`);
      return false;
    }
    const shortfall = checkImportedProduct(value, manufacturer);
    if (shortfall) {
      reject(line, shortfall.field, shortfall.message);
      return false;
    }
    const owner = owners.get(value.sku);
    if (owner !== undefined && owner !== value.id) {
      reject(line, "sku", `sku ${value.sku} ma już produkt o id ${owner}`);
      return false;
    }
    // a new product may enter the home page's newest sections
    if (owner === undefined) tags.add("home");
    owners.set(value.sku, value.id); // a later line of this batch with the same sku must match this id
    return true;
  });
  const prices = await lastPrices(
    trx,
    accepted.flatMap(({ value }) => [value.sku, ...(value.configurable_children ?? []).map((c) => c.sku)]),
  );
  const products: ProductWrite[] = accepted.map(({ value }) => {
    tags.add(`P${value.sku}`, ...value.category_ids.map((id) => `C${id}`));
    counts.products += 1;
    return productWrite(value.manufacturer ? value : { ...value, manufacturer }, {
      categories: known,
      images: (file) => images.get(file) ?? null,
      lastPrices: prices,
      stamp,
    });
  });
  await upsertProducts(trx, products, { updatedAt: stamp });

  // stock lines last, so a product earlier in the same batch already has its rows
  const stockLines = batch.filter((p): p is Pending & { value: StockLine } => p.value.type === "stock");
  const unknown = new Set(
    await updateStockLevels(
      trx,
      stockLines.map(({ value }) => ({
        sku: value.sku,
        qty: value.qty,
        is_in_stock: value.is_in_stock ?? value.qty > 0,
        manage_stock: value.manage_stock,
      })),
      { updatedAt: stamp },
    ),
  );
  for (const { line, value } of stockLines) {
    if (unknown.has(value.sku)) reject(line, "sku", `nie ma produktu ani wariantu o sku ${value.sku}`);
    else {
      tags.add(`P${value.sku}`);
      counts.stock += 1;
    }
  }
  return { problems, counts, tags: batchTags };
}

/**
 * Streams a JSON-lines catalogue file into the database through the catalogue writer: each line validated,
 * batches of `batchSize` lines upserted in one transaction each (or the whole file in one transaction that
 * is rolled back when any line is rejected, with `allOrNothing`), pictures stored, problems and progress
 * reported as they happen. Memory holds one batch, never the file.
 *
 * @example
 * const summary = await runImport({ database, file: "products.jsonl", dataDir, now: Date.now() });
 */
export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 500;
  const totalBytes = statSync(options.file).size;
  const stamp = sqlUtc(options.now);
  const tags = createTagCollector();
  const counts = { products: 0, categories: 0, attributes: 0, stock: 0 };
  let rejected = 0;
  let warnings = 0;
  let lines = 0;
  const report = (problems: readonly ImportProblem[]) => {
    // a rejected line gets one `error` problem from the batch checks, or all its parse problems at once
    if (problems.some((problem) => problem.severity === "error")) rejected += 1;
    for (const problem of problems) {
      if (problem.severity === "warning") warnings += 1;
      options.onProblem?.(problem);
    }
  };
  const apply = (outcome: BatchOutcome) => {
    for (const problem of outcome.problems) report([problem]);
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += outcome.counts[key];
    tags.add(...outcome.tags);
  };

  // pictures are rendered before the batch's transaction opens, so the write lock is never held for them
  const prepare = async (batch: Pending[]) => {
    const stored = await storeBatchImages(batch, options);
    for (const problem of stored.problems) report([problem]);
    return stored.images;
  };
  const each = async (handle: (batch: Pending[], images: StoredImages) => Promise<void>) => {
    let batch: Pending[] = [];
    let bytesRead = 0;
    for await (const line of readLines(options.file)) {
      lines = line.number;
      bytesRead = line.bytesRead;
      const text = (line.number === 1 ? line.text.replace(/^\uFEFF/, "") : line.text).trim();
      if (text === "") continue;
      const parsed = parseImportLine(text, line.number);
      if (!parsed.ok) {
        report(parsed.problems.map((problem) => ({ ...problem, severity: "error" as const })));
        continue;
      }
      batch.push({ line: line.number, value: parsed.value });
      if (batch.length >= batchSize) {
        await handle(batch, await prepare(batch));
        batch = [];
        options.onProgress?.({ bytesRead, totalBytes, lines });
      }
    }
    if (batch.length > 0) await handle(batch, await prepare(batch));
    options.onProgress?.({ bytesRead: totalBytes, totalBytes, lines });
  };

  const { db } = options.database;
  const manufacturer = defaultManufacturer(await createSettingsStore({ now: () => options.now }).read(db));
  let written = true;
  if (options.allOrNothing) {
    try {
      await db.transaction().execute(async (trx) => {
        await each(async (batch, images) => apply(await writeBatch(trx, batch, images, stamp, manufacturer)));
        if (rejected > 0) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      written = false;
    }
  } else {
    const commit = async (batch: Pending[], images: StoredImages): Promise<void> => {
      try {
        apply(await db.transaction().execute((trx) => writeBatch(trx, batch, images, stamp, manufacturer)));
      } catch (error) {
        // a write the checks did not foresee failed: retry line by line so only the culprit is lost
        if (batch.length > 1) {
          for (const single of batch) await commit([single], images);
          return;
        }
        const line = batch[0]?.line ?? 0;
        report([
          { line, field: "-", message: `błąd zapisu: ${(error as Error).message}`, severity: "error" },
        ]);
      }
    };
    await each(commit);
  }
  // fresh planner statistics for the product index after a bulk write
  if (written && lines > 0) await analyzeCatalogue(db);
  return {
    lines,
    imported: counts,
    rejected,
    warnings,
    written,
    tags: written ? tags.tags() : [],
  };
}
