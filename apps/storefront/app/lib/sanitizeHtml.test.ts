import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizeHtml";

describe("sanitizeHtml", () => {
  it("keeps allowed markup and text", () => {
    expect(sanitizeHtml("<h2>Zwroty</h2><p>Masz <strong>30 dni</strong>.</p><ul><li>a</li></ul>")).toBe(
      "<h2>Zwroty</h2><p>Masz <strong>30 dni</strong>.</p><ul><li>a</li></ul>",
    );
  });

  it("drops scripts and styles with their content", () => {
    expect(sanitizeHtml("<p>a<script>alert(1)</script>b<style>p{}</style></p>")).toBe("<p>ab</p>");
  });

  it("drops event handlers and unknown attributes", () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" title="t">x</p>')).toBe('<p title="t">x</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="x()" alt="A">')).toBe('<img src="/a.png" alt="A">');
  });

  it("drops javascript: and data: URLs, also when obfuscated", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg>" alt="">')).toBe('<img alt="">');
    expect(sanitizeHtml('<a href="https://outlet.example/a">x</a>')).toBe(
      '<a href="https://outlet.example/a">x</a>',
    );
  });

  it("adds rel=noopener to links that open a new window", () => {
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("removes disallowed tags but keeps their text, and escapes stray brackets", () => {
    expect(sanitizeHtml("<section><p>a</p></section>")).toBe("<p>a</p>");
    expect(sanitizeHtml("a < b > c")).toBe("a &lt; b &gt; c");
    expect(sanitizeHtml("<!-- hidden --><p>x</p>")).toBe("<p>x</p>");
    expect(sanitizeHtml("<iframe src='x'><p>in</p></iframe><p>out</p>")).toBe("<p>out</p>");
  });

  it("returns an empty string for blank input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
