import { ceneoFeedBody, feedBody } from "@outlet/feeds";
import { CACHE_TAGS_HEADER } from "../lib/cacheTags";
import { feedItems } from "../lib/seoFiles.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/feed";

/**
 * `/feed/{filename}`: a product feed for price comparison sites (catalogue.md §2, api-contract.md §10.7):
 * the backend's rows rendered by `@outlet/feeds`, `ceneo.xml` in Ceneo's `<offers>` format, the other XML
 * feeds as Google-Merchant RSS, CSV as CSV.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const feed = await feedItems(clientForRequest(request, context), params.filename);
  if (!feed)
    return new Response("Nie ma takiego pliku.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  // Ceneo reads its own XML format, not Google's RSS.
  const body =
    params.filename === "ceneo.xml" ? ceneoFeedBody(feed.items) : feedBody(feed.format, feed.items);
  return new Response(body, {
    headers: {
      "Content-Type": feed.format === "csv" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      [CACHE_TAGS_HEADER]: "product attribute taxrule",
    },
  });
}
