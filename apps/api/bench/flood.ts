// The flood tool of issue 31 (a script, not a test): starts the API (from its sources, rate limits and
// gates on, production scrypt cost) and the storefront's production server (`pnpm --filter
// @outlet/storefront build` first), both with a fresh forwarding key as `npm start` does. A shopper on
// 127.0.0.1 browses uncached pages of the shop one after another; first quietly, then while 127.0.0.2
// floods each kind of expensive work over 8 connections. Prints the shopper's p99 and 5xx count per phase.
//
//   pnpm --filter @outlet/api flood                       # 30 s a phase
//   pnpm --filter @outlet/api flood -- --seconds=10 --only=login,search
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { startTestApi } from "@outlet/tooling/testing";
import { orderBody, PASSWORD, pickProducts } from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"];
  }),
);
const SECONDS = Number(args.seconds ?? 30);
const CONNECTIONS = Number(args.connections ?? 8);
const SHOPPER = "127.0.0.1";
/**
 * The shopper opens a page at most every PACE_MS (a page costs the API several catalogue reads, and a
 * shopper clicking faster than the per-address catalogue limit allows is refused by design: unpaced, on a
 * quiet machine, the shopper's own 429s were what the tool measured).
 */
const PACE_MS = Number(args.pace ?? 500);
const FLOODER = "127.0.0.2";

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** One HTTP request from `from` (a loopback source address) on `agent`. */
function send(
  agent: Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: init.method ?? "GET", headers: init.headers ?? {}, agent, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", () => resolve({ status: 0, body: "", ms: performance.now() - started }));
    req.on("timeout", () => req.destroy());
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

const agentFrom = (localAddress: string, maxSockets: number) =>
  new Agent({ keepAlive: true, localAddress, maxSockets });

/** The storefront's production server; resolves once it listens. */
async function startShop(env: Record<string, string>): Promise<{ origin: string; stop(): Promise<void> }> {
  const cwd = fileURLToPath(new URL("../../storefront/", import.meta.url));
  const port = 20_000 + Math.floor(Math.random() * 5000);
  const child = spawn(process.execPath, ["build/node/main.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let started = false;
  await new Promise<void>((resolve, reject) => {
    // the request log keeps coming on stdout: read, and kept only until the server listens
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      if (output.includes('"msg":"listening"')) {
        started = true;
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      if (!started) reject(new Error(`the storefront exited (${code}):\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main(): Promise<void> {
  const forwardingKey = randomBytes(24).toString("hex");
  const api = await startTestApi({ env: { FORWARDING_KEY: forwardingKey, LOG_LEVEL: "error" } });
  // SEARCH_TIMEOUT_MS: the render's search timeout (catalogue §9: 1 s), raised with --search-timeout on a
  // machine shared with other work, where a quiet search alone may take longer
  const shop = await startShop({
    API_URL: api.origin,
    FORWARDING_KEY: forwardingKey,
    SEARCH_TIMEOUT_MS: String(args["search-timeout"] ?? 1000),
  });
  const shopper = agentFrom(SHOPPER, 1);
  const flooder = agentFrom(FLOODER, CONNECTIONS);
  try {
    // the shopper's pages: every catalogue page the sitemap lists, with a fresh query (a cache miss)
    const sitemap = await send(shopper, `${shop.origin}/sitemap.xml`);
    const pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? "/").pathname)
      .slice(0, 200);
    if (pages.length === 0) throw new Error(`no pages in the sitemap (${sitemap.status})`);

    // what the order flood buys: a product of the demo catalogue, found as the tests find it
    const facade = {
      post: async (path: string, body: unknown) => {
        const res = await fetch(`${api.origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
      },
      get: async (path: string) => {
        const res = await fetch(`${api.origin}${path}`);
        return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
      },
    } as unknown as RunningServer;
    const picks = await pickProducts(facade);
    const found = await facade.post(
      "/api/catalog/catalog/product/_search?request_format=search-query&size=50&_source_include=image",
      {},
    );
    const images = ((found.body?.hits?.hits ?? []) as Json[])
      .map((hit) => String(hit._source?.image ?? ""))
      .filter((path) => path !== "");

    const json = (body: unknown) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    let n = 0;
    const floods: Record<string, () => Promise<Answer>> = {
      feeds: () =>
        send(flooder, `${shop.origin}${n++ % 2 ? "/feed/google.xml" : "/sitemap.xml"}?r=${randomUUID()}`),
      login: () =>
        send(
          flooder,
          `${api.origin}/api/user/login`,
          json({ username: `ktos${n++}@example.pl`, password: "Zle-Haslo-123" }),
        ),
      register: () =>
        send(
          flooder,
          `${api.origin}/api/user/create`,
          json({
            customer: { email: `flood-${randomUUID()}@example.pl`, firstname: "Anna", lastname: "Nowak" },
            password: PASSWORD,
          }),
        ),
      search: () => send(flooder, `${shop.origin}/szukaj?q=${encodeURIComponent(`sukienkx lnina ${n++}`)}`),
      // the shop's three sizes (the only ones drawn) and both actions over every product: renders, then hits
      images: () => {
        const path = images[Math.floor(n / 6) % Math.max(1, images.length)] ?? "/x.png";
        const [w, h] = (
          [
            [150, 150],
            [600, 744],
            [600, 828],
          ] as const
        )[n % 3] ?? [150, 150];
        const action = n % 6 < 3 ? "resize" : "fit";
        n++;
        return send(flooder, `${api.origin}/img/${w}/${h}/${action}${path}`);
      },
      orders: () =>
        send(
          flooder,
          `${api.origin}/api/order`,
          json(orderBody(`${Date.now()}-${randomUUID()}`, [{ sku: picks.simple.sku, qty: 1 }])),
        ),
    };
    const only = args.only ? String(args.only).split(",") : Object.keys(floods);

    const browse = async (seconds: number, flood?: () => Promise<Answer>) => {
      const until = performance.now() + seconds * 1000;
      const floodStatuses = new Map<number, number>();
      const floodLoops = flood
        ? Array.from({ length: CONNECTIONS }, async () => {
            while (performance.now() < until) {
              const a = await flood();
              floodStatuses.set(a.status, (floodStatuses.get(a.status) ?? 0) + 1);
            }
          })
        : [];
      const times: number[] = [];
      const statuses = new Map<number, number>();
      let errors = 0;
      let i = 0;
      while (performance.now() < until) {
        const page = pages[i++ % pages.length] ?? "/";
        const a = await send(shopper, `${shop.origin}${page}?v=${randomUUID()}`);
        times.push(a.ms);
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.status >= 500 || a.status === 0) {
          errors++;
          // what the shopper read, to find which bound refused them
          if (errors <= 3)
            process.stderr.write(`${a.status} ${page} ${Math.round(a.ms)} ms: ${a.body.slice(0, 300)}\n`);
        }
        if (a.ms < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - a.ms));
      }
      await Promise.all(floodLoops);
      return { times, errors, statuses, floodStatuses };
    };

    const rows: string[] = [];
    const quiet = await browse(SECONDS);
    const quietP99 = percentile(quiet.times, 99);
    const line = (name: string, r: Awaited<ReturnType<typeof browse>>) => {
      const p99 = percentile(r.times, 99);
      const flood = [...r.floodStatuses].map(([s, c]) => `${s}×${c}`).join(" ");
      const own = [...r.statuses].map(([s, c]) => `${s}×${c}`).join(" ");
      return `| ${name} | ${own} | ${Math.round(percentile(r.times, 50))} | ${Math.round(p99)} | ${(p99 / quietP99).toFixed(2)}× | ${r.errors} | ${flood || "–"} | ${loadavg()[0]?.toFixed(2)} |`;
    };
    rows.push(line("quiet", quiet));
    for (const name of only) {
      const flood = floods[name];
      if (!flood) continue;
      rows.push(line(name, await browse(SECONDS, flood)));
    }
    process.stdout.write(
      [
        `FLOOD ${SECONDS} s a phase, ${CONNECTIONS} connections from ${FLOODER}, the shopper on ${SHOPPER} (a page at most every ${PACE_MS} ms)`,
        "| flood | shopper's answers | p50 ms | p99 ms | p99 vs quiet | shopper's 5xx | flood's answers | load (1 min) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ...rows,
        "",
      ].join("\n"),
    );
  } finally {
    shopper.destroy();
    flooder.destroy();
    await shop.stop();
    await api.stop();
  }
}

await main();
