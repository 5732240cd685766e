// Runs the shop's journeys, in parts side by side when `E2E_PARTS` asks for more than one (a machine with more
// cores than the two of CI): each part has its own API, storefront, stand-in providers, ports and data folder.
// On the 2-core CI machine both cores are busy with one run already (the browser renders, the servers answer):
// two parts took 32.4 min against 34.8 for one run, and the offline-update journey failed in a part while it
// passes alone. Not worth that risk, so `npm test` runs one (the default).
//
// The spec files are dealt out by their number of tests (a test costs about the same everywhere: one or two page
// loads), largest first, each to the part with the fewest so far; a file stays whole, in one part. Every part runs
// the cookie set-up first and its own log audit last. Arguments (files, `--grep`…) run one ordinary Playwright
// run instead, as `pnpm exec playwright test` does.
//
// Reports: `reports/e2e.json` for one run, `reports/e2e-<k>of<n>.json` per part. Exit status: 1 when any failed.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const playwright = ["exec", "playwright", "test"];

const parts = Math.max(1, Number(process.env.E2E_PARTS ?? 1));
if (args.length > 0 || parts === 1) {
  const run = spawnSync("pnpm", [...playwright, ...args], { cwd: here, stdio: "inherit" });
  process.exit(run.status ?? 1);
}

const listing = spawnSync("pnpm", [...playwright, "--list", "--reporter=json", "--project=debian-chromium"], {
  cwd: here,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (listing.status !== 0) {
  process.stderr.write(listing.stderr);
  process.exit(1);
}

/** Tests per spec file of the journeys project. */
const testsPerFile = new Map();
const count = (suite) => {
  for (const spec of suite.specs ?? [])
    testsPerFile.set(spec.file, (testsPerFile.get(spec.file) ?? 0) + spec.tests.length);
  for (const child of suite.suites ?? []) count(child);
};
for (const suite of JSON.parse(listing.stdout.slice(listing.stdout.indexOf("{"))).suites) count(suite);

const loads = Array.from({ length: parts }, () => ({ tests: 0, files: [] }));
const byWeight = [...testsPerFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
for (const [file, tests] of byWeight) {
  const lightest = loads.reduce((best, part) => (part.tests < best.tests ? part : best));
  lightest.tests += tests;
  lightest.files.push(file);
}

/** The ports of part k: the configured ones (or the config's defaults) moved by 400 per part. */
const portsOf = (k) => {
  const shift = (name, fallback) => String(Number(process.env[name] ?? fallback) + k * 400);
  const web = shift("E2E_WEB_PORT", 13000);
  return {
    E2E_API_PORT: shift("E2E_API_PORT", 18080),
    E2E_WEB_PORT: web,
    E2E_PROVIDERS_PORT: shift("E2E_PROVIDERS_PORT", 18090),
    E2E_MULTISTORE_PORT: String(
      Number(process.env.E2E_MULTISTORE_PORT ?? Number(web) - k * 400 + 5) + k * 400,
    ),
  };
};

const runs = loads.map(
  (part, k) =>
    new Promise((resolve) => {
      const name = `${k + 1}/${parts}`;
      process.stdout.write(`journeys part ${name}: ${part.tests} tests in ${part.files.length} files\n`);
      const env = { ...process.env, ...portsOf(k), E2E_SPLIT: name, E2E_SPLIT_FILES: part.files.join(",") };
      // Each part makes its own temporary data folder (playwright.config.ts).
      delete env.E2E_DATA_DIR;
      const child = spawn("pnpm", playwright, {
        cwd: here,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const prefix = (stream, out) => {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
        stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
      };
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
      child.on("close", (code) => resolve(code ?? 1));
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
