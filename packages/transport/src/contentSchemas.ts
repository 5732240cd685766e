import type { PublicShopSettings } from "@outlet/contract";
import * as z from "zod/mini";
import { cmsPageSchema } from "./catalogSchemas.js";
import { anyRecord, flag, numberish } from "./coerce.js";

/**
 * A country (api-contract §12.14); `available_regions` may be empty.
 *
 * @example
 * countrySchema.parse({ id: "PL", full_name_locale: "Polska", available_regions: null }).available_regions // []
 */
export const countrySchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    two_letter_abbreviation: z.optional(z.string()),
    full_name_locale: z.nullish(z.string()),
    full_name_english: z.nullish(z.string()),
    available_regions: z.pipe(
      z.nullish(
        z.array(
          z.looseObject({
            id: z.optional(numberish),
            code: z.nullish(z.string()),
            name: z.nullish(z.string()),
          }),
        ),
      ),
      z.transform((regions) => regions ?? []),
    ),
  }),
);

/**
 * A size table (api-contract §12.8); the list endpoint returns summaries (`id`, `name`, `category_ids`).
 *
 * @example
 * sizeTableSchema.parse({ id: 3, name: "Sukienki damskie", category_ids: [12] }).name
 */
export const sizeTableSchema = z.lazy(() =>
  z.looseObject({
    id: numberish,
    name: z.string(),
    unit: z.optional(z.string()),
    description_html: z.nullish(z.string()),
    category_ids: z.optional(z.array(numberish)),
    columns: z.optional(z.array(z.looseObject({ key: z.string(), label: z.string() }))),
    rows: z.optional(
      z.array(
        z.looseObject({
          size: z.string(),
          eu: z.nullish(z.string()),
          values: z.record(z.string(), z.string()),
        }),
      ),
    ),
    updated_at: z.optional(z.string()),
  }),
);

/**
 * The FAQ page (api-contract §10.4).
 *
 * @example
 * faqSchema.parse({ groups: [{ title: "Dostawa", items: [{ question: "Ile trwa?", answer_html: "<p>24 h</p>" }] }] })
 */
export const faqSchema = z.lazy(() =>
  z.looseObject({
    groups: z.array(
      z.looseObject({
        title: z.string(),
        items: z.array(
          z.looseObject({ id: z.optional(numberish), question: z.string(), answer_html: z.string() }),
        ),
      }),
    ),
  }),
);

/**
 * The partners page (api-contract §10.4).
 *
 * @example
 * partnersSchema.parse({ items: [{ name: "Len Polski", logo: "/p/len.png" }] }).items[0]?.name
 */
export const partnersSchema = z.lazy(() =>
  z.looseObject({
    items: z.array(
      z.looseObject({
        id: z.optional(numberish),
        name: z.string(),
        logo: z.nullish(z.string()),
        url: z.nullish(z.string()),
        description_html: z.nullish(z.string()),
      }),
    ),
  }),
);

type MenuItemShape = {
  id: number;
  parentId?: number | null | undefined;
  label: string;
  url: string;
  children: MenuItemShape[];
  [key: string]: unknown;
};

/**
 * A menu entry of the site configuration (api-contract §12.9), recursive.
 *
 * @example
 * menuItemSchema.parse({ id: 1, label: "Kobiety", url: "/category/kobiety" }).children // []
 */
export const menuItemSchema: z.ZodMiniType<MenuItemShape> = z.looseObject({
  id: numberish,
  parentId: z.nullish(numberish),
  label: z.string(),
  url: z.string(),
  get children() {
    return z.pipe(
      z.optional(z.array(menuItemSchema)),
      z.transform((children) => children ?? []),
    );
  },
}) as unknown as z.ZodMiniType<MenuItemShape>;

/**
 * The public site configuration (api-contract §12.9).
 *
 * @example
 * siteConfigSchema.parse({ menu: [], contact: { email: "sklep@outlet.example" } }).contact?.email
 */
export const siteConfigSchema = z.lazy(() =>
  z.looseObject({
    menu: z._default(z.array(menuItemSchema), []),
    contact: z.optional(
      z.looseObject({
        email: z.optional(z.string()),
        phone: z.optional(z.string()),
        hours: z.optional(z.string()),
      }),
    ),
    social: z.optional(
      z.looseObject({ facebook: z.optional(z.string()), instagram: z.optional(z.string()) }),
    ),
    flags: z.optional(z.looseObject({ new: z.optional(numberish), last_items: z.optional(numberish) })),
    banner_color: z.optional(z.string()),
    newsletter_discount_percent: z.optional(numberish),
    languages: z.optional(z.array(z.string())),
  }),
);

