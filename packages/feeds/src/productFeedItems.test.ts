import type { ProductDocument } from "@outlet/contract";
import { describe, expect, it } from "vitest";
import { productFeedItems } from "./productFeedItems.js";

const origins = { shop: "https://outlet.example", media: "https://api.outlet.example" };

const dress: ProductDocument = {
  sku: "SUK-0933",
  name: "Żółta sukienka",
  type_id: "configurable",
  url_path: "zolta-sukienka-933",
  image: "/s/suk.jpg",
  description: "<p>Lekka <strong>sukienka</strong>\n na lato.</p>",
  brand_name: "Outlet",
  category: [{ name: "Kobiety" }, { name: "Sukienki" }],
  composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
  media_gallery: [
    { image: "/s/suk.jpg" },
    { image: "/s/suk-film.jpg", typ: "video" },
    { image: "/s/suk-tyl.jpg" },
  ],
  configurable_children: [
    {
      sku: "SUK-0933-M",
      status: 1,
      color_label: "Żółty",
      size_label: "M",
      original_price_incl_tax: 199.99,
      special_price_incl_tax: 149.5,
      stock: { is_in_stock: true },
    },
    { sku: "SUK-0933-L", status: 2, size_label: "L", original_price_incl_tax: 199.99 },
    {
      sku: "SUK-0933-S",
      status: 1,
      color_label: "Żółty",
      size_label: "S",
      image: "/s/suk-s.jpg",
      original_price_incl_tax: 199.99,
      stock: { is_in_stock: false },
    },
  ],
};

describe("productFeedItems", () => {
  it("gives one row per enabled variant, each linking its variant's page", () => {
    const rows = productFeedItems(dress, origins);
    expect(rows.map((row) => [row.id, row.item_group_id, row.title, row.link])).toEqual([
      [
        "SUK-0933-M",
        "SUK-0933",
        "Żółta sukienka Żółty M",
        "https://outlet.example/zolta-sukienka-933?childSku=SUK-0933-M",
      ],
      [
        "SUK-0933-S",
        "SUK-0933",
        "Żółta sukienka Żółty S",
        "https://outlet.example/zolta-sukienka-933?childSku=SUK-0933-S",
      ],
    ]);
  });

  it("carries the regular price, the special price as the sale price, and the stock", () => {
    const [m, s] = productFeedItems(dress, origins);
    expect([m?.price, m?.sale_price, m?.availability]).toEqual(["199.99 PLN", "149.50 PLN", "in_stock"]);
    expect([s?.price, "sale_price" in (s ?? {}), s?.availability]).toEqual([
      "199.99 PLN",
      false,
      "out_of_stock",
    ]);
  });

  it("takes the variant's picture, else the product's, and the gallery's further pictures without videos", () => {
    const [m, s] = productFeedItems(dress, origins);
    expect(m?.image_link).toBe("https://api.outlet.example/img/600/828/resize/s/suk.jpg");
    expect(s?.image_link).toBe("https://api.outlet.example/img/600/828/resize/s/suk-s.jpg");
    expect(m?.additional_image_links).toEqual([
      "https://api.outlet.example/img/600/828/resize/s/suk-tyl.jpg",
    ]);
  });

  it("describes in plain text, with the categories, the material of the composition and no gtin without an EAN", () => {
    const [m] = productFeedItems(dress, origins);
    expect(m).toMatchObject({
      description: "Lekka sukienka na lato.",
      category: "Kobiety > Sukienki",
      material: "bawełna",
      brand: "Outlet",
      condition: "new",
    });
    expect(m && "gtin" in m).toBe(false);
    expect(productFeedItems({ ...dress, ean: "5901234123457" }, origins)[0]?.gtin).toBe("5901234123457");
  });

  it("gives a simple product one row of its own, linked without a variant", () => {
    const rows = productFeedItems(
      {
        sku: "SZA-2892",
        name: "Chusta",
        type_id: "simple",
        url_path: "chusta-2892",
        original_price_incl_tax: 59,
        stock: { is_in_stock: true },
      },
      origins,
    );
    expect(rows.map((row) => [row.id, row.title, row.link, row.price])).toEqual([
      ["SZA-2892", "Chusta", "https://outlet.example/chusta-2892", "59.00 PLN"],
    ]);
  });
});
