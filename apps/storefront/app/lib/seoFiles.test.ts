import { describe, expect, it } from "vitest";
import { sitemapXml } from "./seoFiles.server";

describe("sitemapXml", () => {
  it("lists absolute, escaped URLs with their last modification day", () => {
    const xml = sitemapXml("https://outlet.example", [
      { path: "/" },
      { path: "/a?b=1&c=2", updatedAt: "2026-11-13 12:29:35" },
    ]);
    expect(xml).toContain("<loc>https://outlet.example/</loc>");
    expect(xml).toContain("<loc>https://outlet.example/a?b=1&amp;c=2</loc><lastmod>2026-11-13</lastmod>");
  });
});
