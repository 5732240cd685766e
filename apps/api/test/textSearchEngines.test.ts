import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { upsertProducts } from "../src/catalog/catalogWriter.js";
import { type AppDatabase, openDatabase } from "../src/db/openDatabase.js";
import { createTextSearch, type TextSearch } from "../src/search/createTextSearch.js";
import { createTestDatabase } from "./postgres/startPostgresCluster.js";

// The search-behaviour set of issue 13: the same queries on every engine this run has (SQLite always,
// PostgreSQL in the api-postgres project), each checked against the hits a shopper must get, and the
// engines' hits (ids, order and scores) compared with each other. The 3-character minimum is a request
// rule (§8.2), checked over HTTP on both engines by test/search.test.ts.

interface Product {
  readonly id: number;
  readonly name: string;
  readonly categories?: readonly string[];
  readonly flags?: readonly string[];
  readonly children?: readonly string[];
  readonly status?: number;
}

const sku = (id: number): string => `SKU-${String(id).padStart(4, "0")}`;

const CATALOGUE: readonly Product[] = [
  { id: 1, name: "Sukienka lniana", categories: ["Sukienki"] },
  { id: 2, name: "Sukienka midi w kwiaty" },
  { id: 3, name: "Żółta bluzka z falbaną", categories: ["Bluzki"] },
  { id: 4, name: "Koszula w kratę", children: ["SKU-0004-CZA-M", "SKU-0004-CZA-L"] },
  { id: 5, name: "Spodnie lniane", flags: ["Nowości"] },
  { id: 6, name: "Sweter z wełną merino" },
  { id: 7, name: "Bluzka lniana", flags: ["Wyprzedaż"] },
  { id: 8, name: "Kurtka pikowana" },
  { id: 9, name: "Pasek skórzany", categories: ["Sukienki"] },
  { id: 10, name: "Sukienka wieczorowa", status: 2 },
  { id: 11, name: "Szal" },
  { id: 12, name: "Czapka" },
].map((p) => ({ ...p, flags: [...(p.flags ?? []), "Outlet"] }));

const ALL_SEARCHABLE = CATALOGUE.filter((p) => (p.status ?? 1) < 2).map((p) => p.id);

/** Query → the hits in ranking order (score descending, id ascending), or a check of them. */
const CASES: readonly [string, string, readonly number[] | ((hits: readonly number[]) => void)][] = [
  ["inflection (and boosts: name + category, name, category only)", "sukienki", [1, 2, 9]],
  ["inflection: genitive plural", "sukienek", [1, 2, 9]],
  ["inflection: accusative with ę", "sukienkę", [1, 2, 9]],
  ["folding: zolta finds Żółta", "zolta", [3]],
  ["folding: welna finds wełną", "welna", [6]],
  ["typo: one transposition", "sukeinka", [1, 2, 9]],
  ["typo: one deletion", "koszla", [4]],
  ["typo: two edits", "swaterr", [6]],
  ["typo: three edits find nothing", "swaterrr", []],
  ["typo: the first two characters must match", "wseter", []],
  ["boosts: a short name, then a longer name with the category", "bluzki", [7, 3]],
  ["boosts: flag only", "nowosci", [5]],
  ["75 %: 2 of 3 terms", "sukienka lniana xyzqw", [1]],
  ["75 %: 1 of 3 terms is too few", "sukienka xyzqw vbnmq", []],
  ["75 %: 3 of 4 terms", "sukienka midi kwiaty lniana", [2]],
  [
    "a term every product has still scores above 0.02 (one flag before two)",
    "outlet",
    [1, 2, 3, 4, 6, 8, 9, 11, 12, 5, 7],
  ],
  ["min score: a fuzzy match of that term falls under 0.02", "outlat", []],
  [
    "exact sku first (the product's own, any case), then every product sharing the sku's parts",
    "sku-0006",
    (hits) => {
      expect(hits[0]).toBe(6);
      expect([...hits].sort((a, b) => a - b)).toEqual(ALL_SEARCHABLE);
    },
  ],
  ["a configurable child's sku finds its product", "SKU-0004-CZA-M", [4]],
  ["a disabled product is never found", "wieczorowa", []],
  ["an unknown word", "xyzzy", []],
];

async function write(database: AppDatabase): Promise<void> {
  await database.db.transaction().execute((trx) =>
    upsertProducts(
      trx,
      CATALOGUE.map((p) => ({
        document: {
          entity_type: "product",
          id: p.id,
          doc_key: sku(p.id),
          url_path: null,
          is_active: true,
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

/** Ranked hits as the search service orders them: score descending, then id ascending. */
async function ranked(search: TextSearch, text: string): Promise<[number, number][]> {
  return [...(await search.score(text)).entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

interface Engine {
  readonly name: string;
  readonly database: AppDatabase;
  readonly search: TextSearch;
  close(): Promise<void>;
}

/** SQLite in a temp folder, or PostgreSQL: a fresh database in the run's throw-away cluster. */
async function openEngine(postgresAdminUrl?: string): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), "outlet-text-"));
  const databaseUrl = postgresAdminUrl ? await createTestDatabase(postgresAdminUrl) : undefined;
  const database = await openDatabase({ dataDir: dir, databaseUrl });
  return {
    name: database.dialect,
    database,
    search: createTextSearch(database.db),
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const engines: Engine[] = [];

it("runs on PostgreSQL wherever the run has a cluster", () => {
  expect(engines.map((e) => e.name)).toEqual(
    inject("postgresAdminUrl") ? ["sqlite", "postgres"] : ["sqlite"],
  );
});

beforeAll(async () => {
  engines.push(await openEngine());
  // the api-postgres project provides a cluster: the same catalogue and queries on PostgreSQL too
  const postgresAdminUrl = inject("postgresAdminUrl");
  if (postgresAdminUrl) engines.push(await openEngine(postgresAdminUrl));
  for (const engine of engines) await write(engine.database);
});
afterAll(async () => {
  for (const engine of engines) await engine.close();
});

describe("text search behaviour on every engine", () => {
  for (const [title, text, expected] of CASES) {
    it(`${title}: "${text}"`, async () => {
      const results = await Promise.all(
        engines.map(async (e) => [e.name, await ranked(e.search, text)] as const),
      );
      for (const [name, hits] of results) {
        const ids = hits.map(([id]) => id);
        if (typeof expected === "function") expected(ids);
        else expect(ids, name).toEqual(expected);
      }
      // the engines agree on ids, order and scores
      for (const [name, hits] of results.slice(1)) expect(hits, name).toEqual(results[0]?.[1]);
    });
  }
});
