import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const dir = mkdtempSync(join(tmpdir(), "outlet-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("SEARCH_BUDGET_MS", () => {
  it("is 1000 ms unless set, and takes a whole number of milliseconds", () => {
    expect(loadConfig({ DATA_DIR: dir }).searchBudgetMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dir, SEARCH_BUDGET_MS: "2500" }).searchBudgetMs).toBe(2500);
  });

  it("refuses a value that is not a sensible duration", () => {
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_BUDGET_MS: "1s" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_BUDGET_MS: "10" })).toThrow(
      "SEARCH_BUDGET_MS must be between 50 and 120000",
    );
  });
});
