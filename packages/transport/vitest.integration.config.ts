import { definePackageProject } from "@outlet/tooling/vitest";

// Integration tests: every client function against the real apps/api, started from source on an ephemeral
// port with a temporary database (@outlet/tooling/testing). Needs the whole repository, not just this folder.
export default definePackageProject({
  name: "transport-integration",
  include: ["test/integration/**/*.integration.test.ts"],
  testTimeout: 20_000,
});
