import type { CartLine, ServerCartLine, ServerLineLookup } from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";
import { productHref, variantHref } from "../../lib/links";
import type { ProductDoc } from "../../lib/productView";
import type { WishlistItem } from "../wishlist/wishlistStore";

/**
 * The catalogue lookups the shopper stores need: the product of a server-only cart line, the wishlist's
 * products by id, and a listing tile's product (grouped items included). The variant logic is loaded on
 * demand, like the product page.
 *
 * @example
 * const { findProduct } = createCatalogLookups(() => clients.client());
 * await findProduct("SUK-0193");
 */
export function createCatalogLookups(getClient: () => Promise<Client>) {
  return {
    /** The configured cart line of a server-only line, or `null` when the catalogue does not know it. */
    async resolveProduct(lookup: ServerLineLookup, serverLine: ServerCartLine): Promise<CartLine | null> {
      const api = await getClient();
      const product = (
        lookup.kind === "configurable"
          ? await api.catalog.product({ key: "configurable_children.sku", value: lookup.childSku })
          : await api.catalog.product({ value: lookup.sku })
      ) as ProductDoc | null;
      if (!product) return null;
      const childSku = lookup.kind === "configurable" ? lookup.childSku : String(serverLine.sku ?? "");
      const { selectionFor } = await import("../../lib/productView");
      const configured = selectionFor(product, lookup.kind === "configurable" ? childSku : null).product;
      return cartLineFromProduct(
        configured,
        variantHref(product, lookup.kind === "configurable" ? childSku : null),
      );
    },

    /** The wishlist's products by catalogue id. */
    async productsById(ids: readonly number[]): Promise<WishlistItem[]> {
      if (ids.length === 0) return [];
      const result = await (await getClient()).catalog.search<ProductDoc & { id: number }>({
        entityType: "product",
        query: { _appliedFilters: [{ attribute: "id", value: { in: [...ids] }, scope: "default" }] },
        size: ids.length,
      });
      return result.items.map((product) => ({
        sku: product.sku,
        id: product.id,
        name: product.name ?? product.sku,
        href: productHref(product),
        image: String(product.image ?? ""),
        price_incl_tax: product.price_incl_tax,
        ...(firstChildSku(product) ? { childSku: firstChildSku(product) } : {}),
        qty: 1,
      }));
    },

    /**
     * The catalogue product of a listing tile, looked up by its own (parent) sku, grouped items included;
     * `null` when the catalogue does not answer. The quick-add size picker reads its variants from it.
     */
    async findProduct(sku: string): Promise<ProductDoc | null> {
      const { catalog } = await getClient();
      const find = (value: string) =>
        catalog.product({ value }).catch(() => null) as Promise<ProductDoc | null>;
      const found = await find(sku);
      if (!found) return null;
      const { withGroupedItems } = await import("../../lib/productView");
      // A grouped product adds its associated items, which the search does not embed.
      return withGroupedItems(found, find);
    },
  };
}

/**
 * A cart line from a (configured) catalogue product: the product as the cart keeps it, plus the page link
 * and thumbnail the cart shows.
 *
 * @example
 * cartLineFromProduct(selection.product, "/p/KOS-0047/koszula-w-krate-47");
 */
export function cartLineFromProduct(product: ProductDoc & Record<string, unknown>, href: string): CartLine {
  return { ...(product as CartLine), qty: 1, href } as CartLine;
}

/** The first variant's sku of a configurable product (what the wishlist's "Do koszyka" asks the size of). */
function firstChildSku(product: ProductDoc): string | undefined {
  const children = (product as { configurable_children?: readonly { sku?: unknown }[] })
    .configurable_children;
  const sku = Array.isArray(children) ? children[0]?.sku : undefined;
  return typeof sku === "string" && sku !== "" ? sku : undefined;
}
