import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinName, withRawKey } from "./builtinNames.js";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// S1: generated bad bodies and queries for every transaction endpoint get a 4xx with a clear message, never
// a 5xx. Rate limits are off on this server so the generator is not throttled.
let api: RunningServer;
let picks: Picks;
let token: string;
let cartId: string;
let orderUuid: string;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  picks = await pickProducts(api);
  token = (await registerAndLogin(api)).token;
  cartId = (await call(api, "POST", "/api/cart/create")).body.result;
  orderUuid = (
    await call(api, "POST", "/api/order", {
      body: orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]),
    })
  ).body.result.order_uuid;
}, 60_000);
afterAll(() => api.stop());

interface Endpoint {
  readonly method: string;
  readonly path: () => string;
  readonly auth?: boolean;
  /** A valid body; the generator breaks it. */
  readonly body: () => Json;
}

const endpoints: Endpoint[] = [
  {
    method: "POST",
    path: () => "/api/user/create",
    body: () => ({
      customer: { email: "a@example.pl", firstname: "A", lastname: "B" },
      password: "Zielona-Łódka-77",
    }),
  },
  {
    method: "POST",
    path: () => "/api/user/login",
    body: () => ({ username: "a@example.pl", password: "x" }),
  },
  { method: "POST", path: () => "/api/user/refresh", body: () => ({ refreshToken: "x" }) },
  { method: "POST", path: () => "/api/ext/user/logout", body: () => ({ refreshToken: "x" }) },
  {
    method: "POST",
    path: () => "/api/user/me",
    auth: true,
    body: () => ({ customer: { firstname: "A", lastname: "B", email: "a@example.pl" } }),
  },
  { method: "POST", path: () => "/api/user/reset-password", body: () => ({ email: "a@example.pl" }) },
  {
    method: "POST",
    path: () => "/api/user/create-password",
    body: () => ({ email: "a@example.pl", resetToken: "x", newPassword: "Zielona-Łódka-77" }),
  },
  {
    method: "POST",
    path: () => "/api/user/change-password",
    auth: true,
    body: () => ({ currentPassword: "x", newPassword: "Zielona-Łódka-77" }),
  },
  {
    method: "POST",
    path: () => "/api/ext/user/wishlist",
    auth: true,
    body: () => ({ product_id: picks.simple.id }),
  },
  {
    method: "DELETE",
    path: () => "/api/ext/user/wishlist/1",
    auth: true,
    body: () => ({ product_id_type: "id" }),
  },
  { method: "POST", path: () => "/api/cart/create", body: () => ({}) },
  { method: "POST", path: () => `/api/cart/apply-coupon?cartId=${cartId}&coupon=LATO10`, body: () => ({}) },
  { method: "POST", path: () => `/api/cart/delete-coupon?cartId=${cartId}`, body: () => ({}) },
  {
    method: "POST",
    path: () => `/api/cart/update?cartId=${cartId}`,
    body: () => ({ cartItem: { sku: picks.simple.sku, qty: 1 } }),
  },
  {
    method: "POST",
    path: () => `/api/cart/delete?cartId=${cartId}`,
    body: () => ({ cartItem: { item_id: 1 } }),
  },
  {
    method: "POST",
    path: () => `/api/cart/shipping-methods?cartId=${cartId}`,
    body: () => ({ address: { country_id: "PL" } }),
  },
  {
    method: "POST",
    path: () => `/api/cart/shipping-information?cartId=${cartId}`,
    body: () => ({ addressInformation: { shippingAddress: { countryId: "PL" } } }),
  },
  {
    method: "POST",
    path: () => `/api/cart/collect-totals?cartId=${cartId}`,
    body: () => ({ methods: { paymentMethod: { method: "banktransfer" } } }),
  },
  {
    method: "POST",
    path: () => "/api/order",
    body: () => orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]),
  },
  {
    method: "POST",
    path: () => "/api/review/create",
    auth: true,
    body: () => ({ review: { title: "T", detail: "D", nickname: "N", review_entity: "shop" } }),
  },
  {
    method: "POST",
    path: () => `/api/ext/review/order/${orderUuid}`,
    body: () => ({
      secret: "x",
      nickname: "N",
      reviews: [{ sku: picks.virtual.sku, rating: 5, detail: "D" }],
    }),
  },
  {
    method: "POST",
    path: () => "/api/ext/mailchimp-subscribe/subscribe",
    body: () => ({ email: "a@example.pl", consent: true }),
  },
  {
    method: "DELETE",
    path: () => "/api/ext/mailchimp-subscribe/subscribe",
    body: () => ({ email: "a@example.pl" }),
  },
  { method: "POST", path: () => "/api/ext/mailchimp-subscribe/confirm", body: () => ({ token: "x" }) },
  {
    method: "POST",
    path: () => "/api/ext/stock-alert/subscribe",
    body: () => ({ email: "a@example.pl", sku: picks.simple.sku, consent: true }),
  },
  { method: "POST", path: () => "/api/ext/stock-alert/confirm", body: () => ({ token: "x" }) },
  { method: "POST", path: () => "/api/ext/stock-alert/unsubscribe", body: () => ({ token: "x" }) },
  {
    method: "POST",
    path: () => "/api/ext/contact",
    body: () => ({
      name: "Jan",
      email: "a@example.pl",
      message: "Dzień dobry, pytanie.",
      consent: true,
      form_token: "x",
      website: "",
    }),
  },
  {
    method: "POST",
    path: () => "/api/ext/mail-service/send-email",
    body: () => ({
      token: "x",
      sourceAddress: "a@example.pl",
      targetAddress: "kontakt@outlet.local",
      subject: "S",
      emailText: "T",
    }),
  },
  {
    method: "POST",
    path: () => "/api/ext/conversion-events",
    body: () => ({
      event: "page_view",
      event_id: crypto.randomUUID(),
      currency: "PLN",
      value: 1,
      items: [],
      url: "http://localhost:3000/",
      consent: false,
    }),
  },
  { method: "POST", path: () => "/api/ext/user/login-token", body: () => ({ type: "google", token: "x" }) },
];

