import { isEnabled } from "./isEnabled.js";
import type { ConfigurableProduct, VariantChild } from "./types.js";
import { VariantSelectionError } from "./variantSelectionError.js";

/**
 * One chosen option of a cart line (api-contract.md §5.4 `configurable_item_options`).
 *
 * @example
 * const choice: LineOptionChoice = { option_id: "93", option_value: 56 };
 */
export interface LineOptionChoice {
  readonly option_id: string | number;
  readonly option_value: string | number;
}

/**
 * The child a cart line stands for, with its index in `configurable_children`, or the
 * `no-such-configuration` error as data.
 *
 * @example
 * const result: LineVariantResult<VariantChild> = { variant: { sku: "A-M" }, index: 1 };
 */
export type LineVariantResult<TChild extends VariantChild> =
  | { readonly variant: TChild; readonly index: number }
  | { readonly error: VariantSelectionError };

/**
 * The variant of a cart line from its `configurable_item_options` (issue 30, rule 1; api-contract.md §5.4,
 * behaviour.md §5.2): exactly one {@link isEnabled} child must carry every chosen value (compared as
 * numbers), and every configurable option of the product must be chosen. A missing size is never filled in
 * by elimination and no best match is guessed: a line is what the shopper chose (unlike
 * {@link selectVariant}, which serves the product page). An unknown `option_id`, a value no enabled child
 * carries, an option left out, or two children matching, answer `{ error }` with the reason
 * `no-such-configuration`. Stock is not looked at here (the caller checks the line's quantity). Pure.
 *
 * @example
 * const product = {
 *   sku: "SUK-1",
 *   configurable_options: [{ attribute_id: 93, attribute_code: "color" }, { attribute_id: 142, attribute_code: "size" }],
 *   configurable_children: [{ sku: "SUK-1-S", color: 49, size: 167 }, { sku: "SUK-1-M", color: 49, size: 168 }],
 * };
 * const result = lineVariant(product, [{ option_id: "93", option_value: 49 }, { option_id: "142", option_value: 168 }]);
 * if ("variant" in result) result.variant.sku; // "SUK-1-M"
 */
export function lineVariant<TChild extends VariantChild>(
  product: ConfigurableProduct<TChild>,
  chosen: readonly LineOptionChoice[],
): LineVariantResult<TChild> {
  const options = product.configurable_options ?? [];
  const covered = options.every((option) =>
    chosen.some((choice) => String(choice.option_id) === String(option.attribute_id)),
  );
  let candidates: { child: TChild; index: number }[] = [];
  if (covered) {
    candidates = (product.configurable_children ?? [])
      .map((child, index) => ({ child, index }))
      .filter(({ child }) => isEnabled(child));
    for (const choice of chosen) {
      const option = options.find((o) => String(o.attribute_id) === String(choice.option_id));
      const code = option?.attribute_code;
      if (!code) {
        candidates = [];
        break;
      }
      const wanted = Number(choice.option_value);
      candidates = candidates.filter(({ child }) => Number(child[code]) === wanted);
    }
  }
  const only = candidates.length === 1 ? candidates[0] : undefined;
  if (only) return { variant: only.child, index: only.index };
  return { error: new VariantSelectionError({ reason: "no-such-configuration", sku: product.sku }) };
}
