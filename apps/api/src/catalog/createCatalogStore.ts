import { lowestPriceInWindow } from "@outlet/pricing";
import type { AppDatabase } from "../db/openDatabase.js";
import { applyPriceFields, type TaxRuleDoc, windowEdges } from "./priceFields.js";

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
  /** Bumped when stock fields changed in place (after an order). @default 0 */
  readonly stockVersion?: number;
}

/** Lookups by sku: what `resolveProduct` reads (a snapshot or the hits of one request). */
export interface SkuLookup {
  readonly bySku: ReadonlyMap<string, SkuHit>;
}

/**
 * The catalogue as the API serves it: documents from the database, products with live price fields at the
 * request's `now`. Every method is asynchronous: answers come from the database.
 */
export interface CatalogStore {
  /** The products (top-level or configurable children) of some skus, enabled ones only, priced at `now`. */
  productsBySku(skus: readonly string[], now: number): Promise<ReadonlyMap<string, SkuHit>>;
  /** An enabled top-level product by id. */
  productById(id: number, now: number): Promise<Doc | undefined>;
  /** The enabled top-level product holding the configurable child `id`. */
  productByChildId(id: number, now: number): Promise<Doc | undefined>;
  /** An enabled top-level product by its `url_path`. */
  productByUrlPath(urlPath: string, now: number): Promise<Doc | undefined>;
  /** An enabled top-level product by its `uuid` (lower case). */
  productByUuid(uuid: string, now: number): Promise<Doc | undefined>;
  /** Every enabled top-level product, ascending id, read page by page (sitemap, feeds). */
  eachProduct(now: number): AsyncIterable<Doc>;
  /** Visible documents of a non-product entity type, ascending id. */
  documents(entityType: string): Promise<readonly Doc[]>;
  /** A document by entity type and natural key (identifier, slug, sku, hashed key…), hidden ones included. */
  byKey(entityType: string, key: string): Promise<{ doc: Doc; active: boolean } | undefined>;
  /** Stock rows by sku. */
  stock(sku: string): Promise<StockRow | undefined>;
  /** Stock rows of some skus (missing ones left out). */
  stocks(skus: readonly string[]): Promise<ReadonlyMap<string, StockRow>>;
  /** The tax rules (§12.4). */
  taxRules(): Promise<readonly TaxRuleDoc[]>;
  /** The product snapshot valid at `now` (the search's in-memory data; to be replaced by queries). */
  products(now: number): Promise<ProductSnapshot>;
  /** Re-reads everything from the database (after catalogue writes). */
  reload(): Promise<void>;
  /** Re-reads the stock rows of some skus and patches the documents (after an order). */
  refreshStock(skus: readonly string[]): Promise<void>;
}

interface Loaded {
  sources: Doc[];
  /** Product or child sku → the source product that holds it. */
  sourceBySku: Map<string, Doc>;
  others: Map<string, Doc[]>;
  keys: Map<string, { doc: Doc; active: boolean }>;
  stock: Map<string, StockRow>;
  history: Map<string, { from: number; grosze: number }[]>;
  rules: TaxRuleDoc[];
}

const DAY = 86_400_000;

/** The store's internal snapshot: the public one plus the pending price-change instants. */
interface MutableSnapshot {
  products: Doc[];
  byId: Map<number, Doc>;
  bySku: Map<string, SkuHit>;
  byUrlPath: Map<string, Doc>;
  computedAt: number;
  version: number;
  generation: number;
  stockVersion: number;
  /** Future instants (sorted) at which the product at `position` must be re-processed. */
  edges: { at: number; position: number }[];
}

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
 * Loads the catalogue from the database into memory. Products are processed once at `now`; afterwards only
 * the products whose special-price window opened or closed (or whose 30-day lowest price moved) since the
 * last call are re-processed, and a stock change re-processes only the products it touches.
 *
 * @example
 * const catalog = await createCatalogStore(database);
 * catalog.products(Date.now()).bySku.get("SUK-0001");
 */
