import { lowestPriceInWindow } from "@outlet/pricing";
import type { AppDatabase } from "../db/openDatabase.js";
import { type TaxRuleDoc, windowEdges, withPriceFields } from "./priceFields.js";

/** A catalogue document as JSON. Keys starting with `_` are internal and never leave the server (S15). */
export type Doc = Record<string, unknown>;

/** A stock row (§12.10 source). */
export interface StockRow {
  readonly sku: string;
  readonly product_id: number;
  readonly parent_id: number | null;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
  readonly min_sale_qty: number;
  readonly max_sale_qty: number;
}

/** A sku resolved to its product and, for a configurable child, the child inside it. */
export interface SkuHit {
  readonly product: Doc;
  readonly child: Doc | null;
}

/** Processed products of one price epoch, with lookup maps. */
export interface ProductSnapshot {
  /** Every product with status < 2, processed (§12.1 price fields), ascending id. */
  readonly products: readonly Doc[];
  readonly byId: ReadonlyMap<number, Doc>;
  readonly bySku: ReadonlyMap<string, SkuHit>;
  readonly byUrlPath: ReadonlyMap<string, Doc>;
  /** Epoch ms at which these prices were computed. */
  readonly computedAt: number;
  /** Monotonic counter, bumped on every rebuild (search caches key on it). */
  readonly version: number;
  /** Bumped when the documents were re-read from the database (text changes possible). */
  readonly generation: number;
}

/** The catalogue as the API serves it: documents from the database, products with live price fields. */
export interface CatalogStore {
  /** The product snapshot valid at `now` (recomputed when a special-price window opened or closed). */
  products(now: number): ProductSnapshot;
  /** Visible documents of a non-product entity type, ascending id. */
  documents(entityType: string): readonly Doc[];
  /** A document by entity type and natural key (identifier, slug, sku, hashed key…), hidden ones included. */
  byKey(entityType: string, key: string): { doc: Doc; active: boolean } | undefined;
  /** Stock rows by sku. */
  stock(sku: string): StockRow | undefined;
  /** The tax rules (§12.4). */
  taxRules(): readonly TaxRuleDoc[];
  /** Re-reads everything from the database (after catalogue writes). */
  reload(): Promise<void>;
  /** Re-reads the stock rows of some skus and patches the documents (after an order). */
  refreshStock(skus: readonly string[]): Promise<void>;
}

interface Loaded {
  sources: Doc[];
  others: Map<string, Doc[]>;
  keys: Map<string, { doc: Doc; active: boolean }>;
  stock: Map<string, StockRow>;
  history: Map<string, { from: number; grosze: number }[]>;
  rules: TaxRuleDoc[];
}

const DAY = 86_400_000;
const REPROCESS_MS = 3_600_000;

function parseUtc(value: string): number {
  return Date.parse(`${value.replace(" ", "T")}Z`);
}

function toStockRow(r: {
  sku: string;
  product_id: number;
  parent_id: number | null;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
  min_sale_qty: number;
  max_sale_qty: number;
}): StockRow {
  return {
    sku: r.sku,
    product_id: r.product_id,
    parent_id: r.parent_id,
    qty: Math.max(0, r.qty),
    is_in_stock: r.is_in_stock === 1,
    manage_stock: r.manage_stock === 1,
    min_sale_qty: r.min_sale_qty,
    max_sale_qty: r.max_sale_qty,
  };
}

function applyStock(product: Doc, stock: Map<string, StockRow>): void {
  const own = stock.get(product.sku as string);
  if (own) product.stock = { is_in_stock: own.is_in_stock, qty: own.qty, manage_stock: own.manage_stock };
  const children = product.configurable_children;
  if (Array.isArray(children)) {
    let qty = 0;
    let inStock = false;
    for (const child of children as Doc[]) {
      const row = stock.get(child.sku as string);
      if (row) child.stock = { is_in_stock: row.is_in_stock, qty: row.qty, manage_stock: row.manage_stock };
      const s = child.stock as { is_in_stock?: boolean; qty?: number } | undefined;
      if (Number(child.status ?? 1) < 2 && s?.is_in_stock) inStock = true;
      qty += s?.qty ?? 0;
    }
    const manage = (product.stock as { manage_stock?: boolean } | undefined)?.manage_stock ?? true;
    product.stock = { is_in_stock: inStock, qty, manage_stock: manage };
  }
}

/**
 * The lowest gross price of the 30 days before a reduction (EU price-indication rule), through
 * `@outlet/pricing`'s `lowestPriceInWindow`; `null` without history.
 */
function lowestBefore(history: { from: number; grosze: number }[] | undefined, start: number): number | null {
  if (!history || history.length === 0) return null;
  const entries = history.map((h) => ({ at: h.from, price_incl_tax: h.grosze / 100 }));
  const first = history[0] as { from: number };
  // a product on sale since before its history (or younger than 30 days): the lowest price it has had
  return (
    lowestPriceInWindow(entries, start - 30 * DAY, start) ??
    lowestPriceInWindow(entries, first.from, Math.max(start, first.from + 1))
  );
}

/**
 * Loads the catalogue from the database into memory. Products are processed lazily per price epoch: the
 * snapshot is rebuilt when `now` passes the next special-price window edge, or hourly (30-day lowest price).
 *
 * @example
 * const catalog = await createCatalogStore(database);
 * catalog.products(Date.now()).bySku.get("SUK-0001");
 */
