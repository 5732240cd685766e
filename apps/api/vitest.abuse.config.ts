import { definePackageProject } from "@outlet/tooling/vitest";

// The standing abuse suite of issue 17 (loopback only, bounded in time, figures printed as "ABUSE …" lines):
// generated bad input across every endpoint, the cross-account matrix, idempotent replays, last-unit races
// and kill -9 under an order stream.
export default definePackageProject({
  name: "api-abuse",
  include: ["abuse/**/*.test.ts"],
  testTimeout: 240_000,
  globalSetup: ["test/seedTemplateSetup.ts"],
});
