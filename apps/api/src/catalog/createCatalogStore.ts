import type { CategoryDocument, ConfigurableChildDocument, ProductDocument } from "@outlet/contract";
import { VISIBLE_VISIBILITIES } from "@outlet/url-resolution";
import type { AppDatabase } from "../db/openDatabase.js";
import { createLiveJsonCache, type JsonSelection, type LiveJson } from "./liveJsonCache.js";
import type { TaxRuleDoc } from "./priceFields.js";
import { productDocument } from "./productDocument.js";
import {
  createPriceCache,
  type LiveWindow,
  liveProducts,
  liveProductsWithWindows,
  readStock,
  type StockRow,
} from "./productDocuments.js";
import { CATALOG_VERSION_KEY } from "./productIndexWriter.js";

export type { StockRow } from "./productDocuments.js";

/** A catalogue document as JSON. Keys starting with `_` are internal and never leave the server (S15). */
export type Doc = Record<string, unknown>;

/**
 * A non-product document of the catalogue (attribute, CMS page or block, tag, feed, country, shipping or
 * payment method, review…) as the store hands it out: its `id` or `identifier` typed, every other field by
 * its entity type's own shape (search walks them by field path, `valuesAt`). Products are
 * `ProductDocument`s and categories `CategoryDocument`s.
 *
 * @example
 * const tag: EntityDocument = { id: 3, slug: "nowosci", name: "Nowości" };
 */
export interface EntityDocument {
  readonly id?: unknown;
  readonly identifier?: unknown;
  readonly [field: string]: unknown;
}

/**
 * An attribute document (api-contract.md §12.3) in the fields the API reads: search builds its filter
 * whitelist and the facets' `attribute_metadata` from them. Unchecked stored data: read each field by its
 * type.
 *
 * @example
 * const color: AttributeDocument = { attribute_code: "color", attribute_id: 93, is_filterable: true, frontend_input: "select" };
 */
export interface AttributeDocument extends EntityDocument {
  readonly attribute_code?: unknown;
  readonly attribute_id?: unknown;
  readonly is_filterable?: unknown;
  readonly frontend_input?: unknown;
  readonly default_frontend_label?: unknown;
  readonly frontend_label?: unknown;
  readonly options?: unknown;
}

/** A sku resolved to its product and, for a configurable child, the child inside it. */
export interface SkuHit {
  readonly product: ProductDocument;
  readonly child: ConfigurableChildDocument | null;
}

/** Lookups by sku: what `resolveProduct` reads (the hits of one request). */
export interface SkuLookup {
  readonly bySku: ReadonlyMap<string, SkuHit>;
}

/**
 * The catalogue as the API serves it: the database is the catalogue (issue 13). Products are read by
 * indexed lookups and made live for the request (stock, price fields at `now`); the small non-product
 * documents (categories, attributes, CMS…) and the tax rules are cached per catalogue version.
 */
export interface CatalogStore {
  /** The products (top-level or configurable children) of some skus, enabled ones only, priced at `now`. */
  productsBySku(skus: readonly string[], now: number): Promise<ReadonlyMap<string, SkuHit>>;
  /**
   * Enabled top-level products by id as JSON, in the order given (unknown ids left out): the whole
   * made-live document, from a small cache of recent ones (`liveJsonCache.ts`) when still true. `version`:
   * the catalogue version the caller read before (else it is read here). `selection`: only the selected
   * fields of each document (cached per selection).
   */
  productJsonById(
    ids: readonly number[],
    now: number,
    version?: string,
    selection?: JsonSelection,
  ): Promise<readonly LiveJson[]>;
  /** An enabled top-level product by id. */
  productById(id: number, now: number): Promise<ProductDocument | undefined>;
  /** The enabled top-level product holding the configurable child `id`. */
  productByChildId(id: number, now: number): Promise<ProductDocument | undefined>;
  /** An enabled top-level product by its `url_path`. */
  productByUrlPath(urlPath: string, now: number): Promise<ProductDocument | undefined>;
  /**
   * The id of the top-level product with this `uuid` (lower case): one indexed read, no document parsed
   * (the review proxy, called on every product page view, needs only the id).
   */
  productIdByUuid(uuid: string): Promise<number | undefined>;
  /** Every enabled top-level product, ascending id, read page by page (sitemap, feeds). */
  eachProduct(now: number): AsyncIterable<ProductDocument>;
  /**
   * Visible documents of a non-product entity type, ascending id. Reviews (one per product and more, so
   * they grow with the catalogue) are read from the database on each call, never held. `version`: the
   * catalogue version the caller read in this request (else it is read here).
   */
  documents(entityType: "category", version?: string): Promise<readonly CategoryDocument[]>;
  documents(entityType: "attribute", version?: string): Promise<readonly AttributeDocument[]>;
  documents(entityType: string, version?: string): Promise<readonly EntityDocument[]>;
  /** The visible catalogue reviews of some products (by the product sku they are stored under), ascending id. */
  reviewsOf(productIds: readonly number[]): Promise<readonly Doc[]>;
  /** A document by entity type and natural key (identifier, slug, sku, hashed key…), hidden ones included. */
  byKey(entityType: string, key: string): Promise<{ doc: Doc; active: boolean } | undefined>;
  /** Stock rows by sku. */
  stock(sku: string): Promise<StockRow | undefined>;
  /** Stock rows of some skus (missing ones left out). */
  stocks(skus: readonly string[]): Promise<ReadonlyMap<string, StockRow>>;
  /** The tax rules (§12.4). */
  taxRules(): Promise<readonly TaxRuleDoc[]>;
  /** Drops the caches (after catalogue writes in this process; other processes see the new version). */
  reload(): Promise<void>;
}

