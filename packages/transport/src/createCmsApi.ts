import type * as z from "zod/mini";
import { cmsBlockSchema, cmsPageSchema } from "./catalogSchemas.js";
import {
  cmsDraftSchema,
  faqSchema,
  layoutSchema,
  partnersSchema,
  siteConfigSchema,
} from "./contentSchemas.js";
import type { CmsBlock, CmsPage } from "./createCatalogApi.js";
import type { Transport } from "./createTransport.js";
import { isMissingEndpoint, isNotFound } from "./degrade.js";

/**
 * The FAQ page (api-contract §10.4).
 *
 * @example
 * const faq: Faq = await client.cms.faq();
 */
export type Faq = z.output<typeof faqSchema>;
/**
 * The partners page (api-contract §10.4).
 *
 * @example
 * const partners: Partners = await client.cms.partners();
 */
export type Partners = z.output<typeof partnersSchema>;
/**
 * The public site configuration (api-contract §12.9).
 *
 * @example
 * const config: SiteConfig = await client.cms.config();
 */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/**
 * A layout with its banners (api-contract §12.9).
 *
 * @example
 * const home: Layout = await client.cms.layout("home", "pl");
 */
export type Layout = z.output<typeof layoutSchema>;
/**
 * A CMS draft (api-contract §10.4).
 *
 * @example
 * const draft: CmsDraft | null = await client.cms.draft(key);
 */
export type CmsDraft = z.output<typeof cmsDraftSchema>;

/**
 * The CMS calls (api-contract §10.3–§10.4, catalogue §7 "CMS"). A missing or inactive page, block or draft
 * (404) resolves `null` — the storefront then raises "CMS query returned empty result". On an LB deployment
 * without the **N** paths (HTML 404, "bad content-type"), FAQ, partners and layout resolve empty data
 * (§13.4); other failures throw.
 *
 * @example
 * const cms = createCmsApi(transport);
 * const page = await cms.pageByIdentifier("regulamin");
 */
export function createCmsApi(transport: Transport) {
  const getOrNull = async <TSchema extends z.ZodMiniType>(
    endpoint: "cmsPage" | "cmsBlock" | "cmsPageByIdentifier" | "cmsBlockByIdentifier" | "cmsDraft",
    params: Record<string, string | number>,
    schema: TSchema,
  ): Promise<z.output<TSchema> | null> => {
    try {
      return (await transport.call({ endpoint, method: "GET", params, schema })).result;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  const getOrEmpty = async <TSchema extends z.ZodMiniType>(
    endpoint: "cmsFaq" | "cmsPartners" | "cmsLayout",
    params: Record<string, string | number>,
    query: Record<string, string | undefined>,
    schema: TSchema,
    empty: z.output<TSchema>,
  ): Promise<z.output<TSchema>> => {
    try {
      return (await transport.call({ endpoint, method: "GET", params, query, schema })).result;
    } catch (error) {
      if (!isMissingEndpoint(error)) throw error;
      transport.logger.error(`${endpoint} is not available on this backend`, error);
      return empty;
    }
  };

  return {
    /**
     * A CMS page by numeric id (`/api/ext/cms-data/cmsPage/{id}`); `null` when missing.
     * @example await cms.page(3)
     */
    page(id: number): Promise<CmsPage | null> {
      return getOrNull("cmsPage", { id }, cmsPageSchema);
    },
    /**
     * A CMS block by numeric id; `null` when missing.
     * @example await cms.block(7)
     */
    block(id: number): Promise<CmsBlock | null> {
      return getOrNull("cmsBlock", { id }, cmsBlockSchema);
    },
    /**
     * A CMS page by slug and store id (0 all stores, 1 the shop); `null` when missing.
     * @default storeId 1
     * @example await cms.pageByIdentifier("regulamin")
     */
    pageByIdentifier(identifier: string, storeId = 1): Promise<CmsPage | null> {
      return getOrNull("cmsPageByIdentifier", { identifier, storeId }, cmsPageSchema);
    },
    /**
     * A CMS block by identifier and store id; `null` when missing.
     * @example await cms.blockByIdentifier("footer-links")
     */
    blockByIdentifier(identifier: string, storeId = 1): Promise<CmsBlock | null> {
      return getOrNull("cmsBlockByIdentifier", { identifier, storeId }, cmsBlockSchema);
    },
    /**
     * The FAQ page; `{ groups: [] }` on a deployment without it.
     * @example const { groups } = await cms.faq();
     */
    faq(): Promise<Faq> {
      return getOrEmpty("cmsFaq", {}, {}, faqSchema, { groups: [] });
    },
    /**
     * The partners page; `{ items: [] }` on a deployment without it.
     * @example const { items } = await cms.partners();
     */
    partners(): Promise<Partners> {
      return getOrEmpty("cmsPartners", {}, {}, partnersSchema, { items: [] });
    },
    /**
     * The public site configuration (menu, contact, flags, banner colour, languages).
     * @example const { menu } = await cms.config();
     */
    async config(): Promise<SiteConfig> {
      return (await transport.call({ endpoint: "cmsConfig", method: "GET", schema: siteConfigSchema }))
        .result;
    },
    /**
     * A layout (promoted offers) by name and banner language; empty lists on a deployment without it.
     * @example const home = await cms.layout("home", "pl");
     */
    layout(name: string, lang?: "pl" | "de" | "it"): Promise<Layout> {
      return getOrEmpty("cmsLayout", { name }, { lang }, layoutSchema, {
        name,
        ...(lang ? { lang } : {}),
        mainBanners: [],
        smallBanners: [],
        productBanners: [],
        promotedCategories: [],
      });
    },
    /**
     * A CMS draft by its key (`/preview-cms-draft/{key}`); `null` when unknown or expired.
     * @example const draft = await cms.draft("k3Yk3Yk3Yk3Yk3Yk3Yk3Yk");
     */
    draft(key: string): Promise<CmsDraft | null> {
      return getOrNull("cmsDraft", { key }, cmsDraftSchema);
    },
  };
}

/**
 * The CMS calls bound to one transport.
 *
 * @example
 * const cms: CmsApi = createCmsApi(transport);
 */
export type CmsApi = ReturnType<typeof createCmsApi>;
