import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseEnv, testDialect } from "../../test/testDatabase.js";
import { type AppDatabase, openDatabase } from "./openDatabase.js";
import { txDb } from "./transactionSchema.js";

let dir = "";
let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<AppDatabase> {
  dir = mkdtempSync(join(tmpdir(), "outlet-db-"));
  database = await openDatabase({ dataDir: dir, databaseUrl: (await freshDatabaseEnv()).DATABASE_URL });
  return database;
}

describe("openDatabase", () => {
  it("opens the engine of the project (SQLite by default, PostgreSQL for a postgres:// URL)", async () => {
    expect((await open()).dialect).toBe(testDialect());
  });

  it.runIf(testDialect() === "sqlite")(
    "opens SQLite in WAL with synchronous = FULL, so an acknowledged commit survives power loss",
    async () => {
      const { db } = await open();
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("foreign_keys")).toBe(1);
    },
  );

  it("stores epoch milliseconds and generated ids and reads them back as numbers", async () => {
    const db = txDb((await open()).db);
    const at = Date.UTC(2026, 10, 27, 12, 0, 0, 123);
    const inserted = await db
      .insertInto("customer")
      .values({
        email: "anna@example.pl",
        firstname: "Anna",
        lastname: "Nowak",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
    const row = await db
      .selectFrom("customer")
      .select(["created_at", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("created_at")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: at, n: 1 });
  });
});
