import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachedStatements, type PreparingDatabase } from "./cachedStatements.js";

/** A stand-in database counting what it prepares. */
function countingDatabase() {
  const prepared: string[] = [];
  let closed = false;
  const database: PreparingDatabase = {
    prepare(sql) {
      prepared.push(sql);
      const statement = {
        sql,
        reader: true,
        busy: false,
        all: () => [],
        run: () => ({ changes: 0, lastInsertRowid: 0 }),
        iterate: () => [][Symbol.iterator](),
      };
      return statement;
    },
    close() {
      closed = true;
    },
  };
  return { database, prepared, isClosed: () => closed };
}

describe("cachedStatements", () => {
  it("prepares each SQL text once and hands the same statement out again", () => {
    const { database, prepared } = countingDatabase();
    const cached = cachedStatements(database);
    const first = cached.prepare("select 1");
    expect(cached.prepare("select 1")).toBe(first);
    cached.prepare("select 2");
    expect(prepared).toEqual(["select 1", "select 2"]);
  });

  it("keeps the most recently used texts within its capacity", () => {
    const { database, prepared } = countingDatabase();
    const cached = cachedStatements(database, 2);
    cached.prepare("a");
    cached.prepare("b");
    cached.prepare("a"); // a is now the most recent: b goes first
    cached.prepare("c");
    cached.prepare("a");
    cached.prepare("b");
    expect(prepared).toEqual(["a", "b", "c", "b"]);
  });

  it("gives a fresh statement while the cached one is still being iterated", () => {
    const raw = new SqliteDatabase(":memory:");
    const cached = cachedStatements(raw);
    raw.exec("create table t (n integer); insert into t values (1), (2), (3);");
    const outer = cached.prepare("select n from t order by n");
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) {
      // the same text again mid-iteration: better-sqlite3 refuses a busy statement, so this must be another
      seen.push(row, cached.prepare("select n from t order by n").all([]).length);
    }
    expect(seen).toEqual([{ n: 1 }, 3, { n: 2 }, 3, { n: 3 }, 3]);
    cached.close();
  });

  it("closes the database", () => {
    const { database, isClosed } = countingDatabase();
    cachedStatements(database).close();
    expect(isClosed()).toBe(true);
  });
});
