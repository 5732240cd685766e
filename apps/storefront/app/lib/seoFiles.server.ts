import { type FeedFormat, type FeedRow, xmlEscape } from "@outlet/feeds";
import type { SearchQuery } from "@outlet/listing";
import { type Client, isHttpError } from "@outlet/transport";
import { search } from "../loaders/catalogSearch.server";
import { loadShopData } from "../loaders/shopData.server";
import { categoryHref, productHref, tagHref } from "./links";
import type { ProductDoc } from "./productView";

/** The product search cap per request (api-contract.md §8.1). */
const PRODUCT_PAGE = 1000;
/** The feed data's page cap (api-contract.md §10.7). */
const FEED_PAGE = 5000;

/** Every visible product, in pages of 1 000 (`from + size` stays within the contract's 10 000). */
async function allProducts<TItem extends Record<string, unknown>>(
  api: Client,
  includeFields: readonly string[],
): Promise<TItem[]> {
  const items: TItem[] = [];
  for (let start = 0; start < 10_000; start += PRODUCT_PAGE) {
    const page = await search<TItem>(api, {} as SearchQuery, { size: PRODUCT_PAGE, start, includeFields });
    items.push(...page.items);
    if (start + PRODUCT_PAGE >= page.total || page.items.length === 0) break;
  }
  return items;
}

/** One sitemap entry. */
export interface SitemapEntry {
  readonly path: string;
  readonly updatedAt?: string | null | undefined;
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.includes("T") ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * Renders a sitemap (sitemaps.org 0.9) for the shop origin. Pure.
 *
 * @example
 * sitemapXml("https://outlet.example", [{ path: "/" }]); // "<?xml …<loc>https://outlet.example/</loc>…"
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = isoDate(entry.updatedAt);
    return `<url><loc>${xmlEscape(origin + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The sitemap entries: the backend's sitemap data (api-contract.md §10.7), whose paths are the pages'
 * canonical URLs (the reference API builds them with `@outlet/url-resolution`, as `lib/links.ts` does),
 * else built here from the catalogue with the same link functions (home, active menu categories, tags,
 * content pages, visible products). A sitemap lists canonical URLs only.
 */
export async function sitemapEntries(api: Client): Promise<SitemapEntry[]> {
  try {
    const types = ["category", "tag", "cms", "product"] as const;
    const pages = await Promise.all(types.map((type) => api.site.sitemap({ type, pageSize: 5000 })));
    return [
      { path: "/" },
      ...pages.flatMap((page) => page.items.map((item) => ({ path: item.path, updatedAt: item.updated_at }))),
    ];
  } catch {
    // The backend does not serve sitemap data (yet): build it from the catalogue.
  }
  const data = await loadShopData(api);
  const [products, pages] = await Promise.all([
    allProducts<ProductDoc & { updated_at?: string }>(api, [
      "sku",
      "type_id",
      "url_path",
      "url_key",
      "slug",
      "updated_at",
    ]),
    search<{ identifier?: string; update_time?: string }>(
      api,
      {},
      {
        entityType: "cms_page",
        size: 500,
      },
    ),
  ]);
  return [
    { path: "/" },
    ...data.categories
      .filter(
        (category) =>
          category.level !== undefined && category.level >= 2 && category.include_in_menu !== false,
      )
      .map((category) => ({
        path: categoryHref(category, data.tags),
        updatedAt: category.updated_at as string | undefined,
      })),
    ...data.tags.map((tag) => ({ path: tagHref(tag.slug) })),
    ...pages.items
      .filter((page) => page.identifier)
      .map((page) => ({ path: `/cms-page/${page.identifier}`, updatedAt: page.update_time })),
    ...products.map((product) => ({
      path: productHref({ ...product, configurable_children: [], options: [] }),
      updatedAt: product.updated_at,
    })),
  ];
}

/** robots.txt from the backend's rules (api-contract.md §10.7), or the contract's default rules. */
export async function robotsTxt(api: Client, origin: string): Promise<string> {
  const robots = await api.site.robots().catch(() => ({
    rules: [
      { user_agent: "*", allow: ["/"], disallow: ["/checkout", "/account", "/preview-cms-draft", "/szukaj"] },
    ],
    sitemaps: [`${origin}/sitemap.xml`],
  }));
  const lines: string[] = [];
  for (const rule of robots.rules) {
    lines.push(`User-agent: ${rule.user_agent}`);
    for (const path of rule.allow) lines.push(`Allow: ${path}`);
    for (const path of rule.disallow) lines.push(`Disallow: ${path}`);
    lines.push("");
  }
  const sitemaps = robots.sitemaps.length > 0 ? robots.sitemaps : [`${origin}/sitemap.xml`];
  for (const sitemap of sitemaps) lines.push(`Sitemap: ${sitemap}`);
  return `${lines.join("\n")}\n`;
}

/**
 * A feed's rows as the backend builds them (api-contract.md §10.7, `@outlet/feeds`' productFeedItems, the
 * one feed builder), every page of them; `null` for a name that is no feed file or a feed the backend does
 * not know. The storefront builds no rows of its own: it only renders them (`@outlet/feeds`).
 */
export async function feedItems(
  api: Client,
  filename: string,
): Promise<{ format: FeedFormat; items: FeedRow[] } | null> {
  if (!/^[a-z0-9-]{1,40}\.(xml|csv)$/.test(filename)) return null;
  const items: FeedRow[] = [];
  let format: FeedFormat = "xml";
  for (let page = 1; ; page++) {
    const answer = await api.site.feed({ filename, page, pageSize: FEED_PAGE }).catch((error: unknown) => {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    });
    if (answer === null) return null;
    format = answer.format === "csv" ? "csv" : "xml";
    items.push(...answer.items);
    if (answer.items.length < FEED_PAGE || items.length >= answer.total) break;
  }
  return { format, items };
}
