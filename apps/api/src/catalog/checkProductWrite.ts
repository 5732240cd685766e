import type { ProductDocument, ProductManufacturer } from "@outlet/contract";
import { checkProductInformation } from "@outlet/product-information";

/** Why a product may not be written: the first field at fault and every shortfall's Polish message. */
export interface ProductShortfall {
  readonly field: string;
  readonly message: string;
}

/**
 * Whether a product about to be imported or changed states what its type must show before purchase
 * (`@outlet/product-information`, after-sales-and-law.md §5): `null` when it does, else one refusal
 * naming the product and its fields (every shortfall at once, so the merchant fixes the line in one go).
 * A product naming no manufacturer takes `manufacturer`, the own brand's one from the shop settings. Pure.
 *
 * @example
 * checkImportedProduct({ sku: "SUK-1", name: "Sukienka", type_id: "simple" }, null)?.field; // "manufacturer"
 */
export function checkImportedProduct(
  product: ProductDocument,
  manufacturer: ProductManufacturer | null,
): ProductShortfall | null {
  const problems = checkProductInformation(product, { defaultManufacturer: manufacturer });
  const first = problems[0];
  if (!first) return null;
  return { field: first.field, message: problems.map((problem) => problem.message).join(" ") };
}
