import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../db/openDatabase.js";
import { type ImportProblem, runImport } from "./runImport.js";

let dir: string;
let database: AppDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "outlet-run-import-"));
  database = await openDatabase({ dataDir: dir });
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function importLines(lines: readonly object[], now = Date.UTC(2026, 10, 27, 12)) {
  const file = join(dir, "lines.jsonl");
  writeFileSync(file, lines.map((line) => JSON.stringify(line)).join("\n"));
  const problems: ImportProblem[] = [];
  const summary = await runImport({
    database,
    file,
    dataDir: dir,
    now,
    onProblem: (problem) => problems.push(problem),
  });
  return { summary, problems };
}

const product = (id: number, sku: string) => ({
  type: "product",
  id,
  sku,
  name: "Top",
  price: 29.99,
  // a textile's information (after-sales-and-law.md §5); the manufacturer is the own brand's default
  safety_information: "Trzymać z dala od ognia.",
  composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
  care_instructions: "Prać w 30 °C.",
});

describe("runImport", () => {
  it("refuses a second id for one sku within the same batch", async () => {
    const { summary, problems } = await importLines([product(10, "TOP-1"), product(11, "TOP-1")]);
    expect(problems).toEqual([
      { line: 2, field: "sku", message: "sku TOP-1 ma już produkt o id 10", severity: "error" },
    ]);
    expect(summary.imported.products).toBe(1);
    const rows = await database.db
      .selectFrom("catalog_document")
      .select("id")
      .where("doc_key", "=", "TOP-1")
      .execute();
    expect(rows).toEqual([{ id: 10 }]);
  });

  it("looks up the prices of a batch with more skus than one IN list holds (1 000)", async () => {
    const lines = (price: number) =>
      [0, 1, 2].map((p) => ({
        ...product(p + 1, `SUK-${p}`),
        type_id: "configurable",
        configurable_children: Array.from({ length: 400 }, (_, n) => ({
          id: 1000 + p * 400 + n,
          sku: `SUK-${p}-${n}`,
          price,
        })),
      }));
    expect((await importLines(lines(10))).problems).toEqual([]);
    expect((await importLines(lines(12), Date.UTC(2026, 10, 28, 12))).problems).toEqual([]);
    const entries = await database.db
      .selectFrom("price_history")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    // each parent once (its price did not change), each child twice (10 zł, then 12 zł)
    expect(Number(entries.n)).toBe(3 + 1200 * 2);
  });

  it("takes a stock line into the product index, so the in-stock filter follows it", async () => {
    const inStock = async () =>
      (
        await database.db
          .selectFrom("catalog_product")
          .select("in_stock")
          .where("sku", "=", "TOP-2")
          .executeTakeFirstOrThrow()
      ).in_stock;
    await importLines([{ ...product(20, "TOP-2"), stock: { qty: 3 } }]);
    expect(await inStock()).toBe(1);
    const { problems } = await importLines([{ type: "stock", sku: "TOP-2", qty: 0 }]);
    expect(problems).toEqual([]);
    expect(await inStock()).toBe(0);
  });
});
