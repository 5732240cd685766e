import type { ProductDocument } from "@outlet/contract";
import { type FeedItem, productFeedItems } from "@outlet/feeds";
import { hitSlug } from "@outlet/listing";
import {
  canonicalProductLink,
  formatCategoryLink,
  isVisibleProduct,
  routePath,
} from "@outlet/url-resolution";
import { z } from "zod";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput, queryInt } from "../http/validation.js";

const publicRead = { rateLimit: [RATE_LIMITS.catalog], cache: "public" as const };

/**
 * A product's canonical URL as the storefront links it (behaviour.md §8.2 with the §1 defaults):
 * url-resolution's `canonicalProductLink` (the dispatcher path `/{url_path}`) with its slug by listing's one
 * slug rule; `undefined` for a document no link can be built for (no sku, or neither a path nor a slug).
 */
const productPath = (p: ProductDocument): string | undefined =>
  p.sku === undefined
    ? undefined
    : routePath(canonicalProductLink({ ...p, sku: p.sku, parentSku: null, slug: hitSlug(p) || null }));

/** One sitemap entry: the storefront path, when it changed, its images. */
interface SitemapItem {
  readonly path: string;
  readonly updated_at: unknown;
  readonly images?: string[];
}

/** The sitemap entries of one type: visible products, active categories (level ≥ 2), CMS pages, tags. */
async function sitemapItems(
  context: AppContext,
  type: "product" | "category" | "cms" | "tag",
): Promise<SitemapItem[]> {
  let items: SitemapItem[];
  switch (type) {
    case "product":
      items = [];
      for await (const p of context.catalog.eachProduct(context.now())) {
        if (!isVisibleProduct(p)) continue;
        const path = productPath(p);
        if (path === undefined) continue;
        items.push({
          path,
          updated_at: p.updated_at,
          images:
            typeof p.image === "string" && p.image !== "no_selection"
              ? [`/img/600/744/resize${p.image}`]
              : [],
        });
      }
      break;
    case "category": {
      // A category's canonical URL (§8.3); a path a tag owns opens the tag (§8.6), so that category is /c/….
      const tagSlugs = new Set((await context.catalog.documents("tag")).map((t) => String(t.slug)));
      items = (await context.catalog.documents("category"))
        .filter((c) => c.is_active === true && Number(c.level) >= 2)
        .map((c) => ({
          path: formatCategoryLink(
            {
              slug: String(c.url_key ?? c.slug),
              url_path: typeof c.url_path === "string" ? c.url_path : null,
            },
            "",
            undefined,
            { tagSlugs },
          ),
          updated_at: c.updated_at,
        }));
      break;
    }
    case "cms":
      items = (await context.catalog.documents("cms_page")).map((p) => ({
        path: `/cms-page/${String(p.identifier)}`,
        updated_at: p.update_time,
      }));
      break;
    case "tag":
      items = (await context.catalog.documents("tag")).map((t) => ({
        path: `/tag/${String(t.slug)}`,
        updated_at: null,
      }));
      break;
  }
  return items;
}

/** The feed rows (§10.7) of every visible product: `@outlet/feeds`' productFeedItems, the one feed builder. */
async function feedItems(context: AppContext): Promise<FeedItem[]> {
  const origins = { shop: context.config.storefrontUrl, media: context.config.publicApiUrl };
  const items: FeedItem[] = [];
  for await (const p of context.catalog.eachProduct(context.now())) {
    if (isVisibleProduct(p)) items.push(...productFeedItems(p, origins));
  }
  return items;
}

/** Sitemap, robots and feed data (§10.7), rendered into XML/text by the storefront server. */
export const seoRoutes: RouteGroup = {
  name: "seo",
  register(router, context) {
    router.get("/api/ext/seo/sitemap", publicRead, async (request) => {
      const q = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          type: z.enum(["product", "category", "cms", "tag"]),
          page: queryInt(1, 100_000).default(1),
          pageSize: queryInt(1, 5000).default(1000),
        }),
        request.query,
      );
      const items = await sitemapItems(context, q.type);
      const start = (q.page - 1) * q.pageSize;
      return {
        items: items.slice(start, start + q.pageSize),
        total: items.length,
        page: q.page,
        page_size: q.pageSize,
      };
    });

    router.get("/api/ext/seo/robots", publicRead, (request) => {
      parseInput("query", z.strictObject(commonQuery), request.query);
      return {
        rules: [
          {
            user_agent: "*",
            allow: ["/"],
            disallow: ["/checkout", "/account", "/preview-cms-draft", "/szukaj"],
          },
        ],
        sitemaps: [`${context.config.storefrontUrl}/sitemap.xml`],
      };
    });

    router.get("/api/ext/seo/feed/:filename", publicRead, async (request) => {
      const q = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          page: queryInt(1, 100_000).default(1),
          pageSize: queryInt(1, 5000).default(1000),
        }),
        request.query,
      );
      const { filename } = parseInput(
        "path",
        z.strictObject({ filename: z.string().regex(/^[a-z0-9-]{1,40}\.(xml|csv)$/) }),
        request.params,
      );
      const feed = (await context.catalog.documents("feed")).find((f) => f.filename === filename);
      if (!feed) throw new ApiError("not_found");
      const items = await feedItems(context);
      const start = (q.page - 1) * q.pageSize;
      return {
        filename,
        format: feed.format,
        generated_at: new Date(context.now()).toISOString(),
        total: items.length,
        items: items.slice(start, start + q.pageSize),
      };
    });
  },
};