export async function createCatalogStore(database: AppDatabase): Promise<CatalogStore> {
  let loaded: Loaded;
  let snapshot: ProductSnapshot | null = null;
  let nextEdge = Number.POSITIVE_INFINITY;
  let version = 0;
  let generation = 0;

  const load = async (): Promise<Loaded> => {
    const rows = await database.db
      .selectFrom("catalog_document")
      .selectAll()
      .orderBy("entity_type")
      .orderBy("id")
      .execute();
    const stockRows = await database.db.selectFrom("stock_item").selectAll().execute();
    const priceRows = await database.db
      .selectFrom("price_history")
      .selectAll()
      .orderBy("sku")
      .orderBy("valid_from")
      .execute();
    const result: Loaded = {
      sources: [],
      others: new Map(),
      keys: new Map(),
      stock: new Map(),
      history: new Map(),
      rules: [],
    };
    for (const s of stockRows) result.stock.set(s.sku, toStockRow(s));
    for (const p of priceRows) {
      const list = result.history.get(p.sku) ?? [];
      list.push({ from: parseUtc(p.valid_from), grosze: p.price_incl_tax_grosze });
      result.history.set(p.sku, list);
    }
    for (const row of rows) {
      const body = JSON.parse(row.body) as Doc;
      if (row.doc_key !== null)
        result.keys.set(`${row.entity_type}\u0000${row.doc_key}`, { doc: body, active: row.is_active === 1 });
      if (row.entity_type === "product") {
        if (row.is_active === 1 && Number(body.status ?? 1) < 2) {
          applyStock(body, result.stock);
          result.sources.push(body);
        }
        continue;
      }
      if (row.entity_type === "taxrule") result.rules.push(body as unknown as TaxRuleDoc);
      if (row.is_active !== 1) continue;
      const list = result.others.get(row.entity_type) ?? [];
      list.push(body);
      result.others.set(row.entity_type, list);
    }
    decorateCategories(result);
    generation += 1;
    return result;
  };

  const decorateCategories = (data: Loaded): void => {
    const categories = data.others.get("category") ?? [];
    const counts = new Map<number, number>();
    for (const p of data.sources) {
      if (![2, 3, 4].includes(Number(p.visibility))) continue;
      for (const id of (p.category_ids as number[] | undefined) ?? [])
        counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const byParent = new Map<number, Doc[]>();
    for (const c of categories) {
      c.product_count = counts.get(c.id as number) ?? 0;
      const list = byParent.get(c.parent_id as number) ?? [];
      list.push(c);
      byParent.set(c.parent_id as number, list);
    }
    const build = (c: Doc): Doc => {
      const kids = (byParent.get(c.id as number) ?? []).sort(
        (a, b) => (a.position as number) - (b.position as number),
      );
      return { ...c, children_count: kids.length, children_data: kids.map(build) };
    };
    const built = categories.map(build);
    data.others.set("category", built);
  };

  const process = (now: number): ProductSnapshot => {
    const context = { rules: loaded.rules, now };
    const products: Doc[] = [];
    const byId = new Map<number, Doc>();
    const bySku = new Map<string, SkuHit>();
    const byUrlPath = new Map<string, Doc>();
    let edge = Number.POSITIVE_INFINITY;
    for (const source of loaded.sources) {
      const doc = withPriceFields(source, context);
      for (const e of windowEdges(source.special_from_date, source.special_to_date))
        if (e > now && e < edge) edge = e;
      if ((doc.special_price_incl_tax as number) > 0) {
        const from =
          typeof source.special_from_date === "string" && source.special_from_date !== ""
            ? windowEdges(source.special_from_date, null)[0]
            : undefined;
        const lowest = lowestBefore(
          loaded.history.get(source.sku as string),
          from !== undefined && from <= now ? from : now,
        );
        if (lowest !== null) doc.lowest_price_30d_incl_tax = lowest;
      }
      products.push(doc);
      byId.set(doc.id as number, doc);
      bySku.set(doc.sku as string, { product: doc, child: null });
      if (typeof doc.url_path === "string") byUrlPath.set(doc.url_path, doc);
      if (Array.isArray(doc.configurable_children)) {
        for (const child of doc.configurable_children as Doc[]) {
          if (!bySku.has(child.sku as string)) bySku.set(child.sku as string, { product: doc, child });
        }
        // children get the same edges as their parent in the demo data; other sources may differ
        for (const child of doc.configurable_children as Doc[]) {
          for (const e of windowEdges(child.special_from_date, child.special_to_date))
            if (e > now && e < edge) edge = e;
        }
      }
    }
    nextEdge = edge;
    version += 1;
    return { products, byId, bySku, byUrlPath, computedAt: now, version, generation };
  };

  loaded = await load();

  return {
    products(now) {
      if (
        snapshot === null ||
        now >= nextEdge ||
        now - snapshot.computedAt > REPROCESS_MS ||
        now < snapshot.computedAt - REPROCESS_MS
      ) {
        snapshot = process(now);
      }
      return snapshot;
    },
    documents: (entityType) => loaded.others.get(entityType) ?? [],
    byKey: (entityType, key) => loaded.keys.get(`${entityType}\u0000${key}`),
    stock: (sku) => loaded.stock.get(sku),
    taxRules: () => loaded.rules,
    async reload() {
      loaded = await load();
      snapshot = null;
    },
    async refreshStock(skus) {
      if (skus.length === 0) return;
      const rows = await database.db
        .selectFrom("stock_item")
        .selectAll()
        .where("sku", "in", [...skus])
        .execute();
      for (const r of rows) loaded.stock.set(r.sku, toStockRow(r));
      const parents = new Set<Doc>();
      for (const source of loaded.sources) {
        if (skus.includes(source.sku as string)) parents.add(source);
        if (Array.isArray(source.configurable_children)) {
          for (const c of source.configurable_children as Doc[])
            if (skus.includes(c.sku as string)) parents.add(source);
        }
      }
      for (const p of parents) applyStock(p, loaded.stock);
      snapshot = null;
    },
  };
}
