import { ListingPage } from "../components/listing/ListingPage";
import { passCacheTags, tagPageTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { notFound } from "../loaders/catalogSearch.server";
import { loadTagPage } from "../loaders/categoryPage.server";
import { shopData } from "../loaders/shopData.server";
import type { Route } from "./+types/tag";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta({ ...data.meta, path: data.meta.canonical, origin: originFrom(matches) }) : [];

/** `/tag/{slug}` (catalogue.md §2): products carrying the flag; scroll handling off. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const api = clientForRequest(request, context);
    const data = await shopData(api, context);
    const tag = data.tags.find((candidate) => candidate.slug === params.slug);
    if (!tag) throw notFound(`Tag query returned empty result slug = ${params.slug}`);
    const page = await loadTagPage(api, tag, new URL(request.url), data);
    return withCacheTags(page, tagPageTags(page));
  });
}

export const headers = passCacheTags;

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      title={loaderData.tag.name}
      listing={loaderData.listing}
      breadcrumbs={loaderData.breadcrumbs}
      scrollHandling={false}
    />
  );
}
