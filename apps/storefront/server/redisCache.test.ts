// @vitest-environment node
import { staffApiKey, startTestApi, TEST_OWNER_ENV, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runApiImport } from "./testing/runApiImport";
import { changeProduct, get } from "./testing/shopRequests";
import { startRedis, type TestRedis } from "./testing/startRedis";
import { freePort, type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// Two storefront processes sharing one throw-away redis-server (REDIS_URL): a page one renders is a hit in
// the other, and an invalidation announced to one reaches both. Needs `pnpm build` and `redis-server`.
const INVALIDATE_KEY = "test-invalidate-key-redis-0123456789";
const PRODUCT = "/p/BOD-0001/spioszki-1";
const CHILD = "BOD-0001-NIE-92";
const LISTING = "/category/niemowleta";
const UNRELATED = "/p/KOS-0010/koszula-w-krate-10";

let redis: TestRedis;
let api: TestApi;
let shopA: ShopProcess;
let shopB: ShopProcess;

beforeAll(async () => {
  redis = await startRedis();
  const portA = await freePort();
  api = await startTestApi({
    env: {
      // The API's own per-client limits are tested in apps/api; here every render comes from one address.
      RATE_LIMITS: "off",
      // the first owner, who makes the API key the back office's price change is sent with
      ...TEST_OWNER_ENV,
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${portA}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY,
    },
  });
  const shared = {
    API_URL: api.origin,
    REDIS_URL: redis.url,
    CACHE_INVALIDATE_KEY: INVALIDATE_KEY,
    WEB_CONCURRENCY: "1",
    RENDER_BUDGET_PER_MINUTE: "0",
  };
  [shopA, shopB] = await Promise.all([
    startShopProcess({ ...shared, PORT: String(portA) }),
    startShopProcess(shared),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([shopA?.stop(), shopB?.stop()]);
  await api?.stop();
  await redis?.stop();
});

describe("output cache on Redis, two SSR processes", () => {
  it("serves in one process the page the other rendered", async () => {
    const rendered = await get(`${shopA.origin}${PRODUCT}`);
    expect(rendered.cache).toBe("MISS");
    const fromB = await get(`${shopB.origin}${PRODUCT}`);
    expect(fromB.cache).toBe("HIT");
    expect(fromB.body).toBe(rendered.body);
    expect(fromB.headers.get("etag")).toBe(rendered.headers.get("etag"));
    expect(fromB.headers.get("content-type")).toBe(rendered.headers.get("content-type"));
  }, 120_000);

  it("drops a changed product's pages in both processes; an unrelated page stays a hit in both", async () => {
    for (const path of [PRODUCT, LISTING, UNRELATED]) await get(`${shopA.origin}${path}`);
    for (const shop of [shopA, shopB])
      for (const path of [PRODUCT, LISTING, UNRELATED])
        expect((await get(`${shop.origin}${path}`)).cache).toBe("HIT");

    const changed = await changeProduct(api.origin, await staffApiKey(api.origin), CHILD, { price: 23.45 });
    expect(changed.status).toBe(200);
    expect(changed.body.announced).toBe(true);

    const productB = await get(`${shopB.origin}${PRODUCT}`);
    expect(productB.cache).toBe("MISS");
    expect(productB.body.includes("23,45")).toBe(true);
    const listingA = await get(`${shopA.origin}${LISTING}`);
    expect(listingA.cache).toBe("MISS");
    expect(listingA.body.includes("23,45")).toBe(true);
    expect((await get(`${shopA.origin}${PRODUCT}`)).cache).toBe("HIT");
    expect((await get(`${shopB.origin}${LISTING}`)).cache).toBe("HIT");
    expect((await get(`${shopA.origin}${UNRELATED}`)).cache).toBe("HIT");
    expect((await get(`${shopB.origin}${UNRELATED}`)).cache).toBe("HIT");
  }, 120_000);

  it("refuses a wrong key in either process and keeps the pages", async () => {
    await get(`${shopA.origin}${UNRELATED}`);
    expect(
      (await get(`${shopB.origin}/invalidate?tag=PKOS-0010`, { "x-invalidate-key": "nope" })).status,
    ).toBe(401);
    expect((await get(`${shopB.origin}${UNRELATED}`)).cache).toBe("HIT");
    const dropped = await get(`${shopB.origin}/invalidate?tag=PKOS-0010`, {
      "x-invalidate-key": INVALIDATE_KEY,
    });
    expect(dropped.status).toBe(200);
    expect((await get(`${shopA.origin}${UNRELATED}`)).cache).toBe("MISS");
  }, 120_000);

  it("reloads the shop data in both processes after an import announced to one: a new category is served at once", async () => {
    const slug = "kolekcja-redis-testowa";
    for (const shop of [shopA, shopB])
      expect((await get(`${shop.origin}/category/${slug}`)).status).toBe(404);
    const imported = await runApiImport(
      api.dataDir,
      [
        { type: "category", id: 9002, name: "Kolekcja redis testowa", parent_id: 2 },
        {
          type: "product",
          id: 9_000_002,
          sku: "IMP-RED-1",
          name: "Bluzka importowana Jadwiga",
          type_id: "simple",
          price: 87.65,
          category_ids: [9002],
          stock: { qty: 5 },
          // what a textile must state (issue 27); the manufacturer is the own brand's default
          safety_information: "Trzymać z dala od ognia.",
          composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
          care_instructions: "Prać w 30 °C.",
        },
      ],
      { STOREFRONT_INVALIDATE_URL: `${shopA.origin}/invalidate`, STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY },
    );
    expect(imported.code).toBe(0);
    for (const shop of [shopB, shopA]) {
      const page = await get(`${shop.origin}/category/${slug}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Bluzka importowana Jadwiga");
    }
  }, 180_000);
});
