/** What the text rule reads of a custom option (the whole option is `CustomOption` of customOptions.ts). */
interface TextOptionLimits {
  /** The most characters a text option takes (default `CUSTOM_OPTION_TEXT_MAX`). */
  readonly max_characters?: number | undefined;
}

/**
 * How many characters a text option takes when the product does not say (`max_characters`): the demo's
 * engraving of initials (issue 32).
 *
 * @default 10
 */
export const CUSTOM_OPTION_TEXT_MAX = 10;

/**
 * The characters an engraved text may hold (issue 32): Latin letters with the Polish ones, digits, space,
 * `.`, `&` and `-`. Other letters or signs cannot be engraved.
 */
export const CUSTOM_OPTION_TEXT_CHARACTERS = "A–Z, a–z, ąćęłńóśźż (i wielkie), cyfry, spacja, . & -";

const ALLOWED = /^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż .&-]*$/;

/** Why a text option's value was refused. */
export type CustomOptionTextReason = "too_long" | "characters";

/**
 * A text option's value checked (issue 32): `text` is what the line stores, charges and shows, or `null`
 * when the shopper typed nothing (no option, no fee); a refusal carries its reason and Polish message.
 *
 * @example
 * const checked: CheckedCustomOptionText = { ok: true, text: "A&B" };
 */
export type CheckedCustomOptionText =
  | { readonly ok: true; readonly text: string | null }
  | {
      readonly ok: false;
      readonly reason: CustomOptionTextReason;
      /** The Polish message shown at the field. */
      readonly message: string;
      readonly max: number;
    };

/**
 * The most characters a text option takes: its `max_characters` when positive, else
 * {@link CUSTOM_OPTION_TEXT_MAX}. Pure.
 *
 * @example
 * customOptionTextMax({ option_id: 1, type: "field", max_characters: 12 }); // 12
 */
export function customOptionTextMax(option: TextOptionLimits): number {
  const max = Number(option.max_characters);
  return Number.isInteger(max) && max > 0 ? max : CUSTOM_OPTION_TEXT_MAX;
}

/**
 * The text an input stands for: spaces at the ends dropped and runs of spaces made one, so " AB " and
 * "AB" are the same engraving (and the same cart line). Pure.
 *
 * @example
 * normalizeCustomOptionText("  A  &  B "); // "A & B"
 */
export function normalizeCustomOptionText(input: string): string {
  return input.replace(/\s+/g, " ").trim();
}

/**
 * Checks a text (`field`) option's input (issue 32): blank is no choice (`text: null`, nothing charged);
 * otherwise the normalised text must hold only {@link CUSTOM_OPTION_TEXT_CHARACTERS} and at most
 * {@link customOptionTextMax} characters (counted as characters, so "Ż" is one). Pure; the one rule the
 * product page and the server both apply.
 *
 * @example
 * checkCustomOptionText({ option_id: 1, type: "field" }, "  Ł.K "); // { ok: true, text: "Ł.K" }
 * checkCustomOptionText({ option_id: 1, type: "field" }, "Anna@"); // { ok: false, reason: "characters", … }
 */
export function checkCustomOptionText(option: TextOptionLimits, input: string): CheckedCustomOptionText {
  const text = normalizeCustomOptionText(input);
  const max = customOptionTextMax(option);
  if (text === "") return { ok: true, text: null };
  if (!ALLOWED.test(text)) {
    return {
      ok: false,
      reason: "characters",
      max,
      message: "Grawer może zawierać tylko litery, cyfry, spację oraz znaki . & -",
    };
  }
  if ([...text].length > max) {
    return { ok: false, reason: "too_long", max, message: `Grawer może mieć najwyżej ${max} znaków.` };
  }
  return { ok: true, text };
}
