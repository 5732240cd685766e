// @vitest-environment node
import { request } from "node:http";
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "./testing/shopRequests";
import { type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// Issue 31 (an outside tester's findings) against the production server (build/node/main.js, `pnpm build`
// first) and a real API: feeds and the sitemap answered from the cache whatever the query, /invalidate's
// key in a header only with wrong keys limited, no 500 for TRACE, the cart page never stored.
const INVALIDATE_KEY = "test-invalidate-key-abuse-0123456789";

let api: TestApi;
let shop: ShopProcess;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMITS: "off" } });
  shop = await startShopProcess({
    API_URL: api.origin,
    CACHE_INVALIDATE_KEY: INVALIDATE_KEY,
    WEB_CONCURRENCY: "1",
    RENDER_BUDGET_PER_MINUTE: "0",
  });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

/** A request with any method; resolves with the status and headers. */
function raw(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${shop.origin}${path}`, { method, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("unbounded work from one address (finding 1)", () => {
  it("renders a feed and the sitemap once, then answers every random query string from the cache", async () => {
    for (const path of ["/feed/google.xml", "/feed/ceneo.xml", "/sitemap.xml"]) {
      const first = await get(`${shop.origin}${path}?r=first`);
      expect(first.status, path).toBe(200);
      const caches: (string | null)[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await get(`${shop.origin}${path}?r=${Math.random()}&${i}=${"x".repeat(i)}`);
        expect(res.body).toBe(first.body);
        caches.push(res.cache);
      }
      expect(caches, path).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT"]);
    }
  }, 120_000);
});

describe("/invalidate (finding 8)", () => {
  it("refuses the key in the URL (logs keep URLs) with 400", async () => {
    const res = await get(`${shop.origin}/invalidate?tag=Pnothing&key=${INVALIDATE_KEY}`);
    expect(res.status).toBe(400);
  });

  it("answers 429 with Retry-After after 10 wrong keys a minute, without comparing the key", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await get(`${shop.origin}/invalidate?tag=Pnothing`, { "x-invalidate-key": `zly-${i}` })).status,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await get(`${shop.origin}/invalidate?tag=Pnothing`, {
      "x-invalidate-key": INVALIDATE_KEY,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("statuses and headers", () => {
  it("answers TRACE and CONNECT-like methods with 405, never 500 (finding 7)", async () => {
    const trace = await raw("TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
  });

  it("sends the cart page as private, no-store (finding 8)", async () => {
    const cart = await get(`${shop.origin}/koszyk`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
  });
});
