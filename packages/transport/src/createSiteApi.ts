import * as z from "zod/mini";
import {
  countrySchema,
  feedSchema,
  publicSettingsSchema,
  redirectSchema,
  robotsSchema,
  sitemapPageSchema,
  sizeTableSchema,
} from "./contentSchemas.js";
import type { Transport } from "./createTransport.js";
import { isMissingEndpoint, isNotFound } from "./degrade.js";

/**
 * A country (api-contract §12.14).
 *
 * @example
 * const countries: readonly Country[] = await client.site.countries();
 */
export type Country = z.output<typeof countrySchema>;
/**
 * A size table (api-contract §12.8).
 *
 * @example
 * const table: SizeTable | null = await client.site.sizeTable(3);
 */
export type SizeTable = z.output<typeof sizeTableSchema>;
/**
 * A redirect (api-contract §10.5).
 *
 * @example
 * const redirect: Redirect | null = await client.site.redirectLookup("/stara-kolekcja");
 */
export type Redirect = z.output<typeof redirectSchema>;
/**
 * One sitemap page (api-contract §10.7).
 *
 * @example
 * const page: SitemapPage = await client.site.sitemap({ type: "product" });
 */
export type SitemapPage = z.output<typeof sitemapPageSchema>;
/**
 * The robots data (api-contract §10.7).
 *
 * @example
 * const robots: Robots = await client.site.robots();
 */
export type Robots = z.output<typeof robotsSchema>;
/**
 * The company running the shop, from the public shop settings (after-sales-and-law.md §6).
 *
 * @example
 * const { company } = await client.site.publicSettings();
 */
export type PublicSettings = z.output<typeof publicSettingsSchema>;
/**
 * Feed data (api-contract §10.7).
 *
 * @example
 * const feed: Feed = await client.site.feed({ filename: "google.xml" });
 */
export type Feed = z.output<typeof feedSchema>;

/**
 * The spec's log message for a failed country list (catalogue §8).
 *
 * @example
 * logger.error(COUNTRY_LIST_ERROR, error); // "Error occurred while retrieving country list"
 */
export const COUNTRY_LIST_ERROR = "Error occurred while retrieving country list";
/**
 * The spec's log message for a failed size table (catalogue §8); the list uses the same text without `#id`.
 * @example sizeTableError(3) // "Error occurred while retrieving sizetable #3"
 */
export const sizeTableError = (id?: number): string =>
  id === undefined
    ? "Error occurred while retrieving sizetable list"
    : `Error occurred while retrieving sizetable #${id}`;

const OK = z.unknown();

/**
 * Site data: countries, size tables, redirects, the start-page record and the sitemap / robots / feed data
 * (api-contract §10.1–§10.2, §10.5–§10.7). Country and size-table failures are only logged with the spec's
 * messages and yield empty data (catalogue §8); redirects degrade to empty data on LB (§13.4).
 *
 * @example
 * const site = createSiteApi(transport);
 * const countries = await site.countries();
 */
