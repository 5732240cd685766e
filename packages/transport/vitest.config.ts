import { definePackageProject } from "@outlet/tooling/vitest";

// The package's own suite, runnable from this folder with nothing but the workspace install: unit tests beside
// the sources and the fault suite (test/faults, against a local node:http server it starts itself). The
// integration tests against the real apps/api (test/integration/*.integration.test.ts) are a separate project:
// vitest.integration.config.ts. A file directly under test/ — such as test/pending-backend.test.ts for endpoints
// the API does not serve yet — is in neither; run it with `vitest run --dir test <file>`.
export default definePackageProject({
  name: "transport",
  include: ["src/**/*.test.ts", "test/faults/**/*.test.ts"],
  testTimeout: 20_000,
});
