import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "./jsonLd";
import type { ProductDoc } from "./productView";

describe("productJsonLd", () => {
  it("describes a configurable product as a ProductGroup with an offer per enabled variant", () => {
    const product = {
      sku: "K-1",
      name: "Koszula",
      type_id: "configurable",
      image: "/k.png",
      configurable_options: [{ attribute_code: "size" }],
      configurable_children: [
        { sku: "K-1-S", price_incl_tax: 149.99, size_label: "S", stock: { is_in_stock: true } },
        { sku: "K-1-M", price_incl_tax: 149.99, status: 2 },
        { sku: "K-1-L", price_incl_tax: 139.99, stock: { is_in_stock: false } },
      ],
    } as unknown as ProductDoc & Record<string, unknown>;
    const ld = productJsonLd(product, {
      origin: "https://o.pl",
      href: "/koszula",
      price: 149.99,
      childHref: (sku) => `/koszula?childSku=${sku}`,
    });
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld.variesBy).toEqual(["https://schema.org/size"]);
    const variants = ld.hasVariant as {
      sku: string;
      offers: { price: string; availability: string; url: string };
    }[];
    expect(variants.map((v) => v.sku)).toEqual(["K-1-S", "K-1-L"]);
    expect(variants[1]?.offers).toMatchObject({
      price: "139.99",
      availability: "https://schema.org/OutOfStock",
      url: "https://o.pl/koszula?childSku=K-1-L",
    });
  });

  it("describes a simple product as a Product with one offer", () => {
    const ld = productJsonLd(
      { sku: "S-1", name: "Szal", type_id: "simple", image: "no_selection" } as ProductDoc &
        Record<string, unknown>,
      {
        origin: "https://o.pl",
        href: "/szal",
        price: 50,
        childHref: (sku) => sku,
      },
    );
    expect(ld).toMatchObject({
      "@type": "Product",
      image: "https://o.pl/placeholder.svg",
      offers: { price: "50.00", priceCurrency: "PLN" },
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists home, the trail and the current page with absolute URLs", () => {
    const ld = breadcrumbJsonLd(
      { routes: [{ name: "Kobiety", href: "/kobiety" }], current: "Sukienki" },
      "https://o.pl",
      "/kobiety/sukienki",
    );
    expect(ld.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, "https://o.pl/"],
      [2, "https://o.pl/kobiety"],
      [3, "https://o.pl/kobiety/sukienki"],
    ]);
  });
});

describe("jsonLdText", () => {
  it("cannot close the script element", () => {
    expect(jsonLdText({ name: "</script><script>" })).not.toContain("</script>");
  });
});
