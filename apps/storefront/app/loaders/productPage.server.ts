import {
  childProductsQuery,
  configurableParentQuery,
  productBreadcrumbs,
  productByKeyQuery,
} from "@outlet/listing";
import {
  applyBundlePrice,
  bundleLinkSkus,
  type GroupedProductLink,
  groupedLinkQty,
  groupedLinks,
} from "@outlet/pricing";
import type { Client } from "@outlet/transport";
import {
  directChildAccess,
  type LinkableProduct,
  NOT_VISIBLE_INDIVIDUALLY,
  productPageDecision,
} from "@outlet/url-resolution";
import { redirect } from "react-router";
import { pl } from "../i18n/pl";
import type { LinkedItemView, ProductPageData, ShopData, SizeTableView } from "../lib/catalogViews";
import { canonicalProductHref, categoryHref, productHref } from "../lib/links";
import { PRODUCT_INFORMATION_FIELDS, productInformationView } from "../lib/productInformationView";
import type { ProductDoc } from "../lib/productView";
import { sanitizeHtml } from "../lib/sanitizeHtml.server";
import { shopConfig } from "../lib/shopConfig";
import { breadcrumbView, notFound, search } from "./catalogSearch.server";
import { loadReviews } from "./productReviews.server";
import { sizeTableOf } from "./sizeTables.server";

/** The product page fields (everything but the search-only extras). */
export const PRODUCT_EXCLUDE = ["category.path", "tier_prices", "attributes_metadata"];

/**
 * Loads a product page by sku (behaviour.md §8.9): 404 for status ≥ 2; a directly opened child of a
 * configurable product answers 301 to its parent's link; reviews, size table and linked products with it.
 */
export async function loadProductPage(
  api: Client,
  input: { readonly parentSku: string; readonly childSku: string | null; readonly requestUrl: string },
  data: ShopData,
): Promise<ProductPageData> {
  const lookup = productByKeyQuery("sku", input.parentSku);
  const found = await search<ProductDoc>(api, lookup.query, {
    size: 1,
    excludeFields: PRODUCT_EXCLUDE,
    addDefaultProductFilters: false,
  });
  let product: ProductDoc | undefined = found.items[0];
  if (!product) {
    // The reference backend keeps configurable children inside their parent only (api-contract.md
    // §12.1), so a child sku is found through its parent; it is then a child that is not visible alone.
    // A failed lookup throws (503): only an answer that names no such child is a 404.
    const embedded = await search<ProductDoc>(api, configurableParentQuery(input.parentSku).query, {
      size: 1,
      includeFields: ["id", "configurable_children.id", "configurable_children.sku"],
    });
    const child = embedded.items[0]?.configurable_children?.find(
      (candidate) => candidate.sku === input.parentSku,
    );
    if (!child) throw notFound("Product query returned empty result");
    product = { ...child, sku: input.parentSku, visibility: 1 } as ProductDoc;
  }
  const decision = productPageDecision(product as LinkableProduct, shopConfig.url);
  if (decision.action === "error") throw notFound(decision.error.message);
  if (decision.action === "lookup-parent") {
    const parentLookup = configurableParentQuery(decision.childSku);
    const parents = await search<ProductDoc>(api, parentLookup.query, {
      size: 1,
      includeFields: [
        "id",
        "sku",
        "type_id",
        "url_path",
        "url_key",
        "slug",
        "configurable_children.sku",
        "options",
      ],
    });
    const access = directChildAccess(
      product as LinkableProduct,
      parents.items[0] as LinkableProduct | undefined,
      {
        environment: "server",
        requestUrl: input.requestUrl,
      },
      shopConfig.url,
    );
    if (access.action === "redirect") throw redirect(access.location, 301);
  }
  return productPageData(api, product, input.childSku, data);
}

