import { definePackageProject } from "@outlet/tooling/vitest";

export default definePackageProject({
  name: "api",
  include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  testTimeout: 30_000,
  globalSetup: ["test/seedTemplateSetup.ts"],
});
