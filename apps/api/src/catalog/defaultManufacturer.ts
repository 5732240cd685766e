import type { ProductManufacturer, ShopSettings } from "@outlet/contract";

/**
 * The own brand's manufacturer of the shop settings (`ownBrandManufacturer`) in the product document's
 * shape, or `null` when the shop names none: what a product naming no manufacturer is sold under
 * (after-sales-and-law.md §5, issue 27). Pure.
 *
 * @example
 * defaultManufacturer(await context.settings.read(db)); // { name: "Outlet sp. z o.o.", …, contact_url: null }
 */
export function defaultManufacturer(
  settings: Pick<ShopSettings, "ownBrandManufacturer">,
): ProductManufacturer | null {
  const own = settings.ownBrandManufacturer;
  if (!own) return null;
  return {
    name: own.name,
    street: own.street,
    postcode: own.postcode,
    city: own.city,
    country: own.country,
    email: own.email,
    contact_url: own.contactUrl,
  };
}
