import { describe, expect, it } from "vitest";
import type { RefreshableProduct } from "./platformPriceRefresh";
import {
  applyPlatformPrices,
  clearPlatformPrices,
  markPricesPending,
  PRICES_AFTER_SYNC_EVENT,
  platformPriceSkus,
  renderListItems,
  renderListRequest,
  shouldRefreshPricesAfterAuthChange,
  shouldWaitForPlatformSync,
} from "./platformPriceRefresh";

const item = (
  id: number,
  final: [number, number],
  regular: [number, number],
  special: [number, number] | null,
) => ({
  id,
  price_info: {
    final_price: final[0],
    regular_price: regular[0],
    special_price: special?.[0] ?? null,
    extension_attributes: {
      tax_adjustments: {
        final_price: final[1],
        regular_price: regular[1],
        special_price: special?.[1] ?? null,
      },
    },
  },
});

describe("clearPlatformPrices", () => {
  it("nulls every price field of products and children", () => {
    const [cleared] = clearPlatformPrices([
      {
        sku: "P",
        price: 1,
        priceInclTax: 2,
        name: "x",
        configurable_children: [{ sku: "C", final_price_incl_tax: 3 }],
      },
    ]);
    expect(cleared).toMatchObject({
      price: null,
      priceInclTax: null,
      original_special_price: null,
      name: "x",
    });
    expect(cleared?.configurable_children?.[0]).toMatchObject({
      final_price_incl_tax: null,
      special_price: null,
    });
  });
});

describe("platformPriceSkus", () => {
  it("adds the children's skus when exactly one product is refreshed", () => {
    expect(
      platformPriceSkus([{ sku: "P", configurable_children: [{ sku: "P-S" }, { sku: "P-M" }] }]),
    ).toEqual(["P", "P-S", "P-M"]);
  });

  it("sends only the parents' skus for several products", () => {
    expect(platformPriceSkus([{ sku: "A", configurable_children: [{ sku: "A-S" }] }, { sku: "B" }])).toEqual([
      "A",
      "B",
    ]);
  });
});

