// @vitest-environment node
import { request } from "node:http";
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "./testing/shopRequests";
import { type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// Issue 31 finding 7: no client input makes the storefront answer 5xx. The production server
// (build/node/main.js, `pnpm build` first) in front of a real API; first the tester's cases, then a fuzz
// run in the style of the API's abuse suite (apps/api/abuse/badInput.test.ts): random and hostile paths,
// query strings, cookies and headers, and not one 5xx. `STOREFRONT_FUZZ_REQUESTS` sets its length.
const FORWARDING_KEY = "test-forwarding-key-client-errors-0123456789";
const FUZZ_REQUESTS = Number(process.env.STOREFRONT_FUZZ_REQUESTS ?? 400);
const SEED = 31_2026;

let api: TestApi;
let shop: ShopProcess;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMITS: "off", FORWARDING_KEY } });
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

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** Any method, path (sent as is), headers and body on a connection of its own. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: shop.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The cart claim as the cart page posts it (from the shop's own origin), with `cookie`. */
const claim = (cookie: string) =>
  raw("POST", "/koszyk/przenies", { origin: shop.origin, cookie, "content-length": "0" });

describe("the tester's cases (finding 7)", () => {
  it.each([
    ["unknown", "outlet_cart=abcdefghijklmnopqrstuvwxyz012345"],
    ["__proto__", "outlet_cart=__proto__"],
    ["constructor", "outlet_cart=constructor"],
    ["malformed", "outlet_cart=%E0%A4%A; outlet_cart=../../x"],
  ])("answers the claim of an %s cart cookie with an empty cart and drops the cookie", async (_, cookie) => {
    const res = await claim(cookie);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ lines: [] });
    expect(String(res.headers["set-cookie"])).toContain("outlet_cart=; Path=/koszyk; Max-Age=0");
  });

  it("answers a search over 200 characters with the Polish message, 200 and no API call", async () => {
    const res = await get(`${shop.origin}/szukaj?q=${"sukienka".repeat(30)}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain("Wyszukiwana fraza może mieć najwyżej 200 znaków.");
    const suggestions = await get(`${shop.origin}/szukaj/podpowiedzi?q=${"a".repeat(201)}`);
    expect(suggestions.status).toBeLessThan(500);
  });

  it.each(["abc", "%00", "__proto__", "a".repeat(300), "..%2F..%2Fetc"])(
    "answers the draft preview of a malformed key %s with 404",
    async (key) => {
      const res = await get(`${shop.origin}/preview-cms-draft/${key}`);
      expect(res.status).toBe(404);
    },
  );
});

// Paths the routes answer (routes.ts), with hostile segments in place of their parameters.
const PATHS = [
  "/",
  "/pwa.html",
  "/p/{}/{}",
  "/p/{}/{}/{}",
  "/c/{}",
  "/category/{}",
  "/tag/{}",
  "/szukaj",
  "/szukaj/podpowiedzi",
  "/cms-page/{}",
  "/preview-cms-draft/{}",
  "/sitemap.xml",
  "/robots.txt",
  "/feed/{}",
  "/feed/google.xml",
  "/img/{}",
  "/img/{}/{}/{}",
  "/media/video/{}",
  "/koszyk",
  "/koszyk/dodaj",
  "/koszyk/przenies",
  "/checkout",
  "/{}/checkout",
  "/session/{}",
  "/login",
  "/register",
  "/forgot-password",
  "/create-password",
  "/account",
  "/account/orders/{}",
  "/account/addresses/edit/{}",
  "/wishlist",
  "/porownanie",
  "/compare",
  "/zamowienie/{}",
  "/zamowienie/{}/{}",
  "/newsletter/potwierdz",
  "/newsletter/wypisz",
  "/powiadomienie/potwierdz",
  "/powiadomienie/wypisz",
  "/ocen-produkty/{}/{}",
  "/kontakt",
  "/dostepnosc",
  "/error",
  "/de",
  "/it/szukaj",
  "/{}",
  "/{}/{}",
  "/{}.data",
  "/__manifest",
  "/invalidate",
  "/assets/{}",
];

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "[]",
    "{}",
    "%",
    "%00",
    "%ZZ",
    "%E0%A4%A",
  ),
  fc.constantFrom(
    "../../etc/passwd",
    "..%2f..%2f",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "a".repeat(600),
  ),
  fc.constantFrom("ąęółśżźćń", "\u0000", "\u202e", "😀", "\uFEFF", "\r\nX-Injected: 1"),
);

/** A path segment or query part as a client could send it: percent-encoded, or raw when it is safe. */
const asSent = (text: string) => encodeURIComponent(text).replace(/%25(?=[0-9A-Fa-f]{2})/g, "%");

const QUERY_KEYS = [
  "q",
  "sort",
  "page",
  "p",
  "size",
  "cena",
  "kolor",
  "rozmiar",
  "token",
  "email",
  "r",
  "__proto__",
];
const COOKIE_NAMES = [
  "outlet_cart",
  "outlet_session",
  "outlet_consent",
  "outlet_consent_decided",
  // an early answer carried to the next page (`consentHint.ts`): the server reads no cookie while rendering
  "outlet_consent_tap",
  "__proto__",
  "x",
];

const hostileRequest = fc.record({
  method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE"),
  template: fc.constantFrom(...PATHS),
  segments: fc.array(hostile, { minLength: 3, maxLength: 3 }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostile), hostile), { maxLength: 4 }),
  cookies: fc.array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), hostile), { maxLength: 3 }),
  headers: fc.record(
    {
      "accept-language": hostile,
      "x-forwarded-for": hostile,
      "x-forwarded-proto": fc.constantFrom("https", "http", "gopher", ""),
      "x-forwarding-key": hostile,
      "if-none-match": hostile,
      origin: fc.constantFrom("http://evil.example", "null", ""),
      accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script"),
      "content-type": fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/json",
        "multipart/form-data; boundary=x",
        "text/plain",
      ),
    },
    { requiredKeys: [] },
  ),
  body: fc.option(hostile, { nil: undefined }),
});

describe("fuzz: hostile paths, queries, cookies and headers (finding 7)", () => {
  it(`answers ${FUZZ_REQUESTS} generated requests without one 5xx`, async () => {
    const requests = fc.sample(hostileRequest, { numRuns: FUZZ_REQUESTS, seed: SEED });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++];
        if (!r) break;
        let i = 0;
        const path = r.template.replace(/\{\}/g, () => asSent(r.segments[i++] ?? ""));
        const query = r.query.map(([k, v]) => `${asSent(k)}=${asSent(v)}`).join("&");
        const headers: Record<string, string> = {};
        // a header value with CR, LF or NUL never leaves node:http; send what a client could
        for (const [name, value] of Object.entries(r.headers))
          if (value !== undefined && !/[\r\n\0]/.test(value) && /^[\t\x20-\x7e]*$/.test(value))
            headers[name] = value;
        const cookie = r.cookies.map(([n, v]) => `${n}=${asSent(v)}`).join("; ");
        if (cookie) headers.cookie = cookie;
        const body = r.method === "POST" || r.method === "PUT" ? (r.body ?? "") : undefined;
        if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
        const target = query ? `${path}?${query}` : path;
        const res = await raw(r.method, target, headers, body).catch((error: Error) => ({
          status: 0,
          headers: {},
          body: error.message,
        }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 || res.status === 0)
          failures.push(`${res.status} ${r.method} ${target} ${JSON.stringify(headers)}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const figures = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    process.stdout.write(`FUZZ storefront: requests=${requests.length} statuses=${figures.join(",")}\n`);
    expect(failures).toEqual([]);
  }, 600_000);
});
