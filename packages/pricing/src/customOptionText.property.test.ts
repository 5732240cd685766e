import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomOption } from "./customOptions";
import { customOptionsDelta } from "./customOptions";
import { checkCustomOptionText } from "./customOptionText";

const engraving: CustomOption = {
  option_id: 41,
  type: "field",
  price: 15,
  price_type: "fixed",
  max_characters: 10,
};
const bag = { price: 100, price_incl_tax: 123, options: [engraving] };
const engravable = "ABCŁŚŻŹĆĘĄÓŃząćęłńóśźż0189 .&-".split("");
const anyText = fc.oneof(
  fc.string({ maxLength: 14 }),
  fc.array(fc.constantFrom(...engravable), { maxLength: 14 }).map((chars) => chars.join("")),
);

describe("checkCustomOptionText (properties)", () => {
  it("the fee is charged exactly when an accepted, non-blank text is given", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const checked = checkCustomOptionText(engraving, input);
        const fee = customOptionsDelta(bag, [{ option_id: 41, option_value: input }]).price_incl_tax;
        expect(fee).toBe(checked.ok && checked.text !== null ? 18.45 : 0);
      }),
    );
  });

  it("an accepted text has at most 10 characters, only engravable ones, and checks as itself again", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const checked = checkCustomOptionText(engraving, input);
        if (!checked.ok || checked.text === null) return;
        expect([...checked.text].length).toBeLessThanOrEqual(10);
        // issue 32: letters with the Polish ones, digits, space, ".", "&", "-"
        expect(checked.text).toMatch(/^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż .&-]+$/);
        expect(checkCustomOptionText(engraving, checked.text)).toEqual(checked);
      }),
    );
  });

  it("two inputs are one engraving exactly when their normalised texts are equal", () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        const x = checkCustomOptionText(engraving, a);
        const y = checkCustomOptionText(engraving, b);
        if (!x.ok || !y.ok) return;
        expect(x.text === y.text).toBe(a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim());
      }),
    );
  });
});
