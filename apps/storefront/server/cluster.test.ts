// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "./testing/shopRequests";
import { freePort, type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// The cluster itself: no API needed (static files answer without one). Needs `pnpm build`.
let shop: ShopProcess;

/** `method` on `url` on a connection of its own: the status. */
function request(url: string, method: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The pids of `server`'s workers that are still running. */
function aliveWorkers(server: ShopProcess): number[] {
  return server.logs
    .filter((line) => line.msg === "worker started")
    .map((line) => Number(line.worker))
    .filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
}

beforeAll(async () => {
  shop = await startShopProcess({ API_URL: `http://127.0.0.1:${await freePort()}`, WEB_CONCURRENCY: "2" });
}, 60_000);

afterAll(async () => {
  await shop?.stop();
});

describe("production server cluster", () => {
  it("starts its workers with a 64 MB young generation", () => {
    const started = shop.logs.filter((line) => line.msg === "worker started").map((line) => line.worker);
    expect(started.length).toBeGreaterThan(0);
    for (const pid of started) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      expect(argv).toContain("--max-semi-space-size=64");
    }
  });

  it("runs one worker per configured core and replaces a worker that dies", async () => {
    const started = shop.logs.filter((line) => line.msg === "worker started").map((line) => line.worker);
    expect(started).toHaveLength(2);
    process.kill(Number(started[0]), "SIGKILL");
    const died = await shop.waitForLog((line) => line.msg === "worker died, starting another");
    expect(died.worker).toBe(started[0]);
    const replacement = await shop.waitForLog(
      (line) => line.msg === "worker started" && !started.includes(line.worker),
    );
    expect(replacement.worker).not.toBe(started[0]);
    for (let i = 0; i < 4; i++) expect((await get(`${shop.origin}/favicon.svg`)).status).toBe(200);
  });

  it("serves hashed assets immutable for a year, compressed once", async () => {
    const dir = new URL("../build/client/assets/", import.meta.url);
    const name = readdirSync(dir).find(
      (file) => file.endsWith(".js") && statSync(new URL(file, dir)).size > 4096,
    );
    const asset = await get(`${shop.origin}/assets/${name}`, { "accept-encoding": "br, gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.encoding).toBe("br");
    const plain = await get(`${shop.origin}/assets/${name}`);
    expect(plain.encoding).toBeNull();
    expect(plain.body).toBe(asset.body);
    // The service worker must be re-checked by the browser on every visit.
    expect((await get(`${shop.origin}/sw.js`)).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a client over its render budget with the Polish 429 page; static files do not count", async () => {
    const limited = await startShopProcess({
      API_URL: `http://127.0.0.1:${await freePort()}`,
      WEB_CONCURRENCY: "1",
      RENDER_BUDGET_PER_MINUTE: "2",
    });
    try {
      expect((await get(`${limited.origin}/koszyk`)).status).not.toBe(429);
      for (let i = 0; i < 3; i++) expect((await get(`${limited.origin}/favicon.svg`)).status).toBe(200);
      const refused = await get(`${limited.origin}/koszyk`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body).toContain("Zbyt wiele zapytań");
    } finally {
      await limited.stop();
    }
  });

  it("hands a burst of new connections to the workers in turn, even to one that is busy at the time", async () => {
    const alive = aliveWorkers(shop);
    expect(alive).toHaveLength(2);
    const [busy] = alive as [number, number];
    // A stopped worker is the extreme of a busy one: it acknowledges nothing until it runs again.
    process.kill(busy, "SIGSTOP");
    const urls = Array.from({ length: 16 }, (_, i) => `/favicon.svg?burst=${i}`);
    let answers: Promise<{ status: number }[]>;
    try {
      answers = Promise.all(urls.map((url) => get(`${shop.origin}${url}`)));
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.kill(busy, "SIGCONT");
    }
    expect((await answers).map((answer) => answer.status)).toEqual(urls.map(() => 200));
    const servedBy = await Promise.all(
      urls.map(async (url) => (await shop.waitForLog((line) => line.url === url)).pid),
    );
    const perWorker = new Map<unknown, number>();
    for (const pid of servedBy) perWorker.set(pid, (perWorker.get(pid) ?? 0) + 1);
    expect([...perWorker.values()]).toEqual([8, 8]);
  });

  it("answers a client's wrong method with 405 and keeps its log JSON lines (no stack trace printed)", async () => {
    const before = shop.logs.length;
    expect((await request(`${shop.origin}/kobiety/sukienki`, "POST")).status).toBe(405);
    expect((await request(`${shop.origin}/`, "OPTIONS")).status).toBe(405);
    await shop.waitForLog((line) => line.method === "OPTIONS" && line.status === 405);
    const printed = shop.logs.slice(before);
    expect(printed.filter((line) => line.method)).toHaveLength(2);
    // A line that is not JSON is kept as { msg: text }: a stack trace would show up as such lines.
    expect(printed.filter((line) => !line.level)).toEqual([]);
  });

  it("does not leave clients hanging when a worker dies with connections waiting for it", async () => {
    const [doomed] = aliveWorkers(shop) as [number, number];
    process.kill(doomed, "SIGSTOP");
    const urls = Array.from({ length: 10 }, (_, i) => `/favicon.svg?doomed=${i}`);
    const settled = Promise.all(
      urls.map((url) =>
        Promise.race([
          get(`${shop.origin}${url}`).then(
            (answer) => answer.status,
            () => "closed",
          ),
          new Promise((resolve) => setTimeout(() => resolve("hanging"), 8_000)),
        ]),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(doomed, "SIGKILL");
    const outcomes = await settled;
    expect(outcomes).not.toContain("hanging");
    // The one the worker held unconfirmed is lost with it; the ones still waiting for it went to the other.
    expect(outcomes.filter((outcome) => outcome === 200).length).toBeGreaterThanOrEqual(urls.length - 1);
    await shop.waitForLog((line) => line.msg === "worker started" && !aliveWorkers(shop).includes(doomed));
  });

  it("kills a worker that does not stop within the grace period and exits 1, leaving nothing running", async () => {
    const stuck = await startShopProcess({
      API_URL: `http://127.0.0.1:${await freePort()}`,
      WEB_CONCURRENCY: "2",
    });
    const workers = aliveWorkers(stuck);
    try {
      expect(workers).toHaveLength(2);
      process.kill(workers[0] as number, "SIGSTOP");
      const started = Date.now();
      expect(await stuck.stop()).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(stuck.logs.some((line) => line.msg === "workers did not stop, killing them")).toBe(true);
      expect(aliveWorkers(stuck)).toEqual([]);
    } finally {
      // Whatever failed above, nothing of this server is left running.
      for (const pid of aliveWorkers(stuck)) process.kill(pid, "SIGKILL");
      await stuck.stop();
    }
  }, 30_000);

  it("stops every worker on SIGTERM and exits 0", async () => {
    const code = await shop.stop();
    expect(code).toBe(0);
  });
});