export function createSiteApi(transport: Transport) {
  return {
    /**
     * Every country allowed for addresses, PL first; `[]` on any failure, logged as
     * "Error occurred while retrieving country list".
     * @example const countries = await site.countries();
     */
    async countries(): Promise<readonly Country[]> {
      try {
        return (
          await transport.call({ endpoint: "countries", method: "GET", schema: z.array(countrySchema) })
        ).result;
      } catch (error) {
        transport.logger.error(COUNTRY_LIST_ERROR, error);
        return [];
      }
    },
    /**
     * Size-table summaries; `[]` on any failure, logged.
     * @example const tables = await site.sizeTables();
     */
    async sizeTables(): Promise<readonly SizeTable[]> {
      try {
        return (
          await transport.call({ endpoint: "sizeTables", method: "GET", schema: z.array(sizeTableSchema) })
        ).result;
      } catch (error) {
        transport.logger.error(sizeTableError(), error);
        return [];
      }
    },
    /**
     * One size table; `null` on any failure, logged as "Error occurred while retrieving sizetable #{id}".
     * @example const table = await site.sizeTable(3);
     */
    async sizeTable(id: number): Promise<SizeTable | null> {
      try {
        return (
          await transport.call({
            endpoint: "sizeTable",
            method: "GET",
            params: { id },
            schema: sizeTableSchema,
          })
        ).result;
      } catch (error) {
        transport.logger.error(sizeTableError(id), error);
        return null;
      }
    },
    /**
     * Every redirect; `[]` on a deployment without the path.
     * @example const redirects = await site.redirects();
     */
    async redirects(): Promise<readonly Redirect[]> {
      try {
        return (
          await transport.call({ endpoint: "redirects", method: "GET", schema: z.array(redirectSchema) })
        ).result;
      } catch (error) {
        if (!isMissingEndpoint(error)) throw error;
        return [];
      }
    },
    /**
     * The redirect for one path, or `null` (404, or a deployment without the path).
     * @example const redirect = await site.redirectLookup("/stara-kolekcja"); // { to, status } | null
     */
    async redirectLookup(path: string): Promise<Redirect | null> {
      try {
        return (
          await transport.call({
            endpoint: "redirectLookup",
            method: "GET",
            query: { path },
            schema: redirectSchema,
          })
        ).result;
      } catch (error) {
        if (isNotFound(error) || isMissingEndpoint(error)) return null;
        throw error;
      }
    },
    /**
     * Records the start page for attribution (`{url, date}`, date as ISO 8601); the token, when set, links
     * the customer; an invalid token is ignored by the backend (api-contract §10.6).
     * @example await site.startPage({ url: "/category/sukienki", date: new Date(now).toISOString() });
     */
    async startPage(record: { readonly url: string; readonly date: string }): Promise<void> {
      await transport.call({ endpoint: "startPage", method: "POST", json: record, schema: OK });
    },
    /**
     * One sitemap page of a type (api-contract §10.7).
     * @default page 1, pageSize 1000
     * @example const { items, total } = await site.sitemap({ type: "product" });
     */
    async sitemap(options: {
      readonly type: "product" | "category" | "cms" | "tag";
      readonly page?: number;
      readonly pageSize?: number;
    }): Promise<SitemapPage> {
      return (
        await transport.call({
          endpoint: "seoSitemap",
          method: "GET",
          query: { type: options.type, page: options.page ?? 1, pageSize: options.pageSize ?? 1000 },
          schema: sitemapPageSchema,
        })
      ).result;
    },
    /**
     * The company running the shop and the other public shop settings (`GET /api/settings/public`).
     * @example const { company } = await site.publicSettings();
     */
    async publicSettings(): Promise<PublicSettings> {
      return (
        await transport.call({ endpoint: "settingsPublic", method: "GET", schema: publicSettingsSchema })
      ).result;
    },
    /**
     * The robots rules and sitemap URLs (api-contract §10.7).
     * @example const { rules, sitemaps } = await site.robots();
     */
    async robots(): Promise<Robots> {
      return (await transport.call({ endpoint: "seoRobots", method: "GET", schema: robotsSchema })).result;
    },
    /**
     * Feed data for a configured feed file (api-contract §10.7).
     * @example const feed = await site.feed({ filename: "google.xml" });
     */
    async feed(options: {
      readonly filename: string;
      readonly page?: number;
      readonly pageSize?: number;
    }): Promise<Feed> {
      return (
        await transport.call({
          endpoint: "seoFeed",
          method: "GET",
          params: { filename: options.filename },
          query: { page: options.page, pageSize: options.pageSize },
          schema: feedSchema,
        })
      ).result;
    },
  };
}

/**
 * The site-data calls bound to one transport.
 *
 * @example
 * const site: SiteApi = createSiteApi(transport);
 */
export type SiteApi = ReturnType<typeof createSiteApi>;
