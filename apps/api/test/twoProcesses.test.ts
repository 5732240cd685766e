import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import {
  call,
  orderBody,
  orderKey,
  orderCount as ordersIn,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import type { Json, RunningServer } from "./startServer.js";
import { testDialect } from "./testDatabase.js";

// Issue 13: several API processes on one PostgreSQL. Two servers with nothing in common but the database
// (each has its own pool, catalogue caches and in-flight map; one APP_SECRET, as a deployment shares it)
// must agree on idempotency keys, stock and login lock-outs. PostgreSQL only here: two servers in one Node
// process on one SQLite file would block each other's thread on the file lock; real processes on SQLite
// (and PostgreSQL) are in test/twoProcessesSpawned.test.ts.
describe.runIf(testDialect() === "postgres")("two API processes on one PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;
  let picks: Picks;
  const secret = { APP_SECRET: "two-processes-share-this-secret-0123456789", RATE_LIMITS: "off" };
  beforeAll(async () => {
    a = await startShop(secret);
    b = await startShop({ ...secret, ...a.databaseEnv });
    picks = await pickProducts(a);
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const db = () => txDb(a.app.context.database.db);
  const orderCount = (): Promise<number> => ordersIn(a);
  const place = (api: RunningServer, body: Json) =>
    call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });

  it("shares one database: both see the same seeded catalogue", async () => {
    expect(a.databaseEnv.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(b.databaseEnv).toEqual(a.databaseEnv);
    const sku = picks.simple.sku;
    const on = async (api: RunningServer) =>
      (
        await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=1", {
          _appliedFilters: [{ attribute: "sku", value: { eq: sku }, scope: "default" }],
        })
      ).body.hits.hits[0]._source.id;
    expect(await on(b)).toBe(await on(a));
  });

  it("makes one order from the same Idempotency-Key sent to both at once", async () => {
    const before = await orderCount();
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i % 2 === 0 ? a : b, body)));
    const ok = answers.filter((r) => r.status === 200);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ok.map((r) => r.body.result.order_uuid)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // a later retry through either process gets the stored answer
    for (const api of [a, b]) {
      const again = await place(api, body);
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body.result.order_uuid).toBe(ok[0]?.body.result.order_uuid);
    }
  });

  it("sells the last unit once when buyers race for it through both processes; stock ends at 0", async () => {
    const sku = picks.simple.sku;
    await db().updateTable("stock_item").set({ qty: 1, is_in_stock: 1 }).where("sku", "=", sku).execute();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        place(i % 2 === 0 ? a : b, orderBody(orderKey(), [{ sku, qty: 1 }], { email: `k${i}@example.pl` })),
      ),
    );
    const winners = answers.filter((r) => r.status === 200);
    const refused = answers.filter(
      (r) => r.status === 400 && r.body.result.issues?.[0]?.code === "out_of_stock",
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(11);
    expect(await orderCount()).toBe(before + 1);
    const stock = await db()
      .selectFrom("stock_item")
      .select(["qty", "is_in_stock"])
      .where("sku", "=", sku)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ qty: 0, is_in_stock: 0 });
  });

  it("adds failed logins sent through both processes up to one slow-down of the account and address", async () => {
    const { email, password } = await registerAndLogin(a);
    const login = (api: RunningServer, pass: string) =>
      call(api, "POST", "/api/user/login", { body: { username: email, password: pass } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(i % 2 === 0 ? a : b, "Zle-Haslo-123"));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 429]);
    expect(answers[4]?.body.result.retry_after).toBe(30);
    // the right password is refused through either process until the wait ends
    for (const api of [a, b]) expect((await login(api, password)).status).toBe(429);
  });
});
