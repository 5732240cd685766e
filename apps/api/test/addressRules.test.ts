// One check for names, cities and phones on both sides (issue 30, issue 32): the API refuses what the
// storefront's checkout refuses, with the Polish message at the field.
import { formRules } from "@outlet/checkout";
import { isPhoneNumber } from "@outlet/checkout/phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS,
  call,
  orderBody,
  orderKey,
  orderPlacer,
  type Picks,
  pickProducts,
  startShop,
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
let place: ReturnType<typeof orderPlacer>;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
  place = orderPlacer(api, "198.18.11.");
}, 60_000);
afterAll(() => api.stop());

type Delivery = "courier" | "locker" | "pickup";
const METHODS: Record<Delivery, { carrier: string; method: string }> = {
  courier: { carrier: "flatrate", method: "flatrate" },
  locker: { carrier: "inpost", method: "paczkomat" },
  pickup: { carrier: "pickup", method: "store" },
};

/** An order of one in-stock product by the delivery, its shipping address changed by `address`. */
const order = (delivery: Delivery, address: Record<string, unknown> = {}) => {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
  const info = body.addressInformation;
  info.shipping_carrier_code = METHODS[delivery].carrier;
  info.shipping_method_code = METHODS[delivery].method;
  if (delivery === "locker") info.inpost_locker = { code: "GDA01M" };
  info.shippingAddress = { ...ADDRESS, ...address };
  for (const [key, value] of Object.entries(info.shippingAddress))
    if (value === undefined) delete info.shippingAddress[key];
  return body;
};

const issueAt = (res: { body: Json }, path: string) =>
  (res.body?.result?.issues ?? []).find((entry: Json) => entry.path === path);

describe("the phone an order needs (issue 32)", () => {
  it("refuses 60123 for a courier at the shipping phone, in Polish, as the storefront does", async () => {
    expect(formRules.phone("60123", isPhoneNumber)).not.toBeNull();
    const res = await place(order("courier", { telephone: "60123" }));
    expect(res.status).toBe(400);
    expect(issueAt(res, "addressInformation.shippingAddress.telephone")).toMatchObject({
      code: "invalid_format",
      message:
        "Podaj poprawny numer telefonu: polski (np. 600 100 200) albo z numerem kierunkowym kraju (np. +49 30 1234567).",
    });
  });

  it("refuses a courier order without a phone at the shipping phone", async () => {
    const res = await place(order("courier", { telephone: undefined }));
    expect(res.status).toBe(400);
    expect(issueAt(res, "addressInformation.shippingAddress.telephone")).toMatchObject({
      code: "required",
      message: "Podaj numer telefonu dla kuriera.",
    });
    expect((await place(order("courier", { telephone: "  " }))).status).toBe(400);
  });

  it("accepts 601 234 567 for a courier", async () => {
    const res = await place(order("courier", { telephone: "601 234 567" }));
    expect(res.status).toBe(200);
    expect(res.body.result.orderNumber).toMatch(/\d/);
  });

  it("refuses 60123 for a locker too, and a locker without a phone", async () => {
    const wrong = await place(order("locker", { telephone: "60123" }));
    expect(wrong.status).toBe(400);
    expect(issueAt(wrong, "addressInformation.shippingAddress.telephone")?.code).toBe("invalid_format");
    const none = await place(order("locker", { telephone: undefined }));
    expect(none.status).toBe(400);
    expect(issueAt(none, "addressInformation.shippingAddress.telephone")?.code).toBe("required");
  });

  it("accepts a store pickup without a phone", async () => {
    const res = await place(order("pickup", { telephone: undefined }));
    expect(res.status).toBe(200);
  });
});

describe("names and cities (issue 30: checkout's formRules on both sides)", () => {
  // each value is refused by the storefront's checkout (formRules) and was accepted by the API before
  const refusedByTheShop = [
    { field: "firstname", value: "Aq\u0301" },
    { field: "lastname", value: "Nowak\u0303" },
    { field: "city", value: "Gdańsk 2" },
    { field: "city", value: "Sopot\u0303" },
  ];

  it.each(refusedByTheShop)("refuses $field $value at the field, in Polish", async ({ field, value }) => {
    const rule = field === "city" ? formRules.city : formRules.personName;
    expect(rule(value)).not.toBeNull();
    const res = await place(order("courier", { [field]: value }));
    expect(res.status).toBe(400);
    const found = issueAt(res, `addressInformation.shippingAddress.${field}`);
    expect(found?.code).toBe("invalid_format");
    expect(found?.message).toBe(
      field === "city" ? "Podaj poprawną nazwę miejscowości." : "Dozwolone są tylko litery.",
    );
  });

  it("accepts what the storefront accepts: Polish letters, hyphens, apostrophes and spaces around", async () => {
    const res = await place(
      order("courier", { firstname: " Zoë-Łucja ", lastname: "O'Neill-Żak", city: "Kędzierzyn-Koźle" }),
    );
    expect(res.status).toBe(200);
  });

  it("refuses the same city on the cart's shipping information", async () => {
    const cartId = (await call(api, "POST", "/api/cart/create")).body.result;
    const res = await call(api, "POST", `/api/cart/shipping-information?cartId=${cartId}`, {
      body: {
        addressInformation: {
          shippingAddress: { countryId: "PL", city: "Gdańsk 2" },
          shippingCarrierCode: "flatrate",
          shippingMethodCode: "flatrate",
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues).toEqual([
      expect.objectContaining({
        path: "addressInformation.shippingAddress.city",
        message: "Podaj poprawną nazwę miejscowości.",
      }),
    ]);
  });
});