interface Cached {
  readonly version: string;
  readonly others: ReadonlyMap<string, Doc[]>;
  readonly rules: readonly TaxRuleDoc[];
}

/** How many visible products each category holds (by the product index's `category_ids` rows). */
async function categoryCounts(db: AppDatabase["db"]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("product_value as v")
    .innerJoin("catalog_product as p", "p.id", "v.owner")
    .select(["v.num", (eb) => eb.fn.countAll<number>().as("n")])
    .where("v.field", "=", "category_ids")
    .where("p.visibility", "in", [...VISIBLE_VISIBILITIES])
    .groupBy("v.num")
    .execute();
  return new Map(rows.map((r) => [Number(r.num), Number(r.n)]));
}

/** The categories with their product counts and children (`children_count`, `children_data`, by position). */
function decorateCategories(categories: Doc[], counts: Map<number, number>): Doc[] {
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
  return categories.map(build);
}

/** The active non-product documents of a catalogue version by type, and every tax rule. */
async function loadDocuments(db: AppDatabase["db"], version: string): Promise<Cached> {
  const rows = await db
    .selectFrom("catalog_document")
    .select(["entity_type", "is_active", "body"])
    // ranges of the primary key, so the product and review rows (most of the table) are never visited
    .where((eb) =>
      eb.or([
        eb("entity_type", "<", "product"),
        eb.and([eb("entity_type", ">", "product"), eb("entity_type", "<", "review")]),
        eb("entity_type", ">", "review"),
      ]),
    )
    .orderBy("entity_type")
    .orderBy("id")
    .execute();
  const others = new Map<string, Doc[]>();
  const rules: TaxRuleDoc[] = [];
  for (const row of rows) {
    const body = JSON.parse(row.body) as Doc;
    if (row.entity_type === "taxrule") rules.push(body as unknown as TaxRuleDoc);
    if (row.is_active !== 1) continue;
    const list = others.get(row.entity_type) ?? [];
    list.push(body);
    others.set(row.entity_type, list);
  }
  others.set("category", decorateCategories(others.get("category") ?? [], await categoryCounts(db)));
  return { version, others, rules };
}

const PAGE = 200;

/**
 * The active catalogue reviews, ascending id: of some products (stored under the product's sku,
 * `doc_key`, so one indexed range per product) or, with `null`, all of them.
 */
async function activeReviews(db: AppDatabase["db"], productIds: readonly number[] | null): Promise<Doc[]> {
  let query = db
    .selectFrom("catalog_document")
    .select("body")
    .where("entity_type", "=", "review")
    .where("is_active", "=", 1);
  if (productIds !== null) {
    if (productIds.length === 0) return [];
    const wanted = new Set(productIds);
    const skus = await db
      .selectFrom("catalog_document")
      .select("doc_key")
      .where("entity_type", "=", "product")
      .where("id", "in", [...wanted])
      .execute();
    const keys = skus.flatMap((r) => (r.doc_key === null ? [] : [r.doc_key]));
    if (keys.length === 0) return [];
    query = query.where("doc_key", "in", keys);
    const rows = await query.orderBy("id").execute();
    return rows.map((r) => JSON.parse(r.body) as Doc).filter((d) => wanted.has(d.product_id as number));
  }
  return (await query.orderBy("id").execute()).map((r) => JSON.parse(r.body) as Doc);
}

/**
 * The catalogue store over the database. Holds in memory only the non-product documents and tax rules of
 * the current catalogue version (re-read when `meta.catalog_version` changes).
 *
 * @example
 * const catalog = await createCatalogStore(database);
 * (await catalog.productsBySku(["SUK-0001"], Date.now())).get("SUK-0001")?.product.name;
 */
