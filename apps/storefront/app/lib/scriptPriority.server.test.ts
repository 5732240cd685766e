import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./scriptPriority.server";

describe("lowPriorityModulePreloads", () => {
  it("gives every module preload a low fetch priority and leaves other links alone", () => {
    const html =
      '<head><link rel="preload" as="image" href="/img/a.jpg" fetchPriority="high"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/vendor.js"/><link rel="stylesheet" href="/assets/shell.css"/></head>';
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="preload" as="image" href="/img/a.jpg" fetchPriority="high"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/vendor.js"/><link rel="stylesheet" href="/assets/shell.css"/></head>',
    );
  });

  it("keeps a priority a link states itself", () => {
    const html = '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/>';
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
