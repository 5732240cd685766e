// The text index's input read from the product index page by page (name and sku columns, category and
// flag names, child skus as value rows), never from the documents. Engineer `textsearch` replaces the
// in-memory index with database term tables; until then it is built on the first text search.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { IndexableProduct } from "./createTextIndex.js";

const PAGE = 2000;
const FIELDS = ["category.name", "flags.name", "configurable_children.sku"];

/**
 * Every enabled product's text fields, ascending id.
 *
 * @example
 * createTextIndex(await readTextSource(db));
 */
export async function readTextSource(db: Kysely<Database>): Promise<IndexableProduct[]> {
  const out: IndexableProduct[] = [];
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const products = await db
      .selectFrom("catalog_product")
      .select(["id", "sku", "name"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (products.length === 0) return out;
    const last = (products[products.length - 1] as { id: number }).id;
    const values = await db
      .selectFrom("product_value")
      .select(["owner", "field", "str"])
      .where("owner", ">", after)
      .where("owner", "<=", last)
      .where("field", "in", FIELDS)
      .execute();
    const byOwner = new Map<number, { c: string[]; f: string[]; s: string[] }>();
    for (const v of values) {
      const entry = byOwner.get(v.owner) ?? { c: [], f: [], s: [] };
      const list = v.field === "category.name" ? entry.c : v.field === "flags.name" ? entry.f : entry.s;
      list.push(v.str ?? "");
      byOwner.set(v.owner, entry);
    }
    for (const p of products) {
      const e = byOwner.get(p.id);
      out.push({
        id: p.id,
        sku: p.sku,
        name: p.name ?? "",
        categoryNames: e?.c ?? [],
        flagNames: e?.f ?? [],
        childSkus: e?.s ?? [],
      });
    }
    after = last;
  }
}
