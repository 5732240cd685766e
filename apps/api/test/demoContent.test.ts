import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../src/seed/seedDatabase.js";

// Issue 32: what the demo shop says about itself must be true of the demo catalogue.
const catalogue = generateCatalogue({
  seed: 20240501,
  size: 600,
  now: Date.parse("2026-11-29T12:00:00Z"),
  appSecret: "s".repeat(32),
});
const products = catalogue.documents.filter((d) => d.entity_type === "product");
const LEATHER = 206;

describe("the demo catalogue's copy (issue 32)", () => {
  it("tells no leather product to be washed", () => {
    const leather = products.filter((d) => d.body.material === LEATHER);
    expect(leather.length).toBeGreaterThan(5);
    for (const product of leather)
      expect(String(product.body.description), String(product.body.sku)).not.toMatch(/pra(ć|nie|nia)\b/i);
  });

  it("names no washing temperature in any description (the care text per material says it)", () => {
    for (const product of products) expect(String(product.body.description)).not.toMatch(/\d\s?°C/);
  });

  it("promises in no home banner a price below the cheapest product", () => {
    const layout = catalogue.documents.find((d) => d.entity_type === "layout");
    const cheapest = Math.min(
      ...products.map((d) => Number(d.body.final_price ?? d.body.price)).filter((p) => p > 0),
    );
    const prices = [...JSON.stringify(layout?.body).matchAll(/(\d+),(\d\d) zł/g)].map((m) =>
      Number(`${m[1]}.${m[2]}`),
    );
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(cheapest);
    expect(JSON.stringify(layout?.body)).not.toContain("29,99 zł");
  });
});
