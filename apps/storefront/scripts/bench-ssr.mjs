// Server throughput of the storefront (issue 14): autocannon at c=32 against the product and the category
// page, served (1) by a minimal Node server as a static file of the same bytes, (2) by the production server
// from its output cache, (3) by the production server rendering every request (CACHE_DISABLED=1), all in
// the same run against the real API on a temp database; then the output cache's hit rate after a warm-up
// crawl of the sitemap. Prints a Markdown table with the load average.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/storefront build && pnpm --filter @outlet/storefront bench:ssr
//   BENCH_DURATION=20 (seconds per run, default 10), BENCH_CONNECTIONS=32, BENCH_WARM_UP=60 (sequential renders
//   before the rendered run; 0 measures a cold server), BENCH_WARM_UP_S=15 (seconds of load at the same
//   concurrency before the rendered run, not measured; 0 skips it)
import { spawn } from "node:child_process";
import {
  cpSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, request } from "node:http";
import { createServer as createNetServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Sequential renders each worker's page gets before the rendered run (fresh connections: both workers). */
const WARM_UP_RENDERS = Number(process.env.BENCH_WARM_UP ?? 60);
/**
 * Seconds of load before the rendered run, not measured: V8 compiles the hot render code with its optimising
 * compiler only after many calls, on the same two cores, and the heap grows to its working size; a server
 * that has been up for a while has done both. Without it the first 2 s of a 10 s run carried most of its
 * slowest 1 %; after 5 s the product page still went from about 220 to 300 req/s over the next 8 s of
 * load, so 15 s (README "Server throughput").
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_S ?? 15);
const PAGES = [
  ["product", "/p/KOS-0047/koszula-w-krate-47"],
  ["category", "/kobiety/sukienki"],
];
// What a browser sends: the servers answer brotli, the static server the same brotli bytes.
const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

const children = [];
const cleanups = [];
function start(args, env, cwd) {
  const child = spawn("node", args, { env: { ...process.env, ...env }, stdio: "ignore", cwd });
  children.push(child);
  return child;
}
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

async function freePort() {
  return new Promise((done) => {
    const probe = createNetServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not start`);
}

/** One GET on its own connection (the cluster hands fresh connections to the workers in turn). */
function get(url, headers = HEADERS) {
  return new Promise((done, fail) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

/** CPU milliseconds (user + system) process `pid` has used so far, from /proc (Linux, 100 ticks a second). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU a single uncached render costs the storefront process and the API, from `count` sequential requests:
 * unlike req/s and latency, it hardly depends on what else the machine runs.
 */
async function cpuPerRender(origin, shopPid, apiPid, path, count = 100) {
  for (let i = 0; i < 20; i++) await get(`${origin}${path}`);
  const shop0 = cpuMs(shopPid);
  const api0 = cpuMs(apiPid);
  for (let i = 0; i < count; i++) await get(`${origin}${path}`);
  return { ssr: (cpuMs(shopPid) - shop0) / count, api: (cpuMs(apiPid) - api0) / count };
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  };
}

async function startShop(env) {
  const port = await freePort();
  const child = start([join(snapshot, "build/node/main.js")], {
    PORT: String(port),
    HOST: "127.0.0.1",
    API_URL: api,
    SITE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "production",
    RENDER_BUDGET_PER_MINUTE: "0",
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/robots.txt`);
  return { origin, child };
}

async function startRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "outlet-bench-redis-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", ""],
    {
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  children.push(child);
  const ready = await new Promise((done) => {
    let out = "";
    child.once("error", () => done(false));
    child.once("exit", () => done(false));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (out.includes("Ready to accept connections")) done(true);
    });
  });
  return ready ? { url: `redis://127.0.0.1:${port}`, child } : null;
}

async function hitRate(origin) {
  const sitemap = (await get(`${origin}/sitemap.xml`, {})).body.toString();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const path of urls) await get(`${origin}${path}`);
  let hits = 0;
  for (const path of urls) if ((await get(`${origin}${path}`)).headers["x-cache"] === "HIT") hits += 1;
  return { urls: urls.length, hits };
}

// A snapshot of the build: other engineers' rebuilds of ./build must not swap files under the measurement.
// It stays under node_modules so the server's dependencies resolve.
mkdirSync("node_modules/.cache", { recursive: true });
const snapshot = mkdtempSync(resolve("node_modules/.cache/outlet-ssr-build-"));
cpSync("./build", join(snapshot, "build"), { recursive: true });
cleanups.push(() => rmSync(snapshot, { recursive: true, force: true }));

const apiPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
const dataDir = mkdtempSync(join(tmpdir(), "outlet-bench-ssr-"));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
const apiChild = start(["../api/dist/main.js"], {
  PORT: String(apiPort),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMITS: "off",
});
await waitFor(`${api}/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=%7B%7D`);

const rows = [];
const loadBefore = loadavg();
try {
  const cached = await startShop({});
  const uncached = await startShop({ CACHE_DISABLED: "1" });
  for (const [name, path] of PAGES) {
    // The static file: the bytes the production server sends for this page (brotli), from disk per request.
    // a cold API may answer the very first search past the render's timeout (an honest 503): warm up first
    let page = await get(`${cached.origin}${path}`);
    for (let attempt = 0; attempt < 5 && page.status === 503; attempt++)
      page = await get(`${cached.origin}${path}`);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    const file = join(dataDir, `${name}.html.br`);
    writeFileSync(file, page.body);
    const staticServer = createServer((_req, res) => {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": "br",
        "Content-Length": page.body.length,
      });
      createReadStream(file).pipe(res);
    });
    await new Promise((done) => staticServer.listen(0, "127.0.0.1", done));
    const staticUrl = `http://127.0.0.1:${staticServer.address().port}${path}`;
    for (let i = 0; i < 4; i++) await get(`${cached.origin}${path}`); // every worker holds it
    const html = brotliDecompressSync(page.body).length;
    const staticResult = await load(staticUrl);
    await new Promise((done) => staticServer.close(done));
    const cachedResult = await load(`${cached.origin}${path}`);
    // A running server is warm: without this the rendered run's first second (JIT compiling, the first
    // shop-data load, 32 connections waiting on a cold process) alone is more than its slowest 1 %.
    for (let i = 0; i < WARM_UP_RENDERS; i++) await get(`${uncached.origin}${path}`);
    if (WARM_UP_SECONDS > 0)
      await autocannon({
        url: `${uncached.origin}${path}`,
        connections: CONNECTIONS,
        duration: WARM_UP_SECONDS,
        headers: HEADERS,
      });
    const uncachedResult = await load(`${uncached.origin}${path}`);
    rows.push({ name, path, html, br: page.body.length, staticResult, cachedResult, uncachedResult });
  }
  await stop(uncached.child);
  await stop(cached.child);
  // CPU per uncached render: one process (no cluster), every request rendered, one at a time
  const single = await startShop({ CACHE_DISABLED: "1", WEB_CONCURRENCY: "1", SEARCH_TIMEOUT_MS: "15000" });
  const cpu = [];
  for (const [name, path] of PAGES)
    cpu.push({ name, ...(await cpuPerRender(single.origin, single.child.pid, apiChild.pid, path)) });
  await stop(single.child);
  // The hit rate needs one cache for all workers (each worker's in-memory cache would see half the crawl):
  // a throw-away redis-server when Debian's is installed, else one worker with the in-memory cache.
  const redis = await startRedis();
  const crawled = await startShop(redis ? { REDIS_URL: redis.url } : { WEB_CONCURRENCY: "1" });
  const memory = await hitRate(crawled.origin);
  memory.store = redis ? "Redis shared by 2 workers" : "in memory, 1 worker";
  await stop(crawled.child);
  if (redis) await stop(redis.child);

  const loadAfter = loadavg();
  const fmt = (r) => `${r.rps} | ${r.p50} | ${r.p99}${r.errors ? ` (${r.errors} errors)` : ""}`;
  console.info(
    `\nautocannon c=${CONNECTIONS}, ${DURATION} s per run (rendered runs after ${WARM_UP_RENDERS} sequential renders and ${WARM_UP_SECONDS} s of load), ${new Date().toISOString()}, load average ${loadBefore
      .map((v) => v.toFixed(1))
      .join(" ")} before, ${loadAfter.map((v) => v.toFixed(1)).join(" ")} after\n`,
  );
  console.info("| page | HTML (br) | server | req/s | p50 ms | p99 ms | vs static |");
  console.info("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    const size = `${(row.html / 1024).toFixed(0)} kB (${(row.br / 1024).toFixed(1)} kB)`;
    const ratio = (r) => `${((r.rps / row.staticResult.rps) * 100).toFixed(0)} %`;
    console.info(`| ${row.name} | ${size} | static file | ${fmt(row.staticResult)} | 100 % |`);
    console.info(
      `| ${row.name} | | output cache (hit) | ${fmt(row.cachedResult)} | ${ratio(row.cachedResult)} |`,
    );
    console.info(
      `| ${row.name} | | rendered (cache off) | ${fmt(row.uncachedResult)} | ${ratio(row.uncachedResult)} |`,
    );
  }
  console.info("\nCPU per uncached render (100 sequential requests, one storefront process, cache off):\n");
  console.info("| page | storefront ms | API ms | total ms | most req/s on 2 cores |");
  console.info("| --- | --- | --- | --- | --- |");
  for (const row of cpu) {
    const total = row.ssr + row.api;
    console.info(
      `| ${row.name} | ${row.ssr.toFixed(1)} | ${row.api.toFixed(1)} | ${total.toFixed(1)} | ${Math.floor(2000 / total)} |`,
    );
  }
  console.info(
    `(p99 ≤ 300 ms at c=${CONNECTIONS} needs at least ${Math.ceil(CONNECTIONS / 0.3)} req/s: a render of at most ${(2000 / Math.ceil(CONNECTIONS / 0.3)).toFixed(1)} ms CPU in all)`,
  );
  console.info(
    `\nHit rate after one warm-up crawl of the sitemap (${memory.urls} URLs, output cache ${memory.store}): ${memory.hits}/${memory.urls} = ${((memory.hits / memory.urls) * 100).toFixed(0)} %`,
  );
} finally {
  for (const child of children) await stop(child);
  for (const cleanup of cleanups) cleanup();
}
