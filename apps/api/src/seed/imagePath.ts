import type { ColorOption, GarmentKind } from "./catalogueData.js";

/**
 * The image path of a product in a colour; views after the first get a `-2`, `-3`… suffix.
 *
 * @example
 * imagePath("sukienka", color, "SUK-0001", 1); // "/sukienka/czarny/suk-0001-2.png"
 */
export function imagePath(kind: GarmentKind, color: ColorOption, sku: string, view = 0): string {
  return `/${kind}/${color.slug}/${sku.toLowerCase()}${view > 0 ? `-${view + 1}` : ""}.png`;
}
