import type { ProductDocument } from "@outlet/contract";
import { feedMaterial } from "@outlet/product-information";
import { formatProductLink, routePath } from "@outlet/url-resolution";
import { isEnabled } from "@outlet/variant-selection";

/**
 * One row of a price-comparison feed (api-contract.md §10.7): Google Merchant's attribute names. A type, not
 * an interface, so a row is also a {@link FeedRow} the renderers take.
 */
export type FeedItem = {
  readonly id: string;
  readonly item_group_id: string;
  readonly sku: string;
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly image_link: string;
  readonly additional_image_links: readonly string[];
  /** The regular gross price, `"129.99 PLN"`. */
  readonly price: string;
  /** The special gross price while it runs. */
  readonly sale_price?: string;
  readonly availability: "in_stock" | "out_of_stock";
  readonly brand: string;
  readonly mpn: string;
  readonly color: string;
  readonly size: string;
  /** The EAN, when the product has one. */
  readonly gtin?: string;
  /** The fibres of the composition (`@outlet/product-information`'s feedMaterial), else the facet's label. */
  readonly material: string;
  /** The category names joined with `" > "`. */
  readonly category: string;
  readonly condition: "new";
};

/** Where the feed's links point. */
export interface FeedOrigins {
  /** The shop's origin, before every product link: `"https://outlet.example"`. */
  readonly shop: string;
  /** The origin of the API's image resizer, before every picture: `"https://api.outlet.example"`. */
  readonly media: string;
}

type Doc = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));
const money = (value: unknown): string => `${Number(value ?? 0).toFixed(2)} PLN`;
const picture = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value !== "no_selection" ? value : null;

// Tags dropped and white space folded: feeds take plain text (Google refuses HTML in `description`).
function plainText(html: unknown): string {
  return text(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The product's page as the storefront links it (behaviour §8.2): with a variant, `?childSku=`. */
function productPath(product: ProductDocument, childSku: string | null): string {
  const sku = text(product.sku);
  const slug = text(product.slug ?? product.url_key);
  return (
    routePath(
      formatProductLink({
        sku: childSku ?? sku,
        parentSku: sku,
        type_id: text(product.type_id) || "simple",
        slug,
        url_path: typeof product.url_path === "string" ? product.url_path : null,
        configurable_children: childSku ? [{ sku: childSku }] : [],
        options: [],
      }),
    ) ?? `/p/${sku}/${slug}`
  );
}

/**
 * The feed rows of one visible product (api-contract.md §10.7): one per enabled variant (a child with
 * `status < 2`) of a configurable product, else one for the product itself. Each row carries its link (the
 * variant's page), the regular gross price and, while a special price runs, the sale price (the processed
 * `original_price_incl_tax` / `special_price_incl_tax` of §12.1), the stock, the first pictures (videos
 * left out) and the material of the composition. The caller decides which products are visible. Pure.
 *
 * @example
 * productFeedItems(
 *   { sku: "SZA-2892", name: "Żółta chusta", type_id: "simple", url_path: "zolta-chusta-2892", image: "/s/szal.jpg", original_price_incl_tax: 129.99, stock: { is_in_stock: true } },
 *   { shop: "https://outlet.example", media: "https://api.outlet.example" },
 * )[0]?.link; // "https://outlet.example/zolta-chusta-2892"
 */
export function productFeedItems(product: ProductDocument, origins: FeedOrigins): FeedItem[] {
  const children = Array.isArray(product.configurable_children) ? product.configurable_children : null;
  const variants: readonly Doc[] = children ? children.filter((child) => isEnabled(child)) : [product];
  const category = ((product.category as readonly { readonly name?: unknown }[] | undefined) ?? [])
    .map((entry) => text(entry.name))
    .join(" > ");
  const gallery = ((product.media_gallery as readonly { image?: unknown; typ?: unknown }[] | undefined) ?? [])
    // pictures only: a video entry's image repeats the main one (issue 15 demo videos)
    .filter((entry) => entry.typ !== "video")
    .slice(1, 5)
    .flatMap((entry) => {
      const image = picture(entry.image);
      return image ? [`${origins.media}/img/600/828/resize${image}`] : [];
    });
  const material = feedMaterial(product) ?? text(product.material_label);
  return variants.map((variant) => {
    const isChild = variant !== product;
    const sku = text(variant.sku);
    const stock = variant.stock as { readonly is_in_stock?: unknown } | null | undefined;
    const special = Number(variant.special_price_incl_tax ?? 0);
    const ean = product.ean;
    return {
      id: sku,
      item_group_id: text(product.sku),
      sku,
      title: isChild
        ? `${text(product.name)} ${text(variant.color_label)} ${text(variant.size_label)}`.trim()
        : text(product.name),
      description: plainText(product.description),
      link: `${origins.shop}${productPath(product, isChild ? sku : null)}`,
      image_link: `${origins.media}/img/600/828/resize${picture(variant.image) ?? text(product.image)}`,
      additional_image_links: gallery,
      price: money(variant.original_price_incl_tax),
      ...(special > 0 ? { sale_price: money(special) } : {}),
      availability: stock?.is_in_stock ? "in_stock" : "out_of_stock",
      brand: text(product.brand_name),
      mpn: text(product.mpn),
      color: text(variant.color_label ?? product.color_label),
      size: text(variant.size_label ?? product.size_label),
      ...(typeof ean === "string" && ean !== "" ? { gtin: ean } : {}),
      material,
      category,
      condition: "new",
    };
  });
}
