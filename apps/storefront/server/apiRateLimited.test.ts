// @vitest-environment node
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "./testing/shopRequests";
import { type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// Issue 31 finding 7: when the API rate-limits a client, the storefront's pages and feeds answer that
// client 429 with `Retry-After` (not 503 or 500). The production server (`pnpm build` first) forwards the
// shopper's address with the forwarding key, so the API counts 127.0.0.1; the test spends that address's
// catalogue budget (600 a minute, Appendix A) on the API first, then asks the shop.
const FORWARDING_KEY = "test-forwarding-key-rate-limited-0123456789";

let api: TestApi;
let shop: ShopProcess;

beforeAll(async () => {
  api = await startTestApi({ env: { FORWARDING_KEY } });
  shop = await startShopProcess({
    API_URL: api.origin,
    FORWARDING_KEY,
    WEB_CONCURRENCY: "1",
    RENDER_BUDGET_PER_MINUTE: "0",
  });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

/** Spends 127.0.0.1's catalogue budget on the API (a cheap 404 of a made-up draft key counts too). */
async function exhaustCatalogueBudget(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${api.origin}/api/ext/cms-data/draft/${"x".repeat(30)}`).then((r) => r.status),
      ),
    );
    if (answers.includes(429)) return;
  }
  throw new Error("the API never limited 127.0.0.1");
}

describe("the API's 429 passed on (finding 7)", () => {
  it("answers pages, search, the sitemap and the feeds 429 with Retry-After once the API limits the client", async () => {
    await exhaustCatalogueBudget();
    for (const path of ["/", "/szukaj?q=sukienka", "/c/sukienki", "/sitemap.xml", "/feed/google.xml"]) {
      const res = await get(`${shop.origin}${path}`);
      expect(res.status, path).toBe(429);
      expect(Number(res.headers.get("retry-after")), path).toBeGreaterThan(0);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.body, path).toContain("Zbyt wiele zapytań");
    }
  }, 120_000);
});
