import { isEnabled } from "@outlet/variant-selection";
import type { BreadcrumbView } from "./catalogViews";
import { imageSources } from "./images";
import type { ProductDoc } from "./productView";

type Json = Record<string, unknown>;

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

function availability(stock: unknown): string {
  const inStock = (stock as { is_in_stock?: unknown } | null | undefined)?.is_in_stock;
  return inStock === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
}

/**
 * The schema.org JSON-LD of a product page: a `ProductGroup` with one `Product` (and `Offer`) per
 * available variant for configurable products, else a `Product` with its offer. Prices are gross PLN.
 *
 * @example
 * productJsonLd(doc, { origin: "https://outlet.example", href: "/sukienka-1", price: 129.99, childHref: (sku) => `/sukienka-1?childSku=${sku}` })["@type"]; // "ProductGroup"
 */
export function productJsonLd(
  product: ProductDoc & Record<string, unknown>,
  context: {
    readonly origin: string;
    readonly href: string;
    readonly price: number;
    readonly description?: string;
    readonly childHref: (sku: string) => string;
  },
): Json {
  const image = absolute(context.origin, imageSources(product.image, "gallery").src);
  const brand = product.brand_name ? { "@type": "Brand", name: String(product.brand_name) } : undefined;
  const base: Json = {
    "@context": "https://schema.org",
    name: product.name,
    image,
    ...(context.description ? { description: context.description } : {}),
    ...(brand ? { brand } : {}),
  };
  const children = (product.configurable_children ?? []).filter((child) => isEnabled(child));
  if (product.type_id === "configurable" && children.length > 0) {
    const varies = (product.configurable_options ?? []).map((option) =>
      option.attribute_code === "color"
        ? "https://schema.org/color"
        : option.attribute_code === "size"
          ? "https://schema.org/size"
          : String(option.attribute_code),
    );
    return {
      ...base,
      "@type": "ProductGroup",
      productGroupID: product.parentSku ?? product.sku,
      url: absolute(context.origin, context.href),
      variesBy: varies,
      hasVariant: children.map((child) => ({
        "@type": "Product",
        sku: child.sku,
        name: String(child.name ?? product.name),
        image: absolute(
          context.origin,
          imageSources((child.image as string) ?? product.image, "gallery").src,
        ),
        ...(child.color_label ? { color: String(child.color_label) } : {}),
        ...(child.size_label ? { size: String(child.size_label) } : {}),
        offers: {
          "@type": "Offer",
          url: absolute(context.origin, context.childHref(String(child.sku))),
          priceCurrency: "PLN",
          price: Number(child.price_incl_tax ?? 0).toFixed(2),
          availability: availability(child.stock),
          itemCondition: "https://schema.org/NewCondition",
        },
      })),
    };
  }
  return {
    ...base,
    "@type": "Product",
    sku: product.sku,
    url: absolute(context.origin, context.href),
    offers: {
      "@type": "Offer",
      url: absolute(context.origin, context.href),
      priceCurrency: "PLN",
      price: context.price.toFixed(2),
      availability: availability(product.stock),
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/**
 * The schema.org `BreadcrumbList` of a page: home, the trail, then the current page.
 *
 * @example
 * breadcrumbJsonLd({ routes: [{ name: "Kobiety", href: "/kobiety" }], current: "Sukienki" }, "https://outlet.example", "/kobiety/sukienki").itemListElement.length; // 3
 */
export function breadcrumbJsonLd(trail: BreadcrumbView, origin: string, currentHref: string) {
  const items = [
    { name: "Strona główna", href: "/" },
    ...trail.routes,
    { name: trail.current, href: currentHref },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.href),
    })),
  };
}

/** Serialises JSON-LD for a `<script type="application/ld+json">` (no `</script>` break-out). */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
