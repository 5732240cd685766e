import type { ConfigurableProduct, VariantChild } from "./types.js";

/**
 * Options of {@link applyVariant}.
 *
 * @example
 * const options: ApplyVariantOptions = { omitVariantFields: ["name", "visibility"] };
 */
export interface ApplyVariantOptions {
  /**
   * Fields of the variant that never overwrite the parent (`products.omitVariantFields`).
   * @default ["name", "visibility"]
   */
  readonly omitVariantFields?: readonly string[] | undefined;
}

/**
 * The variant's fields that go onto the product (behaviour.md §5.6 step 4): without
 * `omitVariantFields`, and without `image` when it is blank or `'no_selection'`. Pure: the variant itself
 * is not changed.
 *
 * @example
 * variantFields({ sku: "A", name: "Child", image: "no_selection", price_incl_tax: 10 }); // { sku: "A", price_incl_tax: 10 }
 */
export function variantFields(
  variant: VariantChild,
  options: ApplyVariantOptions = {},
): Record<string, unknown> {
  const { omitVariantFields = ["name", "visibility"] } = options;
  const fields: Record<string, unknown> = { ...variant };
  for (const field of omitVariantFields) delete fields[field];
  const image = variant.image;
  if (image === null || image === undefined || image === "" || image === "no_selection") delete fields.image;
  return fields;
}

/**
 * The product with a chosen variant applied (behaviour.md §5.6 step 5): the product's fields, then the
 * variant's remaining fields over them; `parentSku`, `parentId`, `name` and `visibility` stay the
 * parent's. Pure: returns a new object.
 *
 * @example
 * const p = applyVariant({ id: 1, sku: "P", name: "Sukienka", visibility: 4 }, { id: 2, sku: "P-S", name: "x", price_incl_tax: 99 });
 * [p.sku, p.parentSku, p.name, p.price_incl_tax]; // ["P-S", "P", "Sukienka", 99]
 */
export function applyVariant<TProduct extends ConfigurableProduct>(
  product: TProduct,
  variant: VariantChild,
  options: ApplyVariantOptions = {},
): TProduct {
  const applied: Record<string, unknown> = { ...product, ...variantFields(variant, options) };
  applied.parentSku = product.parentSku ?? product.sku;
  applied.parentId = product.parentId ?? product.id;
  for (const field of ["name", "visibility"] as const) {
    if (field in product) applied[field] = product[field];
    else delete applied[field];
  }
  return applied as TProduct;
}
