import type { AttributeMetadata } from "@outlet/listing";
import type { Client } from "@outlet/transport";
import type { AttributeOptionDoc, CategoryDoc, CmsBlocksView, ShopData, TagDoc } from "../lib/catalogViews";
import { inDefaultStore } from "../lib/currentStore";
import { sanitizeHtml } from "../lib/sanitizeHtml.server";
import { search } from "./catalogSearch.server";
import { menuFromCategories, menuFromConfig } from "./shopMenu.server";
import { createSizeTableMemo } from "./sizeTables.server";

/**
 * A cache of {@link loadShopData} (none of it is shopper-specific) on an injected clock: the storefront's
 * server creates one per process and hands it to every loader through the load context
 * (`AppLoadContext.shopData`). A failed load is not kept. A caller may pass the output cache's
 * invalidation epoch: a higher epoch than the one the data was loaded at means a catalogue change was
 * announced since (a new or renamed category, an attribute), and the data is loaded again at once.
 *
 * @example
 * const cache = createShopDataCache({ now: () => Date.now() });
 * const data = await cache.get(api);
 * const afterAnInvalidation = await cache.get(api, 7);
 */
export function createShopDataCache(options: {
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** How long one load is served. @default 60000 */
  readonly ttlMs?: number;
  /** @default loadShopData */
  readonly load?: (api: Client) => Promise<ShopData>;
}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const load = options.load ?? loadShopData;
  let entry: { at: number; epoch: number; value: Promise<ShopData> } | null = null;
  return {
    /**
     * The cached data while younger than `ttlMs` and loaded at `epoch` or later, else a fresh load (shared
     * by concurrent callers).
     */
    get(api: Client, epoch?: number): Promise<ShopData> {
      const now = options.now();
      const since = entry?.epoch ?? 0;
      if (entry && now - entry.at < ttlMs && (epoch === undefined || epoch <= since)) return entry.value;
      const value = load(api);
      const current = { at: now, epoch: Math.max(since, epoch ?? 0), value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
  };
}

/**
 * The cache a loader uses.
 *
 * @example
 * const cache: ShopDataCache = createShopDataCache({ now: Date.now });
 */
export type ShopDataCache = ReturnType<typeof createShopDataCache>;

/**
 * The shop data for a loader: from the server's cache in the load context, or loaded for this request
 * when there is none (the Vite dev server, tests).
 *
 * @example
 * const data = await shopData(api, context);
 */
export function shopData(
  api: Client,
  context: { readonly shopData?: ShopDataCache | undefined } | undefined,
): Promise<ShopData> {
  return context?.shopData ? context.shopData.get(api) : loadShopData(api);
}

/**
 * Categories, tags, filter attributes and the menu from the API: what every page's header, footer and
 * listings need, the same for every shopper and every store (the menu's links are the default store's;
 * the root loader localises them). Uncached; see {@link createShopDataCache}.
 *
 * @example
 * const data = await loadShopData(api);
 */
export function loadShopData(api: Client): Promise<ShopData> {
  return inDefaultStore(() => loadShopDataOfDefaultStore(api));
}

/**
 * The footer's contact: the shop settings' company e-mail and phone (after-sales-and-law.md §6: one
 * setting, shown in the footer, terms and mails) — the site configuration's own contact e-mail was a second,
 * different address in the same footer (s21) — with the site configuration's opening hours.
 *
 * @example
 * footerContact({ email: "sklep@outlet.example", hours: "pn–pt 9:00–17:00" }, { email: "kontakt@outlet.local", phone: "+48 58 000 00 00" });
 * // { email: "kontakt@outlet.local", phone: "+48 58 000 00 00", hours: "pn–pt 9:00–17:00" }
 */
export function footerContact(
  site: ShopData["contact"] | null | undefined,
  company: { readonly email: string; readonly phone: string } | null | undefined,
): ShopData["contact"] {
  const base = site ?? { email: "sklep@outlet.example", phone: "+48 58 123 45 67" };
  return company ? { ...base, email: company.email, phone: company.phone } : { ...base };
}

async function loadShopDataOfDefaultStore(api: Client): Promise<ShopData> {
  const [categoryResult, tagResult, attributeList, siteConfig, blocks, settings] = await Promise.all([
    search<CategoryDoc>(
      api,
      { _appliedFilters: [{ attribute: "is_active", value: { eq: true }, scope: "default" }] },
      {
        entityType: "category",
        size: 4000,
        excludeFields: ["children_data"],
      },
    ),
    search<TagDoc>(api, {}, { entityType: "tag", size: 500 }),
    api.catalog.attributes({ codes: ["color", "size", "material"] }).catch(() => []),
    api.cms.config().catch(() => null),
    loadBlocks(api),
    // the footer's company data; a page renders without it rather than failing
    Promise.resolve()
      .then(() => api.site.publicSettings())
      .catch(() => null),
  ]);
  const categories = categoryResult.items.map((category) => ({
    ...category,
    slug: category.url_key ?? category.slug,
  }));
  const tags = tagResult.items
    .filter((tag) => (tag as { is_active?: boolean }).is_active !== false)
    .map((tag) => ({ ...tag, slug: tag.slug ?? "" }));
  const attributes: Record<string, AttributeOptionDoc[]> = {};
  const attributeMetadata: AttributeMetadata[] = [];
  for (const attribute of attributeList) {
    if (!attribute.attribute_code) continue;
    const options = (attribute.options ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
      ...(typeof option.sort_order === "number" ? { sort_order: option.sort_order } : {}),
      ...(typeof (option as { swatch?: unknown }).swatch === "string"
        ? { swatch: (option as unknown as { swatch: string }).swatch }
        : {}),
    }));
    attributes[attribute.attribute_code] = options;
    attributeMetadata.push({ attribute_code: attribute.attribute_code, options });
  }
  const menu =
    siteConfig && siteConfig.menu.length > 0
      ? menuFromConfig(siteConfig.menu, categories, tags)
      : menuFromCategories(categories, tags);
  return {
    categories,
    tags,
    attributes,
    attributeMetadata,
    menu,
    blocks,
    contact: footerContact(siteConfig?.contact, settings?.company),
    company: settings?.company ?? null,
    sizeTables: createSizeTableMemo(),
  };
}

/** One active CMS block's sanitised HTML, or '' (missing, inactive or failed: the page shows nothing). */
async function blockHtml(api: Client, identifier: string): Promise<string> {
  try {
    const block = await api.cms.blockByIdentifier(identifier);
    return block && block.active !== false ? sanitizeHtml(String(block.content ?? "")) : "";
  } catch {
    return "";
  }
}

/** The CMS blocks of every page (catalogue.md §1: header promo, product delivery info). */
async function loadBlocks(api: Client): Promise<CmsBlocksView> {
  const [headerPromo, deliveryInfo] = await Promise.all([
    blockHtml(api, "header-promo"),
    blockHtml(api, "product-delivery-info"),
  ]);
  return { headerPromo, deliveryInfo };
}
