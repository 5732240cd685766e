import { describe, expect, it } from "vitest";
import type { TaxRule } from "./findTaxRule";
import { findTaxRate, findTaxRule, matchTaxRate, taxGroup } from "./findTaxRule";
import { TaxError } from "./taxError";

const rate = (
  country: string,
  percent: number | string,
  region: { id?: number | string; name?: string | null } = {},
) => ({
  tax_country_id: country,
  rate: percent,
  tax_region_id: region.id ?? 0,
  region_name: region.name ?? "",
});

describe("findTaxRule", () => {
  const rules: TaxRule[] = [
    { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [rate("PL", 23)] },
    { id: 2, product_tax_class_ids: [2, 5], customer_tax_class_ids: [4], rates: [rate("PL", 0)] },
    { id: 3, product_tax_class_ids: ["7"], customer_tax_class_ids: ["3"], rates: [rate("PL", 8)] },
  ];

  it("takes the first rule in array order that lists the class", () => {
    expect(findTaxRule(rules, 2)?.id).toBe(1);
    expect(findTaxRule(rules, 5)?.id).toBe(2);
  });

  it("compares ids as numbers", () => {
    expect(findTaxRule(rules, "7")?.id).toBe(3);
    expect(findTaxRule(rules, 7, { groupTaxActive: true, userGroupId: 3 })?.id).toBe(3);
  });

  it("requires the customer group only when group tax is active", () => {
    expect(findTaxRule(rules, 2, { groupTaxActive: true, userGroupId: 4 })?.id).toBe(2);
    expect(findTaxRule(rules, 2, { groupTaxActive: false, userGroupId: 4 })?.id).toBe(1);
    expect(findTaxRule(rules, 2, { groupTaxActive: true, userGroupId: 9 })).toBeNull();
  });

  it("gives null when no rule lists the class", () => {
    expect(findTaxRule(rules, 99)).toBeNull();
  });
});

describe("findTaxRate", () => {
  it("needs the country to match", () => {
    expect(
      findTaxRate({ product_tax_class_ids: [2], rates: [rate("DE", 19)] }, { country: "PL" }),
    ).toBeNull();
  });

  it("matches the region by name", () => {
    const rule = { product_tax_class_ids: [2], rates: [rate("PL", 5, { id: 12, name: "Mazowieckie" })] };
    expect(findTaxRate(rule, { country: "PL", region: "Mazowieckie" })?.rate).toBe(5);
    expect(findTaxRate(rule, { country: "PL", region: "Śląskie" })).toBeNull();
  });

  it("accepts a rate with region id 0 whatever its name", () => {
    const rule = { product_tax_class_ids: [2], rates: [rate("PL", 23, { id: "0", name: "Any" })] };
    expect(findTaxRate(rule, { country: "PL", region: "Śląskie" })?.rate).toBe(23);
  });

  it("accepts a rate without a region name", () => {
    const rule = { product_tax_class_ids: [2], rates: [rate("PL", 23, { id: 12, name: null })] };
    expect(findTaxRate(rule, { country: "PL", region: "Śląskie" })?.rate).toBe(23);
  });

  it("takes the first fitting rate and ignores postcodes", () => {
    const rule = {
      product_tax_class_ids: [2],
      rates: [
        { ...rate("PL", 5, { id: 12, name: "Mazowieckie" }), tax_postcode: "00-001" },
        { ...rate("PL", 23), tax_postcode: "99-999" },
        rate("PL", 8),
      ],
    };
    expect(findTaxRate(rule)?.rate).toBe(23);
    expect(findTaxRate(rule, { region: "Mazowieckie" })?.rate).toBe(5);
  });

  it("defaults to PL and no region", () => {
    expect(findTaxRate({ product_tax_class_ids: [2], rates: [rate("PL", 23)] })?.rate).toBe(23);
  });
});

describe("matchTaxRate", () => {
  const rules = [{ product_tax_class_ids: [2], rates: [rate("PL", "23.0000")] }];

  it("parses the class id like parseInt and needs it above 0", () => {
    expect(matchTaxRate("2", rules)?.value.percent).toBe(23);
    expect(matchTaxRate("2abc", rules)?.value.percent).toBe(23);
    expect(matchTaxRate(0, rules)).toBeNull();
    expect(matchTaxRate(-2, rules)).toBeNull();
    expect(matchTaxRate(null, rules)).toBeNull();
    expect(matchTaxRate("x", rules)).toBeNull();
  });

  it("gives null when the rule has no rate for the country", () => {
    expect(matchTaxRate(2, rules, { country: "DE" })).toBeNull();
  });

  it("throws invalid-rate for a broken rate", () => {
    expect(() => matchTaxRate(2, [{ product_tax_class_ids: [2], rates: [rate("PL", "abc")] }])).toThrow(
      TaxError,
    );
  });
});

describe("taxGroup", () => {
  it("is inactive unless the store view's userGroupId is a number", () => {
    expect(taxGroup({ userGroupId: null }, { group_id: 3 })).toEqual({
      groupTaxActive: false,
      userGroupId: null,
    });
    expect(taxGroup({}, null)).toEqual({ groupTaxActive: false, userGroupId: null });
  });

  it("uses the store view's id for guests or when forced", () => {
    expect(taxGroup({ userGroupId: 0 }, null)).toEqual({ groupTaxActive: true, userGroupId: 0 });
    expect(taxGroup({ userGroupId: 0, useOnlyDefaultUserGroupId: true }, { group_id: 3 })).toEqual({
      groupTaxActive: true,
      userGroupId: 0,
    });
  });

  it("uses the logged-in customer's group otherwise", () => {
    expect(taxGroup({ userGroupId: 0 }, { group_id: 3 })).toEqual({ groupTaxActive: true, userGroupId: 3 });
  });
});
