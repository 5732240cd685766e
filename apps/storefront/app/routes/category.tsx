import { getCategoryByParams } from "@outlet/listing";
import { ListingPage } from "../components/listing/ListingPage";
import { categoryAncestorIds, categoryPageTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { shopConfig } from "../lib/shopConfig";
import { clientForRequest } from "../lib/transport.server";
import { notFound } from "../loaders/catalogSearch.server";
import { loadCategoryPage } from "../loaders/categoryPage.server";
import { shopData } from "../loaders/shopData.server";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta({ ...data.meta, path: data.meta.canonical, origin: originFrom(matches) }) : [];

/** `/c/{slug}` and `/category/{slug}` (catalogue.md §2): the category by slug (behaviour.md §7.6). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const api = clientForRequest(request, context);
    const data = await shopData(api, context);
    const category = getCategoryByParams({ slug: params.slug }, data.categories, shopConfig.listing);
    if (!category) throw notFound(`Category query returned empty result slug = ${params.slug}`);
    const page = await loadCategoryPage(api, category, new URL(request.url), data);
    return withCacheTags(page, categoryPageTags(page, categoryAncestorIds(category)));
  });
}

export const headers = passCacheTags;

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      title={loaderData.category.name}
      listing={loaderData.listing}
      breadcrumbs={loaderData.breadcrumbs}
      descriptionHtml={loaderData.category.description}
    />
  );
}
