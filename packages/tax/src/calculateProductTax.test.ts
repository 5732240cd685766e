import { describe, expect, it } from "vitest";
import { calculateProductTax } from "./calculateProductTax";
import type { TaxRule } from "./findTaxRule";
import { TaxError } from "./taxError";

const vat = (percent: number | string, extra: Partial<TaxRule> = {}): TaxRule[] => [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", rate: percent }],
    ...extra,
  },
];
const VAT23 = vat(23);
const VAT8 = vat(8);
const now = Date.UTC(2026, 10, 21, 12); // 13:00 in Warsaw

describe("calculateProductTax — net source (the client default)", () => {
  it("adds tax to a net price: net 200 at 8 % gives 200 / 16 / 216 and no special price", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 200 }, VAT8, { now });
    expect(taxed).toMatchObject({
      price: 200,
      price_tax: 16,
      price_incl_tax: 216,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
    });
  });

  it("writes every original_* field, with null when absent", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 200 }, VAT8, { now });
    expect(taxed).toMatchObject({
      original_price: 200,
      original_price_tax: 16,
      original_price_incl_tax: 216,
      original_final_price: null,
      original_special_price: null,
    });
  });

  it("reads final_price as gross by default (finalPriceIncludesTax = true)", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 100, final_price: 123 }, VAT23, { now });
    expect(taxed).toMatchObject({ final_price: 100, final_price_tax: 23, final_price_incl_tax: 123 });
    expect(taxed.original_final_price).toBe(100);
  });

  it("reads final_price as net when finalPriceInclTax is false", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 100, final_price: 123 }, VAT23, {
      now,
      finalPriceInclTax: false,
    });
    expect(taxed).toMatchObject({ final_price: 123, final_price_tax: 28.29, final_price_incl_tax: 151.29 });
  });

  it("accepts numeric strings for prices and rates", () => {
    const taxed = calculateProductTax({ tax_class_id: "2", price: "200.00" }, vat("8.0000"), { now });
    expect(taxed).toMatchObject({ price: 200, price_tax: 16, price_incl_tax: 216 });
  });

  it("treats blank and NaN prices as absent (0)", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: "", special_price: Number.NaN }, VAT23, {
      now,
    });
    expect(taxed).toMatchObject({
      price: 0,
      price_incl_tax: 0,
      special_price: 0,
      original_special_price: null,
    });
  });

  it("uses original_price before price when it is set", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 50, original_price: 100 }, VAT23, { now });
    expect(taxed).toMatchObject({ price: 100, original_price: 100, original_price_incl_tax: 123 });
  });
});

describe("calculateProductTax — gross source (sourcePriceInclTax)", () => {
  it("takes the tax out of a gross price so the gross stays exact", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 129.99 }, VAT23, {
      now,
      sourcePriceInclTax: true,
    });
    expect(taxed).toMatchObject({ price: 105.68, price_tax: 24.31, price_incl_tax: 129.99 });
  });

  it("reads special_price as gross too", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 129.99, special_price: 99.99 }, VAT23, {
      now,
      sourcePriceInclTax: true,
    });
    expect(taxed).toMatchObject({
      price: 81.29,
      price_tax: 18.7,
      price_incl_tax: 99.99,
      special_price: 81.29,
      special_price_incl_tax: 99.99,
      original_price_incl_tax: 129.99,
      original_special_price: 81.29,
    });
  });
});

