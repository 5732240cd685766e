import { type ConfigurableProduct, isEligibleChild } from "@outlet/variant-selection";

/** One variant of the add-to-cart form's list without JavaScript. */
export interface NoScriptVariant {
  readonly sku: string;
  /** The variant's option labels, e.g. "Szary, S". */
  readonly label: string;
  readonly available: boolean;
}

/**
 * The variants a browser without JavaScript can choose in the product page's add-to-cart form (the
 * option buttons need scripts): every child that may be shown (status below 2, behaviour.md §5.2), named by
 * its option labels in the order of `configurable_options`, marked unavailable when out of stock. Pure.
 *
 * @example
 * noScriptVariants(blouse); // [{ sku: "BLU-0757-SZA-XS", label: "Szary, XS", available: true }, …]
 */
export function noScriptVariants(product: ConfigurableProduct): NoScriptVariant[] {
  if (product.type_id !== "configurable") return [];
  const options = product.configurable_options ?? [];
  return (product.configurable_children ?? [])
    .filter((child) => typeof child.sku === "string" && isEligibleChild(child))
    .map((child) => ({
      sku: String(child.sku),
      label: options
        .map((option) => {
          const value = child[String(option.attribute_code ?? "")];
          return option.values?.find((candidate) => String(candidate.value_index) === String(value))?.label;
        })
        .filter((label): label is string => typeof label === "string" && label !== "")
        .join(", "),
      available: isEligibleChild(child, { listOutOfStockProducts: false }),
    }));
}