/**
 * The shop settings a shopper may see (`GET /api/settings/public`, issue 25): the company running the
 * shop (after-sales-and-law.md §6), shown in the footer, and the return terms the shop's terms quote.
 * Carriers pass through unchecked.
 *
 * @example
 * publicSettingsSchema.parse(answer).company.nip; // "5842736510"
 */
export const publicSettingsSchema = z.lazy(
  () =>
    z.looseObject({
      company: z.looseObject({
        name: z.string(),
        street: z.string(),
        postcode: z.string(),
        city: z.string(),
        country: z.string(),
        nip: z.string(),
        regon: z.nullable(z.string()),
        krs: z.nullable(z.string()),
        email: z.string(),
        phone: z.string(),
      }),
      // the return terms the shop's terms (regulamin) quote; optional for an API older than issue 27
      returns: z.optional(
        z.looseObject({
          periodDays: z.number(),
          address: z.looseObject({
            name: z.string(),
            street: z.string(),
            postcode: z.string(),
            city: z.string(),
          }),
        }),
      ),
    }) satisfies z.ZodMiniType<Pick<PublicShopSettings, "company">>,
);

/**
 * A banner (api-contract §12.9).
 *
 * @example
 * bannerSchema.parse({ image: "/banners/head.jpg", link: "/category/wyprzedaz", alt: "Wyprzedaż" }).link
 */
export const bannerSchema = z.looseObject({
  id: z.optional(numberish),
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.string(),
  image_mobile: z.nullish(z.string()),
  alt: z.nullish(z.string()),
  link: z.string(),
  position: z.optional(numberish),
  sku: z.optional(z.string()),
});

const bannerList = z.pipe(
  z.nullish(z.array(bannerSchema)),
  z.transform((list) => list ?? []),
);

/**
 * A layout with its promoted offers (api-contract §12.9); every list may be empty.
 *
 * @example
 * layoutSchema.parse({ name: "home", mainBanners: null }).mainBanners // []
 */
export const layoutSchema = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    lang: z.optional(z.string()),
    headImage: z.nullish(z.partial(bannerSchema, { link: true, image: true })),
    mainBanners: bannerList,
    smallBanners: bannerList,
    productBanners: bannerList,
    promotedCategories: z.pipe(
      z.nullish(
        z.array(
          z.looseObject({
            category_id: numberish,
            name: z.string(),
            image: z.nullish(z.string()),
            link: z.string(),
          }),
        ),
      ),
      z.transform((list) => list ?? []),
    ),
  }),
);

/**
 * A CMS draft: a CmsPage plus `draft: true` and `expires_at` (api-contract §10.4).
 *
 * @example
 * cmsDraftSchema.parse({ identifier: "jesienna-kolekcja", draft: true, expires_at: "2026-12-01T00:00:00Z" }).draft // true
 */
export const cmsDraftSchema = z.lazy(() =>
  z.extend(cmsPageSchema, {
    draft: z.optional(flag),
    expires_at: z.optional(z.string()),
  }),
);

/**
 * A redirect (api-contract §10.5).
 *
 * @example
 * redirectSchema.parse({ from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 }).to
 */
export const redirectSchema = z.lazy(() =>
  z.looseObject({
    from: z.string(),
    to: z.string(),
    status: numberish,
  }),
);

/**
 * One sitemap page (api-contract §10.7).
 *
 * @example
 * sitemapPageSchema.parse({ items: [{ path: "/p/SUK-0193/sukienka-lniana" }], total: 1, page: 1, page_size: 1000 }).total // 1
 */
export const sitemapPageSchema = z.lazy(() =>
  z.looseObject({
    items: z.array(
      z.looseObject({
        path: z.string(),
        updated_at: z.nullish(z.string()),
        images: z.optional(z.array(z.string())),
      }),
    ),
    total: numberish,
    page: numberish,
    page_size: numberish,
  }),
);

/**
 * The robots data (api-contract §10.7).
 *
 * @example
 * robotsSchema.parse({ rules: [{ user_agent: "*", disallow: ["/checkout"] }] }).rules[0]?.allow // []
 */
export const robotsSchema = z.lazy(() =>
  z.looseObject({
    rules: z.array(
      z.looseObject({
        user_agent: z.string(),
        allow: z._default(z.array(z.string()), []),
        disallow: z._default(z.array(z.string()), []),
      }),
    ),
    sitemaps: z._default(z.array(z.string()), []),
  }),
);

/**
 * Feed data (api-contract §10.7); prices are gross strings such as `"129.99 PLN"`.
 *
 * @example
 * feedSchema.parse({ filename: "google.xml", format: "xml", total: 0, items: [] }).format // "xml"
 */
export const feedSchema = z.lazy(() =>
  z.looseObject({
    filename: z.string(),
    format: z.string(),
    generated_at: z.optional(z.string()),
    total: numberish,
    items: z.array(anyRecord),
  }),
);
