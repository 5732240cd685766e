// The back office's order list at scale (issue 25; a script, not a timed test): starts the API in-process
// on SQLite and on a throw-away PostgreSQL cluster, writes N orders straight into `sales_order` (spread
// over a year, every status, payment method and carrier), signs in the owner, and asks
// `GET /api/admin/orders` one request at a time with a mix of searches, filters, sorts and pages. Prints
// p50 / p99 per query and overall, with the load average, as a markdown table.
//
//   pnpm --filter @outlet/api bench:order-list                      # 100 000 orders, both engines
//   pnpm --filter @outlet/api bench:order-list --orders=20000 --engines=sqlite --rounds=20

import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ORDER_STATUSES } from "@outlet/orders";
import { sql } from "kysely";
import { loadConfig } from "../src/config.js";
import { txDb } from "../src/db/transactionSchema.js";
import { createServer } from "../src/server.js";
import { createTestDatabase, startPostgresCluster } from "../test/postgres/startPostgresCluster.js";

const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k ?? "", v ?? "true"];
  }),
);
const orders = Number(args.orders ?? 100_000);
const engines = (args.engines ?? "sqlite,postgres").split(",");
const rounds = Number(args.rounds ?? 40);

const OWNER = { email: "bench@outlet.local", password: "Bench-Owner-Password-2026" };

const FIRST = ["anna", "piotr", "zofia", "jan", "maria", "tomasz", "ewa", "krzysztof", "magdalena", "paweł"];
// 40 common Polish surnames: a surname prefix matches a few per cent of the orders (Nowak, the most common,
// is about 0.5 % of Poles; 8 surnames would make every name search match 12 500 orders)
const LAST = [
  "nowak",
  "kowalski",
  "wiśniewska",
  "wójcik",
  "kowalczyk",
  "kamińska",
  "lewandowski",
  "zielińska",
  "szymański",
  "woźniak",
  "dąbrowska",
  "kozłowski",
  "jankowska",
  "mazur",
  "kwiatkowski",
  "krawczyk",
  "piotrowska",
  "grabowski",
  "nowakowska",
  "pawłowski",
  "michalska",
  "nowicki",
  "adamczyk",
  "dudek",
  "zając",
  "wieczorek",
  "jabłońska",
  "król",
  "majewski",
  "olszewska",
  "jaworski",
  "wróbel",
  "malinowska",
  "pawlak",
  "witkowski",
  "walczak",
  "stępień",
  "górski",
  "rutkowska",
  "michalak",
];
const PAYMENTS = ["banktransfer", "online", "blik", "cashondelivery"];
const CARRIERS = ["flatrate", "inpost", "pickup"];
const YEAR_MS = 365 * 86_400_000;

