import type { CartLine } from "@outlet/cart-merge";
import { ProductImage } from "../ProductImage";

/**
 * A cart line's picture at the spec's cart size (150×150, catalogue.md §9): the line's own image (the
 * variant's, when the line is one), else its thumbnail; without either the shop's placeholder. The line's
 * name beside it says what it shows, so the picture is decorative (alt="").
 *
 * @example
 * <CartThumbnail line={line} />
 */
export function CartThumbnail({ line }: { readonly line: CartLine }) {
  const path = [line.image, line.thumbnail, line.small_image].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return (
    <span className="cart-line__thumb">
      <ProductImage path={path} alt="" size="cart" />
    </span>
  );
}
