import { specialWindowActive } from "@outlet/pricing";
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

  it("tells no product to wash before first wear when its care says not to machine-wash it", () => {
    // leather (206), wool (203), silk (205) and wool with cashmere (208)
    for (const material of [LEATHER, 203, 205, 208]) {
      const made = products.filter((d) => d.body.material === material && d.body.safety_information);
      expect(made.length, `material ${material}`).toBeGreaterThan(0);
      for (const product of made)
        expect(String(product.body.safety_information), String(product.body.sku)).not.toContain("wyprać");
    }
    const leather = products.find((d) => d.body.material === LEATHER && d.body.safety_information);
    expect(String(leather?.body.care_instructions)).toMatch(/^Nie prać/);
    expect(String(leather?.body.safety_information)).toContain("nie prać");
  });

  it("still tells a cotton product to be washed before first wear", () => {
    const cotton = products.find(
      (d) => d.body.material === 200 && String(d.body.safety_information).startsWith("Wyrób"),
    );
    expect(String(cotton?.body.safety_information)).toContain(
      "Przed pierwszym założeniem wyprać zgodnie z instrukcją.",
    );
  });

  it("names in the «Nowa kolekcja» banner the largest discount of the new products it links to", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    const reductions = products
      .filter(
        (d) =>
          d.is_active &&
          d.body.visibility === 4 &&
          (d.body.flags_ids as number[]).includes(9) &&
          typeof d.body.special_price === "number" &&
          specialWindowActive(d.body, now),
      )
      .map((d) => {
        const regular = Math.round(Number(d.body.price) * 100);
        const special = Math.round(Number(d.body.special_price) * 100);
        return Math.floor(((regular - special) * 100) / regular);
      });
    const largest = Math.max(...reductions);
    expect(largest).toBe(60);
    const layout = catalogue.documents.find((d) => d.entity_type === "layout")?.body as {
      langs: Record<string, { mainBanners: { title: string; subtitle: string; link: string }[] }>;
    };
    const banner = layout.langs.pl?.mainBanners[0];
    expect(banner).toMatchObject({
      title: "Nowa kolekcja",
      subtitle: `do -${largest}%`,
      link: "/tag/nowosci",
    });
    expect(layout.langs.de?.mainBanners[0]?.subtitle).toBe(`bis zu -${largest}%`);
    expect(layout.langs.it?.mainBanners[0]?.subtitle).toBe(`fino al -${largest}%`);
  });
});
