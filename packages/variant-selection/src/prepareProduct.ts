import type { ConfigurableProduct, ProductOption, VariantChild } from "./types.js";

/**
 * A product after {@link prepareProduct}: the storefront-only fields are present.
 *
 * @example
 * const p: PreparedProduct = prepareProduct({ id: 1, sku: "A" });
 */
export type PreparedProduct<TProduct extends ConfigurableProduct = ConfigurableProduct> = TProduct & {
  readonly qty: number;
  readonly errors: Readonly<Record<string, string>>;
  readonly info: Readonly<Record<string, unknown>>;
  readonly parentSku: string | undefined;
  readonly parentId: number | string | undefined;
  readonly product_option: ProductOption;
};

/**
 * Prepares one search hit (behaviour.md §5.1). Pure, in this order: `qty = 1` if falsy; `errors = {}`
 * and `info = {}`; `parentSku = sku` and `parentId = id` if unset; each child's `custom_attributes`
 * flattened onto the child; an empty `product_option` if unset.
 *
 * @example
 * const p = prepareProduct({ id: 7, sku: "SUK-1", configurable_children: [{ sku: "SUK-1-S", custom_attributes: [{ attribute_code: "size", value: "167" }] }] });
 * p.parentSku; // "SUK-1"
 * p.configurable_children?.[0]?.size; // "167"
 */
export function prepareProduct<TProduct extends ConfigurableProduct>(
  product: TProduct,
): PreparedProduct<TProduct> {
  const children = product.configurable_children?.map(flattenCustomAttributes);
  const prepared = {
    ...product,
    qty: typeof product.qty === "number" && product.qty ? product.qty : 1,
    errors: {},
    info: {},
    parentSku: product.parentSku ?? product.sku,
    parentId: product.parentId ?? product.id,
    product_option: (product.product_option as ProductOption | undefined) ?? {
      extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: [] },
    },
    ...(children ? { configurable_children: children } : {}),
  };
  return prepared as PreparedProduct<TProduct>;
}

function flattenCustomAttributes<TChild extends VariantChild>(child: TChild): TChild {
  if (!child.custom_attributes || child.custom_attributes.length === 0) return child;
  const flat: Record<string, unknown> = { ...child };
  for (const attribute of child.custom_attributes) flat[attribute.attribute_code] = attribute.value;
  return flat as TChild;
}
