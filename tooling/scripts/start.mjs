// Starts the reference API and the storefront's production server side by side, waits until both answer,
// prints the shop's address, and stops both on Ctrl+C or when either exits.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const apiPort = process.env.API_PORT ?? "8080";
const webPort = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
const apiOrigin = `http://${host}:${apiPort}`;
const webOrigin = `http://${host}:${webPort}`;
const adminPort = process.env.ADMIN_PORT ?? "3001";
const adminOrigin = `http://${host}:${adminPort}`;
// The API announces catalogue changes to the shop's output cache (/invalidate) with a key only the two share.
const invalidateKey = process.env.CACHE_INVALIDATE_KEY ?? randomBytes(24).toString("hex");
// The storefront's server forwards its shoppers' addresses to the API with a key only the two share
// (after-sales-and-law.md §7); no other client, local ones included, can choose its address.
const forwardingKey = process.env.FORWARDING_KEY ?? randomBytes(24).toString("hex");

const children = [
  spawn("node", ["dist/main.js"], {
    cwd: `${root}apps/api`,
    stdio: "inherit",
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      PORT: apiPort,
      HOST: host,
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${webOrigin},http://localhost:${webPort}`,
      STOREFRONT_INVALIDATE_URL: process.env.STOREFRONT_INVALIDATE_URL ?? `${webOrigin}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: invalidateKey,
      FORWARDING_KEY: forwardingKey,
    },
  }),
  // The storefront's production server: one worker per core, output cache (README "Production server").
  spawn("node", ["build/node/main.js"], {
    cwd: `${root}apps/storefront`,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: webPort,
      HOST: host,
      API_URL: apiOrigin,
      NODE_ENV: "production",
      CACHE_INVALIDATE_KEY: invalidateKey,
      FORWARDING_KEY: forwardingKey,
    },
  }),
  // The back office (apps/admin): its build and a proxy of /api/admin/* to the API, on its own origin.
  spawn("node", ["dist/server/main.js"], {
    cwd: `${root}apps/admin`,
    stdio: ["ignore", "ignore", "inherit"],
    // it forwards the staff member's address with the same key, so the log-in slow-down counts the real one
    env: { ...process.env, PORT: adminPort, HOST: host, API_URL: apiOrigin, FORWARDING_KEY: forwardingKey },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, deadline) {
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

const deadline = Date.now() + 180_000;
const ready =
  (await waitFor(
    `${apiOrigin}/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=%7B%7D`,
    deadline,
  )) &&
  (await waitFor(webOrigin, deadline)) &&
  (await waitFor(`${adminOrigin}/healthz`, deadline));
// The first pages a shopper opens are rendered once before the shop says it is up: a cold search on a busy
// machine can outlast the server's 1 s search budget and show "Sklep jest chwilowo niedostępny" to the
// first visitor (issue 32's walk). Each page is asked for until it answers below 500.
if (ready)
  for (const path of ["/", "/kobiety", "/szukaj?q=sukienka"]) await waitFor(`${webOrigin}${path}`, deadline);
if (ready) {
  console.info(
    `\n  Sklep działa: ${webOrigin}\n  Panel sklepu: ${adminOrigin}\n  API:          ${apiOrigin}\n  (Ctrl+C zatrzymuje)\n`,
  );
} else if (!stopping) {
  console.error("The shop did not start in time.");
  stop(1);
}
