import { definePackageProject } from "@outlet/tooling/vitest";

// Real-backend tests for endpoints apps/api does not serve yet; move each suite into test/backend/ once it passes.
export default definePackageProject({
  name: "transport-pending",
  include: ["test/pending-backend.test.ts"],
  testTimeout: 20_000,
});
