import { formatPrice } from "@outlet/formatting";

/** What a product tile shows; the route maps search hits to this. */
export interface ProductTileData {
  readonly sku: string;
  readonly name: string;
  /** Gross final price in PLN. */
  readonly priceInclTax: number;
}

/** One product in a listing: name and price formatted for pl-PL. */
export function ProductTile({ product }: { product: ProductTileData }) {
  return (
    <li className="product-tile" data-sku={product.sku}>
      <h3 className="product-tile__name">{product.name}</h3>
      <p className="product-tile__price">{formatPrice(product.priceInclTax)}</p>
    </li>
  );
}