describe("calculateProductTax — special price", () => {
  const base = { tax_class_id: 2, price: 100, special_price: 80 };

  it("applies a lower special price inside its window", () => {
    const taxed = calculateProductTax(
      { ...base, special_from_date: "2026-11-01", special_to_date: "2026-11-21" },
      VAT23,
      { now },
    );
    expect(taxed).toMatchObject({
      price: 80,
      price_incl_tax: 98.4,
      special_price: 80,
      special_price_incl_tax: 98.4,
    });
  });

  it("applies a special price without dates", () => {
    expect(calculateProductTax(base, VAT23, { now }).price).toBe(80);
  });

  it("zeroes the special price outside its window and keeps the regular price", () => {
    const taxed = calculateProductTax({ ...base, special_to_date: "2026-11-20" }, VAT23, { now });
    expect(taxed).toMatchObject({
      price: 100,
      price_incl_tax: 123,
      special_price: 0,
      special_price_incl_tax: 0,
    });
    expect(taxed.original_special_price).toBe(80);
  });

  it("applies a special price until the end of its last day in Warsaw", () => {
    const lastMinute = Date.UTC(2026, 10, 21, 22, 59);
    expect(
      calculateProductTax({ ...base, special_to_date: "2026-11-21" }, VAT23, { now: lastMinute }).price,
    ).toBe(80);
    expect(
      calculateProductTax({ ...base, special_to_date: "2026-11-21" }, VAT23, { now: lastMinute + 60_000 })
        .price,
    ).toBe(100);
  });

  it("ignores a special price that is not lower than the original", () => {
    const taxed = calculateProductTax({ ...base, special_price: 100 }, VAT23, { now });
    expect(taxed).toMatchObject({ price: 100, special_price: 0 });
    expect(calculateProductTax({ ...base, special_price: 120 }, VAT23, { now }).price).toBe(100);
  });

  it("accepts now as a Date", () => {
    expect(
      calculateProductTax({ ...base, special_from_date: "2026-11-22" }, VAT23, { now: new Date(now) }).price,
    ).toBe(100);
  });
});

describe("calculateProductTax — platform final price", () => {
  it("uses a final price below the price, whatever the special window says", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 100, final_price: 110.7 }, VAT23, { now });
    expect(taxed).toMatchObject({ price: 90, price_tax: 20.7, price_incl_tax: 110.7, special_price: 0 });
  });

  it("swaps when the final price is below the special price", () => {
    const product = {
      tax_class_id: 2,
      price: 100,
      special_price: 90,
      final_price: 86.1, // gross → net 70
      special_from_date: "2027-01-01", // window not active yet
    };
    const taxed = calculateProductTax(product, VAT23, { now });
    // price := S (the special), special := F; F (70) < original (100) but the window is closed → special zeroed
    expect(taxed).toMatchObject({ price: 90, special_price: 0 });
    const active = calculateProductTax({ ...product, special_from_date: null }, VAT23, { now });
    expect(active).toMatchObject({
      price: 90,
      price_incl_tax: 110.7,
      special_price: 70,
      special_price_incl_tax: 86.1,
    });
  });

  it("ignores a final price that is not below the price", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 100, final_price: 200 }, VAT23, { now });
    expect(taxed).toMatchObject({ price: 100, final_price: 162.6 });
  });
});

describe("calculateProductTax — no rate (behaviour §3.4)", () => {
  it("gives zero tax for tax class 0", () => {
    const taxed = calculateProductTax({ tax_class_id: 0, price: 100, special_price: 80 }, VAT23, { now });
    expect(taxed).toMatchObject({
      price: 80,
      price_tax: 0,
      price_incl_tax: 80,
      special_price: 80,
      special_price_tax: 0,
      special_price_incl_tax: 80,
      original_price_incl_tax: 100,
    });
  });

  it("gives zero tax when no rule lists the class", () => {
    expect(calculateProductTax({ tax_class_id: 9, price: 100 }, VAT23, { now })).toMatchObject({
      price_tax: 0,
      price_incl_tax: 100,
    });
  });

  it("gives zero tax when no rate is for the country", () => {
    expect(calculateProductTax({ tax_class_id: 2, price: 100 }, VAT23, { now, country: "DE" })).toMatchObject(
      {
        price_tax: 0,
        price_incl_tax: 100,
      },
    );
  });

  it("gives zero tax when group tax is on and the group is not listed", () => {
    expect(
      calculateProductTax({ tax_class_id: 2, price: 100 }, VAT23, {
        now,
        groupTaxActive: true,
        userGroupId: 4,
      }),
    ).toMatchObject({ price_tax: 0 });
    expect(
      calculateProductTax({ tax_class_id: 2, price: 100 }, VAT23, {
        now,
        groupTaxActive: true,
        userGroupId: 3,
      }),
    ).toMatchObject({ price_tax: 23 });
  });

  it("keeps a gross source as is", () => {
    expect(
      calculateProductTax({ tax_class_id: 0, price: 129.99 }, VAT23, { now, sourcePriceInclTax: true }),
    ).toMatchObject({ price: 129.99, price_tax: 0, price_incl_tax: 129.99 });
  });

  it("does the same on every configurable child", () => {
    const taxed = calculateProductTax(
      { tax_class_id: 0, price: 100, configurable_children: [{ tax_class_id: 2, price: 50 }] },
      VAT23,
      { now },
    );
    expect(taxed.configurable_children?.[0]).toMatchObject({ price: 50, price_tax: 0, price_incl_tax: 50 });
  });
});

