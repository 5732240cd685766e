// Place-order load benchmark of the built API (not a timed test). Starts `node dist/main.js` on a temporary
// data folder per catalogue size, then drives guest orders (one configurable child line, courier, bank
// transfer, a fresh Idempotency-Key each) with N concurrent keep-alive clients for a fixed time, rotating over
// every in-stock child so stock lasts. Prints p50 / p99 latency and requests per second as a markdown table.
//
//   pnpm --filter @outlet/api build && node apps/api/scripts/benchOrders.mjs --sizes=600,50000 --duration=8
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const sizes = (args.sizes ?? "600").split(",").map(Number);
const durationMs = Number(args.duration ?? 8) * 1000;
const concurrency = Number(args.concurrency ?? 10);
const appDir = fileURLToPath(new URL("..", import.meta.url));

async function startApi(size) {
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-bench-orders-"));
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
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const post = (origin, path, body, headers = {}) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function inStockChildren(origin) {
  const res = await post(
    origin,
    "/api/catalog/catalog/product/_search?request_format=search-query&size=1000&_source_include=configurable_children.sku,configurable_children.status,configurable_children.stock",
    {
      _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" } }],
    },
  );
  const hits = (await res.json()).hits.hits.map((h) => h._source);
  return hits.flatMap((p) =>
    (p.configurable_children ?? [])
      .filter((c) => Number(c.status ?? 1) < 2 && c.stock?.is_in_stock && c.stock.qty >= 1)
      .map((c) => ({ sku: c.sku, left: c.stock.qty })),
  );
}

const address = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5"],
  city: "Gdańsk",
  postcode: "80-827",
  country_id: "PL",
  telephone: "+48 600 100 200",
};

async function drive(origin, lines) {
  const latencies = [];
  let errors = 0;
  let cursor = 0;
  const next = () => {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[cursor++ % lines.length];
      if (line.left > 0) {
        line.left -= 1;
        return line.sku;
      }
    }
    return null;
  };
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sku = next();
      if (sku === null) return;
      const key = `${Date.now()}-${randomUUID()}`;
      const body = {
        order_id: key,
        products: [{ sku, qty: 1 }],
        addressInformation: {
          billingAddress: { ...address, email: "bench@example.pl" },
          shippingAddress: address,
          shipping_carrier_code: "flatrate",
          shipping_method_code: "flatrate",
          payment_method_code: "banktransfer",
        },
      };
      const t = performance.now();
      const res = await post(origin, "/api/order", body, { "idempotency-key": key });
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
    const lines = await inStockChildren(api.origin);
    const r = await drive(api.origin, lines);
    rows.push(
      `| ${size} | place order (guest, 1 line) | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.n} | ${r.errors} |`,
    );
  } finally {
    await api.stop();
  }
}
console.info(`Concurrency ${concurrency}, ${durationMs / 1000} s per size, Node ${process.version}\n`);
console.info("| top-level products | scenario | p50 ms | p99 ms | req/s | requests | non-200 |");
console.info("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.info(row);
