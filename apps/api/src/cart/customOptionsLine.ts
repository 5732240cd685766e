import type { ProductDocument, ProductPriceFields } from "@outlet/contract";
import {
  amountToGrosze,
  type CustomOption,
  checkCustomOptionText,
  customOptionsDelta,
  isTextCustomOption,
} from "@outlet/pricing";

/** The field a refused custom option is reported at (api-contract.md §1.3 issues). */
export const CUSTOM_OPTIONS_FIELD = "cartItem.product_option.extension_attributes.custom_options";

/** A line's custom options checked against its product: what they add and how the line shows them. */
export interface CustomOptionsLine {
  readonly ok: true;
  /** The selections kept (blank values dropped), as stored on the line. */
  readonly selections: readonly { option_id: number; option_value: string }[];
  /** What the options add to the gross unit price, in grosze (behaviour.md §4.5). */
  readonly grossDelta: number;
  readonly labels: readonly { label: string; value: string }[];
}

/** Custom options the product does not have: the line is refused at {@link CUSTOM_OPTIONS_FIELD}. */
export interface CustomOptionsProblem {
  readonly ok: false;
  /** `invalid_enum` for an option or value the product lacks, `invalid_format` for a text that cannot be engraved. */
  readonly code: "invalid_enum" | "invalid_format";
  readonly pl: string;
  readonly en: string;
  readonly field: string;
}

const CHOICE_TYPES = new Set(["radio", "select", "drop_down", "checkbox", "multiple"]);

const refused = (pl: string, en: string): CustomOptionsProblem => ({
  ok: false,
  code: "invalid_enum",
  pl,
  en,
  field: CUSTOM_OPTIONS_FIELD,
});

/**
 * Checks a line's custom options against the product's own (`options`, api-contract.md §12.1) and prices
 * them by the rule of `@outlet/pricing` (`customOptionsDelta`, behaviour.md §4.5: only values with
 * `option_type_id > 0` count; fixed adds the amount at the product's rate, percent a share of its price).
 * The server decides: only ids travel from the client, never a price. An option or value id the product
 * does not have is refused (a Polish field error), not ignored, so a shopper is never charged for less
 * than they chose; so is an option, or a checkbox value, chosen twice (never charged twice). Pure.
 *
 * @example
 * customOptionsLine(bag, [{ option_id: 1181, option_value: "11811" }]); // { ok: true, grossDelta: 1500, … }
 */
export function customOptionsLine(
  priced: ProductPriceFields,
  product: ProductDocument,
  selections: readonly { option_id: string | number; option_value: string }[],
): CustomOptionsLine | CustomOptionsProblem {
  // the narrowed document holds a list or nothing; its options are the pricing rule's CustomOption shape
  const options = (product.options ?? []) as readonly CustomOption[];
  const kept: { option_id: number; option_value: string }[] = [];
  const labels: { label: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const [index, selection] of selections.entries()) {
    const value = selection.option_value.trim();
    if (value === "") continue;
    // issue 31: the same option twice in a line was charged twice; one choice per option
    if (seen.has(String(selection.option_id))) {
      return refused("Ta sama opcja została wybrana dwa razy.", "The same option was chosen twice.");
    }
    seen.add(String(selection.option_id));
    const option = options.find((candidate) => String(candidate.option_id) === String(selection.option_id));
    const type = String(option?.type ?? "");
    if (!option || !(CHOICE_TYPES.has(type) || isTextCustomOption(option))) {
      return refused("Ten produkt nie ma wybranej opcji.", "This product has no such option.");
    }
    const title = String((option as { title?: unknown }).title ?? option.option_id);
    if (isTextCustomOption(option)) {
      // issue 32: the engraving's rule (characters, length, fee only with a text) is @outlet/pricing's
      const checked = checkCustomOptionText(option, value);
      if (!checked.ok) {
        return {
          ok: false,
          code: "invalid_format",
          pl: `${title}: ${checked.message}`,
          en:
            checked.reason === "too_long"
              ? `${title}: at most ${checked.max} characters.`
              : `${title}: only letters, digits, space and . & - can be engraved.`,
          field: `${CUSTOM_OPTIONS_FIELD}.${index}.option_value`,
        };
      }
      if (checked.text === null) continue;
      kept.push({ option_id: Number(option.option_id), option_value: checked.text });
      labels.push({ label: title, value: checked.text });
      continue;
    }
    const ids = value.split(",");
    const chosen = ids.map((id) =>
      option.values?.find((candidate) => String(candidate.option_type_id) === id),
    );
    if (
      chosen.some((found) => found === undefined) ||
      new Set(ids).size !== ids.length ||
      (type !== "checkbox" && type !== "multiple" && ids.length > 1)
    ) {
      return refused("Wybrana wartość opcji jest niedostępna.", "The chosen option value is not available.");
    }
    kept.push({ option_id: Number(option.option_id), option_value: ids.join(",") });
    labels.push({
      label: title,
      value: chosen
        .map((found) => String((found as { title?: unknown }).title ?? found?.option_type_id))
        .join(", "),
    });
  }
  const delta = customOptionsDelta(
    { price: priced.price, price_incl_tax: priced.price_incl_tax, options },
    kept,
  );
  return { ok: true, selections: kept, grossDelta: amountToGrosze(delta.price_incl_tax), labels };
}
