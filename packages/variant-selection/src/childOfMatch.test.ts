import { describe, expect, it } from "vitest";
import { childOfMatch } from "./childOfMatch.js";

const child = (
  sku: string,
  color_label: string,
  size_label: string,
  price: number,
  inStock = true,
  status = 1,
) => ({
  sku,
  color_label,
  size_label,
  status,
  price_incl_tax: price,
  stock: { is_in_stock: inStock, qty: inStock ? 3 : 0 },
});

const dress = {
  sku: "SUK-0155",
  configurable_children: [
    child("SUK-0155-NIE-M", "Niebieski", "M", 89),
    child("SUK-0155-CZE-S", "Czerwony", "S", 99),
    child("SUK-0155-CZE-M", "Czerwony", "M", 139),
    child("SUK-0155-CZE-L", "Czerwony", "L", 119, false),
    child("SUK-0155-CZE-XL", "Czerwony", "XL", 79, true, 2),
  ],
};

describe("childOfMatch", () => {
  it("links the red M in stock, though other red sizes are cheaper", () => {
    expect(childOfMatch(dress, { color: "Czerwony", size: "M" })?.sku).toBe("SUK-0155-CZE-M");
  });

  it("falls back to the colour's cheapest child in stock when that size is sold out or disabled", () => {
    expect(childOfMatch(dress, { color: "Czerwony", size: "L" })?.sku).toBe("SUK-0155-CZE-S");
    expect(childOfMatch(dress, { color: "Czerwony", size: "XL" })?.sku).toBe("SUK-0155-CZE-S");
  });

  it("with a size alone, the cheapest child of the size in stock", () => {
    expect(childOfMatch(dress, { size: "M" })?.sku).toBe("SUK-0155-NIE-M");
    expect(childOfMatch(dress, { size: "XXL" })).toBeNull();
  });

  it("with a colour alone, the colour's child (childOfColor); with nothing, null", () => {
    expect(childOfMatch(dress, { color: "Czerwony" })?.sku).toBe("SUK-0155-CZE-S");
    expect(childOfMatch(dress, {})).toBeNull();
  });
});