/** Writes `count` orders in batches (multi-row inserts, one transaction per batch). */
async function seedOrders(db: ReturnType<typeof txDb>, count: number, now: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const first = FIRST[i % FIRST.length] as string;
      const last = LAST[(i * 7) % LAST.length] as string;
      const email = `${first}.${last}.${i}@example.pl`;
      rows.push({
        increment_id: `B${String(i + 1).padStart(9, "0")}`,
        order_uuid: `bench-${i}`,
        secret_hash: "0".repeat(64),
        customer_id: null,
        email,
        status: ORDER_STATUSES[i % ORDER_STATUSES.length] as string,
        grand_total_grosze: 5_000 + ((i * 7919) % 95_000),
        body: JSON.stringify({ increment_id: `B${i}`, customer_email: email, items: [] }),
        created_at: now - YEAR_MS + Math.floor((i / count) * YEAR_MS),
        payment_method: PAYMENTS[i % PAYMENTS.length] as string,
        shipping_carrier: CARRIERS[(i * 3) % CARRIERS.length] as string,
        customer_name: `${first} ${last}`,
        customer_name_reversed: `${last} ${first}`,
      });
    }
    await db.insertInto("sales_order").values(rows).execute();
  }
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The queries the back office sends, each a name and a query string. */
function queries(now: number): [string, (i: number) => string][] {
  return [
    ["newest first, page 1", () => ""],
    ["status filter", (i) => `status=${ORDER_STATUSES[i % ORDER_STATUSES.length]}`],
    ["payment + delivery", (i) => `payment=${PAYMENTS[i % 4]}&delivery=${CARRIERS[i % 3]}`],
    [
      "date range (a month)",
      (i) =>
        `from=${day(now - (i % 11) * 30 * 86_400_000 - 30 * 86_400_000)}&to=${day(now - (i % 11) * 30 * 86_400_000)}`,
    ],
    [
      "status + date, by total",
      (i) => `status=paid&from=${day(now - 90 * 86_400_000)}&sort=grand_total&dir=${i % 2 ? "asc" : "desc"}`,
    ],
    ["order number", (i) => `q=${(i * 997) % orders}`],
    ["e-mail", (i) => `q=${FIRST[i % FIRST.length]}.${LAST[(i * 7) % LAST.length]}.${i}@example.pl`],
    ["name (part)", (i) => `q=${encodeURIComponent(LAST[i % LAST.length]?.slice(0, 5) ?? "")}`],
    ["page 200", () => "page=200&pageSize=25"],
  ];
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function benchEngine(engine: string): Promise<(string | number)[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-bench-orders-"));
  const cluster = engine === "postgres" ? await startPostgresCluster() : null;
  try {
    const databaseEnv = cluster ? { DATABASE_URL: await createTestDatabase(cluster.adminUrl) } : {};
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      CATALOGUE_SIZE: "600",
      RATE_LIMITS: "off",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      ...databaseEnv,
    });
    const app = await createServer({ config, printToTerminal: () => undefined });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const now = Date.now();
      const seedStart = Date.now();
      await seedOrders(txDb(app.context.database.db), orders, now);
      // a shop's database has its statistics (PostgreSQL's autovacuum analyses a table this size on its
      // own, later): without them the first queries are planned blind and the bench measures that instead
      await sql`ANALYZE sales_order`.execute(app.context.database.db);
      process.stderr.write(
        `${engine}: ${orders} orders written in ${((Date.now() - seedStart) / 1000).toFixed(1)} s\n`,
      );
      const login = await fetch(`${origin}/api/admin/session/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(OWNER),
      });
      const cookie = /^(outlet_staff=[^;]+)/.exec(login.headers.getSetCookie()[0] ?? "")?.[1];
      if (!cookie) throw new Error(`staff login answered ${login.status}`);
      const ask = async (query: string): Promise<number> => {
        const started = performance.now();
        const res = await fetch(`${origin}/api/admin/orders?${query}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
        return performance.now() - started;
      };
      const list = queries(now);
      for (const [, build] of list) await ask(build(0)); // warm the statements and the page cache
      const all: number[] = [];
      const rows: (string | number)[][] = [];
      for (const [name, build] of list) {
        const times: number[] = [];
        for (let i = 1; i <= rounds; i++) times.push(await ask(build(i)));
        times.sort((a, b) => a - b);
        all.push(...times);
        rows.push([engine, name, percentile(times, 50).toFixed(1), percentile(times, 99).toFixed(1)]);
      }
      all.sort((a, b) => a - b);
      rows.push([engine, "**all queries**", percentile(all, 50).toFixed(1), percentile(all, 99).toFixed(1)]);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const table: (string | number)[][] = [];
for (const engine of engines) table.push(...(await benchEngine(engine)));
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(" / ");
process.stdout.write(
  `\nGET /api/admin/orders at ${orders} orders, ${rounds} requests per query, one at a time; load average ${load}\n\n`,
);
process.stdout.write("| engine | query | p50 ms | p99 ms |\n");
process.stdout.write("| ------ | ----- | -----: | -----: |\n");
for (const row of table) process.stdout.write(`| ${row.join(" | ")} |\n`);
