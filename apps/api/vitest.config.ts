import { definePackageProject } from "@outlet/tooling/vitest";

export default definePackageProject({
  name: "api",
  include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  testTimeout: 30_000,
  // Every file starts its own servers on its own database and keeps nothing in module state: the files of a
  // worker share one module graph, so the server's code is imported once per worker, not once per file.
  isolate: false,
  globalSetup: ["test/seedTemplateSetup.ts"],
});
