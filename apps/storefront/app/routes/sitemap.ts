import { CACHE_TAGS_HEADER } from "../lib/cacheTags";
import { readServerConfig } from "../lib/config.server";
import { sitemapEntries, sitemapXml } from "../lib/seoFiles.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/sitemap";

/** `/sitemap.xml` (catalogue.md §2: a server-served file). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(clientForRequest(request, context));
  return new Response(sitemapXml(readServerConfig().siteOrigin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      // every product and category URL: a new category announces `menu`, a new product `home`
      [CACHE_TAGS_HEADER]: "product category cmsPage menu home",
    },
  });
}
