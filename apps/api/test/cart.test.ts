import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "../src/cart/computeTotals.js";
import { txDb } from "../src/db/transactionSchema.js";
import { SHOP_LIMITS } from "../src/shop/shopLimits.js";
import { call, type Picks, pickProducts, registerAndLogin, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

const guestCart = async (): Promise<string> => (await call(api, "POST", "/api/cart/create")).body.result;
const configurableItem = (qty = 1) => ({
  sku: picks.configurable.sku,
  qty,
  product_option: { extension_attributes: { configurable_item_options: picks.configurable.options } },
});
const add = (cartId: string | number, cartItem: Json, token?: string) =>
  call(api, "POST", `/api/cart/update?cartId=${cartId}`, { body: { cartItem }, ...(token ? { token } : {}) });
const gr = (x: number) => Math.round(x * 100);
const vat = (grosze: number) => Math.floor((2 * grosze * 2300 + 12300) / (2 * 12300));

describe("POST /api/cart/create (§5.2, S8)", () => {
  it("gives guests a 32-character base62 id as a JSON string, always with a letter", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => guestCart()));
    for (const id of ids) {
      expect(typeof id).toBe("string");
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(id).toMatch(/[A-Za-z]/);
    }
    expect(new Set(ids).size).toBe(10);
    // stored only as a hash: a copy of the database yields no usable cart ids
    const keys = (await txDb(api.app.context.database.db)
      .selectFrom("cart")
      .select("guest_key")
      .where("guest_key", "is not", null)
      .execute()) as { guest_key: string }[];
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.guest_key))).toBe(true);
    expect(keys.map((k) => k.guest_key)).not.toContain(ids[0]);
  });

  it("gives a customer the same numeric cart id on every call", async () => {
    const user = await registerAndLogin(api, {
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "203.0.113.10" },
    });
    const a = await call(api, "POST", "/api/cart/create", { token: user.token });
    const b = await call(api, "POST", "/api/cart/create", { token: user.token });
    expect(typeof a.body.result).toBe("number");
    expect(b.body.result).toBe(a.body.result);
  });

  it("answers 401 for an invalid token instead of a guest cart (§1.4)", async () => {
    expect((await call(api, "POST", "/api/cart/create", { token: "bad.token" })).status).toBe(401);
  });

  it("rejects a body", async () => {
    expect((await call(api, "POST", "/api/cart/create", { body: { cartId: 1 } })).status).toBe(400);
  });

  it(`limits guest carts to ${SHOP_LIMITS.guestCartIp.limit} per IP per 10 minutes (sized for carrier-grade NAT)`, async () => {
    const ip = { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "203.0.113.77" };
    const statuses = [];
    const limit = SHOP_LIMITS.guestCartIp.limit;
    for (let i = 0; i <= limit; i++)
      statuses.push((await call(api, "POST", "/api/cart/create", { headers: ip })).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("cart identity (§5.1)", () => {
  it("answers 400 for a malformed cart id and 404 for an unknown one", async () => {
    expect((await call(api, "GET", "/api/cart/pull?cartId=abc")).status).toBe(400);
    expect((await call(api, "GET", "/api/cart/pull?cartId=0123")).status).toBe(400);
    expect((await call(api, "GET", "/api/cart/pull")).body.result.issues[0]).toMatchObject({
      path: "query.cartId",
      code: "required",
    });
    expect((await call(api, "GET", `/api/cart/pull?cartId=${"a".repeat(32)}`)).status).toBe(404);
  });

  it("answers 404 for a customer cart id without a token, and 401 for a bad token", async () => {
    const user = await registerAndLogin(api, {
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "203.0.113.11" },
    });
    const id = (await call(api, "POST", "/api/cart/create", { token: user.token })).body.result;
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`)).status).toBe(404);
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`, { token: "x.y" })).status).toBe(401);
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`, { token: user.token })).status).toBe(200);
  });

  it("serves a guest cart to whoever holds the id, token or not", async () => {
    const id = await guestCart();
    const user = await registerAndLogin(api, {
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "203.0.113.12" },
    });
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`, { token: user.token })).status).toBe(200);
  });
});

