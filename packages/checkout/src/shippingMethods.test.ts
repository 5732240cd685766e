import { describe, expect, it } from "vitest";
import { defaultCheckoutConfig } from "./checkoutConfig.js";
import {
  cartDefaultShippingMethod,
  defaultShippingMethod,
  preselectShippingMethod,
  type ShippingMethod,
  serverShippingMethods,
  shippingMethodName,
} from "./shippingMethods.js";

const courier: ShippingMethod = {
  method_code: "flatrate",
  carrier_code: "flatrate",
  default: true,
  offline: true,
};
const dpd: ShippingMethod = { method_code: "dpd", carrier_code: "dpd" };
const inpost: ShippingMethod = { method_code: "paczkomat", carrier_code: "inpost", default: true };

describe("defaultShippingMethod", () => {
  it("takes the default non-offline method", () => {
    expect(defaultShippingMethod([courier, dpd, inpost])).toBe(inpost);
  });

  it("falls back to the first non-offline method, skipping an offline default", () => {
    expect(defaultShippingMethod([courier, dpd])).toBe(dpd);
  });

  it("is null when every method is offline", () => {
    expect(defaultShippingMethod([courier])).toBeNull();
    expect(defaultShippingMethod([])).toBeNull();
  });
});

describe("cartDefaultShippingMethod", () => {
  it("takes the first default, offline allowed (local totals)", () => {
    expect(cartDefaultShippingMethod([dpd, courier])).toBe(courier);
    expect(cartDefaultShippingMethod(defaultCheckoutConfig.shippingMethods)?.price_incl_tax).toBe(5);
  });

  it("is null without a default", () => {
    expect(cartDefaultShippingMethod([dpd])).toBeNull();
  });
});

describe("preselectShippingMethod", () => {
  it("takes the default, else the first", () => {
    expect(preselectShippingMethod([dpd, inpost])).toBe(inpost);
    expect(preselectShippingMethod([dpd])).toBe(dpd);
    expect(preselectShippingMethod([])).toBeNull();
  });
});

describe("serverShippingMethods", () => {
  it("marks each method as a server method and drops unavailable ones", () => {
    expect(
      serverShippingMethods([dpd, { ...inpost, available: false }, { ...courier, available: true }]),
    ).toEqual([
      { ...dpd, is_server_method: true },
      { ...courier, available: true, is_server_method: true },
    ]);
  });
});

describe("shippingMethodName", () => {
  it("is the method's own title, not the carrier's glued to it", () => {
    expect(shippingMethodName({ carrier_title: "Kurier", method_title: "Dostawa kurierem" })).toBe(
      "Dostawa kurierem",
    );
  });

  it("falls back to the carrier's title when the method has none", () => {
    expect(shippingMethodName({ carrier_title: "InPost", method_title: " " })).toBe("InPost");
    expect(shippingMethodName({})).toBe("");
  });
});
