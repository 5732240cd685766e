import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkBoundaries, formatViolations } from "./checkBoundaries.js";
import { loadWorkspace } from "./loadWorkspace.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the repository", () => {
  it("keeps every architecture boundary of ARCHITECTURE.md", async () => {
    const projects = await loadWorkspace(root);
    expect(projects.map((p) => p.name)).toContain("@outlet/pricing");
    expect(formatViolations(checkBoundaries(projects, builtinModules))).toBe("");
    // it parses every source file of the repository: minutes, not seconds, on a loaded 2-core machine
  }, 300_000);
});
