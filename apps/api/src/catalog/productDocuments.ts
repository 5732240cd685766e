// The product documents a response returns, made live for the request: stock from `stock_item`, the
// processed price fields of §12.1 at `now` and the 30-day lowest price (EU Omnibus) from `price_history`.
// A grouped product's price fields are the sums over its items (`@outlet/pricing`'s groupedPriceFields).
// Only the documents asked for (and a grouped product's items) are read and processed, never the catalogue.
import { addZonedDays } from "@outlet/formatting";
import {
  fromGrosze,
  groupedLinks,
  groupedPriceFields,
  omnibusLowestPrice,
  specialWindowBounds,
  specialWindowEdges,
} from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { groupedItemBodies } from "./groupedItemBodies.js";
import { applyPriceFields, readPriceFields, type TaxRuleDoc, writePriceFields } from "./priceFields.js";

type Doc = Record<string, unknown>;

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

const CHUNK = 500;

function chunks<TItem>(items: readonly TItem[]): TItem[][] {
  const out: TItem[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

function parseUtc(value: string): number {
  return Date.parse(`${value.replace(" ", "T")}Z`);
}

/**
 * The stock rows of some skus.
 *
 * @example
 * (await readStock(db, ["SUK-0001-CZA-M"])).get("SUK-0001-CZA-M")?.qty; // 4
 */
export async function readStock(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, StockRow>> {
  const rows = new Map<string, StockRow>();
  for (const part of chunks([...new Set(skus)])) {
    const found = await db.selectFrom("stock_item").selectAll().where("sku", "in", part).execute();
    for (const r of found)
      rows.set(r.sku, {
        sku: r.sku,
        product_id: r.product_id,
        parent_id: r.parent_id,
        qty: Math.max(0, r.qty),
        is_in_stock: r.is_in_stock === 1,
        manage_stock: r.manage_stock === 1,
        min_sale_qty: r.min_sale_qty,
        max_sale_qty: r.max_sale_qty,
      });
  }
  return rows;
}

function applyStock(product: Doc, stock: ReadonlyMap<string, StockRow>): void {
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
      if (isEnabled(child) && s?.is_in_stock) inStock = true;
      qty += s?.qty ?? 0;
    }
    const manage = (product.stock as { manage_stock?: boolean } | undefined)?.manage_stock ?? true;
    product.stock = { is_in_stock: inStock, qty, manage_stock: manage };
  }
}

/**
 * The 30-day lowest price of a reduction that started at `start`: `@outlet/pricing`'s omnibusLowestPrice
 * (Warsaw calendar days; the earliest recorded price when the history starts later); `null` without history.
 */
function lowestBefore(history: { from: number; grosze: number }[] | undefined, start: number): number | null {
  const entries = (history ?? []).map((h) => ({ at: h.from, price_incl_tax: fromGrosze(h.grosze) }));
  return omnibusLowestPrice(entries, { now: start, reductionStart: start });
}

async function readHistory(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, { from: number; grosze: number }[]>> {
  const history = new Map<string, { from: number; grosze: number }[]>();
  for (const part of chunks(skus)) {
    const rows = await db
      .selectFrom("price_history")
      .selectAll()
      .where("sku", "in", part)
      .orderBy("sku")
      .orderBy("valid_from")
      .execute();
    for (const p of rows) {
      const list = history.get(p.sku) ?? [];
      list.push({ from: parseUtc(p.valid_from), grosze: p.price_incl_tax_grosze });
      history.set(p.sku, list);
    }
  }
  return history;
}

/** Processed price fields of recently served products (see {@link createPriceCache}). */
export interface PriceCache {
  /** Writes the price fields valid at `now` onto a freshly parsed product, computing them when not cached. */
  apply(doc: Doc, now: number, rules: readonly TaxRuleDoc[]): void;
}

/**
 * A bounded LRU of processed price fields (§12.1) keyed by product id, catalogue version and the start of
 * the special-price interval containing `now` (prices change only at window edges, and any catalogue write
 * gives a new version). At most `size` products (≈ 2 KB each with children).
 *
 * @example
 * const prices = createPriceCache(() => version, 5000);
 */
export function createPriceCache(version: () => string, size = 5000): PriceCache {
  const entries = new Map<string, Record<string, unknown>[]>();
  const intervalStart = (doc: Doc, now: number): number => {
    let start = Number.MIN_SAFE_INTEGER;
    const items = [doc, ...((doc.configurable_children as Doc[] | undefined) ?? [])];
    for (const item of items)
      for (const edge of specialWindowEdges(item)) if (edge <= now && edge > start) start = edge;
    return start;
  };
  return {
    apply(doc, now, rules) {
      const key = `${String(doc.id)}|${version()}|${intervalStart(doc, now)}`;
      const saved = entries.get(key);
      if (saved) {
        entries.delete(key);
        entries.set(key, saved);
        writePriceFields(doc, saved);
        return;
      }
      applyPriceFields(doc, { rules, now });
      entries.set(key, readPriceFields(doc));
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** The instants `[from, until)` around `now` during which a made-live document stays as it is (stock aside). */
export interface LiveWindow {
  readonly from: number;
  readonly until: number;
}

/**
 * The window around `now` in which a product's made-live prices stay the same: bounded by the special-price
 * window edges of the product and its children and, when its 30-day lowest price is measured back from `now`,
 * by the instants a price-history entry enters or leaves those 30 days.
 */
function liveWindow(doc: Doc, history: readonly { from: number }[] | null, now: number): LiveWindow {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  const edge = (at: number): void => {
    if (at <= now && at > from) from = at;
    if (at > now && at < until) until = at;
  };
  for (const item of [doc, ...((doc.configurable_children as Doc[] | undefined) ?? [])])
    for (const at of specialWindowEdges(item)) edge(at);
  for (const h of history ?? []) {
    edge(h.from);
    edge(addZonedDays(h.from, 30));
  }
  return { from, until };
}

/**
 * Stored product bodies made live at `now`: stock rows applied (a configurable parent's stock from its
 * children), price fields processed, `lowest_price_30d_incl_tax` for a reduced price. Same order as given.
 *
 * @example
 * const [doc] = await liveProducts(db, [row.body], Date.now(), rules);
 */
export async function liveProducts(
  db: Kysely<Database>,
  bodies: readonly string[],
  now: number,
  rules: readonly TaxRuleDoc[],
  prices?: PriceCache,
): Promise<Doc[]> {
  return (await liveProductsWithWindows(db, bodies, now, rules, prices)).docs;
}

/**
 * {@link liveProducts} with, per document, the window around `now` in which its prices stay the same
 * (the made-live JSON cache keeps a document that long).
 *
 * @example
 * const { docs, windows } = await liveProductsWithWindows(db, bodies, Date.now(), rules);
 */
export async function liveProductsWithWindows(
  db: Kysely<Database>,
  bodies: readonly string[],
  now: number,
  rules: readonly TaxRuleDoc[],
  prices?: PriceCache,
): Promise<{ docs: Doc[]; windows: LiveWindow[] }> {
  const docs = await makeLive(db, bodies, now, rules, prices);
  return { docs: docs.map((d) => d.doc), windows: docs.map((d) => d.window) };
}

/**
 * Writes the price fields of the grouped documents among `docs` (after-sales-and-law.md §7 "Grouped
 * price"): the enabled items (status 1, behaviour §4.3's query) are read and made live at `now`, then
 * `@outlet/pricing`'s groupedPriceFields sums them. Returns each grouped document's items' windows, so the
 * made-live cache keeps a set no longer than its items' prices last.
 */
async function applyGroupedPrices(
  db: Kysely<Database>,
  docs: readonly Doc[],
  now: number,
  rules: readonly TaxRuleDoc[],
  prices: PriceCache | undefined,
): Promise<Map<Doc, LiveWindow[]>> {
  const windows = new Map<Doc, LiveWindow[]>();
  const grouped = docs.filter((doc) => doc.type_id === "grouped");
  if (grouped.length === 0) return windows;
  const skus = [...new Set(grouped.flatMap((doc) => groupedLinks(doc).map((link) => link.sku)))];
  const rows = await groupedItemBodies(db, skus);
  const items = await makeLive(
    db,
    rows.map((row) => row.body),
    now,
    rules,
    prices,
  );
  const bySku = new Map(items.map((item) => [String(item.doc.sku), item]));
  for (const doc of grouped) {
    const own = groupedLinks(doc).flatMap((link) => bySku.get(link.sku) ?? []);
    const { fields } = groupedPriceFields(
      doc,
      own.map((item) => item.doc as { sku: string }),
    );
    if (fields !== null) Object.assign(doc, fields);
    windows.set(
      doc,
      own.map((item) => item.window),
    );
  }
  return windows;
}

async function makeLive(
  db: Kysely<Database>,
  bodies: readonly string[],
  now: number,
  rules: readonly TaxRuleDoc[],
  prices?: PriceCache,
): Promise<{ doc: Doc; window: LiveWindow }[]> {
  if (bodies.length === 0) return [];
  const docs = bodies.map((b) => JSON.parse(b) as Doc);
  const skus = docs.flatMap((d) => [
    String(d.sku),
    ...((d.configurable_children as { sku?: unknown }[] | undefined) ?? []).map((c) => String(c.sku)),
  ]);
  const stock = await readStock(db, skus);
  for (const doc of docs) {
    applyStock(doc, stock);
    if (prices) prices.apply(doc, now, rules);
    else applyPriceFields(doc, { rules, now });
  }
  const itemWindows = await applyGroupedPrices(db, docs, now, rules, prices);
  const reduced = docs.filter((d) => (d.special_price_incl_tax as number) > 0);
  const movingStart = new Set<Doc>();
  const history =
    reduced.length === 0
      ? new Map<string, { from: number; grosze: number }[]>()
      : await readHistory(
          db,
          reduced.map((d) => String(d.sku)),
        );
  for (const doc of reduced) {
    const from = specialWindowBounds(doc).opensAt;
    const start = from !== null && from <= now ? from : now;
    if (start === now) movingStart.add(doc);
    const lowest = lowestBefore(history.get(String(doc.sku)), start);
    if (lowest !== null) doc.lowest_price_30d_incl_tax = lowest;
  }
  return docs.map((doc) => {
    const window = liveWindow(doc, movingStart.has(doc) ? (history.get(String(doc.sku)) ?? []) : null, now);
    // a grouped product's prices change whenever one of its items' prices does
    return {
      doc,
      window: (itemWindows.get(doc) ?? []).reduce(
        (all, item) => ({ from: Math.max(all.from, item.from), until: Math.min(all.until, item.until) }),
        window,
      ),
    };
  });
}
