import { type CustomOption, customOptionsDelta, fromGrosze, toGrosze } from "@outlet/pricing";
import { useState } from "react";
import type { ProductDoc, selectionFor } from "../../lib/productView";
import {
  type CustomOptionChoices,
  customOptionSelections,
  customTextErrors,
  initialCustomOptionChoices,
} from "./CustomOptionsPicker";

/**
 * The product's custom options (behaviour.md §4.5) and the shopper's choices: the selections the cart line
 * carries, and the price shown with them added by the rule the server charges by (`@outlet/pricing`
 * `customOptionsDelta`, in grosze); `grossOf` prices one value for the picker's labels.
 *
 * @example
 * const { customOptions, choices, setChoices, shownPrice } = useCustomOptions(data.product, selection);
 */
export function useCustomOptions(parent: ProductDoc, selection: ReturnType<typeof selectionFor>) {
  const customOptions = ((parent as { options?: readonly CustomOption[] | null }).options ??
    []) as readonly CustomOption[];
  const [choices, setChoices] = useState<CustomOptionChoices>(() =>
    initialCustomOptionChoices(customOptions),
  );
  const product = { ...selection.product, options: customOptions };
  const customSelections = customOptionSelections(choices);
  const optionsDelta = customOptionsDelta(product, customSelections);
  return {
    customOptions,
    choices,
    setChoices,
    customSelections,
    /** The text options' Polish errors by option id (issue 32): nothing is added while one is set. */
    textErrors: customTextErrors(customOptions, choices),
    shownPrice: fromGrosze(toGrosze(selection.price) + toGrosze(optionsDelta.price_incl_tax)),
    grossOf: (optionId: string, valueId: string) =>
      customOptionsDelta(product, [{ option_id: optionId, option_value: valueId }]).price_incl_tax,
  };
}
