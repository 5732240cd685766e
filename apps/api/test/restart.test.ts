import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogStore } from "../src/catalog/createCatalogStore.js";
import { loadConfig } from "../src/config.js";
import { createServer } from "../src/server.js";
import { freshDatabaseEnv } from "./testDatabase.js";

/** The sku, name and uuid of the first `count` products (ascending id). */
async function firstProducts(catalog: CatalogStore, count: number): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const p of catalog.eachProduct(Date.now())) {
    if (rows.length === count) break;
    rows.push([p.sku, p.name, p.uuid]);
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), "outlet-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
/** The database of `dataDir`: its SQLite file, or one PostgreSQL database reopened by every boot. */
let databaseEnv: Record<string, string> = {};
beforeAll(async () => {
  databaseEnv = await freshDatabaseEnv();
});

async function boot() {
  const app = await createServer({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...databaseEnv }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const res = await fetch(
    `${origin}/api/catalog/catalog/product/_search?request_format=search-query&size=3&_source_include=sku,uuid&request=%7B%7D`,
  );
  const body = (await res.json()) as { hits: { total: number; hits: { _source: unknown }[] } };
  await app.close();
  return body;
}

describe("first start and restart", () => {
  it("creates the data folder, a 0600 secret file and the seeded catalogue, and reuses them on restart", async () => {
    const first = await boot();
    const secrets = join(dataDir, "secrets.json");
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    const secret = readFileSync(secrets, "utf8");
    expect(first.hits.total).toBeGreaterThanOrEqual(600);
    const second = await boot();
    expect(second.hits).toEqual(first.hits);
    expect(readFileSync(secrets, "utf8")).toBe(secret);
  });

  it("generates the same catalogue from the same seed", async () => {
    const other = mkdtempSync(join(tmpdir(), "outlet-seed-"));
    try {
      const app = await createServer({
        config: loadConfig({ DATA_DIR: other, LOG_LEVEL: "silent", ...(await freshDatabaseEnv()) }),
      });
      const a = await firstProducts(app.context.catalog, 20);
      await app.close();
      const again = await createServer({
        config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...databaseEnv }),
      });
      const b = await firstProducts(again.context.catalog, 20);
      await again.close();
      expect(a).toEqual(b);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