/** Loads the extras of a found product (reviews, size table, linked products, breadcrumbs). */
export async function productPageData(
  api: Client,
  product: ProductDoc,
  childSku: string | null,
  data: ShopData,
): Promise<ProductPageData> {
  const record = product as ProductDoc & Record<string, unknown>;
  const linkedSkus =
    product.type_id === "grouped"
      ? groupedLinks(record).map((link) => link.sku)
      : product.type_id === "bundle"
        ? bundleLinkSkus(record)
        : [];
  const sizeTableId = typeof record.size_table_id === "number" ? record.size_table_id : null;
  const [reviews, sizeTable, linked] = await Promise.all([
    loadReviews(api, product),
    sizeTableId ? sizeTableOf(api, data, sizeTableId) : Promise.resolve(null),
    linkedSkus.length > 0
      ? search<ProductDoc>(api, childProductsQuery(linkedSkus, shopConfig.listing).query, {
          size: linkedSkus.length,
          // Besides what the page shows, what a grouped product's "add to cart" adds its items with.
          includeFields: [
            "id",
            "sku",
            "name",
            "price",
            "price_incl_tax",
            "original_price_incl_tax",
            "special_price",
            "tax_class_id",
            "image",
            "stock",
            "url_path",
            "type_id",
            "slug",
            "url_key",
            "status",
            "visibility",
            // each part's own manufacturer, safety and composition (after-sales-and-law.md §5)
            ...PRODUCT_INFORMATION_FIELDS,
          ],
          addDefaultProductFilters: false,
          // No catch: without its items a grouped or bundle product would show a wrong price (503 instead).
        }).then((result) => result.items)
      : Promise.resolve([] as ProductDoc[]),
  ]);
  let priced: ProductDoc = product;
  let bundlePriceInclTax = 0;
  const linkedItems: LinkedItemView[] = [];
  const linkedBySku = new Map(linked.map((item) => [item.sku, item]));
  const linkedView = (sku: string, qty: number): LinkedItemView => {
    const item = linkedBySku.get(sku) as (ProductDoc & { price_incl_tax?: number }) | undefined;
    return {
      sku,
      name: item?.name ?? sku,
      qty,
      price: item?.price_incl_tax ?? 0,
      href: item && item.visibility !== NOT_VISIBLE_INDIVIDUALLY ? productHref(item) : null,
      information: item ? productInformationView(item) : null,
    };
  };
  if (product.type_id === "grouped") {
    // The set's price is the API's: the sum of its items (@outlet/pricing's groupedPriceFields), the same
    // on the server, after hydration, on tiles and in the cart. "Add to cart" adds the associated products
    // (behaviour.md §9.5, `prepareProductsToAdd` reads `product_links[].product`), so each link carries its
    // loaded product at the link's quantity (§4.4, groupedLinkQty).
    const links = (record.product_links ?? []) as readonly (GroupedProductLink & { product?: unknown })[];
    priced = {
      ...product,
      product_links: links.map((link) => {
        const item = link.linked_product_sku ? linkedBySku.get(link.linked_product_sku) : undefined;
        if (link.link_type !== "associated" || !item) return link;
        return { ...link, product: { ...item, qty: groupedLinkQty(link) } };
      }),
    } as ProductDoc;
    for (const link of groupedLinks(record)) linkedItems.push(linkedView(link.sku, link.qty));
  } else if (product.type_id === "bundle") {
    const bundled = applyBundlePrice(record, linked) as Record<string, unknown>;
    priced = bundled as ProductDoc;
    bundlePriceInclTax = typeof bundled.price_incl_tax === "number" ? bundled.price_incl_tax : 0;
    for (const option of (record.bundle_options ?? []) as {
      product_links?: { sku?: string; qty?: number; is_default?: boolean }[];
    }[]) {
      const link =
        option.product_links?.find((candidate) => candidate.is_default) ?? option.product_links?.[0];
      if (link?.sku) linkedItems.push(linkedView(link.sku, Number(link.qty ?? 1) || 1));
    }
  }
  const crumbs = productBreadcrumbs(product, data.categories, {
    link: (category) => categoryHref(category, data.tags),
  });
  const material = data.attributes.material?.find(
    (option) => option.value === String(record.material),
  )?.label;
  return {
    kind: "product",
    product: { ...priced, description: undefined } as ProductDoc,
    childSku,
    breadcrumbs: breadcrumbView(crumbs.routes, product.name ?? product.sku),
    reviews,
    sizeTable: sizeTable ? sizeTableView(sizeTable) : null,
    linked: linkedItems,
    bundlePriceInclTax,
    descriptionHtml: sanitizeHtml(String(record.description ?? "")),
    canonical: canonicalProductHref(product),
    materialLabel: material ?? String(record.material_label ?? ""),
    information: productInformationView(product),
  };
}

function sizeTableView(raw: Record<string, unknown>): SizeTableView {
  const table = raw as {
    name?: string;
    unit?: string;
    description_html?: string | null;
    columns?: { key: string; label: string }[];
    rows?: { size: string; eu?: string | null; values: Record<string, string> }[];
  };
  return {
    name: table.name ?? pl.product.sizeTable,
    unit: table.unit ?? "cm",
    descriptionHtml: sanitizeHtml(table.description_html ?? ""),
    columns: table.columns ?? [],
    rows: (table.rows ?? []).map((row) => ({ size: row.size, eu: row.eu ?? "", values: row.values })),
  };
}
