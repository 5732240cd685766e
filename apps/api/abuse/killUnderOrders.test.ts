import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/openDatabase.js";
import { txDb } from "../src/db/transactionSchema.js";
import { orderBody, orderKey } from "../test/shopHarness.js";
import { type SpawnedApi, spawnApi } from "../test/spawnApi.js";
import { freshDatabaseEnv } from "../test/testDatabase.js";
import { report } from "./abuseHarness.js";

// kill -9 under a steady order stream: the API runs as its own process (node with tsx's loader, so the
// signal hits the server itself, not a tsx wrapper that would leave it running); 8 streams place
// orders until 60 were acknowledged, then the process gets SIGKILL mid-stream. Every order answered 200
// must be in the database afterwards (SQLite WAL, synchronous = FULL), and the server starts again on it.
describe("abuse: kill -9 under an order stream", () => {
  it("loses no acknowledged order", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-abuse-kill-"));
    const databaseEnv = await freshDatabaseEnv();
    let running: SpawnedApi | null = null;
    try {
      const started = await spawnApi(dataDir, databaseEnv);
      running = started;
      const search = await fetch(
        `${started.origin}/api/catalog/catalog/product/_search?request_format=search-query&size=1`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            _appliedFilters: [{ attribute: "type_id", value: { eq: "virtual" }, scope: "default" }],
          }),
        },
      );
      const sku = ((await search.json()) as { hits: { hits: { _source: { sku: string } }[] } }).hits.hits[0]
        ?._source.sku as string;
      const acknowledged: string[] = [];
      let sent = 0;
      let unanswered = 0;
      let killed = false;
      let dead = false;
      started.child.once("exit", () => {
        dead = true;
      });
      // the streams keep sending until the process is gone, so the kill lands on requests in flight
      const stream = async (): Promise<void> => {
        while (!dead) {
          const key = orderKey();
          const body = orderBody(key, [{ sku, qty: 1 }]);
          delete body.addressInformation.shippingAddress;
          sent += 1;
          try {
            const res = await fetch(`${started.origin}/api/order`, {
              method: "POST",
              headers: { "content-type": "application/json", "idempotency-key": key },
              body: JSON.stringify(body),
            });
            const answer = (await res.json()) as { result: { order_uuid: string } };
            if (res.status === 200) acknowledged.push(answer.result.order_uuid);
            if (acknowledged.length >= 60 && !killed) {
              killed = true;
              started.child.kill("SIGKILL");
            }
          } catch {
            unanswered += 1; // the connection died with the process: never acknowledged
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, stream));
      await started.exited;
      // read through the Kysely layer, so the check holds on either database engine
      const database = await openDatabase({ dataDir, databaseUrl: databaseEnv.DATABASE_URL });
      const stored = await txDb(database.db).selectFrom("sales_order").select("order_uuid").execute();
      await database.close();
      const have = new Set(stored.map((r) => r.order_uuid));
      const lost = acknowledged.filter((uuid) => !have.has(uuid));
      const again = await spawnApi(dataDir, databaseEnv);
      running = again;
      const stock = await fetch(`${again.origin}/api/stock/check?sku=${encodeURIComponent(sku)}`);
      report("kill -9", {
        sent,
        acknowledged: acknowledged.length,
        unanswered,
        stored: have.size,
        lost: lost.length,
        restarted: stock.status,
      });
      expect(lost).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      expect(stock.status).toBe(200);
    } finally {
      await running?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