describe("POST /api/cart/update (§5.4, §12.12)", () => {
  it("resolves a configurable parent plus options to its child and prices it from the catalogue", async () => {
    const id = await guestCart();
    const res = await add(id, { ...configurableItem(2), quoteId: id });
    expect(res.status).toBe(200);
    const gross = gr(picks.configurable.price);
    expect(res.body.result).toMatchObject({
      sku: picks.configurable.childSku,
      qty: 2,
      product_type: "configurable",
      quote_id: id,
      price_incl_tax: picks.configurable.price,
      price: (gross - vat(gross)) / 100,
    });
    expect(res.body.result.product_option.extension_attributes.configurable_item_options).toEqual(
      picks.configurable.options.map((o) => ({ option_id: o.option_id, option_value: o.option_value })),
    );
  });

  it("increases an identical line instead of adding a second one", async () => {
    const id = await guestCart();
    await add(id, configurableItem(1));
    const second = await add(id, {
      sku: picks.configurable.childSku,
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: picks.configurable.options.map((o) => ({
            option_id: Number(o.option_id),
            option_value: String(o.option_value),
          })),
        },
      },
    });
    expect(second.body.result.qty).toBe(2);
    const pull = await call(api, "GET", `/api/cart/pull?cartId=${id}`);
    expect(pull.body.result).toHaveLength(1);
  });

  it("sets the quantity absolutely with item_id, and 404s for a line of another cart", async () => {
    const id = await guestCart();
    const line = (await add(id, { sku: picks.simple.sku, qty: 1 })).body.result;
    const set = await add(id, { sku: picks.simple.sku, qty: 3, item_id: String(line.item_id) });
    expect(set.body.result).toMatchObject({ item_id: line.item_id, qty: 3 });
    const other = await guestCart();
    expect((await add(other, { sku: picks.simple.sku, qty: 1, item_id: line.item_id })).status).toBe(404);
  });

  it("answers product_unavailable, out_of_stock and qty_unavailable with max_qty", async () => {
    const id = await guestCart();
    const unknown = await add(id, { sku: "NIE-MA-TAKIEGO", qty: 1 });
    expect(unknown.body.result.issues[0]).toMatchObject({
      path: "cartItem.sku",
      code: "product_unavailable",
    });
    const noVariant = await add(id, { sku: picks.configurable.sku, qty: 1 });
    expect(noVariant.body.result.issues[0].code).toBe("product_unavailable");
    const out = await add(id, { sku: picks.outOfStock, qty: 1 });
    expect(out.body.result.issues[0]).toMatchObject({ code: "out_of_stock" });
    expect(out.body.result.message).toBe("Produkt jest niedostępny i nie może zostać dodany do koszyka.");
    const tooMany = await add(id, { sku: picks.simple.sku, qty: picks.simple.stock + 1 });
    expect(tooMany.body.result.issues[0]).toMatchObject({
      path: "cartItem.qty",
      code: "qty_unavailable",
      max_qty: picks.simple.stock,
    });
    expect(tooMany.body.result.message).toBe(`Dostępnych jest tylko ${picks.simple.stock} szt.`);
  });

  it("validates the body strictly (qty range, unknown keys, option list sizes)", async () => {
    const id = await guestCart();
    const zero = await add(id, { sku: picks.simple.sku, qty: 0 });
    expect(zero.body.result.issues[0]).toMatchObject({ path: "cartItem.qty", code: "too_small" });
    const big = await add(id, { sku: picks.simple.sku, qty: 1000 });
    expect(big.body.result.issues[0]).toMatchObject({ path: "cartItem.qty", code: "too_big" });
    const extra = await add(id, { sku: picks.simple.sku, qty: 1, price: 0.01 });
    expect(extra.body.result.issues[0]).toMatchObject({ path: "cartItem.price", code: "unknown_key" });
    const many = await add(id, {
      sku: picks.simple.sku,
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: Array.from({ length: 11 }, () => ({ option_id: 1, option_value: 1 })),
        },
      },
    });
    expect(many.body.result.issues[0].code).toBe("too_big");
  });
});

