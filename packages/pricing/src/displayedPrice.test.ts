import { describe, expect, it } from "vitest";
import { displayedPrice } from "./displayedPrice";

describe("displayedPrice", () => {
  it("shows price_incl_tax for one piece", () => {
    expect(displayedPrice({ price_incl_tax: 129.99 })).toEqual({ price: 129.99, originalPrice: null });
  });

  it("falls back to the camelCase copy, then to 0", () => {
    expect(displayedPrice({ price_incl_tax: 0, priceInclTax: 50 }).price).toBe(50);
    expect(displayedPrice({}).price).toBe(0);
  });

  it("multiplies by qty when it is above 0, else by 1", () => {
    expect(displayedPrice({ price_incl_tax: 10.01, qty: 3 }).price).toBe(30.03);
    expect(displayedPrice({ price_incl_tax: 10.01, qty: 0 }).price).toBe(10.01);
    expect(displayedPrice({ price_incl_tax: 10.01, qty: -2 }).price).toBe(10.01);
  });

  it("adds the custom-option delta before multiplying", () => {
    expect(displayedPrice({ price_incl_tax: 100, qty: 2 }, { customOptionsDeltaInclTax: 12.3 }).price).toBe(
      224.6,
    );
  });

  it("shows a bundle's option price when it is above 0", () => {
    expect(displayedPrice({ price_incl_tax: 100 }, { bundleOptionsPriceInclTax: 77.5 }).price).toBe(77.5);
    expect(displayedPrice({ price_incl_tax: 100 }, { bundleOptionsPriceInclTax: 0 }).price).toBe(100);
  });

  it("strikes through the original when a special price is active and the original is higher", () => {
    expect(
      displayedPrice(
        { price_incl_tax: 99.99, original_price_incl_tax: 129.99, special_price: 81.29, qty: 2 },
        { customOptionsDeltaInclTax: 1 },
      ),
    ).toEqual({ price: 201.98, originalPrice: 261.98 });
  });

  it("hides the original without a special price", () => {
    expect(
      displayedPrice({ price_incl_tax: 99.99, original_price_incl_tax: 129.99, special_price: 0 })
        .originalPrice,
    ).toBeNull();
  });

  it("hides the original when it is not above the shown base", () => {
    expect(
      displayedPrice({ price_incl_tax: 99.99, original_price_incl_tax: 99.99, special_price: 81.29 })
        .originalPrice,
    ).toBeNull();
  });

  it("hides the original when the base or the original is 0", () => {
    expect(
      displayedPrice({ price_incl_tax: 0, original_price_incl_tax: 10, special_price: 5 }).originalPrice,
    ).toBeNull();
    expect(
      displayedPrice({ price_incl_tax: 10, original_price_incl_tax: 0, special_price: 5 }).originalPrice,
    ).toBeNull();
  });

  it("reads originalPriceInclTax when the snake_case field is missing", () => {
    expect(
      displayedPrice({ priceInclTax: 50, originalPriceInclTax: 80, special_price: 40 }).originalPrice,
    ).toBe(80);
  });
});
