import { describe, expect, it } from "vitest";
import type { CustomOption } from "./customOptions";
import {
  customOptionFieldName,
  customOptionsDelta,
  defaultCustomOptionValue,
  selectedCustomOptionValue,
  selectedCustomOptionValues,
} from "./customOptions";

const engraving: CustomOption = {
  option_id: 1,
  type: "checkbox",
  values: [
    { option_type_id: 5, price: 10, price_type: "fixed" },
    { option_type_id: 6, price: 10, price_type: "percent" },
    { option_type_id: 0, price: 99, price_type: "fixed" },
    { option_type_id: 7, price: 0, price_type: "fixed" },
  ],
};
const product = { price: 100, price_incl_tax: 123, options: [engraving] };

describe("defaultCustomOptionValue", () => {
  it("gives the first value id for radio, [] for checkbox and '' otherwise", () => {
    expect(
      defaultCustomOptionValue({
        option_id: 1,
        type: "radio",
        values: [{ option_type_id: 7 }, { option_type_id: 8 }],
      }),
    ).toBe(7);
    expect(defaultCustomOptionValue({ option_id: 1, type: "radio", values: [] })).toBe(0);
    expect(defaultCustomOptionValue({ option_id: 1, type: "checkbox" })).toEqual([]);
    expect(defaultCustomOptionValue({ option_id: 1, type: "field" })).toBe("");
  });
});

describe("customOptionFieldName", () => {
  it("prefixes the option id", () => {
    expect(customOptionFieldName({ option_id: 12 })).toBe("customOption_12");
  });
});

describe("selectedCustomOptionValue", () => {
  const values = [{ option_type_id: 1 }, { option_type_id: 2 }, { option_type_id: 3 }];

  it("passes field input through", () => {
    expect(selectedCustomOptionValue("field", values, "Ala")).toBe("Ala");
  });

  it("maps radio, select and drop_down to the matching id as a string", () => {
    expect(selectedCustomOptionValue("radio", values, 2)).toBe("2");
    expect(selectedCustomOptionValue("select", values, "3")).toBe("3");
    expect(selectedCustomOptionValue("drop_down", values, 9)).toBeNull();
  });

  it("joins checkbox ids in the values' order", () => {
    expect(selectedCustomOptionValue("checkbox", values, [3, 1])).toBe("1,3");
    expect(selectedCustomOptionValue("checkbox", values, [])).toBeNull();
  });

  it("gives null for other types", () => {
    expect(selectedCustomOptionValue("date", values, "2026-11-21")).toBeNull();
  });
});

describe("selectedCustomOptionValues", () => {
  it("drops blank values and ignores unknown options", () => {
    expect(
      selectedCustomOptionValues(
        [engraving],
        [
          { option_id: 1, option_value: "" },
          { option_id: 99, option_value: "5" },
          { option_id: "1", option_value: "5,6" },
        ],
      ).map((value) => value.option_type_id),
    ).toEqual([5, 6]);
  });
});

describe("customOptionsDelta", () => {
  it("adds a fixed amount taxed at the product's effective rate", () => {
    expect(customOptionsDelta(product, [{ option_id: 1, option_value: "5" }])).toEqual({
      price: 10,
      price_incl_tax: 12.3,
    });
  });

  it("adds a percent share of price and price_incl_tax", () => {
    expect(customOptionsDelta(product, [{ option_id: 1, option_value: "6" }])).toEqual({
      price: 10,
      price_incl_tax: 12.3,
    });
  });

  it("never compounds: every percent is of the unadjusted price", () => {
    expect(customOptionsDelta(product, [{ option_id: 1, option_value: "5,6" }])).toEqual({
      price: 20,
      price_incl_tax: 24.6,
    });
  });

  it("ignores option_type_id 0 and zero prices", () => {
    expect(customOptionsDelta(product, [{ option_id: 1, option_value: "0,7" }])).toEqual({
      price: 0,
      price_incl_tax: 0,
    });
  });

  it("uses rate 1 for fixed amounts when the price is 0", () => {
    expect(
      customOptionsDelta({ ...product, price: 0, price_incl_tax: 0 }, [{ option_id: 1, option_value: "5" }]),
    ).toEqual({
      price: 10,
      price_incl_tax: 10,
    });
  });

  it("rounds the sums to grosze", () => {
    const odd = { price: 33.33, price_incl_tax: 41, options: [engraving] };
    expect(customOptionsDelta(odd, [{ option_id: 1, option_value: "6" }])).toEqual({
      price: 3.33,
      price_incl_tax: 4.1,
    });
  });

  it("does not change the product", () => {
    const copy = structuredClone(product);
    customOptionsDelta(product, [{ option_id: 1, option_value: "5,6" }]);
    expect(product).toEqual(copy);
  });
});
