import { type ShouldRevalidateFunctionArgs, useRouteLoaderData, useSearchParams } from "react-router";
import { CmsContent } from "../components/content/CmsContent";
import { ListingPage } from "../components/listing/ListingPage";
import { ProductPage } from "../components/product/ProductPage";
import { pl } from "../i18n/pl";
import { dispatchedPageTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { dispatch } from "../loaders/dispatch.server";
import { shopData } from "../loaders/shopData.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/dispatcher";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  switch (data.kind) {
    case "category":
    case "tag":
      return pageMeta({ ...data.meta, path: data.meta.canonical, origin });
    case "product":
      return pageMeta({
        title: String(
          (data.product as { meta_title?: string }).meta_title || `${data.product.name} | ${pl.shopName}`,
        ),
        description: String(
          (data.product as { meta_description?: string }).meta_description || data.product.name,
        ),
        path: data.canonical,
        origin,
        image: data.product.image ? `/img/600/744/resize${data.product.image}` : undefined,
        type: "product",
      });
    case "cms":
      return pageMeta({
        title: data.metaTitle,
        description: data.metaDescription,
        path: data.canonical,
        origin,
        type: "article",
      });
  }
};

/**
 * The URL dispatcher (catalogue.md §2, behaviour.md §8.5–§8.6): any other path is resolved in the spec's
 * order (tag, category by `url_path`, product by the last segment, content page, faq/partners) and
 * rendered by that page type; nothing found is the not-found page with status 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const api = clientForRequest(request, context);
    const data = await shopData(api, context);
    const page = await dispatch(api, new URL(request.url), data);
    return withCacheTags(page, dispatchedPageTags(page, data.categories));
  });
}

export const headers = passCacheTags;

/** A variant choice on a dispatched product page only changes `?childSku=`: no reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const current = new URLSearchParams(currentUrl.search);
    const next = new URLSearchParams(nextUrl.search);
    current.delete("childSku");
    next.delete("childSku");
    if (
      current.toString() === next.toString() &&
      currentUrl.searchParams.get("childSku") !== nextUrl.searchParams.get("childSku")
    )
      return false;
  }
  return defaultShouldRevalidate;
}

export default function DispatchedRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  switch (loaderData.kind) {
    case "category":
      return (
        <ListingPage
          title={loaderData.category.name}
          listing={loaderData.listing}
          breadcrumbs={loaderData.breadcrumbs}
          descriptionHtml={loaderData.category.description}
        />
      );
    case "tag":
      return (
        <ListingPage
          title={loaderData.tag.name}
          listing={loaderData.listing}
          breadcrumbs={loaderData.breadcrumbs}
          scrollHandling={false}
        />
      );
    case "product":
      return (
        <DispatchedProduct data={loaderData} origin={root?.origin ?? ""} swatches={root?.swatches ?? {}} />
      );
    case "cms":
      return <CmsContent page={loaderData} />;
  }
}

function DispatchedProduct(props: {
  data: Extract<Route.ComponentProps["loaderData"], { kind: "product" }>;
  origin: string;
  swatches: Readonly<Record<string, string>>;
}) {
  const { data } = props;
  // With the dispatcher on, the chosen child travels in the query (behaviour.md §5.8, url-resolution childSkuLocation).
  const [searchParams] = useSearchParams();
  const search = searchParams.get("childSku");
  return (
    <ProductPage
      data={data}
      childSku={search ?? data.childSku}
      childHref={(childSku) => `${data.canonical}?childSku=${encodeURIComponent(childSku)}`}
      origin={props.origin}
      swatches={props.swatches}
    />
  );
}
