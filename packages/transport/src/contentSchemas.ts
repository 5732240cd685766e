import type { PublicShopSettings } from "@outlet/contract";
import { z } from "zod";
import { cmsPageSchema } from "./catalogSchemas";
import { anyRecord, flag, numberish } from "./coerce";

/**
 * A country (api-contract §12.14); `available_regions` may be empty.
 *
 * @example
 * countrySchema.parse({ id: "PL", full_name_locale: "Polska", available_regions: null }).available_regions // []
 */
export const countrySchema = z.looseObject({
  id: z.string(),
  two_letter_abbreviation: z.string().optional(),
  full_name_locale: z.string().nullish(),
  full_name_english: z.string().nullish(),
  available_regions: z
    .array(
      z.looseObject({ id: numberish.optional(), code: z.string().nullish(), name: z.string().nullish() }),
    )
    .nullish()
    .transform((regions) => regions ?? []),
});

/**
 * A size table (api-contract §12.8); the list endpoint returns summaries (`id`, `name`, `category_ids`).
 *
 * @example
 * sizeTableSchema.parse({ id: 3, name: "Sukienki damskie", category_ids: [12] }).name
 */
export const sizeTableSchema = z.looseObject({
  id: numberish,
  name: z.string(),
  unit: z.string().optional(),
  description_html: z.string().nullish(),
  category_ids: z.array(numberish).optional(),
  columns: z.array(z.looseObject({ key: z.string(), label: z.string() })).optional(),
  rows: z
    .array(
      z.looseObject({
        size: z.string(),
        eu: z.string().nullish(),
        values: z.record(z.string(), z.string()),
      }),
    )
    .optional(),
  updated_at: z.string().optional(),
});

/**
 * The FAQ page (api-contract §10.4).
 *
 * @example
 * faqSchema.parse({ groups: [{ title: "Dostawa", items: [{ question: "Ile trwa?", answer_html: "<p>24 h</p>" }] }] })
 */
export const faqSchema = z.looseObject({
  groups: z.array(
    z.looseObject({
      title: z.string(),
      items: z.array(
        z.looseObject({ id: numberish.optional(), question: z.string(), answer_html: z.string() }),
      ),
    }),
  ),
});

/**
 * The partners page (api-contract §10.4).
 *
 * @example
 * partnersSchema.parse({ items: [{ name: "Len Polski", logo: "/p/len.png" }] }).items[0]?.name
 */
export const partnersSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: numberish.optional(),
      name: z.string(),
      logo: z.string().nullish(),
      url: z.string().nullish(),
      description_html: z.string().nullish(),
    }),
  ),
});

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
export const menuItemSchema: z.ZodType<MenuItemShape> = z.looseObject({
  id: numberish,
  parentId: numberish.nullish(),
  label: z.string(),
  url: z.string(),
  get children() {
    return z
      .array(menuItemSchema)
      .optional()
      .transform((children) => children ?? []);
  },
}) as unknown as z.ZodType<MenuItemShape>;

/**
 * The public site configuration (api-contract §12.9).
 *
 * @example
 * siteConfigSchema.parse({ menu: [], contact: { email: "sklep@outlet.example" } }).contact?.email
 */
export const siteConfigSchema = z.looseObject({
  menu: z.array(menuItemSchema).default([]),
  contact: z
    .looseObject({ email: z.string().optional(), phone: z.string().optional(), hours: z.string().optional() })
    .optional(),
  social: z.looseObject({ facebook: z.string().optional(), instagram: z.string().optional() }).optional(),
  flags: z.looseObject({ new: numberish.optional(), last_items: numberish.optional() }).optional(),
  banner_color: z.string().optional(),
  newsletter_discount_percent: numberish.optional(),
  languages: z.array(z.string()).optional(),
});

/**
 * The shop settings a shopper may see (`GET /api/settings/public`, issue 25): the company running the
 * shop (after-sales-and-law.md §6), shown in the footer. Returns and carriers pass through unchecked.
 *
 * @example
 * publicSettingsSchema.parse(answer).company.nip; // "5842736510"
 */
export const publicSettingsSchema = z.looseObject({
  company: z.looseObject({
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
    nip: z.string(),
    regon: z.string().nullable(),
    krs: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
}) satisfies z.ZodType<Pick<PublicShopSettings, "company">>;

/**
 * A banner (api-contract §12.9).
 *
 * @example
 * bannerSchema.parse({ image: "/banners/head.jpg", link: "/category/wyprzedaz", alt: "Wyprzedaż" }).link
 */
export const bannerSchema = z.looseObject({
  id: numberish.optional(),
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  image: z.string(),
  image_mobile: z.string().nullish(),
  alt: z.string().nullish(),
  link: z.string(),
  position: numberish.optional(),
  sku: z.string().optional(),
});

const bannerList = z
  .array(bannerSchema)
  .nullish()
  .transform((list) => list ?? []);

/**
 * A layout with its promoted offers (api-contract §12.9); every list may be empty.
 *
 * @example
 * layoutSchema.parse({ name: "home", mainBanners: null }).mainBanners // []
 */
export const layoutSchema = z.looseObject({
  name: z.string(),
  lang: z.string().optional(),
  headImage: bannerSchema.partial({ link: true, image: true }).nullish(),
  mainBanners: bannerList,
  smallBanners: bannerList,
  productBanners: bannerList,
  promotedCategories: z
    .array(
      z.looseObject({
        category_id: numberish,
        name: z.string(),
        image: z.string().nullish(),
        link: z.string(),
      }),
    )
    .nullish()
    .transform((list) => list ?? []),
});

/**
 * A CMS draft: a CmsPage plus `draft: true` and `expires_at` (api-contract §10.4).
 *
 * @example
 * cmsDraftSchema.parse({ identifier: "jesienna-kolekcja", draft: true, expires_at: "2026-12-01T00:00:00Z" }).draft // true
 */
export const cmsDraftSchema = cmsPageSchema.extend({
  draft: flag.optional(),
  expires_at: z.string().optional(),
});

/**
 * A redirect (api-contract §10.5).
 *
 * @example
 * redirectSchema.parse({ from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 }).to
 */
export const redirectSchema = z.looseObject({
  from: z.string(),
  to: z.string(),
  status: numberish,
});

/**
 * One sitemap page (api-contract §10.7).
 *
 * @example
 * sitemapPageSchema.parse({ items: [{ path: "/p/SUK-0193/sukienka-lniana" }], total: 1, page: 1, page_size: 1000 }).total // 1
 */
export const sitemapPageSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      path: z.string(),
      updated_at: z.string().nullish(),
      images: z.array(z.string()).optional(),
    }),
  ),
  total: numberish,
  page: numberish,
  page_size: numberish,
});

/**
 * The robots data (api-contract §10.7).
 *
 * @example
 * robotsSchema.parse({ rules: [{ user_agent: "*", disallow: ["/checkout"] }] }).rules[0]?.allow // []
 */
export const robotsSchema = z.looseObject({
  rules: z.array(
    z.looseObject({
      user_agent: z.string(),
      allow: z.array(z.string()).default([]),
      disallow: z.array(z.string()).default([]),
    }),
  ),
  sitemaps: z.array(z.string()).default([]),
});

/**
 * Feed data (api-contract §10.7); prices are gross strings such as `"129.99 PLN"`.
 *
 * @example
 * feedSchema.parse({ filename: "google.xml", format: "xml", total: 0, items: [] }).format // "xml"
 */
export const feedSchema = z.looseObject({
  filename: z.string(),
  format: z.string(),
  generated_at: z.string().optional(),
  total: numberish,
  items: z.array(anyRecord),
});
