// Load benchmark of the built API (not a timed test): starts `node dist/main.js` on a temporary data
// folder for each catalogue size, drives each scenario with N concurrent keep-alive clients for a fixed
// time, and prints p50 / p99 latency and requests per second as a markdown table.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/api bench
//   node bench/run.mjs --sizes=600,50000 --duration=10 --concurrency=10
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"];
  }),
);
const sizes = (args.sizes ?? "600,50000").split(",").map(Number);
const durationMs = Number(args.duration ?? 10) * 1000;
const concurrency = Number(args.concurrency ?? 10);
const appDir = fileURLToPath(new URL("..", import.meta.url));

async function startApi(size) {
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-bench-"));
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: String(size),
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const started = Date.now();
  const origin = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /API: (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`API exited (${code})`)));
  });
  return {
    origin,
    startupMs: Date.now() - started,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";

async function sample(origin) {
  const res = await fetch(
    `${origin}${SEARCH}&size=200&_source_include=sku,type_id,configurable_children.sku,configurable_children.status,configurable_children.stock.is_in_stock`,
    json({ _appliedFilters: [{ attribute: "stock.is_in_stock", value: { eq: true } }] }),
  );
  const hits = (await res.json()).hits.hits.map((h) => h._source);
  return {
    skus: hits.map((p) => p.sku),
    childSkus: hits.flatMap((p) =>
      (p.configurable_children ?? []).filter((c) => c.stock?.is_in_stock && c.status < 2).map((c) => c.sku),
    ),
  };
}

function scenarios(origin, data) {
  let i = 0;
  const pick = (list) => list[i++ % list.length];
  const words = [
    "sukienka lniana",
    "koszula w kratę",
    "zolta bluzka",
    "spodnie",
    "sweter welna",
    "kurtka pikowana",
  ];
  return [
    {
      name: "listing, 3 filters + facets",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=50&from=0`,
          json({
            _appliedFilters: [
              { attribute: "visibility", value: { in: [2, 3, 4] } },
              { attribute: "status", value: { in: [0, 1] } },
              { attribute: "category_ids", value: { in: [pick([12, 13, 15, 20, 22])] } },
            ],
            _availableFilters: [
              { field: "color", scope: "catalog", options: { size: 999 } },
              { field: "size", scope: "catalog", options: { size: 999 } },
              { field: "price", scope: "catalog" },
              { field: "flags_ids", scope: "catalog" },
            ],
            _appliedSort: [{ field: "order_priority", options: "desc" }],
          }),
        ),
    },
    {
      name: "text search",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=18`,
          json({
            _searchText: pick(words),
            _appliedFilters: [{ attribute: "visibility", value: { in: [2, 3, 4] } }],
          }),
        ),
    },
    {
      name: "product by sku",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=1`,
          json({ _appliedFilters: [{ attribute: "sku", value: { eq: pick(data.skus) } }] }),
        ),
    },
    {
      name: "add to cart (guest)",
      prepare: async () => {
        const res = await fetch(`${origin}/api/cart/create`, json({}));
        return (await res.json()).result;
      },
      run: (cartId) =>
        fetch(
          `${origin}/api/cart/update?cartId=${cartId}`,
          json({ cartItem: { sku: pick(data.childSkus), qty: 1, quoteId: cartId } }),
        ),
    },
  ];
}

async function drive(scenario) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const prepared = scenario.prepare ? await scenario.prepare() : undefined;
      const t = performance.now();
      const res = await scenario.run(prepared);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      if (res.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { p50: q(0.5), p99: q(0.99), rps: latencies.length / elapsed, n: latencies.length, errors };
}

const rows = [];
for (const size of sizes) {
  const api = await startApi(size);
  try {
    const data = await sample(api.origin);
    for (const scenario of scenarios(api.origin, data)) {
      const warm = Date.now() + 1500;
      while (Date.now() < warm)
        await (await scenario.run(scenario.prepare ? await scenario.prepare() : undefined)).arrayBuffer();
      const r = await drive(scenario);
      rows.push(
        `| ${size} | ${scenario.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.n} | ${r.errors} |`,
      );
      console.error(rows.at(-1));
    }
    console.error(
      `startup with ${size} products (create, migrate, seed, index): ${(api.startupMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await api.stop();
  }
}
console.info(`\nconcurrency ${concurrency}, ${durationMs / 1000} s per scenario, Node ${process.version}\n`);
console.info("| top-level products | scenario | p50 ms | p99 ms | req/s | requests | non-200 |");
console.info("|---|---|---|---|---|---|---|");
for (const row of rows) console.info(row);
