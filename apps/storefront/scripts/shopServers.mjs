// The production build served as shipped (react-router-serve, compressed) against the real API on a temp
// database, for the measuring scripts; plus the load average and commit a measurement is recorded with.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Above this load average (1 minute) the machine is not quiet and figures are not recorded (issue 29). */
export const QUIET_LOAD = 1.5;

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not start`);
}

/**
 * Starts the API (`../api/dist/main.js`) and the shop on the given ports and waits for both. The shop serves
 * a snapshot of `build` (STOREFRONT_BUILD: another build folder), since a rebuild of ./build would swap the
 * assets under a running measurement. `stop()` ends both and removes the snapshot and the database.
 */
export async function startShop({ apiPort, webPort }) {
  const api = `http://127.0.0.1:${apiPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  mkdirSync("node_modules/.cache", { recursive: true });
  const snapshot = mkdtempSync(resolve("node_modules/.cache/outlet-build-"));
  cpSync(process.env.STOREFRONT_BUILD ?? "./build", join(snapshot, "build"), { recursive: true });
  symlinkSync(resolve("public"), join(snapshot, "public"));
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-measure-"));
  const children = [
    spawn("node", ["../api/dist/main.js"], {
      // the shop's origin, so the browser's calls to the API (cart, session) pass CORS
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        CORS_ORIGINS: web,
        // Every page load of a measurement comes from 127.0.0.1: with the per-client limits on, the
        // interaction benchmark's 25 fresh shoppers ran into them and got "Sklep jest chwilowo niedostępny".
        RATE_LIMITS: "off",
      },
      stdio: "ignore",
    }),
    spawn("node", [resolve("node_modules/@react-router/serve/bin.js"), "./build/server/index.js"], {
      cwd: snapshot,
      // a 3 s search timeout (the spec's server value is 1 s), as the journeys have: on a loaded machine a
      // page must still render (figures are not taken there anyway)
      env: {
        ...process.env,
        PORT: String(webPort),
        HOST: "127.0.0.1",
        API_URL: api,
        SITE_URL: web,
        NODE_ENV: "production",
        SEARCH_TIMEOUT_MS: "3000",
      },
      stdio: "ignore",
    }),
  ];
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
  try {
    await waitFor(`${api}/api/catalog/catalog/product/_search?request_format=search-query&size=1`);
    await waitFor(web);
  } catch (error) {
    stop();
    throw error;
  }
  return { api, web, stop };
}

/** The line a measurement is printed under: the commit (and whether the tree has changes) and the load. */
export function measuredOn(what) {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    if (execFileSync("git", ["status", "--porcelain", "--", "."], { encoding: "utf8" }).trim())
      commit += " + uncommitted changes";
  } catch {}
  const load = loadavg()[0];
  const loud =
    load >= QUIET_LOAD ? ` (above ${QUIET_LOAD}: not a quiet machine, do not record these figures)` : "";
  return `${what}, commit ${commit}, load average ${load.toFixed(2)} at the start${loud}`;
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
