import { describe, expect, it } from "vitest";
import { isActiveLinkItem, isEnabled } from "./isEnabled.js";
import { lineVariant } from "./lineVariant.js";

const product = {
  sku: "SUK-1",
  configurable_options: [
    { attribute_id: 93, attribute_code: "color" },
    { attribute_id: "142", attribute_code: "size" },
  ],
  configurable_children: [
    { sku: "SUK-1-CZA-S", color: 49, size: 167 },
    { sku: "SUK-1-CZA-M", color: 49, size: 168, status: 2 },
    { sku: "SUK-1-BIA-M", color: 50, size: 168 },
  ],
};

const skuOf = (result: ReturnType<typeof lineVariant>) =>
  "variant" in result ? result.variant.sku : result.error.reason;

describe("lineVariant", () => {
  it("picks the one enabled child carrying every chosen value, with its index", () => {
    const result = lineVariant(product, [
      { option_id: "93", option_value: 50 },
      { option_id: 142, option_value: "168" },
    ]);
    expect(result).toMatchObject({ variant: { sku: "SUK-1-BIA-M" }, index: 2 });
  });

  it("never answers a disabled child", () => {
    const chosen = [
      { option_id: "93", option_value: 49 },
      { option_id: "142", option_value: 168 },
    ];
    expect(skuOf(lineVariant(product, chosen))).toBe("no-such-configuration");
  });

  it("refuses a choice that leaves an option out, even when one child is left", () => {
    expect(skuOf(lineVariant(product, [{ option_id: "93", option_value: 50 }]))).toBe(
      "no-such-configuration",
    );
  });

  it("refuses an unknown option id and a value no child carries", () => {
    expect(
      skuOf(
        lineVariant(product, [
          { option_id: "93", option_value: 49 },
          { option_id: "142", option_value: 167 },
          { option_id: "7", option_value: 1 },
        ]),
      ),
    ).toBe("no-such-configuration");
    expect(
      skuOf(
        lineVariant(product, [
          { option_id: "93", option_value: 51 },
          { option_id: "142", option_value: 167 },
        ]),
      ),
    ).toBe("no-such-configuration");
  });

  it("refuses when two enabled children match", () => {
    const twins = {
      ...product,
      configurable_children: [
        { sku: "A", color: 49, size: 167 },
        { sku: "B", color: 49, size: 167 },
      ],
    };
    const chosen = [
      { option_id: "93", option_value: 49 },
      { option_id: "142", option_value: 167 },
    ];
    expect(skuOf(lineVariant(twins, chosen))).toBe("no-such-configuration");
  });
});

describe("isEnabled", () => {
  it("reads status 0 and 1 and a missing status as enabled, 2 and above as disabled", () => {
    expect([0, 1, undefined, null, 2, 3].map((status) => isEnabled({ status }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("reads a numeric string as its number", () => {
    expect(isEnabled({ status: "2" })).toBe(false);
    expect(isEnabled({ status: "1" })).toBe(true);
  });
});

describe("isActiveLinkItem", () => {
  it("takes only status 1 (or none) for a grouped or bundle item", () => {
    expect([1, undefined, 0, 2].map((status) => isActiveLinkItem({ status }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
