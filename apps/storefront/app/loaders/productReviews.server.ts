import type { Client } from "@outlet/transport";
import type { ReviewView } from "../lib/catalogViews";
import type { ProductDoc } from "../lib/productView";
import { search } from "./catalogSearch.server";

/**
 * Approved reviews of the product (api-contract.md §9.6): the `review` search, then the external
 * provider's reviews (mapped by the transport to nickname, rating, comment).
 */
export async function loadReviews(api: Client, product: ProductDoc): Promise<ReviewView[]> {
  const own = search<Record<string, unknown>>(
    api,
    {
      _appliedFilters: [
        { attribute: "product_id", value: { eq: product.id as number }, scope: "default" },
        { attribute: "review_status", value: { eq: 1 }, scope: "default" },
      ],
      _appliedSort: [{ field: "created_at", options: "desc" }],
    },
    { entityType: "review", size: 50 },
  )
    .then((result) => result.items)
    .catch(() => []);
  const uuid = (product as { uuid?: string }).uuid;
  const provider = uuid ? api.reviews.fromProvider(uuid).catch(() => []) : Promise.resolve([]);
  const [ownReviews, providerReviews] = await Promise.all([own, provider]);
  const views: ReviewView[] = ownReviews.map((review, index) => ({
    id: String(review.id ?? index),
    title: String(review.title ?? ""),
    detail: String(review.detail ?? ""),
    nickname: String(review.nickname ?? ""),
    rating: Number(review.rating ?? 0),
    createdAt: String(review.created_at ?? ""),
    verified: review.verified_purchase === true,
  }));
  // The provider answers with our own approved reviews when no external provider is configured
  // (api-contract.md §9.6); show each text once.
  const seen = new Set(views.map((view) => `${view.nickname}|${view.detail}`));
  for (const [index, review] of (providerReviews as readonly Record<string, unknown>[]).entries()) {
    const view = {
      id: `provider-${index}`,
      title: "",
      detail: String(review.comment ?? ""),
      nickname: String(review.nickname ?? ""),
      rating: Number(review.rating ?? 0),
      createdAt: String(review.created_at ?? ""),
      // an external provider's review: the shop cannot tell whether it comes from a buyer
      verified: false,
    };
    if (!seen.has(`${view.nickname}|${view.detail}`)) views.push(view);
  }
  return views;
}
