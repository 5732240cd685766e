import { CACHE_TAGS_HEADER } from "../lib/cacheTags";
import { readServerConfig } from "../lib/config.server";
import { robotsTxt } from "../lib/seoFiles.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/robots";

/** `/robots.txt` (catalogue.md §2: a server-served file). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const text = await robotsTxt(clientForRequest(request, context), readServerConfig().siteOrigin);
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      [CACHE_TAGS_HEADER]: "home",
    },
  });
}
