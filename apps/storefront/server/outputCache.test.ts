// @vitest-environment node
import { staffApiKey, startTestApi, TEST_OWNER_ENV, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runApiImport } from "./testing/runApiImport";
import { changeProduct, get } from "./testing/shopRequests";
import { freePort, type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// The production server against a real API (temp database) with the in-memory output cache. Needs the
// build (`pnpm build`): the server under test is build/node/main.js, as `pnpm start` runs it.
const INVALIDATE_KEY = "test-invalidate-key-0123456789";
const PRODUCT = "/p/BOD-0001/spioszki-1";
const LISTING = "/category/niemowleta";
const UNRELATED = "/p/KOS-0010/koszula-w-krate-10";
/** The variant of BOD-0001 its listing tile shows. */
const CHILD = "BOD-0001-NIE-92";

let api: TestApi;
let shop: ShopProcess;

beforeAll(async () => {
  const port = await freePort();
  api = await startTestApi({
    env: {
      // The API's own per-client limits are tested in apps/api; here every render comes from one address.
      RATE_LIMITS: "off",
      // the first owner, who makes the API key the back office's price change is sent with
      ...TEST_OWNER_ENV,
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${port}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY,
    },
  });
  shop = await startShopProcess({
    PORT: String(port),
    API_URL: api.origin,
    CACHE_INVALIDATE_KEY: INVALIDATE_KEY,
    WEB_CONCURRENCY: "2",
    RENDER_BUDGET_PER_MINUTE: "0",
  });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

/** A JSON POST to the API (bearer token when given). */
async function apiCall(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${api.origin}${path}`, {
    method: "POST",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}

/** Requests `path` four times on fresh connections: both workers (round robin) have rendered and stored it. */
async function warm(path: string): Promise<string> {
  let body = "";
  for (let i = 0; i < 4; i++) body = (await get(`${shop.origin}${path}`)).body;
  return body;
}

describe("output cache (in memory, two workers)", () => {
  it("renders a product page once, then answers from the cache with the same bytes, compressed", async () => {
    const path = "/tag/nowosci";
    const miss = await get(`${shop.origin}${path}?v=1`);
    await get(`${shop.origin}${path}?v=1`);
    const hit = await get(`${shop.origin}${path}?v=1`);
    expect(miss.cache).toBe("MISS");
    expect(hit.cache).toBe("HIT");
    expect(hit.body).toBe(miss.body);
    // A client that takes no compression gets the stored page inflated, with its inflated length.
    expect(hit.encoding).toBeNull();
    expect(Number(hit.headers.get("content-length"))).toBe(Buffer.byteLength(hit.body));
    // The route's tags are for the cache only.
    expect(miss.headers.get("x-cache-tags")).toBeNull();
    expect(hit.headers.get("x-cache-tags")).toBeNull();
    const br = await get(`${shop.origin}${path}?v=1`, { "accept-encoding": "br, gzip" });
    expect(br.encoding).toBe("br");
    expect(br.body).toBe(miss.body);
    const gzip = await get(`${shop.origin}${path}?v=1`, { "accept-encoding": "gzip" });
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.body).toBe(miss.body);
  }, 120_000);

  it("sends Cache-Control with s-maxage and stale-while-revalidate, an ETag, and 304 for If-None-Match", async () => {
    await warm(PRODUCT);
    const page = await get(`${shop.origin}${PRODUCT}`);
    expect(page.cache).toBe("HIT");
    expect(page.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(page.headers.get("cache-control")).toMatch(/stale-while-revalidate=\d+/);
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get(`${shop.origin}${PRODUCT}`, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
  }, 120_000);

  it("never caches the cart, checkout, account, login or password pages", async () => {
    for (const path of [
      "/koszyk",
      "/checkout",
      "/account",
      "/login",
      "/create-password?token=x&email=a%40b.pl",
    ]) {
      await get(`${shop.origin}${path}`);
      const again = await get(`${shop.origin}${path}`);
      expect(again.cache, path).toBeNull();
      expect(again.headers.get("cache-control") ?? "", path).not.toMatch(/s-maxage/);
    }
  }, 120_000);

  it("refuses a wrong invalidation key with 401, a key in the URL with 400, and drops nothing", async () => {
    await warm(PRODUCT);
    const refused = await get(`${shop.origin}/invalidate?tag=PBOD-0001`, { "x-invalidate-key": "wrong-key" });
    expect(refused.status).toBe(401);
    const inUrl = await get(`${shop.origin}/invalidate?tag=PBOD-0001&key=${INVALIDATE_KEY}`);
    expect(inUrl.status).toBe(400);
    const missing = await get(`${shop.origin}/invalidate?tag=PBOD-0001`);
    expect(missing.status).toBe(401);
    expect((await get(`${shop.origin}${PRODUCT}`)).cache).toBe("HIT");
    expect((await get(`${shop.origin}${PRODUCT}`)).cache).toBe("HIT");
  }, 120_000);

  it("shows a price changed through the API on the product page and the cached listing at once; an unrelated page stays a hit", async () => {
    expect((await warm(PRODUCT)).includes("49,99")).toBe(true);
    expect((await warm(LISTING)).includes(`"${CHILD}"`)).toBe(true);
    await warm(UNRELATED);
    expect((await get(`${shop.origin}${LISTING}`)).cache).toBe("HIT");

    const refused = await changeProduct(api.origin, "wrong", CHILD, { price: 12.34 });
    expect(refused.status).toBe(401);
    expect((await get(`${shop.origin}${PRODUCT}`)).cache).toBe("HIT");

    const changed = await changeProduct(api.origin, await staffApiKey(api.origin), CHILD, { price: 12.34 });
    expect(changed.status).toBe(200);
    expect(changed.body.announced).toBe(true);
    expect(changed.body.tags).toEqual(expect.arrayContaining([`P${CHILD}`, "PBOD-0001", "C28"]));

    const product = await get(`${shop.origin}${PRODUCT}`);
    expect(product.cache).toBe("MISS");
    expect(product.body.includes("12,34")).toBe(true);
    const listing = await get(`${shop.origin}${LISTING}`);
    expect(listing.cache).toBe("MISS");
    expect(listing.body.includes("12,34")).toBe(true);
    const unrelated = await get(`${shop.origin}${UNRELATED}`);
    expect(unrelated.cache).toBe("HIT");
  }, 120_000);

  it("serves a category imported through the API on the very next request, in every worker", async () => {
    const slug = "kolekcja-importowana-testowa";
    const before = await get(`${shop.origin}/category/${slug}`);
    expect(before.status).toBe(404);
    await warm(UNRELATED);
    const imported = await runApiImport(
      api.dataDir,
      [
        { type: "category", id: 9001, name: "Kolekcja importowana testowa", parent_id: 2 },
        {
          type: "product",
          id: 9_000_001,
          sku: "IMP-KOL-1",
          name: "Sukienka importowana Wiktoria",
          type_id: "simple",
          price: 123.45,
          category_ids: [9001],
          stock: { qty: 5 },
          // what a textile must state (issue 27); the manufacturer is the own brand's default
          safety_information: "Trzymać z dala od ognia.",
          composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
          care_instructions: "Prać w 30 °C.",
        },
      ],
      { STOREFRONT_INVALIDATE_URL: `${shop.origin}/invalidate`, STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY },
    );
    expect(imported.stdout).toContain("ogłoszono");
    expect(imported.code).toBe(0);
    // both workers (round robin on fresh connections) reload the shop data after the announcement
    for (let i = 0; i < 2; i++) {
      const page = await get(`${shop.origin}/category/${slug}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Sukienka importowana Wiktoria");
    }
    // a new category announces `menu` (the header menu of every page may list it): cached pages drop
    expect((await get(`${shop.origin}${UNRELATED}`)).cache).toBe("MISS");
  }, 180_000);

  it("logs one line per request with the secrets of token links and review links redacted", async () => {
    const secrets = [
      "SEKRET-TOKEN-1",
      "ola.sekret@example.pl",
      "SEKRET-UUID-2",
      "SEKRET-SECRET-3",
      "SEKRET-KEY-4",
    ];
    await get(`${shop.origin}/create-password?token=SEKRET-TOKEN-1&email=ola.sekret%40example.pl`);
    await get(`${shop.origin}/ocen-produkty/SEKRET-UUID-2/SEKRET-SECRET-3`);
    await get(`${shop.origin}/kobiety?key=SEKRET-KEY-4&email=ola.sekret@example.pl`);
    await get(`${shop.origin}/invalidate?tag=Px&key=SEKRET-KEY-4`);
    // Each worker prints its own lines: wait for all four (no sleeping).
    for (const start of ["/create-password", "/ocen-produkty/", "/kobiety?", "/invalidate?tag=Px"])
      await shop.waitForLog((line) => line.msg === "request" && String(line.url).startsWith(start));
    const requestLines = shop.logs.filter((line) => line.msg === "request");
    expect(requestLines.map((line) => line.url)).toEqual(
      expect.arrayContaining([
        "/create-password?token=[redacted]&email=[redacted]",
        "/ocen-produkty/[redacted]/[redacted]",
        "/kobiety?key=[redacted]&email=[redacted]",
      ]),
    );
    const everything = JSON.stringify(shop.logs);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain("ola.sekret%40example.pl");
  }, 120_000);

  it("interleaves two shoppers with different accounts and carts under load: 0 responses carry the other's data", async () => {
    const shoppers = await Promise.all(
      [
        { firstname: "Zofiaqxw", lastname: "Brzeczykowska", sku: "BOD-0001-NIE-92" },
        { firstname: "Piotrvkz", lastname: "Wrzosowiecki", sku: "KOS-0010" },
      ].map(async (person, index) => {
        const email = `shopper${index}.${Date.now()}@example.pl`;
        const password = "Haslo-Testowe-123!";
        const created = await apiCall("/api/user/create", {
          customer: { email, firstname: person.firstname, lastname: person.lastname },
          password,
        });
        expect(created.status).toBe(200);
        const login = await apiCall("/api/user/login", { username: email, password });
        expect(login.status).toBe(200);
        const token = String(login.body.result);
        const cart = await apiCall("/api/cart/create", undefined, token);
        const cartId = String(cart.body.result);
        await apiCall(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: person.sku, qty: 1 } }, token);
        return { ...person, email, token, cartId };
      }),
    );
    const secretsOf = (shopper: (typeof shoppers)[number]) => [
      shopper.firstname,
      shopper.lastname,
      shopper.email,
      shopper.token,
    ];
    const paths = [PRODUCT, LISTING, "/", "/koszyk", "/account", "/checkout", `${PRODUCT}.data`, "/wishlist"];
    const requests = Array.from({ length: 96 }, (_, i) => ({
      shopper: shoppers[i % 2] as (typeof shoppers)[number],
      other: shoppers[(i + 1) % 2] as (typeof shoppers)[number],
      path: paths[Math.floor(i / 2) % paths.length] as string,
      withAuthorization: i % 3 === 0,
    }));
    let leaks = 0;
    for (let start = 0; start < requests.length; start += 16) {
      const batch = requests.slice(start, start + 16);
      const answers = await Promise.all(
        batch.map(({ shopper, path, withAuthorization }) =>
          get(`${shop.origin}${path}`, {
            cookie: `token=${shopper.token}; cartId=${shopper.cartId}; firstname=${shopper.firstname}`,
            ...(withAuthorization ? { authorization: `Bearer ${shopper.token}` } : {}),
          }),
        ),
      );
      answers.forEach((answer, i) => {
        const { other, path } = batch[i] as (typeof batch)[number];
        expect(answer.status, path).toBeLessThan(500);
        if (secretsOf(other).some((secret) => answer.body.includes(secret))) leaks += 1;
        if (answer.headers.get("set-cookie")) leaks += 1;
      });
    }
    expect(leaks).toBe(0);
  }, 120_000);

  // Last: it stops the API.
  it("answers a failed render with the stored copy (stale-if-error), never with a cached 503", async () => {
    const stale = await startShopProcess({
      API_URL: api.origin,
      WEB_CONCURRENCY: "1",
      RENDER_BUDGET_PER_MINUTE: "0",
      // Every stored page is stale at once: each request renders, and falls back when that fails.
      CACHE_TTL_S: "0",
    });
    try {
      const rendered = await get(`${stale.origin}${UNRELATED}`);
      expect(rendered.status).toBe(200);
      expect(rendered.cache).toBe("MISS");
      await api.stop();
      const fallback = await get(`${stale.origin}${UNRELATED}`);
      expect(fallback.status).toBe(200);
      expect(fallback.cache).toBe("STALE");
      expect(fallback.body).toBe(rendered.body);
      const neverStored = await get(`${stale.origin}/category/kobiety`);
      expect(neverStored.status).toBe(503);
      expect(neverStored.headers.get("retry-after")).toBe("30");
      expect((await get(`${stale.origin}/category/kobiety`)).status).toBe(503);
    } finally {
      await stale.stop();
    }
  }, 120_000);
});
