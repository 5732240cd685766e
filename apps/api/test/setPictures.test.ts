import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLORS } from "../src/media/garmentPalette.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

// Issue 32: "Komplet akcesoriów Hanna" (three bags) was pictured as a beanie and two bags, all khaki. A set's
// picture is now derived from its links: each part in its own kind and colour.
let api: RunningServer;
const search = "/api/catalog/catalog/product/_search?request_format=search-query&size=50";
const bySku = async (skus: readonly string[]): Promise<Json[]> =>
  (
    await api.post(search, { _appliedFilters: [{ attribute: "sku", value: { in: skus } }] })
  ).body.hits.hits.map((hit: Json) => hit._source);

beforeAll(async () => {
  api = await startServer();
}, 60_000);
afterAll(() => api.stop());

/** How many pixels of the picture have exactly the colour (the unshaded body of a silhouette). */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++;
  return count;
}

describe("a set's picture (issue 32)", () => {
  it("names each grouped product's parts, in link order, in their own kind and colour", async () => {
    const sets = (
      await api.post(search, { _appliedFilters: [{ attribute: "type_id", value: "grouped" }] })
    ).body.hits.hits.map((hit: Json) => hit._source);
    expect(sets.length).toBe(3);
    for (const set of sets) {
      const links = [...set.product_links].sort((a: Json, b: Json) => a.position - b.position);
      const parts = await bySku(links.map((link: Json) => link.linked_product_sku));
      const expected = links.map((link: Json) => {
        const part = parts.find((p) => p.sku === link.linked_product_sku);
        const [, kind, colour] = /^\/([a-z]+)\/([a-z]+)\//.exec(part.image) ?? [];
        return `${kind}-${colour}`;
      });
      const image = `/komplet/${expected.join("_")}/${set.sku.toLowerCase()}.png`;
      expect(set.image).toBe(image);
      expect(set.small_image).toBe(image);
      expect(set.thumbnail).toBe(image);
      expect(set.media_gallery[0].image).toBe(image);
    }
  });

  it("draws every part in its colour", async () => {
    const [set] = (
      await api.post(search, { _appliedFilters: [{ attribute: "type_id", value: "grouped" }] })
    ).body.hits.hits.map((hit: Json) => hit._source);
    const res = await api.request(`/img/600/744/resize${set.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    const colours =
      (set.image as string)
        .split("/")[2]
        ?.split("_")
        .map((part) => part.split("-")[1]) ?? [];
    for (const slug of colours) {
      const hex = COLORS.find((c) => c.slug === slug)?.hex ?? "";
      expect(await pixelsOf(png, hex), slug).toBeGreaterThan(2000);
    }
  });

  it("pictures a bundle by its default parts too", async () => {
    const [bundle] = (
      await api.post(search, { _appliedFilters: [{ attribute: "type_id", value: "bundle" }] })
    ).body.hits.hits.map((hit: Json) => hit._source);
    expect(bundle.image).toMatch(/^\/komplet\/[a-z]+-[a-z]+_[a-z]+-[a-z]+\/zes-\d{4}\.png$/);
    expect((await api.request(`/img/150/150/fit${bundle.image}`)).status).toBe(200);
  });

  it("draws no made-up combination of parts for a set's sku", async () => {
    const [set] = (
      await api.post(search, { _appliedFilters: [{ attribute: "type_id", value: "grouped" }] })
    ).body.hits.hits.map((hit: Json) => hit._source);
    const file = (set.image as string).split("/").at(-1);
    expect((await api.request(`/img/150/150/fit/komplet/czapka-czarny_pasek-bialy/${file}`)).status).toBe(
      404,
    );
    expect((await api.request(`/img/150/150/fit/komplet/nic-czarny_pasek-bialy/${file}`)).status).toBe(404);
  });
});
