import { describe, expect, it } from "vitest";
import { childSkuToReplace, type ProductDoc, selectionFor, toTile, withGroupedItems } from "./productView";

const child = (
  sku: string,
  color: number,
  size: number,
  price: number,
  extra: Record<string, unknown> = {},
) => ({
  id: sku.length,
  sku,
  status: 1,
  color,
  size,
  price_incl_tax: price,
  original_price_incl_tax: price,
  image: `/p/${sku}.png`,
  stock: { is_in_stock: true, qty: 5 },
  ...extra,
});

const dress: ProductDoc = {
  id: 1,
  sku: "SUK-1",
  name: "Sukienka",
  type_id: "configurable",
  url_path: "sukienka-1",
  image: "/p/suk.png",
  price_incl_tax: 90,
  original_price_incl_tax: 120,
  special_price: 70,
  lowest_price_30d_incl_tax: 110,
  configurable_options: [
    {
      attribute_code: "color",
      label: "Kolor",
      values: [
        { value_index: 49, label: "Czarny" },
        { value_index: 50, label: "Biały" },
      ],
    },
    {
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: 167, label: "XS" },
        { value_index: 168, label: "S" },
      ],
    },
  ],
  configurable_children: [
    child("SUK-1-CZA-XS", 49, 167, 90, {
      original_price_incl_tax: 120,
      special_price: 70,
      lowest_price_30d_incl_tax: 110,
    }),
    child("SUK-1-CZA-S", 49, 168, 95),
    child("SUK-1-BIA-XS", 50, 167, 99, { stock: { is_in_stock: false, qty: 0 } }),
    child("SUK-1-BIA-S", 50, 168, 99, { status: 2 }),
  ],
} as ProductDoc;

describe("toTile", () => {
  it("shows the child that best matches the chosen filters and links to it", () => {
    const tile = toTile(dress, { size: ["168"] });
    expect(tile.sku).toBe("SUK-1-CZA-S");
    // The tile's cart button looks the parent up and adds the child shown.
    expect(tile.parentSku).toBe("SUK-1");
    expect(tile.childSku).toBe("SUK-1-CZA-S");
    expect(tile.href).toBe("/sukienka-1?childSku=SUK-1-CZA-S");
    expect(tile.price).toBe(95);
    expect(tile.originalPrice).toBeNull();
  });

  it("strikes the regular price and carries the 30-day lowest price of a reduced child", () => {
    const tile = toTile(dress);
    expect(tile).toMatchObject({ sku: "SUK-1-CZA-XS", price: 90, originalPrice: 120, lowestPrice: 110 });
  });
});

/** The first child (black XS, the cheapest) sold out: the first in stock is black S. */
const soldOutFirst = {
  ...dress,
  configurable_children: [
    child("SUK-1-CZA-XS", 49, 167, 80, { stock: { is_in_stock: false, qty: 0 } }),
    ...(dress.configurable_children ?? []).slice(1),
  ],
} as ProductDoc;

describe("toTile and selectionFor never preselect a sold-out variant", () => {
  it("a tile shows and links a child in stock", () => {
    const tile = toTile(soldOutFirst);
    expect(tile.childSku).toBe("SUK-1-CZA-S");
    expect(tile.href).toBe("/sukienka-1?childSku=SUK-1-CZA-S");
    // A size filter matched only by a sold-out child: another size in stock is shown.
    expect(toTile(soldOutFirst, { color: ["49"], size: ["167"] }).childSku).toBe("SUK-1-CZA-S");
  });

  it("a product page without a childSku opens on a child in stock; a named sold-out child stays", () => {
    expect(selectionFor(soldOutFirst, null)).toMatchObject({ childSku: "SUK-1-CZA-S", stock: "ok" });
    expect(selectionFor(soldOutFirst, "SUK-1-CZA-XS")).toMatchObject({
      childSku: "SUK-1-CZA-XS",
      stock: "out_of_stock",
    });
  });
});

describe("toTile links a hit found by its colour to that colour", () => {
  it("links the cheapest child in stock of the matched colour (issue 32)", () => {
    const labelled = {
      ...dress,
      configurable_children: (dress.configurable_children ?? []).map((c) => ({
        ...c,
        color_label: c.color === 49 ? "Czarny" : "Biały",
      })),
    } as ProductDoc;
    // without a match the tile shows its default child (black XS)
    expect(toTile(labelled).childSku).toBe("SUK-1-CZA-XS");
    const white = { ...labelled, matched_color: "Biały" } as ProductDoc;
    // white XS is sold out and white S disabled: no white child in stock, so the cheapest white one
    expect(toTile(white).href).toBe("/sukienka-1?childSku=SUK-1-BIA-XS");
    const black = { ...labelled, matched_color: "Czarny" } as ProductDoc;
    expect(toTile(black, { size: ["168"] }).childSku).toBe("SUK-1-CZA-XS");
  });
});

