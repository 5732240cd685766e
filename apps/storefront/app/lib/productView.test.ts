import { describe, expect, it } from "vitest";
import { type ProductDoc, selectionFor, toTile } from "./productView";

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
    expect(tile.href).toBe("/sukienka-1?childSku=SUK-1-CZA-S");
    expect(tile.price).toBe(95);
    expect(tile.originalPrice).toBeNull();
  });

  it("strikes the regular price and carries the 30-day lowest price of a reduced child", () => {
    const tile = toTile(dress);
    expect(tile).toMatchObject({ sku: "SUK-1-CZA-XS", price: 90, originalPrice: 120, lowestPrice: 110 });
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
});
