import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_NAMES } from "../test/builtinNames.js";
import { call, registerAndLogin, startShop } from "../test/shopHarness.js";
import type { RunningServer } from "../test/startServer.js";
import { knownRoutes, pool, report } from "./abuseHarness.js";

// The generated bad-input run: ≥ 10 000 hostile requests spread over every route the server registered
// (path parameters, methods, query keys and values, bodies, content types, tokens, idempotency keys), with
// JavaScript built-in names mixed into every place a client string picks something. No answer may be a 5xx;
// every error is the JSON envelope. Rate limits are off so the requests reach the handlers.
const REQUESTS = 10_500;
const SEED = 17_2026;

let api: RunningServer;
let token = "";
let cartId = "";
beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  token = (await registerAndLogin(api)).token;
  cartId = (await call(api, "POST", "/api/cart/create")).body.result;
}, 60_000);
afterAll(() => api.stop());

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...BUILTIN_NAMES),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "%",
    "%00",
    "%ZZ",
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
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 4 }),
);

const QUERY_KEYS = [
  "cartId",
  "token",
  "sku",
  "skus",
  "coupon",
  "request",
  "request_format",
  "response_format",
  "size",
  "from",
  "sort",
  "q",
  "email",
  "secret",
  "pageSize",
  "currentPage",
  "storeCode",
  "lang",
  "path",
  "type",
  "page",
  "limit",
  "guest_token",
  "currencyCode",
  "storeId",
  "userGroupId",
  "_source_include",
  "x",
  ...BUILTIN_NAMES,
];
const BODY_KEYS = [
  "cartItem",
  "sku",
  "qty",
  "item_id",
  "quoteId",
  "product_option",
  "username",
  "password",
  "email",
  "customer",
  "firstname",
  "lastname",
  "addresses",
  "refreshToken",
  "resetToken",
  "newPassword",
  "currentPassword",
  "products",
  "addressInformation",
  "order_id",
  "cart_id",
  "product_id",
  "methods",
  "url",
  "date",
  "_appliedFilters",
  "_appliedSort",
  "_searchText",
  "review",
  "type",
  "consent",
  "subject",
  "message",
  "form_token",
  "website",
  "events",
  ...BUILTIN_NAMES,
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_KEYS), hostileValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .constantFrom(...BUILTIN_NAMES)
    .map((name) => `{"${name}": {"${name}": 1}, "cartItem": {"${name}": "x"}}`),
  fc.string({ maxLength: 60 }),
  fc.constantFrom("", "{", "[[[[", `${"[".repeat(40)}${"]".repeat(40)}`, `"${"x".repeat(70_000)}"`, "\u0000"),
);

const request = fc.record({
  route: fc.nat(),
  method: fc.oneof(fc.constant("real"), fc.constantFrom("GET", "POST", "DELETE", "PUT", "PATCH", "HEAD")),
  params: fc.array(hostileString, { minLength: 4, maxLength: 4 }),
  useRealParam: fc.boolean(),
  query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileString, { maxKeys: 4 }),
  withCart: fc.boolean(),
  body: fc.option(body, { nil: undefined }),
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "",
  ),
  auth: fc.constantFrom("none", "valid", "garbage", "null"),
  idempotencyKey: fc.option(hostileString, { nil: undefined }),
  language: fc.constantFrom("pl", "en", "de", "*", ""),
});

describe("abuse: generated bad input across every endpoint", () => {
  it(`answers ${REQUESTS} hostile requests without a single 5xx`, async () => {
    const routes = knownRoutes(api.app);
    expect(routes.length).toBeGreaterThan(50);
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
    const byClass: Record<string, number> = {};
    const failures: string[] = [];
    const covered = new Set<string>();
    const started = performance.now();
    await pool(samples, 12, async (r) => {
      const route = routes[r.route % routes.length] as (typeof routes)[number];
      covered.add(route.path);
      let i = 0;
      const realParams: Record<string, string> = { uuid: "00000000-0000-4000-8000-000000000000", id: "1" };
      const path = route.path.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
        const value = r.params[i++ % r.params.length] as string;
        if (r.useRealParam && name && realParams[name]) return realParams[name] as string;
        return name === undefined ? `banners/${encodeURIComponent(value)}.png` : encodeURIComponent(value);
      });
      const query = new URLSearchParams(r.query as Record<string, string>);
      if (r.withCart) query.set("cartId", cartId);
      const method = r.method === "real" ? (route.methods[0] ?? "GET") : r.method;
      const headers: Record<string, string> = { "accept-language": r.language };
      if (r.contentType !== "") headers["content-type"] = r.contentType;
      if (r.auth === "valid") headers.authorization = `Bearer ${token}`;
      if (r.auth === "garbage") headers.authorization = "Bearer abc.def";
      if (r.auth === "null") headers.authorization = "Bearer null";
      if (r.idempotencyKey !== undefined) headers["idempotency-key"] = encodeURIComponent(r.idempotencyKey);
      const url = `${path}${query.size > 0 ? `?${query}` : ""}`;
      const sendsBody = r.body !== undefined && method !== "GET" && method !== "HEAD";
      const res = await api.request(url, {
        method,
        headers,
        ...(sendsBody ? { body: r.body as string } : {}),
      });
      const text = await res.text();
      const cls = `${Math.floor(res.status / 100)}xx`;
      byClass[cls] = (byClass[cls] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
      else if (res.status >= 400 && method !== "HEAD") {
        const envelope = JSON.parse(text) as { code?: number; result?: { message?: unknown } };
        if (envelope.code !== res.status || typeof envelope.result?.message !== "string")
          failures.push(`${method} ${url} → ${res.status} without the envelope: ${text.slice(0, 200)}`);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    report("bad input", {
      requests: samples.length,
      routes: covered.size,
      ...byClass,
      "5xx": byClass["5xx"] ?? 0,
      seconds: seconds.toFixed(1),
      "req/s": Math.round(samples.length / seconds),
      seed: SEED,
    });
    expect(failures.slice(0, 10)).toEqual([]);
    expect(samples.length).toBeGreaterThanOrEqual(10_000);
  }, 240_000);
});
