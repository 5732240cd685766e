import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyProductChange } from "../catalog/applyProductChange.js";
import { upsertProducts } from "../catalog/catalogWriter.js";
import type { CatalogStore } from "../catalog/createCatalogStore.js";
import { type AppDatabase, openDatabase } from "../db/openDatabase.js";
import { createTextSearch, type TextSearch } from "./createTextSearch.js";
import { rebuildSearchTerms } from "./writeSearchTerms.js";

interface Product {
  id: number;
  name: string;
  categories?: string[];
  flags?: string[];
  children?: string[];
  status?: number;
  active?: boolean;
}

const sku = (id: number): string => `SKU-${String(id).padStart(4, "0")}`;

/** Writes products through the catalogue writer (the path seed, import and admin changes share). */
async function write(database: AppDatabase, products: readonly Product[]): Promise<void> {
  await database.db.transaction().execute((trx) =>
    upsertProducts(
      trx,
      products.map((p) => ({
        document: {
          entity_type: "product",
          id: p.id,
          doc_key: sku(p.id),
          url_path: null,
          is_active: p.active ?? true,
          body: {
            id: p.id,
            sku: sku(p.id),
            name: p.name,
            status: p.status ?? 1,
            category: (p.categories ?? []).map((name) => ({ name })),
            flags: (p.flags ?? []).map((name) => ({ name })),
            configurable_children: (p.children ?? []).map((child) => ({ sku: child })),
          },
        },
        stock: [],
        prices: [],
      })),
      { updatedAt: "2024-05-01T12:00:00.000Z" },
    ),
  );
}

const CATALOGUE: Product[] = [
  { id: 1, name: "Sukienka lniana", categories: ["Sukienki"] },
  { id: 2, name: "Sukienka midi w kwiaty" },
  { id: 3, name: "Żółta bluzka z falbaną" },
  { id: 4, name: "Koszula w kratę", children: ["SKU-0004-CZA-M", "SKU-0004-CZA-L"] },
  { id: 5, name: "Spodnie lniane", flags: ["Nowości"] },
  { id: 6, name: "Sweter z wełną merino" },
];

let dir: string;
let database: AppDatabase;
let index: TextSearch;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "outlet-text-"));
  database = await openDatabase({ dataDir: dir });
  await write(database, CATALOGUE);
  index = createTextSearch(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = async (q: string): Promise<number[]> => [...(await index.score(q)).keys()].sort((a, b) => a - b);
const score = async (q: string, id: number): Promise<number> => (await index.score(q)).get(id) ?? 0;

describe("createTextSearch", () => {
  it("finds every inflected form of sukienka", async () => {
    for (const q of ["sukienka", "sukienki", "sukienkę", "sukienek"]) expect(await ids(q)).toEqual([1, 2]);
  });
  it("finds żółta through zolta", async () => {
    expect(await ids("zolta")).toEqual([3]);
  });
  it("tolerates up to two edits", async () => {
    expect(await ids("sukeinka")).toContain(1);
    expect(await ids("koszla")).toContain(4);
  });
  it("requires the first two characters to match exactly", async () => {
    expect(await ids("osszula")).not.toContain(4);
  });
  it("ranks an exact term above a fuzzy one", async () => {
    const exact = await score("lniana", 1);
    const fuzzy = await score("lnuana", 1);
    expect(exact).toBeGreaterThan(fuzzy);
    expect(fuzzy).toBeGreaterThan(0);
  });
  it("needs at least 75 % of the terms (2 of 3) to match", async () => {
    expect(await ids("sukienka lniana xyzqw")).toContain(1);
    expect(await ids("sukienka xyzqw vbnmq")).not.toContain(1);
  });
  it("weights the name above the category and the flag", async () => {
    expect(await ids("nowosci")).toContain(5);
    expect(await score("sukienki", 1)).toBeGreaterThan(await score("sukienki", 2));
  });
  it("ranks an exact sku first, case-insensitively, also for a child sku", async () => {
    const hits = [...(await index.score("sku-0004-cza-m")).entries()].sort((a, b) => b[1] - a[1]);
    expect(hits[0]?.[0]).toBe(4);
    expect(await score("SKU-0006", 6)).toBeGreaterThan(1000);
  });
  it("returns nothing for an unknown word", async () => {
    expect(await ids("xyzzy")).toEqual([]);
  });
});

describe("search terms follow product writes", () => {
  const tables = async (db: AppDatabase["db"]) => ({
    docs: await db.selectFrom("search_doc").selectAll().orderBy("product_id").execute(),
    postings: await db
      .selectFrom("search_posting")
      .selectAll()
      .orderBy("term")
      .orderBy("field")
      .orderBy("product_id")
      .execute(),
    terms: await db.selectFrom("search_term").selectAll().orderBy("term").execute(),
    skus: await db.selectFrom("search_sku").selectAll().orderBy("sku").orderBy("product_id").execute(),
    stats: await db
      .selectFrom("search_stat")
      .selectAll()
      .where("value", "!=", 0)
      .where("name", "!=", "version")
      .orderBy("name")
      .execute(),
  });

  it("a renamed, a disabled and a hidden product: the tables equal a rebuild from the documents", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-text-"));
    const own = await openDatabase({ dataDir });
    try {
      const search = createTextSearch(own.db);
      await write(own, CATALOGUE);
      expect([...(await search.score("sweter")).keys()]).toEqual([6]);
      await write(own, [
        { id: 6, name: "Kardigan z wełną merino" },
        { id: 2, name: "Sukienka midi w kwiaty", status: 2 },
        { id: 5, name: "Spodnie lniane", flags: ["Nowości"], active: false },
        { id: 7, name: "Sweter oversize", categories: ["Swetry"] },
      ]);
      expect([...(await search.score("sweter")).keys()]).toEqual([7]);
      expect([...(await search.score("sukienka")).keys()]).toEqual([1]);
      expect((await search.score("nowosci")).size).toBe(0);
      const maintained = await tables(own.db);
      await rebuildSearchTerms(own.db);
      expect(maintained).toEqual(await tables(own.db));
      expect(maintained.stats).toContainEqual({ name: "docs", value: 5 });
    } finally {
      await own.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("search terms follow admin changes (applyProductChange)", () => {
  it("a renamed product is found by its new name only; a disabled one no more", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-text-"));
    const own = await openDatabase({ dataDir });
    try {
      await write(own, CATALOGUE);
      const search = createTextSearch(own.db);
      const deps = { database: own, catalog: { reload: async () => {} } as CatalogStore, now: Date.now() };
      await applyProductChange(deps, "SKU-0004", { name: "Bluza z kapturem" });
      expect([...(await search.score("kapturem")).keys()]).toEqual([4]);
      expect((await search.score("koszula")).size).toBe(0);
      await applyProductChange(deps, "SKU-0004", { status: 2 });
      expect((await search.score("kapturem")).size).toBe(0);
      expect((await search.score("SKU-0004-CZA-M")).size).toBe(0);
    } finally {
      await own.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
