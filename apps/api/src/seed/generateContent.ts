import { catalogueStructureDocuments } from "./catalogueStructureDocuments.js";
import { cmsDocuments } from "./cmsDocuments.js";
import { homeLayoutDocuments, type ProductBanner } from "./homeLayoutDocuments.js";
import { DAY_MS, formatDateTime, type SeedDocument } from "./seedTypes.js";
import { shopSettingDocuments } from "./shopSettingDocuments.js";
import { siteConfigDocument } from "./siteConfigDocument.js";
import { sizeTableDocuments } from "./sizeTableDocuments.js";

/** Options for {@link generateContent}. */
export interface GenerateContentOptions {
  readonly now: number;
  /** Products promoted on the home layout. */
  readonly productBanners: readonly ProductBanner[];
  /** The largest discount (whole percent) of the new products, the figure of the "Nowa kolekcja" banner. */
  readonly newCollectionDiscount: number | null;
  /** Makes the unguessable draft key of a draft id (S8); the caller derives it from the app secret. */
  readonly draftKey: (id: number) => string;
  /** Hash under which a draft key is looked up. */
  readonly hashKey: (key: string) => string;
}

/**
 * Generates the non-product documents of the demo shop: categories, attributes, tags, the PL 23 % tax rule,
 * CMS pages/blocks/hierarchy, a draft, the home layout in pl/de/it, site configuration, size tables,
 * countries, redirects, shipping and payment methods, coupons and feeds.
 *
 * @example
 * const docs = generateContent({ now: Date.now(), productBanners: [], newCollectionDiscount: 60, draftKey: () => "k".repeat(32), hashKey: (k) => k });
 */
export function generateContent(options: GenerateContentOptions): SeedDocument[] {
  const stamp = formatDateTime(new Date(options.now - 400 * DAY_MS));
  const draftKeyHash = options.hashKey(options.draftKey(1));
  return [
    ...catalogueStructureDocuments(stamp),
    ...cmsDocuments({ stamp, now: options.now, draftKeyHash }),
    ...homeLayoutDocuments(options.productBanners, options.newCollectionDiscount),
    siteConfigDocument(),
    ...sizeTableDocuments(stamp),
    ...shopSettingDocuments(),
  ];
}
