import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import { ProductPage } from "../components/product/ProductPage";
import { pl } from "../i18n/pl";
import { passCacheTags, productPageTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { loadProductPage } from "../loaders/productPage.server";
import { shopData } from "../loaders/shopData.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        title: String(
          (data.product as { meta_title?: string }).meta_title || `${data.product.name} | ${pl.shopName}`,
        ),
        description: String(
          (data.product as { meta_description?: string }).meta_description || data.product.name,
        ),
        path: data.canonical,
        origin: originFrom(matches),
        image: data.product.image ? `/img/600/744/resize${data.product.image}` : undefined,
        type: "product",
      })
    : [];

/**
 * `/p/{parentSku}/{slug}` and `/p/{parentSku}/{slug}/{childSku}` (catalogue.md §2): a disabled product is a
 * 404; a configurable child opened directly answers 301 to its parent (behaviour.md §8.9).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const api = clientForRequest(request, context);
    const url = new URL(request.url);
    const page = await loadProductPage(
      api,
      {
        parentSku: params.parentSku,
        childSku: params.childSku ?? null,
        requestUrl: url.pathname + url.search,
      },
      await shopData(api, context),
    );
    return withCacheTags(page, productPageTags(page));
  });
}

export const headers = passCacheTags;

/** Choosing a variant only changes `childSku`: the page already has every child, so nothing reloads. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.parentSku === nextParams.parentSku && currentParams.slug === nextParams.slug)
    return false;
  return defaultShouldRevalidate;
}

export default function ProductRoute({ loaderData, params }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const base = `/p/${encodeURIComponent(params.parentSku)}/${encodeURIComponent(params.slug)}`;
  return (
    <ProductPage
      data={loaderData}
      childSku={params.childSku ?? loaderData.childSku}
      childHref={(childSku) => `${base}/${encodeURIComponent(childSku)}`}
      origin={root?.origin ?? ""}
      swatches={root?.swatches ?? {}}
    />
  );
}