/** A value of the wrong shape for any field. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 300 }),
  builtinName,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), builtinName), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 4,
  }),
);

type Breakage =
  | { kind: "not-object"; value: unknown }
  | { kind: "unknown-key"; key: string; value: unknown }
  | { kind: "builtin-key"; key: string; at: number; value: unknown }
  | { kind: "replace"; index: number; value: unknown }
  | { kind: "drop"; index: number }
  | { kind: "garbage"; text: string };

const breakage: fc.Arbitrary<Breakage> = fc.oneof(
  fc.record({
    kind: fc.constant("not-object" as const),
    value: fc.oneof(
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    ),
  }),
  fc.record({
    kind: fc.constant("unknown-key" as const),
    key: fc.string({ minLength: 1, maxLength: 12 }),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({
    kind: fc.constant("builtin-key" as const),
    key: builtinName,
    at: fc.nat(),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant("replace" as const), index: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant("garbage" as const),
    // whitespace-only counts as no body (the core parser's rule), so garbage has something in it
    text: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => {
      if (t.trim() === "") return false;
      try {
        JSON.parse(t);
        return false;
      } catch {
        return true;
      }
    }),
  }),
);

/** Leaves of a body as key paths (objects only, not into arrays' items beyond index 0). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value)
    ? value.slice(0, 1).map((v, i) => [i, v] as const)
    : Object.entries(value);
  const out: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  for (const [k, v] of entries) out.push(...paths(v, [...prefix, k]));
  return out;
}

function setAt(body: Json, path: (string | number)[], value: unknown, drop: boolean): Json {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path.at(-1) as string | number;
  if (drop) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** Is the replacement still a valid value? Skip those few cases (e.g. a string where a string was). */
const sameType = (a: unknown, b: unknown): boolean =>
  typeof a === typeof b && Array.isArray(a) === Array.isArray(b) && (a === null) === (b === null);

