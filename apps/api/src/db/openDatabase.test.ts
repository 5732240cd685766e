import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./openDatabase.js";

describe("openDatabase", () => {
  it("opens WAL with synchronous = FULL, so an acknowledged commit survives power loss", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outlet-db-"));
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(database.raw.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(database.raw.pragma("synchronous", { simple: true })).toBe(2);
      expect(database.raw.pragma("foreign_keys", { simple: true })).toBe(1);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
