import { CmsContent } from "../components/content/CmsContent";
import { cmsPageTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { loadCmsPage } from "../loaders/cmsPage.server";
import type { Route } from "./+types/cms-page";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        title: data.metaTitle,
        description: data.metaDescription,
        path: data.canonical,
        origin: originFrom(matches),
        type: "article",
      })
    : [];

/** `/cms-page/{slug}` (catalogue.md §2): a content page; nothing found → 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const page = await loadCmsPage(clientForRequest(request, context), params.slug);
    return withCacheTags(page, cmsPageTags(page));
  });
}

export const headers = passCacheTags;

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsContent page={loaderData} />;
}
