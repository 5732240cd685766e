import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Issue 31, finding 8: the same custom option twice in a line was charged twice (and a checkbox value
// repeated inside one option too). Either is refused now, at the options' field.
let api: RunningServer;
let bag: Json;
beforeAll(async () => {
  api = await startShop();
  const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=200", {
    _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }],
  });
  bag = (res.body.hits.hits as Json[])
    .map((hit) => hit._source)
    .find(
      (p: Json) => Array.isArray(p.options) && p.options.some((o: Json) => o.title === "Grawer inicjałów"),
    );
  expect(bag).toBeDefined();
}, 60_000);
afterAll(() => api.stop());

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

describe("a custom option chosen twice in one line", () => {
  it("is refused, not charged twice", async () => {
    const engraving = (bag.options as Json[]).find((o) => o.title === "Grawer inicjałów") as Json;
    const once = { option_id: engraving.option_id, option_value: "AK" };
    const single = await add([once]);
    const twice = await add([once, { ...once, option_id: String(once.option_id) }]);
    report("repeated custom option", { status: twice.status });
    expect(single.status).toBe(200);
    expect(twice.status).toBe(400);
    expect(twice.body.result.issues[0]).toMatchObject({
      path: "cartItem.product_option.extension_attributes.custom_options",
      message: "Ta sama opcja została wybrana dwa razy.",
    });
  });
});