export async function createCatalogStore(database: AppDatabase): Promise<CatalogStore> {
  const { db } = database;
  let cached: Cached | null = null;
  let loading: Promise<Cached> | null = null;

  const currentVersion = async (): Promise<string> =>
    (await db.selectFrom("meta").select("value").where("key", "=", CATALOG_VERSION_KEY).executeTakeFirst())
      ?.value ?? "";

  const current = async (known?: string): Promise<Cached> => {
    const version = known ?? (await currentVersion());
    if (cached?.version === version) return cached;
    if (loading === null)
      loading = loadDocuments(db, version).finally(() => {
        loading = null;
      });
    cached = await loading;
    return cached;
  };

  const rules = async () => (await current()).rules;

  const productRows = () =>
    db
      .selectFrom("catalog_product as p")
      .innerJoin("catalog_document as d", (join) =>
        join.onRef("d.id", "=", "p.id").on("d.entity_type", "=", "product"),
      )
      .select(["p.id", "d.body"]);

  // processed prices of recently served products, keyed on the catalogue version of the last check
  const prices = createPriceCache(() => cached?.version ?? "", 5000);
  const live = async (bodies: string[], now: number) => liveProducts(db, bodies, now, await rules(), prices);

  const liveJson = createLiveJsonCache(db);

  const first = async (
    rows: Promise<{ body: string }[]>,
    now: number,
  ): Promise<ProductDocument | undefined> => {
    const [doc] = await live(
      (await rows).slice(0, 1).map((r) => r.body),
      now,
    );
    return doc === undefined ? undefined : productDocument(doc);
  };

  const store: CatalogStore = {
    async productsBySku(skus, now) {
      const hits = new Map<string, SkuHit>();
      if (skus.length === 0) return hits;
      const rows = await db
        .selectFrom("product_sku as s")
        .innerJoin("catalog_document as d", (join) =>
          join.onRef("d.id", "=", "s.product_id").on("d.entity_type", "=", "product"),
        )
        .select(["s.sku", "s.product_id", "s.child_key", "d.body"])
        .where("s.sku", "in", [...new Set(skus)])
        .execute();
      const bodies = new Map(rows.map((r) => [r.product_id, r.body]));
      const ids = [...bodies.keys()];
      const docs = await live(
        ids.map((id) => bodies.get(id) as string),
        now,
      );
      const byId = new Map(ids.map((id, i) => [id, productDocument(docs[i])]));
      for (const row of rows) {
        const product = byId.get(row.product_id) as ProductDocument;
        const children = product.configurable_children ?? [];
        const child =
          row.child_key === null ? null : (children[row.child_key - row.product_id * 1000] ?? null);
        hits.set(row.sku, { product, child });
      }
      return hits;
    },
    async productJsonById(ids, now, version, selection) {
      if (ids.length === 0) return [];
      return liveJson.products(
        ids,
        now,
        version ?? (await currentVersion()),
        async (missing) => {
          if (missing.length === 0) return [];
          const rows = await productRows().where("p.id", "in", missing).execute();
          const { docs, windows } = await liveProductsWithWindows(
            db,
            rows.map((r) => r.body),
            now,
            await rules(),
            prices,
          );
          return rows.map((r, i) => ({ id: r.id, doc: docs[i], window: windows[i] as LiveWindow }));
        },
        selection,
      );
    },
    productById: (id, now) => first(productRows().where("p.id", "=", id).execute(), now),
    productByChildId: (id, now) =>
      first(
        productRows()
          .where("p.id", "in", (eb) =>
            eb.selectFrom("product_child").select("parent_id").where("child_id", "=", id),
          )
          .orderBy("p.id")
          .execute(),
        now,
      ),
    productByUrlPath: (urlPath, now) =>
      first(productRows().where("p.url_path", "=", urlPath).orderBy("p.id", "desc").execute(), now),
    async productIdByUuid(uuid) {
      const row = await db
        .selectFrom("catalog_product")
        .select("id")
        .where("uuid", "=", uuid)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
    async *eachProduct(now) {
      let after = Number.MIN_SAFE_INTEGER;
      for (;;) {
        const rows = await productRows().where("p.id", ">", after).orderBy("p.id").limit(PAGE).execute();
        if (rows.length === 0) return;
        for (const doc of await live(
          rows.map((r) => r.body),
          now,
        ))
          yield productDocument(doc);
        after = (rows[rows.length - 1] as { id: number }).id;
      }
    },
    documents: async (entityType, version) =>
      entityType === "review"
        ? activeReviews(db, null)
        : ((await current(version)).others.get(entityType) ?? []),
    reviewsOf: (productIds) => activeReviews(db, productIds),
    async byKey(entityType, key) {
      const row = await db
        .selectFrom("catalog_document")
        .select(["body", "is_active"])
        .where("entity_type", "=", entityType)
        .where("doc_key", "=", key)
        .orderBy("id", "desc")
        .executeTakeFirst();
      return row ? { doc: JSON.parse(row.body) as Doc, active: row.is_active === 1 } : undefined;
    },
    stock: async (sku) => (await readStock(db, [sku])).get(sku),
    stocks: (skus) => readStock(db, skus),
    taxRules: rules,
    async reload() {
      cached = null;
    },
  };
  return store;
}
