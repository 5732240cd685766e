import { describe, expect, it } from "vitest";
import { childOfColor } from "./childOfColor.js";

const child = (sku: string, color_label: string, price: number, inStock = true, status = 1) => ({
  sku,
  color_label,
  status,
  price_incl_tax: price,
  stock: { is_in_stock: inStock, qty: inStock ? 4 : 0 },
});

const dress = {
  sku: "SUK-1",
  configurable_children: [
    child("SUK-1-CZA-S", "Czarny", 99),
    child("SUK-1-ZOL-XS", "Żółty", 89, false),
    child("SUK-1-ZOL-S", "Żółty", 109),
    child("SUK-1-ZOL-M", "Żółty", 99),
    child("SUK-1-ZOL-L", "Żółty", 79, true, 2),
  ],
};

describe("childOfColor", () => {
  it("picks the cheapest enabled child of the colour in stock", () => {
    // XS is cheaper but sold out, L cheaper still but disabled
    expect(childOfColor(dress, "Żółty")?.sku).toBe("SUK-1-ZOL-M");
    expect(childOfColor(dress, "Czarny")?.sku).toBe("SUK-1-CZA-S");
  });

  it("falls back to the cheapest of the colour when all are sold out, and to null without it", () => {
    const soldOut = {
      configurable_children: [child("A-ZOL-S", "Żółty", 50, false), child("A-ZOL-M", "Żółty", 40, false)],
    };
    expect(childOfColor(soldOut, "Żółty")?.sku).toBe("A-ZOL-M");
    expect(childOfColor(dress, "Zielony")).toBeNull();
  });
});
