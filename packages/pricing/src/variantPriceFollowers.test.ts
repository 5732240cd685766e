import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { variantPriceFollowers } from "./variantPriceFollowers";

describe("variantPriceFollowers", () => {
  it("a new regular price reaches the variants that had the product's price, not one priced apart", () => {
    expect(
      variantPriceFollowers({ price: 49.99 }, [{ price: 49.99 }, { price: "49.99" }, { price: 54.99 }], {
        price: true,
        special: false,
      }),
    ).toEqual([
      { price: true, special: false },
      { price: true, special: false },
      { price: false, special: false },
    ]);
  });

  it("a new special price reaches the variants whose special price and window were the product's", () => {
    const product = {
      price: 149.99,
      special_price: 118.99,
      special_from_date: "2026-11-25",
      special_to_date: null,
    };
    expect(
      variantPriceFollowers(
        product,
        [
          { price: 149.99, special_price: 118.99, special_from_date: "2026-11-25", special_to_date: null },
          { price: 149.99, special_price: 118.99, special_from_date: "2026-11-20", special_to_date: null },
          { price: 149.99, special_price: null },
        ],
        { price: false, special: true },
      ),
    ).toEqual([
      { price: false, special: true },
      { price: false, special: false },
      { price: false, special: false },
    ]);
  });

  it("a product without a special price: the variants without one take the new one", () => {
    expect(
      variantPriceFollowers({ price: 99.99, special_price: null }, [{ price: 99.99 }], {
        price: true,
        special: true,
      }),
    ).toEqual([{ price: true, special: true }]);
  });

  it("property: a variant with the product's fields follows whatever changed; a variant priced apart never takes the price", () => {
    const cents = fc.integer({ min: 1, max: 1_000_000 }).map((grosze) => grosze / 100);
    fc.assert(
      fc.property(cents, cents, fc.boolean(), fc.boolean(), (price, other, priceChanged, specialChanged) => {
        const product = { price, special_price: null, special_from_date: null, special_to_date: null };
        const [same, apart] = variantPriceFollowers(product, [{ ...product }, { ...product, price: other }], {
          price: priceChanged,
          special: specialChanged,
        });
        expect(same).toEqual({ price: priceChanged, special: specialChanged });
        expect(apart?.price).toBe(priceChanged && Math.round(other * 100) === Math.round(price * 100));
      }),
    );
  });
});
