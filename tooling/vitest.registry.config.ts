import { definePackageProject } from "./presets/vitest.js";

// The stranger's install (registry/registry.test.ts): a throw-away Verdaccio, npm and pnpm consumers outside
// the workspace. Apart from the `tooling` project because it needs the packages built and the network.
const project = definePackageProject({
  name: "registry",
  include: ["registry/**/*.test.ts"],
  testTimeout: 120_000,
  hookTimeout: 180_000,
});

export default { ...project, test: { ...project.test, maxConcurrency: 4 } };
