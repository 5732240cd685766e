import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Issue 31, finding 6: pictures of unknown products and made-up banner names were drawn and written to disk
// without bound (403 files from one address in 45 s). Now only what the catalogue has is drawn.
let api: RunningServer;
beforeAll(async () => {
  api = await startShop();
}, 60_000);
afterAll(() => api.stop());

const cachedFiles = (): number => {
  const walk = (dir: string): number => {
    let n = 0;
    try {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        n += entry.isDirectory() ? walk(join(dir, entry.name)) : 1;
    } catch {
      // no cache folder yet
    }
    return n;
  };
  return walk(join(api.dataDir, "media-cache"));
};

describe("generated images", () => {
  it("are drawn for a product that exists and a banner the home page links to", async () => {
    const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=1", {
      _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }],
    });
    const image = String((res.body.hits.hits as Json[])[0]?._source.image).replace(/^\//, "");
    expect((await api.request(`/img/600/744/resize/${image}`)).status).toBe(200);
    expect((await api.request("/img/600/744/resize/banners/head-pl.jpg")).status).toBe(200);
  });

  it("are refused (404) for made-up products and banners, and nothing is written", async () => {
    const before = cachedFiles();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await api.request(`/img/600/744/resize/sukienka/czarny/zzz-${9000 + i}.png`)).status);
      statuses.push((await api.request(`/img/150/150/resize/banners/wymyslony-${i}.jpg`)).status);
    }
    const written = cachedFiles() - before;
    report("made-up images", {
      requests: statuses.length,
      drawn: statuses.filter((s) => s === 200).length,
      written,
    });
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect(written).toBe(0);
  });
});