describe("generated bad bodies → 4xx with a message, never 5xx (S1)", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint
      .path()
      .replace(/\?.*/, "")
      .replace(/[0-9a-f-]{36}|undefined/, "{uuid}")}`, async () => {
      await fc.assert(
        fc.asyncProperty(breakage, async (b) => {
          const valid = endpoint.body();
          let raw: string;
          if (b.kind === "not-object") raw = JSON.stringify(b.value);
          else if (b.kind === "garbage") raw = b.text;
          else if (b.kind === "builtin-key") {
            // `constructor`, `__proto__` … as a literal own key of the body or of one of its objects
            const objects = [[], ...paths(valid)].filter((p) => {
              let node: Json = valid;
              for (const k of p) node = node[k];
              return node !== null && typeof node === "object" && !Array.isArray(node);
            });
            raw = withRawKey(valid, objects[b.at % objects.length] ?? [], b.key, b.value);
          } else if (b.kind === "unknown-key") {
            const path = paths(valid).filter((p) => p.length > 0 && typeof p.at(-1) === "string");
            const parentPaths = [[], ...path.map((p) => p.slice(0, -1))].filter(
              (p) => !p.some((k) => typeof k === "number"),
            );
            const parent = parentPaths[Math.abs(b.key.length) % parentPaths.length] ?? [];
            const key = `zz_${b.key}`;
            raw = JSON.stringify(setAt(valid, [...parent, key], b.value, false));
            if (endpoint.path() === "/api/order" && parent.length === 0)
              raw = JSON.stringify({ ...valid, [key]: b.value });
          } else {
            const all = paths(valid).filter(
              (p) =>
                !(
                  p.length >= 2 &&
                  p[0] === "products" &&
                  typeof p[1] === "number" &&
                  p.length > 2 &&
                  !["sku", "qty"].includes(String(p[2]))
                ),
            );
            if (all.length === 0) return;
            const path = all[b.index % all.length] as (string | number)[];
            let current: Json = valid;
            for (const k of path) current = current[k];
            // optional fields may legitimately be dropped or nulled: only break required/typed ones
            if (b.kind === "replace" && sameType(current, b.value)) return;
            const optional = [
              "storeId",
              "user_id",
              "transmited",
              "created_at",
              "store_code",
              "order_id",
              "payment_method_additional",
              "consent",
              "website",
              "items",
              "shippingAddress",
              "shipping_carrier_code",
              "shipping_method_code",
              "methods",
              "paymentMethod",
              "telephone",
              "street",
              "email",
              "product_id_type",
            ];
            if (optional.includes(String(path.at(-1))) || typeof path.at(-1) === "number") return;
            raw = JSON.stringify(
              setAt(valid, path, b.kind === "replace" ? b.value : undefined, b.kind === "drop"),
            );
          }
          const res = await call(api, endpoint.method, endpoint.path(), {
            raw,
            ...(endpoint.auth ? { token } : {}),
            headers: { "idempotency-key": orderKey() },
          });
          expect(res.status, `${raw} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
          // an extra built-in key inside a free-form object (payment_method_additional) may be accepted
          if (b.kind === "builtin-key" && res.status < 400) return;
          expect(res.status, `${raw} → ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          expect(typeof res.body.result.message).toBe("string");
          expect(res.body.result.message.length).toBeGreaterThan(0);
          if (res.status === 400) expect(Array.isArray(res.body.result.issues)).toBe(true);
        }),
        { numRuns: 200 },
      );
    }, 120_000);
  }
});

describe("generated bad queries → 4xx with a message, never 5xx (S1)", () => {
  const gets: [string, () => string, boolean][] = [
    ["/api/user/order-history", () => "/api/user/order-history?", true],
    ["/api/cart/pull", () => `/api/cart/pull?cartId=${cartId}&`, false],
    ["/api/cart/totals", () => `/api/cart/totals?cartId=${cartId}&`, false],
    ["/api/cart/payment-methods", () => `/api/cart/payment-methods?cartId=${cartId}&`, false],
    ["/api/ext/cart/shipping-countries", () => "/api/ext/cart/shipping-countries?", false],
    ["/api/ext/review/mine", () => "/api/ext/review/mine?", true],
    ["/api/ext/review/check", () => `/api/ext/review/check?sku=${picks.simple.sku}&`, true],
    ["/api/ext/review/order/{uuid}", () => `/api/ext/review/order/${orderUuid}?secret=x&`, false],
    [
      "/api/ext/mailchimp-subscribe/subscribe",
      () => "/api/ext/mailchimp-subscribe/subscribe?email=a@example.pl&",
      true,
    ],
    ["/api/ext/user/wishlist", () => "/api/ext/user/wishlist?", true],
    ["/api/ext/mail-service/get-token", () => "/api/ext/mail-service/get-token?", false],
  ];
  // every generated parameter is wrong: an unknown key, or a known key with a value outside its rule (a key
  // the endpoint already has becomes a repeated parameter, which is wrong too)
  const invalidValues: Record<string, fc.Arbitrary<string>> = {
    pageSize: fc.constantFrom("0", "-1", "101", "abc", "1e3", "", "1.5"),
    currentPage: fc.constantFrom("0", "-3", "1001", "x", "", "2.5"),
    cartId: fc.oneof(
      fc.constantFrom("abc", "0", "007", "", "a".repeat(31), "a".repeat(33)),
      fc.string({ maxLength: 20 }).map((x) => `${x}!`),
    ),
    sku: fc.constantFrom("", " x", "-x", "x".repeat(65), "a b"),
    secret: fc.constantFrom("", "x".repeat(129)),
    email: fc.constantFrom("", "not-an-email", "a@", "@b.pl", `${"a".repeat(65)}@b.pl`),
    guest_token: fc.constantFrom("", "x".repeat(129)),
    limit: fc.constantFrom("0", "51", "-1", "x"),
    storeCode: fc.constantFrom("de", "it", "x".repeat(40)),
  };
  const param = fc.oneof(
    fc.record({
      key: fc.string({ minLength: 1, maxLength: 10 }).map((k) => `zz_${k}`),
      value: fc.string({ maxLength: 20 }),
    }),
    fc.record({ key: builtinName, value: fc.oneof(fc.string({ maxLength: 20 }), builtinName) }),
    fc
      .constantFrom(...Object.keys(invalidValues))
      .chain((key) => (invalidValues[key] as fc.Arbitrary<string>).map((value) => ({ key, value }))),
  );
  for (const [name, base, auth] of gets) {
    it(`GET ${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(param, async ({ key, value }) => {
          const url = `${base()}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
          const res = await call(api, "GET", url, auth ? { token } : {});
          expect(res.status, `${url} → ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${url} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
          expect(typeof res.body.result.message).toBe("string");
        }),
        { numRuns: 200 },
      );
    }, 120_000);
  }
});
