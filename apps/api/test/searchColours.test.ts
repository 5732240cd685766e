import { type ConfigurableProduct, childOfMatch } from "@outlet/variant-selection";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, type RunningServer, startServer } from "./startServer.js";

// Issue 32 / api-contract §8.4 (decision of turn 3): the colour labels of a product's enabled children
// are a searchable field (×2), a hit whose colours matched carries `matched_color`, and fuzziness counts
// edits on words. Over HTTP on the demo catalogue, on every engine the run has (SQLite here, PostgreSQL in
// the api-postgres project).

let api: RunningServer;
beforeAll(async () => {
  api = await startServer();
}, 60_000);
afterAll(() => api.stop());

const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";

interface Child {
  readonly sku: string;
  readonly color_label?: string;
  readonly size_label?: string;
  readonly status?: number;
  readonly price_incl_tax?: number;
  readonly stock?: { readonly is_in_stock: boolean };
}

interface Hit {
  readonly sku: string;
  readonly name: string;
  readonly category: readonly { readonly name: string }[];
  readonly matched_color?: string;
  readonly matched_size?: string;
  readonly color_label?: string;
  readonly stock?: { readonly is_in_stock: boolean };
  readonly configurable_children?: readonly Child[];
}

async function search(text: string, size = 50): Promise<{ total: number; hits: Hit[] }> {
  const { status, body } = await api.post(`${SEARCH}&size=${size}`, {
    _appliedFilters: [
      { attribute: "visibility", value: { in: [2, 3, 4] } },
      { attribute: "status", value: { in: [0, 1] } },
    ],
    _searchText: text,
  });
  expect(status).toBe(200);
  return { total: body.hits.total, hits: body.hits.hits.map((h: Json) => h._source as Hit) };
}

const isDress = (hit: Hit): boolean => hit.category.some((c) => c.name === "Sukienki");
/** A dress by its category or by its name (the children's dresses are in "Dziewczynki"). */
const isAnyDress = (hit: Hit): boolean => isDress(hit) || /sukienk/i.test(hit.name);
/** The child a tile links the hit to (the storefront's rule, from what the hit carries). */
const linkedChild = (hit: Hit) =>
  childOfMatch(hit as unknown as ConfigurableProduct, { color: hit.matched_color, size: hit.matched_size });
const buyable = (c: Child): boolean => (c.status ?? 1) < 2 && c.stock?.is_in_stock === true;
const hasColor = (hit: Hit, label: string): boolean =>
  hit.configurable_children?.length
    ? hit.configurable_children.some((c) => c.color_label === label && (c.status ?? 1) < 2)
    : hit.color_label === label;

const YELLOW = "Żółty";

describe("search by colour (issue 32)", () => {
  it.each(["sukienka żółta", "sukienka zolta"])(
    "%s: the first 10 results are the demo's 10 yellow dresses, each carrying matched_color",
    async (text) => {
      // every dress of the demo with an enabled yellow child
      const dresses = await search("sukienka", 200);
      const yellowDresses = dresses.hits.filter((h) => isDress(h) && hasColor(h, YELLOW)).map((h) => h.name);
      expect(yellowDresses).toHaveLength(10);
      const { hits } = await search(text, 20);
      const first = hits.slice(0, 10);
      expect(first.map((h) => h.name).sort()).toEqual([...yellowDresses].sort());
      for (const hit of first) expect(hit.matched_color).toBe(YELLOW);
      // a hit whose colours did not match carries none
      expect(hits.filter((h) => !hasColor(h, YELLOW)).every((h) => h.matched_color === undefined)).toBe(true);
    },
  );

  it.each(["sukienka żółta", "sukienka zolta"])(
    "%s: each yellow dress links its yellow variant in stock; then every other dress before any non-dress",
    async (text) => {
      const { total, hits } = await search(text, 400);
      expect(hits).toHaveLength(total);
      for (const hit of hits.slice(0, 10)) {
        const child = linkedChild(hit);
        expect(child?.color_label).toBe(YELLOW);
        expect(child?.stock?.is_in_stock).toBe(true);
      }
      // a colour word refines, it does not define (issue 32): the yellow scarves and caps come after
      // every dress
      const lastDress = hits.map(isAnyDress).lastIndexOf(true);
      const firstOther = hits.findIndex((h) => !isAnyDress(h));
      expect(hits.filter(isAnyDress).length).toBeGreaterThan(70);
      expect(firstOther).toBeGreaterThan(lastDress);
      expect(hits[firstOther]?.matched_color).toBe(YELLOW);
    },
  );

  it("sukienka czerwona M: first the red dresses whose red M is in stock, each hit carrying that child", async () => {
    // the demo's dresses with an enabled red M in stock, and those whose red M is sold out
    const dresses = (await search("sukienka", 200)).hits.filter(isDress);
    const redM = (h: Hit) =>
      (h.configurable_children ?? []).filter(
        (c) => c.color_label === "Czerwony" && c.size_label === "M" && (c.status ?? 1) < 2,
      );
    const withRedM = dresses.filter((h) => redM(h).some(buyable)).map((h) => h.sku);
    const soldOutRedM = dresses.filter((h) => redM(h).length > 0 && !redM(h).some(buyable)).map((h) => h.sku);
    expect(withRedM.length).toBeGreaterThanOrEqual(5);
    expect(soldOutRedM.length).toBeGreaterThan(0);
    const { hits } = await search("sukienka czerwona M", 50);
    const first = hits.slice(0, withRedM.length);
    expect(first.map((h) => h.sku).sort()).toEqual([...withRedM].sort());
    for (const hit of first) {
      expect(hit.matched_color).toBe("Czerwony");
      expect(hit.matched_size).toBe("M");
      const child = linkedChild(hit);
      expect(child).toMatchObject({ color_label: "Czerwony", size_label: "M", stock: { is_in_stock: true } });
    }
    // a dress whose red M is sold out comes after them
    const positions = soldOutRedM.map((sku) => hits.findIndex((h) => h.sku === sku));
    for (const position of positions) expect(position).toBeGreaterThanOrEqual(withRedM.length);
  });

  it("sukienka: products with nothing in stock come after every product in stock", async () => {
    const { hits } = await search("sukienka", 200);
    const firstSoldOut = hits.findIndex((h) => h.stock?.is_in_stock !== true);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(hits.slice(firstSoldOut).every((h) => h.stock?.is_in_stock !== true)).toBe(true);
  });

  it("sukienka czerwona M: red dresses first", async () => {
    const { total, hits } = await search("sukienka czerwona M", 20);
    expect(total).toBeGreaterThan(0);
    const first = hits.slice(0, 5);
    expect(first).toHaveLength(5);
    for (const hit of first) {
      expect(isDress(hit)).toBe(true);
      expect(hit.matched_color).toBe("Czerwony");
    }
  });

  it("carries matched_color whatever the field selection", async () => {
    const { body } = await api.post(`${SEARCH}&size=3&_source_include=id,name`, {
      _searchText: "sukienka zolta",
    });
    expect(body.hits.hits[0]._source).toEqual({
      matched_color: YELLOW,
      id: expect.any(Number),
      name: expect.stringContaining("Sukienka"),
    });
  });

  it("haft does not return Hanna (three edits from the word, though two from its stem)", async () => {
    const hanna = await search("hanna", 50);
    expect(hanna.hits.some((h) => h.name.includes("Hanna"))).toBe(true);
    const { hits } = await search("haft", 50);
    expect(hits.filter((h) => h.name.includes("Hanna")).map((h) => h.name)).toEqual([]);
  });
});
