import { describe, expect, it } from "vitest";
import {
  cartDefaultPaymentMethod,
  defaultPaymentMethod,
  mergeServerPaymentMethods,
  preselectPaymentMethod,
  visiblePaymentMethods,
} from "./paymentMethods.js";

const p24 = { code: "przelewy24", title: "Przelewy24" };
const cod = { code: "cashondelivery", title: "Za pobraniem", default: true };

describe("defaultPaymentMethod", () => {
  it("takes the flagged default", () => {
    expect(defaultPaymentMethod([p24, cod])).toBe(cod);
  });

  it("falls back to the first, then null", () => {
    expect(defaultPaymentMethod([p24, { code: "payu" }])).toBe(p24);
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe("mergeServerPaymentMethods", () => {
  it("appends unknown backend methods flagged as server methods", () => {
    const result = mergeServerPaymentMethods(
      [p24],
      [{ code: "przelewy24" }, { code: "payu", title: "PayU" }],
    );
    expect(result.methods).toEqual([p24, { code: "payu", title: "PayU", is_server_method: true }]);
    expect(result.added).toEqual([{ code: "payu", title: "PayU", is_server_method: true }]);
  });

  it("replaces earlier server methods instead of piling them up", () => {
    const first = mergeServerPaymentMethods([p24], [{ code: "payu" }]).methods;
    const second = mergeServerPaymentMethods(first, [{ code: "blik" }]);
    expect(second.methods.map((m) => m.code)).toEqual(["przelewy24", "blik"]);
  });

  it("ignores entries that are not objects with a code, and duplicates", () => {
    const result = mergeServerPaymentMethods(
      [],
      [null, "payu", { title: "x" }, { code: "payu" }, { code: "payu" }],
    );
    expect(result.added).toEqual([{ code: "payu", is_server_method: true }]);
  });
});

describe("visiblePaymentMethods", () => {
  it("hides cash on delivery for a virtual cart", () => {
    expect(visiblePaymentMethods([p24, cod], true)).toEqual([p24]);
  });

  it("shows it for a physical cart", () => {
    expect(visiblePaymentMethods([p24, cod], false)).toEqual([p24, cod]);
  });
});

describe("preselectPaymentMethod", () => {
  it("keeps the chosen method while it is visible", () => {
    expect(preselectPaymentMethod("cashondelivery", [p24, cod])).toBe(cod);
  });

  it("falls back to the first visible one, without a cash-on-delivery fallback", () => {
    expect(preselectPaymentMethod("cashondelivery", [p24])).toBe(p24);
    expect(preselectPaymentMethod(null, [])).toBeNull();
  });
});

describe("cartDefaultPaymentMethod", () => {
  it("takes the first visible flagged default, or none", () => {
    expect(cartDefaultPaymentMethod([p24, cod])).toBe(cod);
    expect(cartDefaultPaymentMethod([p24])).toBeNull();
  });
});
