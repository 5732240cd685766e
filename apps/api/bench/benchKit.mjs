// Shared parts of the API's load benchmarks (scripts, not tests): argument parsing, starting the built
// API on a temporary data folder, driving N concurrent clients for a fixed time, and the result table.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = fileURLToPath(new URL("..", import.meta.url));

/**
 * Reads `--name=value` flags (a bare `--name` is `"true"`).
 *
 * @param {string[]} argv
 * @returns {Record<string, string>}
 */
export function parseArgs(argv) {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, "").split("=");
      return [k, v ?? "true"];
    }),
  );
}

/**
 * Starts `node dist/main.js` with a seeded catalogue of `size` products on a fresh temporary data folder.
 *
 * @param {number} size
 * @param {string} [existingDataDir] a data folder to start on (a restart on an existing database)
 * @returns {Promise<{ origin: string, dataDir: string, startupMs: number, rssMb(): number, stop(keep?: boolean): Promise<void> }>}
 */
export async function startApi(size, existingDataDir) {
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), "outlet-bench-"));
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
    dataDir,
    startupMs: Date.now() - started,
    /** The API process's resident set size in MB (Linux `/proc`). */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    /** Stops the process; `keep` leaves the data folder for a restart. */
    async stop(keep = false) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON POST to the API.
 *
 * @param {string} origin
 * @param {string} path
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function post(origin, path, body, headers = {}) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Runs `request` from `concurrency` clients until `durationMs` has passed. `request` answers a Response to
 * time, or `null` when it has nothing left to send (that client stops). `prepare`, when given, runs before
 * each request outside the timing.
 *
 * @template T
 * @param {{ durationMs: number, concurrency: number, prepare?: () => Promise<T>, request: (prepared: T | undefined) => Promise<Response> | null }} options
 */
export async function drive({ durationMs, concurrency, prepare, request }) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const prepared = prepare ? await prepare() : undefined;
      const t = performance.now();
      const pending = request(prepared);
      if (pending === null) return;
      const res = await pending;
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

/**
 * One markdown row of the result table.
 *
 * @param {number} size
 * @param {string} scenario
 * @param {{ p50: number, p99: number, rps: number, n: number, errors: number }} r
 */
export function resultRow(size, scenario, r) {
  return `| ${size} | ${scenario} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.n} | ${r.errors} |`;
}

/**
 * Prints the run's settings and the table of every row.
 *
 * @param {string} settings
 * @param {string[]} rows
 */
export function printTable(settings, rows) {
  console.info(`\n${settings}, Node ${process.version}\n`);
  console.info(
    "| top-level products | scenario | p50 ms | p99 ms | req/s | requests | non-200 | load average |",
  );
  console.info("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.info(row);
}