describe("toTile links a hit found by its colour and size to that child (issue 32)", () => {
  const labelled = {
    ...dress,
    configurable_children: (dress.configurable_children ?? []).map((c) => ({
      ...c,
      color_label: c.color === 49 ? "Czarny" : "Biały",
      size_label: c.size === 167 ? "XS" : "S",
    })),
  } as ProductDoc;

  it("links black S for 'czarna S', though black XS is cheaper", () => {
    const tile = toTile({ ...labelled, matched_color: "Czarny", matched_size: "S" } as ProductDoc);
    expect(tile.childSku).toBe("SUK-1-CZA-S");
    expect(tile.href).toBe("/sukienka-1?childSku=SUK-1-CZA-S");
  });

  it("never links a sold-out or disabled size: white S is disabled, white XS sold out", () => {
    const white = toTile({ ...labelled, matched_color: "Biały", matched_size: "S" } as ProductDoc);
    expect(white.childSku).toBe("SUK-1-BIA-XS");
  });
});

describe("toTile marks an entirely sold-out product", () => {
  it("is sold out only when no enabled child is in stock (issue 32)", () => {
    expect(toTile(dress).soldOut).toBe(false);
    const none = {
      ...dress,
      configurable_children: (dress.configurable_children ?? []).map((c) => ({
        ...c,
        stock: { is_in_stock: false, qty: 0 },
      })),
    } as ProductDoc;
    expect(toTile(none).soldOut).toBe(true);
  });
});

describe("selectionFor", () => {
  it("chooses the child of the URL and marks unavailable values", () => {
    const selection = selectionFor(dress, "SUK-1-CZA-S");
    expect(selection.childSku).toBe("SUK-1-CZA-S");
    expect(selection.configuration.size?.id).toBe("168");
    const white = selection.options.color?.find((value) => value.id === "50");
    // Biały exists only as S (disabled, status 2) and XS (out of stock): not available with size S.
    expect(white?.available).toBe(false);
    expect(selection.stock).toBe("ok");
    expect(selection.qty).toBe(5);
  });

  it("falls back to the first available child without a childSku", () => {
    expect(selectionFor(dress, null).childSku).toBe("SUK-1-CZA-XS");
  });

  it("keeps a non-default size of the URL: the exact sku wins over the default child", () => {
    const selection = selectionFor(dress, "SUK-1-CZA-S");
    expect(selection.childSku).toBe("SUK-1-CZA-S");
    expect(selection.configuration.color?.id).toBe("49");
    expect(selection.configuration.size).toEqual({ attribute_code: "size", id: "168", label: "S" });
    expect(selection.options.size?.find((value) => value.selected)?.id).toBe("168");
    expect(selection.price).toBe(95);
    expect(selection.product.sku).toBe("SUK-1-CZA-S");
  });

  it("shows the first eligible child for a disabled child of the URL", () => {
    // SUK-1-BIA-S has status 2: not eligible (behaviour.md §5.2), so §5.4 falls back to the first child.
    expect(selectionFor(dress, "SUK-1-BIA-S").childSku).toBe("SUK-1-CZA-XS");
  });
});

describe("childSkuToReplace", () => {
  it("asks for the child shown when the URL names a disabled child", () => {
    expect(childSkuToReplace("SUK-1-BIA-S", selectionFor(dress, "SUK-1-BIA-S"))).toBe("SUK-1-CZA-XS");
  });

  it("leaves a URL alone that names the child shown, or no child", () => {
    expect(childSkuToReplace("SUK-1-CZA-S", selectionFor(dress, "SUK-1-CZA-S"))).toBeNull();
    expect(childSkuToReplace(null, selectionFor(dress, null))).toBeNull();
  });
});

describe("withGroupedItems", () => {
  const set = {
    sku: "ZES-5222",
    type_id: "grouped",
    product_links: [
      { link_type: "associated", linked_product_sku: "CZA-1", extension_attributes: { qty: 2 } },
      { link_type: "associated", linked_product_sku: "GONE-1" },
      { link_type: "related", linked_product_sku: "SZA-1" },
    ],
  } as unknown as ProductDoc;
  const catalogue: Record<string, ProductDoc> = {
    "CZA-1": { sku: "CZA-1", price_incl_tax: 49.99 } as ProductDoc,
    "SZA-1": { sku: "SZA-1", price_incl_tax: 19.99 } as ProductDoc,
  };

  it("gives each associated link its loaded product at the link's quantity", async () => {
    const loaded = (await withGroupedItems(set, async (sku) => catalogue[sku] ?? null)) as unknown as {
      product_links: { linked_product_sku: string; product?: { sku: string; qty: number } }[];
    };
    expect(loaded.product_links.map((link) => link.product ?? null)).toEqual([
      { sku: "CZA-1", price_incl_tax: 49.99, qty: 2 },
      null,
      null,
    ]);
  });

  it("leaves other product types alone without loading anything", async () => {
    const load = async (): Promise<ProductDoc | null> => {
      throw new Error("not expected");
    };
    expect(await withGroupedItems(dress, load)).toBe(dress);
  });
});
