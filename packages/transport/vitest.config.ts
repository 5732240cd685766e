import { definePackageProject } from "@outlet/tooling/vitest";

// The default run: unit tests beside the sources and the suites under test/<folder>/. The real-backend tests
// for endpoints the reference API does not serve yet live in test/pending-backend.test.ts, which this include
// list leaves out; run them with `pnpm test:pending` (vitest.pending.config.ts).
export default definePackageProject({
  name: "transport",
  include: ["src/**/*.test.ts", "test/*/**/*.test.ts"],
  testTimeout: 20_000,
});
