import { describe, expect, it } from "vitest";
import type { CustomOption } from "./customOptions";
import { customOptionsDelta } from "./customOptions";
import { checkCustomOptionText, customOptionTextMax, normalizeCustomOptionText } from "./customOptionText";

const engraving: CustomOption = {
  option_id: 41,
  type: "field",
  title: "Grawer inicjałów",
  price: 15,
  price_type: "fixed",
  max_characters: 10,
};
const bag = { price: 100, price_incl_tax: 123, options: [engraving] };

describe("checkCustomOptionText", () => {
  it("takes initials with Polish letters, digits, a space, a dot, & and -", () => {
    expect(checkCustomOptionText(engraving, "Ł.Ż & Ś-1")).toEqual({ ok: true, text: "Ł.Ż & Ś-1" });
  });

  it("normalises the spaces, so ' AB ' is the engraving 'AB'", () => {
    expect(checkCustomOptionText(engraving, "  A   B ")).toEqual({ ok: true, text: "A B" });
    expect(normalizeCustomOptionText("\tA\nB ")).toBe("A B");
  });

  it("treats a blank input as no engraving", () => {
    expect(checkCustomOptionText(engraving, "   ")).toEqual({ ok: true, text: null });
  });

  it("refuses 11 characters with a Polish message naming the limit", () => {
    expect(checkCustomOptionText(engraving, "ABCDEFGHIJK")).toEqual({
      ok: false,
      reason: "too_long",
      max: 10,
      message: "Grawer może mieć najwyżej 10 znaków.",
    });
    // ten Polish letters are ten characters
    expect(checkCustomOptionText(engraving, "ŻÓŁĆĘŚĄŹŃż")).toMatchObject({ ok: true });
  });

  it("refuses signs and letters that cannot be engraved", () => {
    for (const text of ["Anna@", "A/B", "Ж", "é", "A_B", "<b>"]) {
      expect(checkCustomOptionText(engraving, text)).toMatchObject({
        ok: false,
        reason: "characters",
        message: "Grawer może zawierać tylko litery, cyfry, spację oraz znaki . & -",
      });
    }
  });

  it("uses the option's max_characters, else 10", () => {
    expect(customOptionTextMax({ max_characters: 3 })).toBe(3);
    expect(customOptionTextMax({})).toBe(10);
    expect(checkCustomOptionText({ max_characters: 3 }, "ABCD")).toMatchObject({
      reason: "too_long",
      max: 3,
    });
  });
});

describe("customOptionsDelta with a text option (issue 32)", () => {
  it("charges the engraving's fee (15 net, 18,45 gross) when a text is given", () => {
    expect(customOptionsDelta(bag, [{ option_id: 41, option_value: "AK" }])).toEqual({
      price: 15,
      price_incl_tax: 18.45,
    });
  });

  it("charges nothing without a text, for blank text, or for a text that cannot be engraved", () => {
    const none = { price: 0, price_incl_tax: 0 };
    expect(customOptionsDelta(bag, [])).toEqual(none);
    expect(customOptionsDelta(bag, [{ option_id: 41, option_value: "  " }])).toEqual(none);
    expect(customOptionsDelta(bag, [{ option_id: 41, option_value: "ABCDEFGHIJKL" }])).toEqual(none);
  });

  it("charges a percent text option as a share of the price", () => {
    const percent = { ...bag, options: [{ ...engraving, price: 10, price_type: "percent" }] };
    expect(customOptionsDelta(percent, [{ option_id: 41, option_value: "A" }])).toEqual({
      price: 10,
      price_incl_tax: 12.3,
    });
  });
});
