import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizeHtml.server";

describe("sanitizeHtml", () => {
  it("answers a text it has seen before the same way, and keeps answering new texts", () => {
    const hostile = '<p onclick="steal()">Opis<script>alert(1)</script></p>';
    expect(sanitizeHtml(hostile)).toBe("<p>Opis</p>");
    expect(sanitizeHtml(hostile)).toBe("<p>Opis</p>");
    // more text than the cache holds: every answer still right
    for (let i = 0; i < 300; i++) {
      const long = `<p data-x="${i}">${"ą".repeat(5_000)}${i}<img src="javascript:x"></p>`;
      expect(sanitizeHtml(long)).toBe(`<p>${"ą".repeat(5_000)}${i}<img /></p>`);
    }
    expect(sanitizeHtml(hostile)).toBe("<p>Opis</p>");
  });

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
    expect(sanitizeHtml('<img src="/a.png" onerror="x()" alt="A">')).toBe('<img src="/a.png" alt="A" />');
  });

  it("drops javascript: and data: URLs, also when obfuscated", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg>" alt="">')).toBe('<img alt="" />');
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

  it("removes iframes, embedded objects and forms with their content", () => {
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example"></iframe><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(sanitizeHtml('<object data="x.swf"><p>fallback</p></object><p>b</p>')).toBe("<p>b</p>");
    expect(sanitizeHtml('<form action="/x"><p>Login</p><input name="p"></form><p>b</p>')).toBe("<p>b</p>");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg><p>b</p>")).toBe("<p>b</p>");
  });

  it("drops event handlers on every allowed tag and protocol-relative URLs", () => {
    expect(sanitizeHtml('<a href="/x" onmouseover="x()" ONCLICK="y()">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe("<a>x</a>");
  });

  it("keeps tables, lists and images of the allowed markup", () => {
    const html =
      '<table><thead><tr><th scope="col">Rozmiar</th></tr></thead><tbody><tr><td colspan="2">S</td></tr></tbody></table><ol start="2"><li>b</li></ol><img src="/media/a.png" alt="A" width="10" height="20" loading="lazy" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("returns an empty string for blank input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
