import { describe, expect, it } from "vitest";
import { htmlAllowList, safeLinkAttributes } from "./htmlAllowList";

const HTML_ALLOW_LIST = htmlAllowList();

describe("safeLinkAttributes", () => {
  it("gives a link opening a new window noopener noreferrer, replacing the content's own rel", () => {
    expect(safeLinkAttributes({ href: "https://example.pl", target: "_blank", rel: "opener" })).toEqual({
      href: "https://example.pl",
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });

  it("drops the content's rel from a link opening in the same window", () => {
    expect(safeLinkAttributes({ href: "/o-nas", rel: "nofollow" })).toEqual({ href: "/o-nas" });
  });
});

describe("htmlAllowList", () => {
  it("allows no element or scheme that runs code", () => {
    for (const tag of ["script", "style", "iframe", "object", "embed"])
      expect(HTML_ALLOW_LIST.allowedTags.includes(tag) && !HTML_ALLOW_LIST.exclusiveFilter({ tag })).toBe(
        false,
      );
    expect(HTML_ALLOW_LIST.allowedSchemes).toEqual(["http", "https", "mailto", "tel"]);
    expect(
      Object.values(HTML_ALLOW_LIST.allowedAttributes)
        .flat()
        .some((name) => name.startsWith("on")),
    ).toBe(false);
  });

  it("drops forms, embedded documents and vector markup with their content", () => {
    for (const tag of ["form", "svg", "math", "template"])
      expect(HTML_ALLOW_LIST.exclusiveFilter({ tag })).toBe(true);
    expect(HTML_ALLOW_LIST.exclusiveFilter({ tag: "p" })).toBe(false);
  });
});
