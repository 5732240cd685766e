// Shared parts of the API's load benchmarks (scripts, not tests): argument parsing, starting the built
// API on a temporary data folder, driving N concurrent clients for a fixed time, and the result table.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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

/** Linux clock ticks per second of `/proc/<pid>/stat` CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * A process and all its descendants (from `/proc`): from 50 000 products `main.js` re-runs itself with a
 * larger heap, so the server is the launcher's child.
 *
 * @param {number} root
 * @returns {{ pid: number, stat: string[] }[]}
 */
function processTree(root) {
  const all = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const raw = readFileSync(`/proc/${name}/stat`, "utf8");
      // fields after the command name (which may hold spaces): state, ppid, …
      const stat = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
      all.push({ pid: Number(name), ppid: Number(stat[1]), stat });
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [];
  const wanted = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (!wanted.has(p.pid) && wanted.has(p.ppid)) {
        wanted.add(p.pid);
        grew = true;
      }
  }
  for (const p of all) if (wanted.has(p.pid)) tree.push(p);
  return tree;
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
    /** The resident set size of the API process and its children in MB (Linux `/proc`). */
    rssMb() {
      let kb = 0;
      for (const { pid } of processTree(child.pid)) {
        try {
          kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
        } catch {
          // ended meanwhile
        }
      }
      return Math.round(kb / 1024);
    },
    /** CPU time (user + system) the API process and its children used so far, in ms. */
    cpuMs() {
      let ticks = 0;
      // stat fields from the state on: utime is the 12th, stime the 13th
      for (const { stat } of processTree(child.pid)) ticks += Number(stat[11]) + Number(stat[12]);
      return (ticks * 1000) / TICKS_PER_SECOND;
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
 * @param {{ p50: number, p99: number, rps: number, n: number, errors: number, cpuMs?: number }} r (`cpuMs`:
 *   the API's CPU time during the run, printed per request)
 */
export function resultRow(size, scenario, r) {
  const cpu = r.cpuMs === undefined ? "" : ` ${(r.cpuMs / Math.max(1, r.n)).toFixed(1)} |`;
  return `| ${size} | ${scenario} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.n} | ${r.errors} |${cpu}`;
}

/**
 * Prints the run's settings and the table of every row.
 *
 * @param {string} settings
 * @param {string[]} rows
 * @param {string[]} [extra] column names after "non-200"
 */
export function printTable(settings, rows, extra = ["load average"]) {
  console.info(`\n${settings}, Node ${process.version}\n`);
  const columns = [
    "top-level products",
    "scenario",
    "p50 ms",
    "p99 ms",
    "req/s",
    "requests",
    "non-200",
    ...extra,
  ];
  console.info(`| ${columns.join(" | ")} |`);
  console.info(`|${columns.map(() => " --- |").join("")}`);
  for (const row of rows) console.info(row);
}
