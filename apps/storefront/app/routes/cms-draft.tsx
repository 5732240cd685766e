import { CmsContent } from "../components/content/CmsContent";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { clientForRequest } from "../lib/transport.server";
import { loadCmsDraft } from "../loaders/cmsPage.server";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/cms-draft";

/** Draft previews use the minimal layout and are never indexed. */
export const handle: RouteHandle = { layout: "minimal" };

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        title: data.metaTitle,
        description: data.metaDescription,
        path: data.canonical,
        origin: originFrom(matches),
        noindex: true,
      })
    : [{ name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** `/preview-cms-draft/{key}` (catalogue.md §2, api-contract.md §10.4): unknown or expired key → 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return honestly(request, () => loadCmsDraft(clientForRequest(request, context), params.key));
}

export default function CmsDraftRoute({ loaderData }: Route.ComponentProps) {
  return <CmsContent page={loaderData} draft />;
}
