import { definePackageProject } from "@outlet/tooling/vitest";

// The standing abuse suite of issue 17 (loopback only, bounded in time, figures printed as "ABUSE …" lines):
// generated bad input across every endpoint, the cross-account matrix, idempotent replays, last-unit races
// and kill -9 under an order stream.
export default definePackageProject({
  name: "api-abuse",
  include: ["abuse/**/*.test.ts"],
  testTimeout: 240_000,
  // Every file starts its own servers on its own database and keeps nothing in module state: the files of a
  // worker share one module graph, so the server's code is imported once per worker, not once per file.
  isolate: false,
  globalSetup: ["test/seedTemplateSetup.ts"],
});
