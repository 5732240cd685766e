import { askedVariantInStock } from "@outlet/listing";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { idListSubquery } from "../db/sqlDialect.js";

// Issue 32 ("sukienka czerwona M" put a dress whose red M is sold out among the first results): whether
// each text hit has the colour and size the query named in stock, read from the product index's children
// (product_child, child_value: kept by the catalogue writer and the order transaction, so a sale is seen
// on the next request). The decision itself is `askedVariantInStock` of `@outlet/listing`.

/** The option ids of the colours and sizes a query named (`color` / `size` attribute options). */
export interface AskedOptionIds {
  readonly colors: readonly number[];
  readonly sizes: readonly number[];
}

/**
 * product id → whether it has the asked colour and size in stock, for the hits of `ids` that have an
 * enabled child of an asked colour or size (others are left out: their own stock decides).
 *
 * @example
 * await askedVariantStock(db, [155, 3630], { colors: [51], sizes: [169] }); // Map { 155 => true, 3630 => false }
 */
export async function askedVariantStock(
  db: Kysely<Database>,
  ids: readonly number[],
  asked: AskedOptionIds,
): Promise<Map<number, boolean>> {
  const result = new Map<number, boolean>();
  if (ids.length === 0 || (asked.colors.length === 0 && asked.sizes.length === 0)) return result;
  const rows = await db
    .selectFrom("product_child as pc")
    .innerJoin("child_value as cv", "cv.owner", "pc.child_key")
    .select(["pc.parent_id as parent", "pc.child_key as child", "pc.in_stock as stock", "cv.field as field"])
    .where("pc.enabled", "=", 1)
    .where(sql<boolean>`pc.parent_id IN (${idListSubquery(db, ids)})`)
    .where((eb) =>
      eb.or([
        ...(asked.colors.length > 0
          ? [eb.and([eb("cv.field", "=", "color"), eb("cv.num", "in", [...asked.colors])])]
          : []),
        ...(asked.sizes.length > 0
          ? [eb.and([eb("cv.field", "=", "size"), eb("cv.num", "in", [...asked.sizes])])]
          : []),
      ]),
    )
    .execute();
  // per product, its children that carry an asked colour or size ("asked" stands for any asked value)
  const children = new Map<number, Map<number, { color?: string; size?: string; inStock: boolean }>>();
  for (const row of rows) {
    const parent = Number(row.parent);
    const ofParent = children.get(parent) ?? new Map();
    children.set(parent, ofParent);
    // a child without a stock row counts as in stock, as isEligibleChild of @outlet/variant-selection has it
    const child = ofParent.get(Number(row.child)) ?? {
      inStock: row.stock === null || Number(row.stock) === 1,
    };
    if (row.field === "color") child.color = "asked";
    else child.size = "asked";
    ofParent.set(Number(row.child), child);
  }
  const askedSet = { colors: new Set(["asked"]), sizes: new Set(["asked"]) };
  for (const [parent, ofParent] of children) {
    const available = askedVariantInStock([...ofParent.values()], askedSet);
    if (available !== undefined) result.set(parent, available);
  }
  return result;
}
