import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer } from "./startServer.js";

// Custom options end to end on the API (catalogue.md "Custom option value", behaviour.md §4.5): the demo
// bags carry an engraving of initials (a text field, fixed 15 net with a text, issue 32) and gift wrapping (10 %, with a free value of option_type_id 0); the
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
  it("seeds demo bags with a fixed-price engraving text field and a percent gift wrapping", () => {
    expect(option("Grawer inicjałów")).toMatchObject({
      type: "field",
      max_characters: 10,
      price: 15,
      price_type: "fixed",
    });
    expect(choiceOf(option("Pakowanie na prezent"), "Pudełko prezentowe")).toMatchObject({
      price: 10,
      price_type: "percent",
    });
    expect(choiceOf(option("Pakowanie na prezent"), "Bez pakowania").option_type_id).toBe(0);
  });

  it("charges the options by the server's rule and shows them on the line", async () => {
    const engraving = option("Grawer inicjałów");
    const wrap = option("Pakowanie na prezent");
    const box = choiceOf(wrap, "Pudełko prezentowe");
    const res = await add([
      { option_id: engraving.option_id, option_value: " A&K " },
      { option_id: String(wrap.option_id), option_value: String(box.option_type_id) },
    ]);
    expect(res.status).toBe(200);
    const base = gr(bag.price_incl_tax);
    const rate = bag.price > 0 ? bag.price_incl_tax / bag.price : 1;
    const expected = base + Math.round(1500 * rate) + Math.round(base * 0.1);
    expect(Math.abs(gr(res.body.result.price_incl_tax) - expected)).toBeLessThanOrEqual(1);
    expect(gr(res.body.result.price_incl_tax)).toBeGreaterThan(base + 1500);
    expect(res.body.result.product_option.extension_attributes.custom_options).toEqual([
      { option_id: Number(engraving.option_id), option_value: "A&K" },
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
    const engraving = option("Grawer inicjałów");
    const honest = await add([{ option_id: engraving.option_id, option_value: "AK" }]);
    const cheeky = await add([{ option_id: engraving.option_id, option_value: "AK", price: -999 }]);
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
    const wrap = option("Pakowanie na prezent");
    const unknownValue = await add([{ option_id: wrap.option_id, option_value: "123456789" }]);
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
    const engraving = (blazer.options as Json[]).find((o) => o.title === "Grawer inicjałów") as Json;
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
                { option_id: engraving.option_id, option_value: "Ł.Ż" },
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
    expect(labels).toEqual(expect.arrayContaining(["Rozmiar", "Grawer inicjałów", "Pakowanie na prezent"]));
  });
});

describe("the engraving's text (issue 32)", () => {
  const engrave = (text: string) =>
    add([{ option_id: option("Grawer inicjałów").option_id, option_value: text }]);
  const gross = (x: Json) => gr(x.body.result.price_incl_tax);
  const fee = () => Math.round(1500 * (bag.price > 0 ? bag.price_incl_tax / bag.price : 1));

  it("charges the fee only with a text: a blank text is no engraving", async () => {
    const blank = await engrave("   ");
    expect(blank.status).toBe(200);
    expect(gross(blank)).toBe(gr(bag.price_incl_tax));
    expect(blank.body.result.product_option ?? null).toBeNull();
    const engraved = await engrave("ŁK");
    expect(gross(engraved)).toBe(gr(bag.price_incl_tax) + fee());
  });

  it("refuses 11 characters with a Polish error at the option's field (400, never 5xx)", async () => {
    const res = await engrave("ABCDEFGHIJK");
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({
      path: "cartItem.product_option.extension_attributes.custom_options.0.option_value",
      code: "invalid_format",
      message: "Grawer inicjałów: Grawer może mieć najwyżej 10 znaków.",
    });
  });

  it("refuses characters that cannot be engraved, naming the field", async () => {
    for (const text of ["A@B", "<b>", "Ж", "A_B"]) {
      const res = await engrave(text);
      expect(res.status).toBe(400);
      expect(res.body.result.issues[0]).toMatchObject({
        path: "cartItem.product_option.extension_attributes.custom_options.0.option_value",
        message: "Grawer inicjałów: Grawer może zawierać tylko litery, cyfry, spację oraz znaki . & -",
      });
    }
  });

  it("keeps two texts on two lines and the same text on one, showing the text on the line", async () => {
    const cartId = (await call(api, "POST", "/api/cart/create")).body.result;
    const put = (text: string) =>
      call(api, "POST", `/api/cart/update?cartId=${cartId}`, {
        body: {
          cartItem: {
            sku: bag.sku,
            qty: 1,
            product_option: {
              extension_attributes: {
                custom_options: [{ option_id: option("Grawer inicjałów").option_id, option_value: text }],
              },
            },
          },
        },
      });
    expect((await put("AK")).status).toBe(200);
    expect((await put("ZW")).status).toBe(200);
    expect((await put(" AK")).status).toBe(200);
    const pulled = (await call(api, "GET", `/api/cart/pull?cartId=${cartId}`)).body.result as Json[];
    expect(pulled.map((line) => line.qty).sort()).toEqual([1, 2]);
    const totals = (await call(api, "GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    const shown = (totals.items as Json[]).map((item) => {
      const options = typeof item.options === "string" ? JSON.parse(item.options) : item.options;
      return `${item.qty} × ${(options as Json[]).map((o) => `${o.label}: ${o.value}`).join(", ")}`;
    });
    expect(shown.sort()).toEqual(["1 × Grawer inicjałów: ZW", "2 × Grawer inicjałów: AK"]);
  });
});
