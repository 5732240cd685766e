import { lazy, Suspense } from "react";
import { useSnapshot } from "valtio";
import type { ShopServices } from "../../state/shop/createShopServices";
import { useOptionalShop } from "../../state/shop/shopContext";

// Shopper code (session, forms): loaded with the services after hydration, never part of the product
// page's first load. The form shows nothing before the session has loaded anyway.
const ProductReviewForm = lazy(() =>
  import("../forms/ProductReviewForm").then((module) => ({ default: module.ProductReviewForm })),
);

/**
 * The product review form once the shopper services have started (logged-in customers get the form,
 * guests a login link); nothing before, on the server and in the first browser render alike.
 *
 * @example
 * <ReviewFormSlot productId={47} />
 */
export function ReviewFormSlot(props: { readonly productId: number | undefined }) {
  const shop = useOptionalShop();
  if (!shop || props.productId === undefined) return null;
  return <Started shop={shop} productId={props.productId} />;
}

function Started(props: { readonly shop: ShopServices; readonly productId: number }) {
  const { started } = useSnapshot(props.shop.ui);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ProductReviewForm productId={props.productId} />
    </Suspense>
  );
}
