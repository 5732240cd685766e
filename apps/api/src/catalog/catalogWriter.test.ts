import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabaseEnv } from "../../test/testDatabase.js";
import { type AppDatabase, openDatabase } from "../db/openDatabase.js";
import { groupCatalogueParts, type ProductWrite, upsertDocuments, upsertProducts } from "./catalogWriter.js";

const product = (price: number, qty: number): ProductWrite => ({
  document: {
    entity_type: "product",
    id: 7,
    doc_key: "TOP-0007",
    url_path: "top-7",
    is_active: true,
    body: { id: 7, sku: "TOP-0007", name: "Top", price },
  },
  stock: [{ sku: "TOP-0007", product_id: 7, parent_id: null, qty, is_in_stock: qty > 0, manage_stock: true }],
  prices: [
    { sku: "TOP-0007", valid_from: "2026-11-01 00:00:00", price_incl_tax_grosze: Math.round(price * 100) },
  ],
});

describe("catalogWriter", () => {
  let dir: string;
  let database: AppDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "outlet-writer-"));
    database = await openDatabase({ dataDir: dir, databaseUrl: (await freshDatabaseEnv()).DATABASE_URL });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("upserts a product by id: the second write replaces body, stock and the price entry", async () => {
    const { db } = database;
    await db.transaction().execute((trx) => upsertProducts(trx, [product(49.99, 3)], { updatedAt: "a" }));
    await db.transaction().execute((trx) => upsertProducts(trx, [product(39.99, 0)], { updatedAt: "b" }));
    const docs = await db.selectFrom("catalog_document").selectAll().execute();
    expect(docs).toHaveLength(1);
    expect(JSON.parse(docs[0]?.body ?? "{}").price).toBe(39.99);
    expect(docs[0]?.updated_at).toBe("b");
    const stock = await db.selectFrom("stock_item").selectAll().execute();
    expect(stock).toEqual([
      expect.objectContaining({ sku: "TOP-0007", qty: 0, is_in_stock: 0, max_sale_qty: 999 }),
    ]);
    const prices = await db.selectFrom("price_history").selectAll().execute();
    expect(prices).toEqual([
      { sku: "TOP-0007", valid_from: "2026-11-01 00:00:00", price_incl_tax_grosze: 3999 },
    ]);
  });

  it("keeps the last of two documents with the same id in one batch", async () => {
    const doc = (name: string) => ({
      entity_type: "category",
      id: 5,
      doc_key: "sukienki",
      url_path: "sukienki",
      is_active: true,
      body: { id: 5, name },
    });
    await database.db
      .transaction()
      .execute((trx) => upsertDocuments(trx, [doc("Sukienki"), doc("Sukienki letnie")], { updatedAt: "a" }));
    const rows = await database.db.selectFrom("catalog_document").select("body").execute();
    expect(rows.map((r) => JSON.parse(r.body).name)).toEqual(["Sukienki letnie"]);
  });

  it("groups a child's stock row and price entry under its configurable parent", () => {
    const grouped = groupCatalogueParts({
      documents: [
        {
          entity_type: "product",
          id: 1,
          doc_key: "SUK-0001",
          url_path: "s",
          is_active: true,
          body: { sku: "SUK-0001", configurable_children: [{ sku: "SUK-0001-M" }] },
        },
      ],
      stock: [
        { sku: "SUK-0001-M", product_id: 2, parent_id: 1, qty: 1, is_in_stock: true, manage_stock: true },
      ],
      priceHistory: [{ sku: "SUK-0001-M", valid_from: "2026-01-01 00:00:00", price_incl_tax_grosze: 100 }],
    });
    expect(grouped.products[0]?.stock.map((s) => s.sku)).toEqual(["SUK-0001-M"]);
    expect(grouped.products[0]?.prices.map((p) => p.sku)).toEqual(["SUK-0001-M"]);
    expect(grouped.strayStock).toEqual([]);
  });
});
