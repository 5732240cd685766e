import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checksum } from "./checksum.js";
import { productsEquals } from "./productsEquals.js";

// JSON-like option values with safe keys (no __proto__), numbers included at any depth.
const key = fc.stringMatching(/^[a-z_]{1,8}$/);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
  ),
}));
const optionEntry = fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 });
const listName = fc.constantFrom("bundle_options", "custom_options", "configurable_item_options");

/** The same data with every number written as its decimal string and every object's keys reversed. */
function restyle(input: unknown): unknown {
  if (typeof input === "number") return String(input);
  if (Array.isArray(input)) return input.map(restyle);
  if (input !== null && typeof input === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(input).reverse()) out[k] = restyle((input as Record<string, unknown>)[k]);
    return out;
  }
  return input;
}

describe("checksum (properties)", () => {
  it("is stable under key reordering and number/string forms of the option lists", () => {
    fc.assert(
      fc.property(listName, fc.array(optionEntry, { minLength: 1, maxLength: 4 }), (name, list) => {
        const a = { product_option: { extension_attributes: { [name]: list } } };
        const b = { product_option: { extension_attributes: { [name]: restyle(list) } } };
        expect(checksum(a)).toBe(checksum(b));
      }),
    );
  });

  it("makes option lines with restyled options equal under productsEquals", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("bundle_options", "custom_options"),
        fc.array(optionEntry, { minLength: 1, maxLength: 3 }),
        (name, list) => {
          const a = { sku: "T", product_option: { extension_attributes: { [name]: list } } };
          const b = { sku: "U", product_option: { extension_attributes: { [name]: restyle(list) } } };
          expect(productsEquals(a, b)).toBe(true);
        },
      ),
    );
  });

  it("is a 56-character lowercase hex digest", () => {
    fc.assert(
      fc.property(listName, fc.array(optionEntry, { maxLength: 3 }), (name, list) => {
        expect(checksum({ product_option: { extension_attributes: { [name]: list } } })).toMatch(
          /^[0-9a-f]{56}$/,
        );
      }),
    );
  });
});

describe("engraved lines (issue 32, properties)", () => {
  const line = (text: string) => ({
    product_option: {
      extension_attributes: {
        custom_options: [
          { option_id: 41, option_value: text },
          { option_id: 42, option_value: "0" },
        ],
      },
    },
  });
  const engraving = fc.stringMatching(/^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż .&-]{1,10}$/);

  it("two engravings are one cart line exactly when their texts are equal", () => {
    fc.assert(
      fc.property(engraving, engraving, (a, b) => {
        expect(checksum(line(a)) === checksum(line(b))).toBe(a === b);
        expect(productsEquals({ sku: "TOR-1", ...line(a) }, { sku: "TOR-1", ...line(b) })).toBe(a === b);
      }),
    );
  });
});
