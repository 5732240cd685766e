// Issue 29: the initial JavaScript of each page type of the built storefront, against its budget
// (apps/storefront/js-budget.json). Needs the storefront built (`pnpm build`; `npm test` builds first).
// Prints the table the storefront README's "JavaScript budget" records.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatPageTable, measurePages, type PageBudget, readBuiltClient } from "./pageBudget.js";

const storefront = fileURLToPath(new URL("../../apps/storefront/", import.meta.url));
const { pages } = JSON.parse(readFileSync(join(storefront, "js-budget.json"), "utf8")) as {
  pages: PageBudget[];
};
const rows = measurePages(readBuiltClient(join(storefront, "build")), pages);
console.info(`\nStorefront initial JavaScript per page type (gzip)\n${formatPageTable(rows)}\n`);

describe("storefront JavaScript budget", () => {
  it("covers the six page types of issue 29", () => {
    expect(rows.map((row) => row.page)).toEqual([
      "home",
      "category",
      "search",
      "product",
      "cart",
      "checkout",
    ]);
  });

  it.each(pages)("$page: an allowance, if any, is above the budget (else it is not needed)", (budget) => {
    if (budget.allowanceBytes !== undefined) expect(budget.allowanceBytes).toBeGreaterThan(budget.limitBytes);
  });

  it.each(rows.map((row) => [row.page, row] as const))("%s stays within its budget", (_page, row) => {
    expect(row.gzipBytes).toBeLessThanOrEqual(row.enforcedBytes);
  });
});