describe("calculateProductTax — idempotency", () => {
  it("gives the same fields when run twice on a net source", () => {
    const once = calculateProductTax(
      { tax_class_id: 2, price: 100, special_price: 80, final_price: 123 },
      VAT23,
      { now },
    );
    expect(calculateProductTax(once, VAT23, { now })).toEqual(once);
  });

  it("never deducts tax twice from a gross source", () => {
    const once = calculateProductTax({ tax_class_id: 2, price: 129.99, special_price: 99.99 }, VAT23, {
      now,
      sourcePriceInclTax: true,
    });
    const twice = calculateProductTax(once, VAT23, { now, sourcePriceInclTax: true });
    expect(twice).toEqual(once);
    expect(twice.price_incl_tax).toBe(99.99);
  });

  it("keeps a gross that a net re-derivation would move by a grosz", () => {
    // 0.05 gross at 23 %: tax 0.01, net 0.04; 0.04 net would give tax 0.01 → 0.05. And 1.07: net 0.87 → 1.07.
    for (const gross of [0.05, 1.07, 12.34, 999.99]) {
      const once = calculateProductTax({ tax_class_id: 2, price: gross }, VAT23, {
        now,
        sourcePriceInclTax: true,
      });
      expect(calculateProductTax(once, VAT23, { now, sourcePriceInclTax: true })).toEqual(once);
    }
  });

  it("recomputes from the net bases when the rate changed", () => {
    const once = calculateProductTax({ tax_class_id: 2, price: 100 }, VAT23, { now });
    expect(calculateProductTax(once, VAT8, { now })).toMatchObject({
      price: 100,
      price_tax: 8,
      price_incl_tax: 108,
    });
  });
});

describe("calculateProductTax — configurable children (behaviour §3.5)", () => {
  const children = [
    { sku: "S", tax_class_id: 2, price: 120, status: 1 },
    { sku: "M", tax_class_id: 2, price: 100, status: 1 },
    { sku: "L", tax_class_id: 2, price: 100, special_price: 90, special_from_date: "2027-01-01", status: 1 },
    { sku: "XL", tax_class_id: 2, price: 50, status: 2 },
  ];
  const parent = { tax_class_id: 2, type_id: "configurable", price: 150, configurable_children: children };

  it("taxes every child with the parent's rate and flags", () => {
    const taxed = calculateProductTax(parent, VAT23, { now });
    expect(taxed.configurable_children?.map((c) => c.price_incl_tax)).toEqual([147.6, 123, 123, 61.5]);
  });

  it("copies the cheapest enabled child's price and special triples onto the parent; earliest wins a tie", () => {
    const taxed = calculateProductTax(parent, VAT23, { now });
    expect(taxed).toMatchObject({ price: 100, price_tax: 23, price_incl_tax: 123, special_price: 0 });
  });

  it("keeps the parent's own original_* fields", () => {
    const taxed = calculateProductTax(parent, VAT23, { now });
    expect(taxed).toMatchObject({ original_price: 150, original_price_incl_tax: 184.5 });
  });

  it("ignores children with status 2 or more", () => {
    const taxed = calculateProductTax(parent, VAT23, { now });
    expect(taxed.price).not.toBe(50);
  });

  it("reads a child's status by variant-selection's isEnabled: text '2' is disabled, a missing status enabled", () => {
    const cheapest = (status: unknown) =>
      calculateProductTax(
        {
          ...parent,
          configurable_children: [...children.slice(0, 2), { sku: "XS", tax_class_id: 2, price: 40, status }],
        },
        VAT23,
        { now },
      ).price;
    expect([cheapest("2"), cheapest(3), cheapest(undefined), cheapest("1")]).toEqual([100, 100, 40, 40]);
  });

  it("keeps the parent's price when every child is dearer and the parent has a price", () => {
    const taxed = calculateProductTax({ ...parent, price: 10 }, VAT23, { now });
    expect(taxed.price).toBe(10);
  });

  it("takes a dearer child's price when the parent's price is 0", () => {
    const taxed = calculateProductTax(
      { ...parent, price: 0, configurable_children: children.slice(0, 1) },
      VAT23,
      {
        now,
      },
    );
    expect(taxed.price).toBe(120);
  });

  it("copies custom_attributes onto each child before taxing", () => {
    const taxed = calculateProductTax(
      {
        ...parent,
        configurable_children: [
          {
            sku: "A",
            tax_class_id: 2,
            price: 100,
            custom_attributes: [{ attribute_code: "special_price", value: "70" }],
          },
        ],
      },
      VAT23,
      { now },
    );
    expect(taxed.configurable_children?.[0]).toMatchObject({ price: 70, special_price: 70 });
  });

  it("is idempotent on parents and children", () => {
    const once = calculateProductTax(parent, VAT23, { now, sourcePriceInclTax: true });
    expect(calculateProductTax(once, VAT23, { now, sourcePriceInclTax: true })).toEqual(once);
  });
});

