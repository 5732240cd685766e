import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// Issue 17 findings, each with the request that showed it. The server trusts the test as its proxy so
// every test speaks from its own address.
let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.19.0.${ipCounter++}` });

const place = (body: Json, headers: Record<string, string>, token?: string) =>
  call(api, "POST", "/api/order", {
    body,
    ...(token ? { token } : {}),
    headers: { "idempotency-key": body.order_id, ...headers },
  });

describe("idempotent replays (§6.2)", () => {
  it("answers a replay from the stored outcome without running the order or counting it", async () => {
    const from = ip();
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    const first = await place(body, from);
    expect(first.status).toBe(200);
    const stockAfterFirst = (await api.get(`/api/stock/check?sku=${picks.simple.sku}`)).body.result.qty;
    // the order limit is 10 per IP per 10 minutes: 12 replays must not use it up
    for (let i = 0; i < 12; i++) {
      const again = await place(body, from);
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
    }
    const next = await place(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]), from);
    expect(next.status).toBe(200);
    const stockNow = (await api.get(`/api/stock/check?sku=${picks.simple.sku}`)).body.result.qty;
    expect(stockNow).toBe(stockAfterFirst - 1);
  });
});

const outbox = (kind: string, to: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === kind && m.to === to);
};

describe("limits that cannot be turned against the owner (S9, §7)", () => {
  it("lets the owner's genuine reset link through after a stranger's bogus attempts", async () => {
    const owner = await registerAndLogin(api, { headers: ip() });
    await call(api, "POST", "/api/user/reset-password", { body: { email: owner.email }, headers: ip() });
    const [mail] = outbox("password_reset", owner.email);
    const stranger = ip();
    for (let i = 0; i < 8; i++) {
      const bogus = await call(api, "POST", "/api/user/create-password", {
        body: { email: owner.email, resetToken: `zgadywany-token-${i}`, newPassword: "Obce-Haslo-2024!" },
        headers: stranger,
      });
      expect([400, 429]).toContain(bogus.status);
    }
    const genuine = await call(api, "POST", "/api/user/create-password", {
      body: { email: owner.email, resetToken: mail.data.resetToken, newPassword: "Nowe-Haslo-Wlasciciela-9" },
      headers: ip(),
    });
    expect(genuine.status).toBe(200);
    const login = await call(api, "POST", "/api/user/login", {
      body: { username: owner.email, password: "Nowe-Haslo-Wlasciciela-9" },
      headers: ip(),
    });
    expect(login.status).toBe(200);
  });

  it("ends every address's login slow-down once the owner sets a new password through the reset link", async () => {
    const owner = await registerAndLogin(api, { headers: ip() });
    const shared = ip();
    for (let i = 0; i < 5; i++)
      await call(api, "POST", "/api/user/login", {
        body: { username: owner.email, password: `Zgadywane-Haslo-${i}` },
        headers: shared,
      });
    const locked = await call(api, "POST", "/api/user/login", {
      body: { username: owner.email, password: owner.password },
      headers: shared,
    });
    expect(locked.status).toBe(429);
    await call(api, "POST", "/api/user/reset-password", { body: { email: owner.email }, headers: ip() });
    const [mail] = outbox("password_reset", owner.email);
    const reset = await call(api, "POST", "/api/user/create-password", {
      body: {
        email: owner.email,
        resetToken: mail.data.resetToken,
        newPassword: "Swieze-Haslo-Wlascicielki-4",
      },
      headers: ip(),
    });
    expect(reset.status).toBe(200);
    const login = await call(api, "POST", "/api/user/login", {
      body: { username: owner.email, password: "Swieze-Haslo-Wlascicielki-4" },
      headers: shared,
    });
    expect(login.status).toBe(200);
  });

  it("still stops guessing: wrong tokens for one account are refused with 429 after 5", async () => {
    const owner = await registerAndLogin(api, { headers: ip() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call(api, "POST", "/api/user/create-password", {
            body: { email: owner.email, resetToken: `zly-token-${i}`, newPassword: "Obce-Haslo-2024!" },
            headers: ip(),
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

// JavaScript built-in and prototype names that a plain-object whitelist would "find"
const PROTOTYPE_NAMES = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
  "prototype",
];

describe("whitelists that are whitelists (§8.3, §8.5)", () => {
  const search = (query: string, body: unknown = {}) =>
    api.post(`/api/catalog/catalog/product/_search?request_format=search-query&size=2${query}`, body);

  it.each(PROTOTYPE_NAMES)(
    "refuses %s as a sort, filter, operator, facet and range field with 400",
    async (name) => {
      const attempts = [
        await search(`&sort=${encodeURIComponent(name)}`),
        await search(`&sort=${encodeURIComponent(`${name}:desc`)}`),
        await search("", { _appliedSort: [{ field: name, options: "asc" }] }),
        await search("", { _appliedFilters: [{ attribute: name, value: { eq: 1 }, scope: "default" }] }),
        await search("", {
          _appliedFilters: [{ attribute: "sku", value: { [name]: "x" }, scope: "default" }],
        }),
        await search("", { _availableFilters: [{ field: name, scope: "catalog" }] }),
        await search("", {
          _appliedFilters: [{ attribute: "price", value: { [name]: 1, gte: 1 }, scope: "default" }],
        }),
        await api.post(
          `/api/catalog/catalog/${encodeURIComponent(name)}/_search?request_format=search-query`,
          {},
        ),
        await api.post(
          `/api/catalog/${encodeURIComponent(name)}/product/_search?request_format=search-query`,
          {},
        ),
      ];
      for (const res of attempts) {
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      }
    },
  );
});

describe("mail subjects are one line (header injection)", () => {
  it("refuses a contact-form subject with a line break at the subject field", async () => {
    for (const subject of ["Zwrot\r\nBcc: ofiara@example.pl", "Zwrot\nBcc: ofiara@example.pl"]) {
      const res = await call(api, "POST", "/api/ext/contact", {
        body: {
          name: "Anna Nowak",
          email: "anna@example.pl",
          subject,
          message: "Chcę zwrócić sukienkę, jak to zrobić?",
          consent: true,
          form_token: "x",
          website: "",
        },
        headers: ip(),
      });
      expect(res.status).toBe(400);
      expect(res.body.result.issues[0]).toMatchObject({ path: "subject", code: "invalid_format" });
    }
  });
});
