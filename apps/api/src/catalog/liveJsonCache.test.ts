// The made-live JSON cache's stock check on a real database (SQLite, or PostgreSQL in `api-postgres`):
// a product's stamp is the stock rows it owns (one index range); a product with a sku whose stock row
// another product owns is made again on every request, so its stock is never served stale either.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { createLiveJsonCache, stockStamps, strayStockOwners } from "./liveJsonCache.js";

const NOW = Date.parse("2026-11-27T12:00:00Z");

let test: TestDatabase;
beforeEach(async () => {
  test = await openTestDatabase();
  const { db } = test.database;
  // product 1 owns its own row and its child's; product 2's child row names another parent (9)
  await db
    .insertInto("product_sku")
    .values([
      { sku: "P1", product_id: 1, child_key: null },
      { sku: "P1-S", product_id: 1, child_key: 1000 },
      { sku: "P2", product_id: 2, child_key: null },
      { sku: "P2-S", product_id: 2, child_key: 2000 },
    ])
    .execute();
  const row = (sku: string, productId: number, parentId: number | null, qty: number) => ({
    sku,
    product_id: productId,
    parent_id: parentId,
    qty,
    is_in_stock: 1,
    manage_stock: 1,
    min_sale_qty: 1,
    max_sale_qty: 999,
    updated_at: "2026-11-27 12:00:00",
  });
  await db
    .insertInto("stock_item")
    .values([row("P1", 1, null, 4), row("P1-S", 11, 1, 3), row("P2", 2, null, 6), row("P2-S", 21, 9, 5)])
    .execute();
});
afterEach(async () => {
  await test.close();
});

const setQty = (sku: string, qty: number) =>
  test.database.db.updateTable("stock_item").set({ qty }).where("sku", "=", sku).execute();

describe("liveJsonCache stock stamps", () => {
  it("stamps the rows a product owns in sku order and finds the products with a stray row", async () => {
    const { db } = test.database;
    const stamps = await stockStamps(db, [1, 2, 3]);
    expect(stamps.get(1)).toMatch(/^4(\.0)?:1:1;3(\.0)?:1:1$/);
    expect(stamps.get(2)).toMatch(/^6(\.0)?:1:1$/);
    expect(stamps.has(3)).toBe(false);
    // a transaction's handle reads them by Kysely (not the prepared statement): the same stamps
    expect(await db.transaction().execute((trx) => stockStamps(trx, [1, 2, 3]))).toEqual(stamps);
    expect([...(await strayStockOwners(db, [1, 2, 3]))]).toEqual([2]);
  });

  it("serves a held document until a row it owns changes, and never holds one with a stray row", async () => {
    const { db } = test.database;
    const cache = createLiveJsonCache(db);
    const made: number[][] = [];
    // the document shows the quantity of its child's row, read when it is made
    const make = async (ids: readonly number[]) => {
      made.push([...ids]);
      const rows = await db.selectFrom("stock_item").select(["sku", "qty"]).execute();
      const qty = (sku: string) => rows.find((r) => r.sku === sku)?.qty;
      return ids.map((id) => ({
        id,
        doc: { id, child_qty: qty(`P${id}-S`) },
        window: { from: 0, until: Number.POSITIVE_INFINITY },
      }));
    };
    const served = async () =>
      (await cache.products([1, 2], NOW, "v1", make)).map((e) => JSON.parse(e.json.toString()));

    expect(await served()).toEqual([
      { id: 1, child_qty: 3 },
      { id: 2, child_qty: 5 },
    ]);
    expect(await served()).toHaveLength(2);
    expect(made).toEqual([[1, 2], [2]]);

    await setQty("P1-S", 2);
    await setQty("P2-S", 1);
    expect(await served()).toEqual([
      { id: 1, child_qty: 2 },
      { id: 2, child_qty: 1 },
    ]);
    expect(made.at(-1)).toEqual([1, 2]);
  });
});
