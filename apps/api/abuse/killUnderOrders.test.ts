import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { orderBody, orderKey } from "../test/shopHarness.js";
import { report } from "./abuseHarness.js";

// kill -9 under a steady order stream: the API runs as its own process (node with tsx's loader, so the
// signal hits the server itself, not a tsx wrapper that would leave it running); 8 streams place
// orders until 60 were acknowledged, then the process gets SIGKILL mid-stream. Every order answered 200
// must be in the database afterwards (SQLite WAL, synchronous = FULL), and the server starts again on it.
const APP = join(import.meta.dirname, "..");

function spawnApi(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@outlet/source", "src/main.ts"], {
      cwd: APP,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        RATE_LIMITS: "off",
        PASSWORD_SCRYPT_LOG_N: "12",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`API did not start: ${out}`)), 90_000);
    const collect = (chunk: Buffer): void => {
      out += String(chunk);
      const match = /API: (http:\/\/[^\s]+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, origin: match[1].replace(/\/$/, "") });
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => reject(new Error(`API exited (${code}): ${out}`)));
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

describe("abuse: kill -9 under an order stream", () => {
  it("loses no acknowledged order", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-abuse-kill-"));
    let child: ChildProcess | null = null;
    try {
      const started = await spawnApi(dataDir);
      child = started.child;
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
      await exited(started.child);
      const db = new SqliteDatabase(join(dataDir, "outlet.sqlite"));
      const stored = db.prepare("SELECT order_uuid FROM sales_order").all() as { order_uuid: string }[];
      db.close();
      const have = new Set(stored.map((r) => r.order_uuid));
      const lost = acknowledged.filter((uuid) => !have.has(uuid));
      const again = await spawnApi(dataDir);
      child = again.child;
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
      if (child && child.exitCode === null && child.signalCode === null) {
        const done = exited(child);
        child.kill("SIGTERM");
        await done;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
