import { definePackageProject } from "./presets/vitest.js";

// The release checks over the built packages: the stranger's install (registry/registry.test.ts: a throw-away
// Verdaccio, npm and pnpm consumers outside the workspace) and the size budgets (registry/sizeBudgets.test.ts).
// Apart from the `tooling` project because they need the packages built (and the registry test the network).
const project = definePackageProject({
  name: "registry",
  include: ["registry/**/*.test.ts"],
  testTimeout: 120_000,
  hookTimeout: 180_000,
});

export default { ...project, test: { ...project.test, maxConcurrency: 4 } };
