import { describe, expect, it } from "vitest";
import { sanitizeCmsHtml } from "./sanitizeCmsHtml.js";

describe("sanitizeCmsHtml", () => {
  it("drops scripts with their content and event handlers", () => {
    expect(sanitizeCmsHtml('<p onclick="x()">Hej<script>alert(1)</script></p>')).toBe("<p>Hej</p>");
  });

  it("drops javascript: links but keeps shop addresses", () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">a</a><a href="/cms-page/o-nas">b</a>')).toBe(
      '<a>a</a><a href="/cms-page/o-nas">b</a>',
    );
  });

  it("keeps a new window's link from reaching back to the shop", () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
