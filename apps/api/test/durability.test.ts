import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { createServer } from "../src/server.js";
import { ADDRESS, orderBody, orderKey, PASSWORD, uniqueEmail } from "./shopHarness.js";
import { spawnApi } from "./spawnApi.js";
import type { Json } from "./startServer.js";
import { freshDatabaseEnv } from "./testDatabase.js";

async function json(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function inProcess(dataDir: string, databaseEnv: Record<string, string>) {
  process.env.PASSWORD_SCRYPT_LOG_N = "12";
  const app = await createServer({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMITS: "off", ...databaseEnv }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

describe("durability", () => {
  it("keeps accounts, carts and orders across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-restart-"));
    const databaseEnv = await freshDatabaseEnv();
    try {
      const first = await inProcess(dataDir, databaseEnv);
      const email = uniqueEmail("trwaly");
      await json(first.origin, "POST", "/api/user/create", {
        customer: { email, firstname: "Anna", lastname: "Nowak" },
        password: PASSWORD,
      });
      const cart = (await json(first.origin, "POST", "/api/cart/create")).body.result;
      const sku = (
        await json(
          first.origin,
          "POST",
          "/api/catalog/catalog/product/_search?request_format=search-query&size=1",
          {
            _appliedFilters: [{ attribute: "type_id", value: { eq: "virtual" }, scope: "default" }],
          },
        )
      ).body.hits.hits[0]._source.sku;
      await json(first.origin, "POST", `/api/cart/update?cartId=${cart}`, { cartItem: { sku, qty: 2 } });
      const body = orderBody(orderKey(), [{ sku, qty: 1 }]);
      delete body.addressInformation.shippingAddress;
      const order = await json(first.origin, "POST", "/api/order", body);
      expect(order.status).toBe(200);
      await first.app.close();

      const second = await inProcess(dataDir, databaseEnv);
      try {
        const login = await json(second.origin, "POST", "/api/user/login", {
          username: email,
          password: PASSWORD,
        });
        expect(login.status).toBe(200);
        const pull = await json(second.origin, "GET", `/api/cart/pull?cartId=${cart}`);
        expect(pull.body.result.map((l: Json) => [l.sku, l.qty])).toEqual([[sku, 2]]);
        const review = await json(
          second.origin,
          "GET",
          `/api/ext/review/order/${order.body.result.order_uuid}?secret=${order.body.result.order_secret}`,
        );
        expect(review.status).toBe(200);
        const replay = await json(second.origin, "POST", "/api/order", body);
        expect(replay.body).toEqual(order.body);
      } finally {
        await second.app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("loses no order that was answered 200 when the process is killed with SIGKILL mid-burst", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-kill-"));
    const databaseEnv = await freshDatabaseEnv();
    try {
      const { child, origin, exited: gone } = await spawnApi(dataDir, databaseEnv);
      const sku = (
        await json(
          origin,
          "POST",
          "/api/catalog/catalog/product/_search?request_format=search-query&size=1",
          {
            _appliedFilters: [{ attribute: "type_id", value: { eq: "virtual" }, scope: "default" }],
          },
        )
      ).body.hits.hits[0]._source.sku;
      const confirmed: { uuid: string; secret: string; key: string }[] = [];
      let killed = false;
      const one = async (): Promise<void> => {
        const key = orderKey();
        const body = orderBody(key, [{ sku, qty: 1 }], { email: "burst@example.pl" });
        body.addressInformation.shippingAddress = { ...ADDRESS };
        delete body.addressInformation.shippingAddress;
        try {
          const res = await json(origin, "POST", "/api/order", body, { "idempotency-key": key });
          if (res.status === 200) {
            confirmed.push({ uuid: res.body.result.order_uuid, secret: res.body.result.order_secret, key });
            if (confirmed.length === 40 && !killed) {
              killed = true;
              child.kill("SIGKILL");
            }
          }
        } catch {
          // connection reset by the kill: not answered, nothing to check
        }
      };
      // 8 concurrent streams of orders until the kill lands
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = 0; i < 40 && !killed; i++) await one();
        }),
      );
      if (!killed) child.kill("SIGKILL");
      await gone;
      expect(confirmed.length).toBeGreaterThanOrEqual(40);

      const restarted = await spawnApi(dataDir, databaseEnv);
      try {
        for (const order of confirmed) {
          const res = await json(
            restarted.origin,
            "GET",
            `/api/ext/review/order/${order.uuid}?secret=${order.secret}`,
          );
          expect(res.status, order.uuid).toBe(200);
        }
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
