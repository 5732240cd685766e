import { use } from "react";
import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import {
  dispatchedView,
  dispatchedViewName,
  loadDispatchedView,
} from "../components/dispatched/dispatchedViews";
import { pl } from "../i18n/pl";
import { dispatchedPageTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { dispatchedViewChunks, dispatchedViewStyles } from "../lib/dispatchedViewChunks.server";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { dispatch } from "../loaders/dispatch.server";
import { shopData } from "../loaders/shopData.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/dispatcher";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  // only this page's view: its name for the browser entry, its chunks preloaded with the route's own
  const view = [
    { name: "outlet-view", content: dispatchedViewName(data) },
    ...data.viewChunks.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
    ...data.viewStyles.map((href) => ({ tagName: "link", rel: "stylesheet", href })),
  ];
  return [...view, ...pageMetaOf(data, originFrom(matches))];
};

function pageMetaOf(data: NonNullable<Route.MetaArgs["data"]>, origin: string) {
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
}

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
    const view = dispatchedViewName(page);
    // the server renders the view at once; the browser gets its chunks preloaded (see `meta`)
    await loadDispatchedView(view);
    return withCacheTags(
      { ...page, viewChunks: dispatchedViewChunks(view), viewStyles: dispatchedViewStyles(view) },
      dispatchedPageTags(page, data.categories),
    );
  });
}

/** A client navigation renders once the page's view is loaded too (never a suspended, empty view). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDispatchedView(dispatchedViewName(data));
  return data;
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

/**
 * The page the dispatcher resolved, with the view of its kind (listing, product or CMS; each its own chunk).
 * The view is always loaded before this renders: by the loader on the server, by the browser entry before
 * hydration (`entry.client.tsx`) and by `clientLoader` on a navigation; `use` only covers a miss.
 */
export default function DispatchedRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const name = dispatchedViewName(loaderData);
  const View = dispatchedView(name) ?? use(loadDispatchedView(name));
  return <View data={loaderData} origin={root?.origin ?? ""} swatches={root?.swatches ?? {}} />;
}