export async function createCatalogStore(database: AppDatabase): Promise<CatalogStore> {
  let loaded: Loaded;
  let snapshot: MutableSnapshot | null = null;
  let version = 0;
  let stockVersion = 0;
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
      sourceBySku: new Map(),
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
          result.sourceBySku.set(body.sku as string, body);
          for (const child of (body.configurable_children as Doc[] | undefined) ?? []) {
            if (!result.sourceBySku.has(child.sku as string))
              result.sourceBySku.set(child.sku as string, body);
          }
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

  /** Processes one source product at `now`: price fields, 30-day lowest price, and the future instants at which its prices change. */
  const processOne = (source: Doc, now: number, edges: number[]): Doc => {
    const doc = applyPriceFields(source, { rules: loaded.rules, now });
    const addEdges = (from: unknown, to: unknown): void => {
      for (const e of windowEdges(from, to)) if (e > now) edges.push(e);
    };
    addEdges(source.special_from_date, source.special_to_date);
    if (Array.isArray(source.configurable_children)) {
      for (const child of source.configurable_children as Doc[])
        addEdges(child.special_from_date, child.special_to_date);
    }
    if ((doc.special_price_incl_tax as number) > 0) {
      const from =
        typeof source.special_from_date === "string" && source.special_from_date !== ""
          ? windowEdges(source.special_from_date, null)[0]
          : undefined;
      const history = loaded.history.get(source.sku as string);
      const start = from !== undefined && from <= now ? from : now;
      const lowest = lowestBefore(history, start);
      if (lowest !== null) doc.lowest_price_30d_incl_tax = lowest;
      // with a moving window (no start date) the lowest price changes when a history point leaves it
      if (start === now)
        for (const h of history ?? []) if (h.from + 30 * DAY > now) edges.push(h.from + 30 * DAY);
    }
    return doc;
  };

  const index = (snap: MutableSnapshot, position: number, doc: Doc, previous: Doc | undefined): void => {
    if (previous && typeof previous.url_path === "string") snap.byUrlPath.delete(previous.url_path);
    snap.products[position] = doc;
    snap.byId.set(doc.id as number, doc);
    snap.bySku.set(doc.sku as string, { product: doc, child: null });
    if (typeof doc.url_path === "string") snap.byUrlPath.set(doc.url_path, doc);
    if (Array.isArray(doc.configurable_children)) {
      for (const child of doc.configurable_children as Doc[]) {
        const existing = snap.bySku.get(child.sku as string);
        if (!existing || existing.product.id === doc.id)
          snap.bySku.set(child.sku as string, { product: doc, child });
      }
    }
  };

  const pushEdges = (snap: MutableSnapshot, position: number, edges: number[]): void => {
    for (const at of edges) snap.edges.push({ at, position });
  };

  const build = (now: number): MutableSnapshot => {
    version += 1;
    const snap: MutableSnapshot = {
      products: [],
      byId: new Map(),
      bySku: new Map(),
      byUrlPath: new Map(),
      computedAt: now,
      version,
      generation,
      stockVersion,
      edges: [],
    };
    loaded.sources.forEach((source, position) => {
      const edges: number[] = [];
      index(snap, position, processOne(source, now, edges), undefined);
      pushEdges(snap, position, edges);
    });
    snap.edges.sort((a, b) => a.at - b.at);
    return snap;
  };

  /** Re-processes only the products whose prices changed since the snapshot (window edges passed). */
  const advance = (snap: MutableSnapshot, now: number): MutableSnapshot => {
    let due = 0;
    while (due < snap.edges.length && (snap.edges[due] as { at: number }).at <= now) due++;
    if (due === 0) return snap;
    const positions = new Set(snap.edges.slice(0, due).map((e) => e.position));
    snap.edges = snap.edges.slice(due).filter((e) => !positions.has(e.position));
    for (const position of positions) {
      const edges: number[] = [];
      index(snap, position, processOne(loaded.sources[position] as Doc, now, edges), snap.products[position]);
      pushEdges(snap, position, edges);
    }
    snap.edges.sort((a, b) => a.at - b.at);
    version += 1;
    return { ...snap, products: [...snap.products], computedAt: now, version };
  };

  loaded = await load();

  const snapshotAt = (now: number): MutableSnapshot => {
    // a clock that moved backwards (tests) needs a full rebuild; forwards, only the changed products
    if (snapshot === null || now < snapshot.computedAt) snapshot = build(now);
    else snapshot = advance(snapshot, now);
    return snapshot;
  };

  return {
    async productsBySku(skus, now) {
      const snap = snapshotAt(now);
      const hits = new Map<string, SkuHit>();
      for (const sku of skus) {
        const hit = snap.bySku.get(sku);
        if (hit) hits.set(sku, hit);
      }
      return hits;
    },
    productById: async (id, now) => snapshotAt(now).byId.get(id),
    async productByChildId(id, now) {
      const snap = snapshotAt(now);
      return snap.products.find((p) =>
        (p.configurable_children as { id?: number }[] | undefined)?.some((c) => c.id === id),
      );
    },
    productByUrlPath: async (urlPath, now) => snapshotAt(now).byUrlPath.get(urlPath),
    productByUuid: async (uuid, now) => snapshotAt(now).products.find((p) => p.uuid === uuid),
    async *eachProduct(now) {
      for (const p of snapshotAt(now).products) yield p;
    },
    products: async (now) => snapshotAt(now),
    documents: async (entityType) => loaded.others.get(entityType) ?? [],
    byKey: async (entityType, key) => loaded.keys.get(`${entityType}\u0000${key}`),
    stock: async (sku) => loaded.stock.get(sku),
    async stocks(skus) {
      const rows = new Map<string, StockRow>();
      for (const sku of skus) {
        const row = loaded.stock.get(sku);
        if (row) rows.set(sku, row);
      }
      return rows;
    },
    taxRules: async () => loaded.rules,
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
      // stock never changes a price (the cheapest child is chosen among enabled children, §3.5), so only
      // the stock fields of the touched products are patched in place and the stock version moves
      const parents = new Set<Doc>();
      for (const sku of skus) {
        const parent = loaded.sourceBySku.get(sku);
        if (parent) parents.add(parent);
      }
      for (const p of parents) applyStock(p, loaded.stock);
      stockVersion += 1;
      if (snapshot !== null) snapshot = { ...snapshot, stockVersion };
    },
  };
}
