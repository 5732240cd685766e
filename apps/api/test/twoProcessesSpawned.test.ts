import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { staffApiKey, TEST_OWNER_ENV } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/openDatabase.js";
import { txDb } from "../src/db/transactionSchema.js";
import { orderBody, orderKey, PASSWORD, uniqueEmail } from "./shopHarness.js";
import { type SpawnedApi, spawnApi } from "./spawnApi.js";
import type { Json } from "./startServer.js";
import { freshDatabaseEnv, testDialect } from "./testDatabase.js";

// Issue 13: two API processes (real OS processes, `src/main.ts`) on one database — the SQLite file in a
// shared data folder, or one PostgreSQL database — with nothing else in common.
const ENV = { APP_SECRET: "two-processes-share-this-secret-0123456789", ...TEST_OWNER_ENV };

async function json(origin: string, method: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text === "" ? null : JSON.parse(text)) as Json };
}

describe(`two API processes on one ${testDialect()} database`, () => {
  let dataDir = "";
  let databaseEnv: Record<string, string> = {};
  let a: SpawnedApi;
  let b: SpawnedApi;
  let database: AppDatabase;
  let adminKey = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "outlet-two-"));
    databaseEnv = await freshDatabaseEnv();
    a = await spawnApi(dataDir, databaseEnv, ENV);
    b = await spawnApi(dataDir, databaseEnv, ENV);
    database = await openDatabase({ dataDir, databaseUrl: databaseEnv.DATABASE_URL });
    // a key made through one process is good on the other: staff keys live in the shared database
    adminKey = await staffApiKey(a.origin);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => txDb(database.db);
  const simpleSkus = async (): Promise<string[]> =>
    (
      await json(
        a.origin,
        "POST",
        "/api/catalog/catalog/product/_search?request_format=search-query&size=20",
        {
          _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }],
        },
      )
    ).body.hits.hits.map((h: Json) => h._source.sku);
  const admin = (api: SpawnedApi, sku: string, change: unknown) =>
    json(api.origin, "POST", `/api/admin/products/${encodeURIComponent(sku)}`, change, {
      authorization: `Bearer ${adminKey}`,
    });

  it("adds failed logins sent through both processes up to one slow-down of the account and address", async () => {
    const email = uniqueEmail("zamek");
    const created = await json(a.origin, "POST", "/api/user/create", {
      customer: { email, firstname: "Anna", lastname: "Nowak" },
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    const login = (api: SpawnedApi, password: string) =>
      json(api.origin, "POST", "/api/user/login", { username: email, password });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(i % 2 === 0 ? a : b, "Zle-Haslo-123"));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 429]);
    expect(answers[4]?.body.result.retry_after).toBe(30);
    for (const api of [a, b]) expect((await login(api, PASSWORD)).status).toBe(429);
  });

  it("serves a price and a stock change made through one process from the other on its next request", async () => {
    const [sku] = await simpleSkus();
    if (!sku) throw new Error("no simple product");
    const bySku = async (api: SpawnedApi) =>
      (
        await json(
          api.origin,
          "POST",
          "/api/catalog/catalog/product/_search?request_format=search-query&size=1",
          {
            _appliedFilters: [{ attribute: "sku", value: { eq: sku }, scope: "default" }],
          },
        )
      ).body.hits.hits[0]._source;
    const stock = async (api: SpawnedApi) =>
      (await json(api.origin, "GET", `/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result;
    // both processes have served (and cached) the product before the change
    const before = await bySku(b);
    expect((await bySku(a)).price_incl_tax).toBe(before.price_incl_tax);
    await stock(b);
    const price = before.price_incl_tax === 123 ? 124 : 123;
    expect(
      (await admin(a, sku, { price, special_price: null, stock: { qty: 7, is_in_stock: true } })).status,
    ).toBe(200);
    expect((await bySku(a)).price_incl_tax).toBe(price);
    expect((await bySku(b)).price_incl_tax).toBe(price);
    expect(await stock(b)).toMatchObject({ qty: 7, is_in_stock: true });
    expect((await admin(b, sku, { stock: { qty: 0, is_in_stock: false } })).status).toBe(200);
    expect(await stock(a)).toMatchObject({ qty: 0, is_in_stock: false });
  });

  it("keeps one cart when a customer's cart is created through both processes at once", async () => {
    const email = uniqueEmail("koszyk");
    await json(a.origin, "POST", "/api/user/create", {
      customer: { email, firstname: "Anna", lastname: "Nowak" },
      password: PASSWORD,
    });
    const token = (await json(b.origin, "POST", "/api/user/login", { username: email, password: PASSWORD }))
      .body.result;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        json((i % 2 === 0 ? a : b).origin, "POST", "/api/cart/create", undefined, {
          authorization: `Bearer ${token}`,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((r) => r.body.result)).size).toBe(1);
    const customer = await db()
      .selectFrom("customer")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const carts = await db()
      .selectFrom("cart")
      .select("id")
      .where("customer_id", "=", customer.id)
      .where("status", "=", "active")
      .execute();
    expect(carts.map((c) => c.id)).toEqual([answers[0]?.body.result]);
  });

  it("loses no order answered 200 when one process is killed with SIGKILL mid-burst; stock matches the orders", async () => {
    const skus = await simpleSkus();
    const [first, second] = skus.slice(-2);
    if (!first || !second) throw new Error("no simple products");
    for (const sku of [first, second])
      expect((await admin(a, sku, { stock: { qty: 1000, is_in_stock: true } })).status).toBe(200);
    const confirmed: { uuid: string; lines: [string, number][] }[] = [];
    let killed = false;
    let sent = 0;
    const one = async (api: SpawnedApi): Promise<void> => {
      sent += 1;
      const lines: [string, number][] = [
        [first, 1 + (sent % 3)],
        [second, 1],
      ];
      const key = orderKey();
      const body = orderBody(
        key,
        lines.map(([sku, qty]) => ({ sku, qty })),
        { email: "burst@example.pl" },
      );
      try {
        const res = await json(api.origin, "POST", "/api/order", body, { "idempotency-key": key });
        if (res.status === 200) {
          confirmed.push({ uuid: res.body.result.order_uuid, lines });
          if (confirmed.length === 30 && !killed) {
            killed = true;
            b.child.kill("SIGKILL");
          }
        } else if (api === a) {
          throw new Error(`process A answered ${res.status}: ${JSON.stringify(res.body)}`);
        }
      } catch (error) {
        // B's connection reset or refused by the kill: not answered, nothing to check
        if (api === a || !killed) throw error;
      }
    };
    // 8 streams, alternating the processes, 12 orders each; B dies after the 30th confirmed order
    await Promise.all(
      Array.from({ length: 8 }, async (_, stream) => {
        for (let i = 0; i < 12; i++) await one((stream + i) % 2 === 0 ? a : b);
      }),
    );
    await b.exited;
    expect(killed).toBe(true);
    expect(confirmed.length).toBeGreaterThanOrEqual(40);

    for (const order of confirmed) {
      const stored = await db()
        .selectFrom("sales_order")
        .innerJoin("order_line", "order_line.order_id", "sales_order.id")
        .select(["order_line.sku", "order_line.qty"])
        .where("sales_order.order_uuid", "=", order.uuid)
        .orderBy("order_line.id")
        .execute();
      expect(
        stored.map((l) => [l.sku, l.qty]),
        order.uuid,
      ).toEqual(order.lines);
    }
    for (const sku of [first, second]) {
      const sold = await db()
        .selectFrom("order_line")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("qty"), eb.lit(0)).as("n"))
        .where("sku", "=", sku)
        .executeTakeFirstOrThrow();
      const left = await db()
        .selectFrom("stock_item")
        .select("qty")
        .where("sku", "=", sku)
        .executeTakeFirstOrThrow();
      expect(Number(left.qty), sku).toBe(1000 - Number(sold.n));
    }
    // the survivor still takes orders
    const after = orderKey();
    const res = await json(a.origin, "POST", "/api/order", orderBody(after, [{ sku: first, qty: 1 }]), {
      "idempotency-key": after,
    });
    expect(res.status).toBe(200);
  });
});
