// Size budgets (issue 28): every published package lists in `size-budgets.json` what an import of its entries
// may weigh in a browser bundle (esbuild, minified, gzipped), and may name packages that must stay out. Needs
// the packages built (`pnpm build`; `npm test` builds first). The figures are in each package README ("Size").
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureEntry, type SizeBudget } from "../packages/measureEntry.js";
import { publishedPackages } from "../packages/workspacePackages.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const packages = await publishedPackages(root);
const budgets = await Promise.all(
  packages.map(async (pkg) => {
    const text = await readFile(join(pkg.dir, "size-budgets.json"), "utf8").catch(() => "[]");
    return { pkg, budgets: JSON.parse(text) as SizeBudget[] };
  }),
);
const cases = budgets.flatMap(({ pkg, budgets: list }) =>
  list.map(
    (budget) =>
      [
        `${pkg.manifest.name}${budget.entry && budget.entry !== "." ? budget.entry.slice(1) : ""}`,
        budget.name,
        pkg,
        budget,
      ] as const,
  ),
);

describe("size budgets", () => {
  it.each(budgets.map(({ pkg, budgets: list }) => [pkg.manifest.name, list.length] as const))(
    "%s has at least one budget in size-budgets.json",
    (_name, count) => {
      expect(count).toBeGreaterThan(0);
    },
  );

  it.each(cases)("%s: %s stays within its budget", async (_entry, _name, pkg, budget) => {
    const size = await measureEntry(pkg, budget);
    console.info(
      `${pkg.manifest.name} | ${budget.name} | ${size.gzipBytes} B gzip (${size.minifiedBytes} B min) | ${budget.limitBytes} B`,
    );
    expect(size.gzipBytes).toBeLessThanOrEqual(budget.limitBytes);
    for (const forbidden of budget.forbid ?? []) {
      expect(size.inputs.filter((input) => input.includes(`node_modules/${forbidden}/`))).toEqual([]);
    }
  });
});
