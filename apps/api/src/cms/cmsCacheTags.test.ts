import { describe, expect, it } from "vitest";
import { cmsBlockCacheTags, cmsPageCacheTags } from "./cmsCacheTags.js";

describe("cmsPageCacheTags", () => {
  it("tags every content page and the page's own identifier", () => {
    expect(cmsPageCacheTags("o-nas")).toEqual(["cmsPage", "cmsPage-o-nas"]);
  });

  it("also tags the old identifier of a renamed page", () => {
    expect(cmsPageCacheTags("o-nas", "o-firmie")).toEqual(["cmsPage", "cmsPage-o-nas", "cmsPage-o-firmie"]);
  });
});

describe("cmsBlockCacheTags", () => {
  it("drops every page: blocks are shown with the menu", () => {
    expect(cmsBlockCacheTags()).toEqual(["cmsPage", "menu"]);
  });
});
