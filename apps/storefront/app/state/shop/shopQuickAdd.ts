import { variantHref } from "../../lib/links";
import type { ProductDoc } from "../../lib/productView";
import type { CartStore } from "../cart/cartStore";
import { cartLineFromProduct } from "./shopCatalogLookups";
import type { DomainNotification } from "./shopNotify";

/**
 * Adding from a listing tile or a quick-add picker: a product already loaded (`addFound`), or one looked up
 * by its own (parent) sku, which the catalogue search finds (`addBySku`), configured with the child the
 * tile shows (or its preselected variant), then added through the cart store (validation and stock
 * outcomes included).
 *
 * @example
 * const { addBySku } = createShopQuickAdd({ cart, findProduct, notify });
 * await addBySku("SUK-0193", "SUK-0193-CZA-M"); // 1
 */
export function createShopQuickAdd(parts: {
  readonly cart: CartStore;
  readonly findProduct: (sku: string) => Promise<ProductDoc | null>;
  readonly notify: (notification: DomainNotification) => void;
}) {
  /** Adds a product already loaded by `findProduct`, configured with `childSku` (or its default). */
  const addFound = async (product: ProductDoc, childSku: string | null = null): Promise<number> => {
    const { selectionFor } = await import("../../lib/productView");
    return parts.cart.addProduct(
      // the line links to the variant added, at the address its product page uses (not the parent's sku)
      cartLineFromProduct(selectionFor(product, childSku).product, variantHref(product, childSku)),
    );
  };
  const addBySku = async (sku: string, childSku: string | null = null): Promise<number> => {
    const product = await parts.findProduct(sku);
    if (!product) {
      parts.notify({ type: "error", message: "cart-sync-failed" });
      return 0;
    }
    return addFound(product, childSku);
  };
  return { addFound, addBySku };
}
