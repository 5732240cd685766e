import { useSearchParams } from "react-router";
import type { ProductPageData } from "../../lib/catalogViews";
import { ProductPage } from "../product/ProductPage";
import type { DispatchedViewProps } from "./dispatchedViewProps";

/**
 * A product reached by its `url_path`: the URL dispatcher's product view, in its own chunk so a listing never
 * loads it. The chosen child travels in `?childSku=` (behaviour.md §5.8, url-resolution childSkuLocation).
 */
export function DispatchedProduct({ data, origin, swatches }: DispatchedViewProps<ProductPageData>) {
  const [searchParams] = useSearchParams();
  const search = searchParams.get("childSku");
  return (
    <ProductPage
      data={data}
      childSku={search ?? data.childSku}
      childHref={(childSku) => `${data.canonical}?childSku=${encodeURIComponent(childSku)}`}
      origin={origin}
      swatches={swatches}
    />
  );
}