describe("POST /api/cart/delete (§5.5)", () => {
  it("deletes a line and 404s when it is not in the cart", async () => {
    const id = await guestCart();
    const line = (await add(id, { sku: picks.simple.sku, qty: 1 })).body.result;
    expect(
      (
        await call(api, "POST", `/api/cart/delete?cartId=${id}`, {
          body: { cartItem: { item_id: line.item_id, sku: line.sku } },
        })
      ).body,
    ).toEqual({ code: 200, result: true });
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`)).body.result).toEqual([]);
    expect(
      (
        await call(api, "POST", `/api/cart/delete?cartId=${id}`, {
          body: { cartItem: { item_id: line.item_id } },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(api, "POST", `/api/cart/delete?cartId=${id}`, { body: { cartItem: {} } })).status,
    ).toBe(400);
  });
});

describe("totals (§5.6, §12.13, S4)", () => {
  it("computes the §12.13 example to the grosz", () => {
    const { totals } = computeTotals({
      lines: [
        {
          item_id: 4412,
          name: "Sukienka lniana",
          qty: 2,
          unitGross: 12999,
          rate: 23,
          options: [{ label: "Rozmiar", value: "M" }],
        },
      ],
      coupon: { code: "LATO10", percent: 10 },
      shipping: { title: "Dostawa kurierem", gross: 1499, rate: 23 },
      payment: null,
    });
    expect(totals).toMatchObject({
      grand_total: 248.97,
      subtotal: 211.37,
      subtotal_incl_tax: 259.98,
      discount_amount: -26,
      subtotal_with_discount: 190.23,
      shipping_amount: 12.19,
      shipping_incl_tax: 14.99,
      shipping_tax_amount: 2.8,
      tax_amount: 46.55,
      coupon_code: "LATO10",
      items_qty: 2,
    });
    expect(totals.items[0]).toMatchObject({
      price: 105.68,
      row_total: 211.37,
      row_total_with_discount: 190.23,
      discount_amount: 26,
      tax_amount: 43.75,
      options: '[{"label":"Rozmiar","value":"M"}]',
    });
    expect(totals.total_segments).toEqual([
      { code: "subtotal", title: "Wartość produktów", value: 259.98 },
      { code: "shipping", title: "Dostawa kurierem", value: 14.99 },
      { code: "discount", title: "Rabat (LATO10)", value: -26 },
      { code: "tax", title: "w tym VAT", value: 46.55, area: "taxes" },
      { code: "grand_total", title: "Do zapłaty", value: 248.97, area: "footer" },
    ]);
  });

  it("has no shipping segment and no coupon_code before they are chosen", async () => {
    const id = await guestCart();
    await add(id, { sku: picks.simple.sku, qty: 2 });
    const res = await call(api, "GET", `/api/cart/totals?cartId=${id}`);
    const gross = gr(picks.simple.price) * 2;
    expect(res.body.result.grand_total).toBe(gross / 100);
    expect(res.body.result.tax_amount).toBe(vat(gross) / 100);
    expect(res.body.result.coupon_code).toBeUndefined();
    expect(res.body.result.total_segments.map((s: Json) => s.code)).toEqual([
      "subtotal",
      "tax",
      "grand_total",
    ]);
  });

  it("applies a coupon, shows it only as coupon_code, and removes it", async () => {
    const id = await guestCart();
    await add(id, { sku: picks.simple.sku, qty: 1 });
    expect((await call(api, "POST", `/api/cart/apply-coupon?cartId=${id}&coupon=LATO10`)).body).toEqual({
      code: 200,
      result: true,
    });
    const t = (await call(api, "GET", `/api/cart/totals?cartId=${id}`)).body.result;
    const gross = gr(picks.simple.price);
    const discount = Math.floor((2 * gross * 1000 + 10000) / 20000);
    expect(t.coupon_code).toBe("LATO10");
    expect(t.discount_amount).toBe(-discount / 100);
    expect(t.grand_total).toBe((gross - discount) / 100);
    expect(t.total_segments.find((s: Json) => s.code === "discount")).toEqual({
      code: "discount",
      title: "Rabat (LATO10)",
      value: -discount / 100,
    });
    expect((await call(api, "POST", `/api/cart/delete-coupon?cartId=${id}`)).body.result).toBe(true);
    expect((await call(api, "POST", `/api/cart/delete-coupon?cartId=${id}`)).body.result).toBe(true);
    expect((await call(api, "GET", `/api/cart/totals?cartId=${id}`)).body.result.coupon_code).toBeUndefined();
  });

  it("answers coupon_invalid with the storefront's message for unknown and expired codes", async () => {
    const id = await guestCart();
    for (const code of ["NIEMA", "ZIMA2020"]) {
      const res = await call(api, "POST", `/api/cart/apply-coupon?cartId=${id}&coupon=${code}`);
      expect(res.status).toBe(400);
      expect(res.body.result.issues[0]).toMatchObject({ path: "query.coupon", code: "coupon_invalid" });
      expect(res.body.result.message).toBe("Wprowadzono nieprawidłowy kod rabatowy. Spróbuj ponownie.");
    }
    const en = await call(api, "POST", `/api/cart/apply-coupon?cartId=${id}&coupon=NIEMA`, {
      headers: { "accept-language": "en" },
    });
    expect(en.body.result.message).toBe("You've entered an incorrect coupon code. Please try again.");
    expect(
      (await call(api, "POST", `/api/cart/apply-coupon?cartId=${id}&coupon=${encodeURIComponent("a b")}`))
        .body.result.issues[0].code,
    ).toBe("invalid_format");
  });

  it("limits coupon attempts to 10 per cart", async () => {
    const id = await guestCart();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(api, "POST", `/api/cart/apply-coupon?cartId=${id}&coupon=X${i}`, {
            headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `192.0.2.${i + 1}` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("methods (§5.7–§5.10, §5.12)", () => {
  it("lists the three shipping methods for PL and none for a valid foreign country", async () => {
    const id = await guestCart();
    const pl = await call(api, "POST", `/api/cart/shipping-methods?cartId=${id}`, {
      body: { address: { country_id: "PL" } },
    });
    expect(pl.body.result.map((m: Json) => `${m.carrier_code}_${m.method_code}`)).toEqual([
      "flatrate_flatrate",
      "inpost_paczkomat",
      "pickup_store",
    ]);
    expect(pl.body.result[0]).toMatchObject({
      carrier_title: "Kurier",
      amount: 4,
      price_incl_tax: 5,
      available: true,
      error_message: "",
      default: true,
    });
    expect(
      (
        await call(api, "POST", `/api/cart/shipping-methods?cartId=${id}`, {
          body: { address: { country_id: "DE" } },
        })
      ).body.result,
    ).toEqual([]);
    expect(
      (
        await call(api, "POST", `/api/cart/shipping-methods?cartId=${id}`, {
          body: { address: { country_id: "XX" } },
        })
      ).status,
    ).toBe(400);
  });

  it("omits cash on delivery for a virtual cart", async () => {
    const id = await guestCart();
    const all = await call(api, "GET", `/api/cart/payment-methods?cartId=${id}`);
    expect(all.body.result.map((m: Json) => m.code)).toEqual([
      "banktransfer",
      "cashondelivery",
      "blik",
      "online",
    ]);
    await add(id, { sku: picks.virtual.sku, qty: 1 });
    const virtual = await call(api, "GET", `/api/cart/payment-methods?cartId=${id}`);
    expect(virtual.body.result.map((m: Json) => m.code)).toEqual(["banktransfer", "blik", "online"]);
  });

  it("never charges shipping on a virtual cart, even with a courier chosen (api-contract.md §6.1)", async () => {
    const id = await guestCart();
    await add(id, { sku: picks.virtual.sku, qty: 1 });
    const res = await call(api, "POST", `/api/cart/shipping-information?cartId=${id}`, {
      body: {
        addressInformation: {
          shippingAddress: { countryId: "PL" },
          billingAddress: { country_id: "PL", firstname: "Anna", lastname: "Nowak" },
          shippingCarrierCode: "flatrate",
          shippingMethodCode: "flatrate",
        },
      },
    });
    expect(res.status).toBe(200);
    const price = gr(picks.virtual.price) / 100;
    const t = res.body.result.totals;
    expect(t.grand_total).toBe(price);
    expect(t.total_segments.map((s: Json) => s.code)).toEqual(["subtotal", "tax", "grand_total"]);
    const stored = await call(api, "GET", `/api/cart/totals?cartId=${id}`);
    expect(stored.body.result.grand_total).toBe(price);
    expect(stored.body.result.total_segments.map((s: Json) => s.code)).not.toContain("shipping");
  });

  it("stores shipping information and returns payment methods with totals including shipping", async () => {
    const id = await guestCart();
    await add(id, { sku: picks.simple.sku, qty: 1 });
    const res = await call(api, "POST", `/api/cart/shipping-information?cartId=${id}`, {
      body: {
        addressInformation: {
          shippingAddress: {
            countryId: "PL",
            firstname: "Anna",
            lastname: "Nowak",
            city: "Kraków",
            postcode: "31-042",
            street: ["Rynek Główny 1", "m. 4"],
          },
          billingAddress: { country_id: "PL", firstname: "Anna", lastname: "Nowak" },
          shippingCarrierCode: "flatrate",
          shippingMethodCode: "flatrate",
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.payment_methods).toHaveLength(4);
    const t = res.body.result.totals;
    expect(t.shipping_incl_tax).toBe(5);
    expect(t.shipping_tax_amount).toBe(0.93);
    expect(t.grand_total).toBe((gr(picks.simple.price) + 500) / 100);
    expect(t.total_segments[1]).toEqual({ code: "shipping", title: "Dostawa kurierem", value: 5 });
  });

  it("rejects conflicting country keys, half a method and an unoffered method", async () => {
    const id = await guestCart();
    const conflict = await call(api, "POST", `/api/cart/shipping-information?cartId=${id}`, {
      body: { addressInformation: { shippingAddress: { countryId: "PL", country_id: "DE" } } },
    });
    expect(conflict.body.result.issues[0]).toMatchObject({
      path: "addressInformation.shippingAddress.countryId",
      code: "conflict",
    });
    const half = await call(api, "POST", `/api/cart/shipping-information?cartId=${id}`, {
      body: { addressInformation: { shippingAddress: { countryId: "PL" }, shippingCarrierCode: "flatrate" } },
    });
    expect(half.body.result.issues[0].code).toBe("conflict");
    const unoffered = await call(api, "POST", `/api/cart/shipping-information?cartId=${id}`, {
      body: {
        addressInformation: {
          shippingAddress: { countryId: "DE" },
          shippingCarrierCode: "flatrate",
          shippingMethodCode: "flatrate",
        },
      },
    });
    expect(unoffered.body.result.issues[0].code).toBe("method_unavailable");
  });

  it("collect-totals stores the payment method and adds the fee segment", async () => {
    const id = await guestCart();
    await add(id, { sku: picks.simple.sku, qty: 1 });
    expect((await call(api, "POST", `/api/cart/collect-totals?cartId=${id}`)).status).toBe(200);
    const res = await call(api, "POST", `/api/cart/collect-totals?cartId=${id}`, {
      body: {
        methods: {
          paymentMethod: { method: "cashondelivery" },
          shippingCarrierCode: "inpost",
          shippingMethodCode: "paczkomat",
        },
      },
    });
    const codes = res.body.result.total_segments.map((s: Json) => s.code);
    expect(codes).toEqual(["subtotal", "shipping", "payment", "tax", "grand_total"]);
    expect(res.body.result.grand_total).toBe((gr(picks.simple.price) + 1299 + 500) / 100);
    const bad = await call(api, "POST", `/api/cart/collect-totals?cartId=${id}`, {
      body: { methods: { paymentMethod: { method: "paypal" } } },
    });
    expect(bad.body.result.issues[0]).toMatchObject({
      path: "methods.paymentMethod.method",
      code: "method_unavailable",
    });
  });

  it("lists the shipping countries (PL)", async () => {
    const res = await call(api, "GET", "/api/ext/cart/shipping-countries");
    expect(res.body.result).toEqual([
      {
        id: "PL",
        two_letter_abbreviation: "PL",
        full_name_locale: "Polska",
        full_name_english: "Poland",
        available_regions: [],
      },
    ]);
    expect((await call(api, "GET", `/api/ext/cart/shipping-countries?cartId=${"b".repeat(32)}`)).status).toBe(
      404,
    );
  });
});

describe("blank checkout fields (behaviour §10.2)", () => {
  it("accepts the checkout's shipping-methods body with blank fields", async () => {
    const id = await guestCart();
    const res = await call(api, "POST", `/api/cart/shipping-methods?cartId=${id}`, {
      body: {
        address: {
          region: "",
          region_id: 0,
          country_id: "PL",
          street: ["", ""],
          postcode: "",
          city: "",
          region_code: "",
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(3);
  });
});