describe("calculateProductTax — deprecated camelCase copies (behaviour §3.6)", () => {
  it("writes the eleven camelCase keys when enabled", () => {
    const taxed = calculateProductTax(
      { tax_class_id: 2, price: 100, special_price: 80, final_price: 123 },
      VAT23,
      {
        now,
        deprecatedPriceFieldsSupport: true,
      },
    ) as unknown as Record<string, unknown>;
    expect({
      priceTax: taxed.priceTax,
      priceInclTax: taxed.priceInclTax,
      specialPrice: taxed.specialPrice,
      specialPriceTax: taxed.specialPriceTax,
      specialPriceInclTax: taxed.specialPriceInclTax,
      originalPrice: taxed.originalPrice,
      originalPriceTax: taxed.originalPriceTax,
      originalPriceInclTax: taxed.originalPriceInclTax,
      finalPrice: taxed.finalPrice,
      finalPriceTax: taxed.finalPriceTax,
      finalPriceInclTax: taxed.finalPriceInclTax,
    }).toEqual({
      priceTax: 18.4,
      priceInclTax: 98.4,
      specialPrice: 80,
      specialPriceTax: 18.4,
      specialPriceInclTax: 98.4,
      originalPrice: 100,
      originalPriceTax: 23,
      originalPriceInclTax: 123,
      finalPrice: 100,
      finalPriceTax: 23,
      finalPriceInclTax: 123,
    });
  });

  it("writes none of them by default", () => {
    const taxed = calculateProductTax({ tax_class_id: 2, price: 100 }, VAT23, { now });
    expect(Object.keys(taxed).filter((key) => /[A-Z]/.test(key))).toEqual([]);
  });

  it("copies them onto the parent from the best child", () => {
    const taxed = calculateProductTax(
      { tax_class_id: 2, price: 0, configurable_children: [{ tax_class_id: 2, price: 10 }] },
      VAT23,
      { now, deprecatedPriceFieldsSupport: true },
    ) as unknown as Record<string, unknown>;
    expect(taxed.priceInclTax).toBe(12.3);
  });
});

describe("calculateProductTax — purity and errors", () => {
  it("does not mutate its input", () => {
    const product = { tax_class_id: 2, price: 100, configurable_children: [{ price: 50 }] };
    const copy = structuredClone(product);
    calculateProductTax(product, VAT23, { now });
    expect(product).toEqual(copy);
  });

  it("throws typed errors for broken input", () => {
    expect(() => calculateProductTax(null as never, VAT23, { now })).toThrow(TaxError);
    expect(() => calculateProductTax({ price: 1 }, null as never, { now })).toThrow(
      "Tax rules must be an array",
    );
    expect(() => calculateProductTax({ price: 1 }, VAT23, { now: Number.NaN })).toThrow(TaxError);
  });
});
