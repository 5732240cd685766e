import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { call, type Picks, pickProducts, registerAndLogin, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// after-sales-and-law.md "The cart round trips" (amends api-contract §5.4): `cart/update` without a
// `cartId` opens the cart with its first line, and every answer carries the cart's totals, so one add is
// one request (issue 30).

let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let shoppers = 0;
/** Each test's guest comes from its own address, so the per-IP cart limit stays out of the way. */
const shopper = () => ({
  "x-forwarding-key": TEST_FORWARDING_KEY,
  "x-forwarded-for": `198.51.100.${++shoppers}`,
});
const cartCount = async () =>
  Number(
    (
      await txDb(api.app.context.database.db)
        .selectFrom("cart")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const update = (
  query: string,
  cartItem: Json,
  options: { token?: string; headers?: Record<string, string> } = {},
) => call(api, "POST", `/api/cart/update${query}`, { body: { cartItem }, ...options });

describe("POST /api/cart/update without a cartId", () => {
  it("opens a guest cart with the first line and answers its id, the line and the totals", async () => {
    const headers = shopper();
    const res = await update("", { sku: picks.simple.sku, qty: 2 }, { headers });
    expect(res.status).toBe(200);
    const cartId = res.body.result.cart_id;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(res.body.result).toMatchObject({ sku: picks.simple.sku, qty: 2, quote_id: cartId });
    const twice = Math.round(picks.simple.price * 100) * 2;
    expect(res.body.result.totals).toMatchObject({ items_qty: 2, quote_currency_code: "PLN" });
    expect(Math.round(res.body.result.totals.grand_total * 100)).toBe(twice);
    expect(res.body.result.totals.items).toHaveLength(1);

    // the id addresses the cart from now on: the old sequence sees the same line
    const pull = await call(api, "GET", `/api/cart/pull?cartId=${cartId}`, { headers });
    expect(pull.body.result.map((line: Json) => [line.sku, line.qty])).toEqual([[picks.simple.sku, 2]]);
  });

  it("answers the totals of the whole cart on a later add, and no cart id", async () => {
    const headers = shopper();
    const first = await update("", { sku: picks.simple.sku, qty: 1 }, { headers });
    const cartId = first.body.result.cart_id;
    const later = await update(`?cartId=${cartId}`, { sku: picks.virtual.sku, qty: 1 }, { headers });
    expect(later.status).toBe(200);
    expect(later.body.result.cart_id).toBeUndefined();
    expect(later.body.result.totals.items.map((item: Json) => item.qty)).toEqual([1, 1]);
    const both = Math.round(picks.simple.price * 100) + Math.round(picks.virtual.price * 100);
    expect(Math.round(later.body.result.totals.subtotal_incl_tax * 100)).toBe(both);
    const totals = await call(api, "GET", `/api/cart/totals?cartId=${cartId}`, { headers });
    expect(later.body.result.totals).toEqual(totals.body.result);
  });

  it("refuses an out-of-stock first line with the Polish message and leaves no cart behind", async () => {
    const before = await cartCount();
    const res = await update("", { sku: picks.outOfStock, qty: 1 }, { headers: shopper() });
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ code: "out_of_stock" });
    expect(res.body.result.message).toBe("Produkt jest niedostępny i nie może zostać dodany do koszyka.");
    expect(await cartCount()).toBe(before);
  });

  it("writes a customer's line into the customer's one active cart and answers its number", async () => {
    const user = await registerAndLogin(api, { headers: shopper() });
    const res = await update("", { sku: picks.simple.sku, qty: 1 }, { token: user.token });
    expect(res.status).toBe(200);
    const created = await call(api, "POST", "/api/cart/create", { token: user.token });
    expect(res.body.result.cart_id).toBe(created.body.result);
    expect(typeof res.body.result.cart_id).toBe("number");
    const again = await update("", { sku: picks.simple.sku, qty: 1 }, { token: user.token });
    expect(again.body.result).toMatchObject({ cart_id: created.body.result, qty: 2 });
  });

  it("answers 401 for an invalid token and opens no cart", async () => {
    const before = await cartCount();
    const res = await update(
      "",
      { sku: picks.simple.sku, qty: 1 },
      { token: "bad.token", headers: shopper() },
    );
    expect(res.status).toBe(401);
    expect(await cartCount()).toBe(before);
  });

  it("still answers 400 for a malformed cart id", async () => {
    const res = await update("?cartId=abc", { sku: picks.simple.sku, qty: 1 }, { headers: shopper() });
    expect(res.status).toBe(400);
  });
});