describe("renderListRequest", () => {
  it("builds the GET URL with encoded, comma-joined skus", () => {
    expect(renderListRequest({ endpoint: "/api/product", skus: ["A", "B/1"], storeId: 1 })).toEqual({
      method: "GET",
      url: "/api/product/render-list?skus=A%2CB%2F1&currencyCode=PLN&storeId=1",
      headers: { "Content-Type": "application/json" },
    });
  });

  it("adds userGroupId when group tax is active", () => {
    expect(renderListRequest({ endpoint: "/p", skus: ["A"], storeId: 1, userGroupId: 3 }).url).toBe(
      "/p/render-list?skus=A&currencyCode=PLN&storeId=1&userGroupId=3",
    );
    expect(
      renderListRequest({ endpoint: "/p", skus: ["A"], storeId: 1, userGroupId: null }).url,
    ).not.toContain("userGroupId");
  });

  it("sends the token as a query parameter unless tokenInHeader", () => {
    expect(renderListRequest({ endpoint: "/p", skus: ["A"], storeId: 1, token: "t k" }).url).toContain(
      "&token=t%20k",
    );
    const inHeader = renderListRequest({
      endpoint: "/p",
      skus: ["A"],
      storeId: 1,
      token: "tk",
      tokenInHeader: true,
    });
    expect(inHeader.url).not.toContain("token");
    expect(inHeader.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer tk" });
  });
});

describe("renderListItems", () => {
  it("reads result.items or items and gives [] for anything else", () => {
    expect(renderListItems({ code: 200, result: { items: [{ id: 1 }] } })).toEqual([{ id: 1 }]);
    expect(renderListItems({ items: [{ id: 2 }, null, "x"] })).toEqual([{ id: 2 }]);
    expect(renderListItems(undefined)).toEqual([]);
    expect(renderListItems({ result: "error" })).toEqual([]);
  });
});

describe("applyPlatformPrices", () => {
  const now = Date.UTC(2026, 10, 21, 12);

  it("maps gross fields from price_info and net fields from tax_adjustments", () => {
    const { products } = applyPlatformPrices(
      [{ id: 1, sku: "A" }],
      [item(1, [99.99, 81.29], [129.99, 105.68], [99.99, 81.29])],
      { now },
    );
    expect(products[0]).toMatchObject({
      price: 81.29,
      price_tax: 18.7,
      price_incl_tax: 99.99,
      original_price: 105.68,
      original_price_tax: 24.31,
      original_price_incl_tax: 129.99,
      special_price: 81.29,
      special_price_tax: 18.7,
      special_price_incl_tax: 99.99,
      price_is_current: true,
      price_refreshed_at: now,
    });
  });

  it("writes the camelCase copies unless disabled", () => {
    const items = [item(1, [99.99, 81.29], [129.99, 105.68], [99.99, 81.29])];
    expect(applyPlatformPrices([{ id: 1 }], items, { now }).products[0]).toMatchObject({
      priceInclTax: 99.99,
      priceTax: 18.7,
      originalPrice: 105.68,
      specialPriceInclTax: 99.99,
    });
    expect(
      applyPlatformPrices([{ id: 1 }], items, { now, deprecatedPriceFieldsSupport: false }).products[0],
    ).not.toHaveProperty("priceInclTax");
  });

  it("zeroes the special price when the final price is not below the regular one", () => {
    const { products } = applyPlatformPrices(
      [{ id: 1 }],
      [item(1, [129.99, 105.68], [129.99, 105.68], [99.99, 81.29])],
      { now },
    );
    expect(products[0]).toMatchObject({ special_price: 0, special_price_incl_tax: 0, special_price_tax: 0 });
  });

  it("treats a missing special price as 0", () => {
    const { products } = applyPlatformPrices([{ id: 1 }], [item(1, [90, 73.17], [129.99, 105.68], null)], {
      now,
    });
    expect(products[0]).toMatchObject({ special_price: 0, special_price_incl_tax: 0 });
  });

  it("matches children by id and emits one event per product", () => {
    const parent = {
      id: 1,
      sku: "P",
      configurable_children: [
        { id: 2, sku: "P-S" },
        { id: 3, sku: "P-M" },
      ],
    };
    const list: RefreshableProduct[] = [parent, { id: 9, sku: "OTHER" }];
    const result = applyPlatformPrices(list, [item(3, [50, 40.65], [50, 40.65], null)], { now });
    expect(result.products[0]?.configurable_children?.[1]).toMatchObject({
      price_incl_tax: 50,
      price_is_current: true,
    });
    expect(result.products[0]?.configurable_children?.[0]).toEqual({ id: 2, sku: "P-S" });
    expect(result.products[1]).toEqual({ id: 9, sku: "OTHER" });
    expect(result.effects).toEqual([{ type: "emit", event: "product-after-priceupdate", sku: "P" }]);
    expect(PRICES_AFTER_SYNC_EVENT).toBe("prices-after-sync");
  });

  it("keeps the parts adding up exactly: incl = net + tax", () => {
    const { products } = applyPlatformPrices([{ id: 1 }], [item(1, [0.3, 0.1], [0.3, 0.1], null)], { now });
    expect(products[0]?.price_tax).toBe(0.2);
  });
});

describe("markPricesPending", () => {
  it("sets price_is_current false and price_refreshed_at null", () => {
    expect(markPricesPending([{ sku: "A", price_is_current: true }])).toEqual([
      { sku: "A", price_is_current: false, price_refreshed_at: null },
    ]);
  });
});

describe("shouldWaitForPlatformSync", () => {
  it("waits on the server or when configured", () => {
    expect(shouldWaitForPlatformSync({ waitForPlatformSync: false, isServer: true })).toBe(true);
    expect(shouldWaitForPlatformSync({ waitForPlatformSync: true, isServer: false })).toBe(true);
    expect(shouldWaitForPlatformSync({ waitForPlatformSync: false, isServer: false })).toBe(false);
  });
});

describe("shouldRefreshPricesAfterAuthChange", () => {
  it("refreshes after login or logout only with price tiers or group tax", () => {
    expect(shouldRefreshPricesAfterAuthChange({ usePriceTiers: true, groupTaxActive: false })).toBe(true);
    expect(shouldRefreshPricesAfterAuthChange({ usePriceTiers: false, groupTaxActive: true })).toBe(true);
    expect(shouldRefreshPricesAfterAuthChange({ usePriceTiers: false, groupTaxActive: false })).toBe(false);
  });
});
