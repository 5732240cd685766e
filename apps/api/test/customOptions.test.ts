import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer } from "./startServer.js";

// Custom options end to end on the API (catalogue.md "Custom option value", behaviour.md §4.5): the demo
// bags carry a monogram (fixed 15) and gift wrapping (10 %, with a free value of option_type_id 0); the
// server prices the line from its own catalogue, whatever the client sends.
let api: RunningServer;
let bag: Json;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=200", {
    _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }],
  });
  const bags = (res.body.hits.hits as Json[])
    .map((hit) => hit._source)
    .filter((p: Json) => Array.isArray(p.options) && p.options.length > 0);
  expect(bags.length).toBeGreaterThanOrEqual(1);
  bag = bags[0];
}, 60_000);
afterAll(() => api.stop());

const option = (title: string) => (bag.options as Json[]).find((o) => o.title === title) as Json;
const choiceOf = (o: Json, title: string) => (o.values as Json[]).find((v) => v.title === title) as Json;
const add = async (customOptions: Json[]) => {
  const cartId = (await call(api, "POST", "/api/cart/create")).body.result;
  return call(api, "POST", `/api/cart/update?cartId=${cartId}`, {
    body: {
      cartItem: {
        sku: bag.sku,
        qty: 1,
        product_option: { extension_attributes: { custom_options: customOptions } },
      },
    },
  });
};
const gr = (x: number) => Math.round(x * 100);

describe("custom options in the cart (§4.5)", () => {
  it("seeds demo bags with a fixed-price monogram and a percent gift wrapping", () => {
    expect(option("Monogram").values[0]).toMatchObject({ price: 15, price_type: "fixed" });
    expect(choiceOf(option("Pakowanie na prezent"), "Pudełko prezentowe")).toMatchObject({
      price: 10,
      price_type: "percent",
    });
    expect(choiceOf(option("Pakowanie na prezent"), "Bez pakowania").option_type_id).toBe(0);
  });

  it("charges the options by the server's rule and shows them on the line", async () => {
    const monogram = option("Monogram");
    const wrap = option("Pakowanie na prezent");
    const box = choiceOf(wrap, "Pudełko prezentowe");
    const res = await add([
      { option_id: monogram.option_id, option_value: String(monogram.values[0].option_type_id) },
      { option_id: String(wrap.option_id), option_value: String(box.option_type_id) },
    ]);
    expect(res.status).toBe(200);
    const base = gr(bag.price_incl_tax);
    const rate = bag.price > 0 ? bag.price_incl_tax / bag.price : 1;
    const expected = base + Math.round(1500 * rate) + Math.round(base * 0.1);
    expect(Math.abs(gr(res.body.result.price_incl_tax) - expected)).toBeLessThanOrEqual(1);
    expect(gr(res.body.result.price_incl_tax)).toBeGreaterThan(base + 1500);
    expect(res.body.result.product_option.extension_attributes.custom_options).toEqual([
      { option_id: Number(monogram.option_id), option_value: String(monogram.values[0].option_type_id) },
      { option_id: Number(wrap.option_id), option_value: String(box.option_type_id) },
    ]);
  });

  it("charges nothing for a value whose option_type_id is 0", async () => {
    const wrap = option("Pakowanie na prezent");
    const res = await add([{ option_id: wrap.option_id, option_value: "0" }]);
    expect(res.status).toBe(200);
    expect(res.body.result.price_incl_tax).toBe(bag.price_incl_tax);
  });

  it("ignores a price the client sends with an option", async () => {
    const monogram = option("Monogram");
    const honest = await add([
      { option_id: monogram.option_id, option_value: String(monogram.values[0].option_type_id) },
    ]);
    const cheeky = await add([
      { option_id: monogram.option_id, option_value: String(monogram.values[0].option_type_id), price: -999 },
    ]);
    expect(cheeky.status).toBe(200);
    expect(cheeky.body.result.price_incl_tax).toBe(honest.body.result.price_incl_tax);
    expect(honest.body.result.price_incl_tax).toBeGreaterThan(bag.price_incl_tax);
  });

  it("refuses an option or a value the product does not have, with a Polish error at the field", async () => {
    const unknownOption = await add([{ option_id: 987654, option_value: "1" }]);
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body.result.issues[0]).toMatchObject({
      path: "cartItem.product_option.extension_attributes.custom_options",
      code: "invalid_enum",
      message: "Ten produkt nie ma wybranej opcji.",
    });
    const monogram = option("Monogram");
    const unknownValue = await add([{ option_id: monogram.option_id, option_value: "123456789" }]);
    expect(unknownValue.status).toBe(400);
    expect(unknownValue.body.result.issues[0]).toMatchObject({
      path: "cartItem.product_option.extension_attributes.custom_options",
      message: "Wybrana wartość opcji jest niedostępna.",
    });
  });
});

describe("custom options on a configurable product (§4.5, issue 15)", () => {
  it("seeds blazers with options on the parent and charges them on the chosen size", async () => {
    const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=999", {
      _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }],
    });
    const blazers = (res.body.hits.hits as Json[])
      .map((hit) => hit._source)
      .filter((p: Json) => Array.isArray(p.options) && p.options.length > 0);
    expect(blazers.map((p: Json) => String(p.sku).slice(0, 4))).toEqual(["MAR-", "MAR-"]);
    const blazer = blazers[0] as Json;
    const child = (blazer.configurable_children as Json[]).find(
      (c) => (c.stock as Json | undefined)?.is_in_stock === true && c.status !== 2,
    ) as Json;
    const monogram = (blazer.options as Json[]).find((o) => o.title === "Monogram") as Json;
    const wrap = (blazer.options as Json[]).find((o) => o.title === "Pakowanie na prezent") as Json;
    const box = (wrap.values as Json[]).find((v) => v.title === "Pudełko prezentowe") as Json;
    const cartId = (await call(api, "POST", "/api/cart/create")).body.result;
    const line = await call(api, "POST", `/api/cart/update?cartId=${cartId}`, {
      body: {
        cartItem: {
          sku: child.sku,
          qty: 1,
          product_option: {
            extension_attributes: {
              custom_options: [
                { option_id: monogram.option_id, option_value: String(monogram.values[0].option_type_id) },
                { option_id: wrap.option_id, option_value: String(box.option_type_id) },
              ],
            },
          },
        },
      },
    });
    expect(line.status).toBe(200);
    const base = gr(child.price_incl_tax);
    const rate = child.price > 0 ? child.price_incl_tax / child.price : 1;
    expect(gr(line.body.result.price_incl_tax)).toBe(base + Math.round(1500 * rate) + Math.round(base * 0.1));
    // The line keeps its size and colour and adds the options.
    expect(line.body.result.product_option.extension_attributes.configurable_item_options.length).toBe(2);
    expect(line.body.result.product_option.extension_attributes.custom_options.length).toBe(2);
    const totals = (await call(api, "GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    const options = totals.items[0].options;
    const labels = ((typeof options === "string" ? JSON.parse(options) : options) as Json[]).map(
      (o) => o.label,
    );
    expect(labels).toEqual(expect.arrayContaining(["Rozmiar", "Monogram", "Pakowanie na prezent"]));
  });
});
