import { formatProductCount } from "@outlet/formatting";
import { ListingPage } from "../components/listing/ListingPage";
import { pl } from "../i18n/pl";
import { listingTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { loadSearchPage } from "../loaders/searchPage.server";
import { shopData } from "../loaders/shopData.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({
    title: data?.q ? `${pl.search.titleFor(data.q)} | ${pl.shopName}` : `${pl.search.title} | ${pl.shopName}`,
    description: data?.listing
      ? `${pl.search.title}: ${formatProductCount(data.listing.total)}`
      : pl.search.title,
    path: "/szukaj",
    origin: originFrom(matches),
    noindex: true,
  });

/** `/szukaj?q=` (behaviour.md §7.10): typo-tolerant results; the 3-character message below 3 characters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const api = clientForRequest(request, context);
    const page = await loadSearchPage(api, new URL(request.url), await shopData(api, context));
    // Results are the anonymous catalogue; any product change may move them, hence `product`.
    return withCacheTags(page, ["product", ...listingTags(page.listing?.tiles ?? [])]);
  });
}

export const headers = passCacheTags;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.listing) {
    return (
      <div className="search-page">
        <h1 tabIndex={-1} className="page-title">
          {pl.search.title}
        </h1>
        <p className="search-page__message" role="status">
          {loaderData.message ?? pl.search.empty}
        </p>
      </div>
    );
  }
  return <ListingPage title={pl.search.titleFor(loaderData.q)} listing={loaderData.listing} />;
}
