import { definePackageProject } from "@outlet/tooling/vitest";

// The default run: unit tests beside the sources and the suites under test/<folder>/ (faults, backend). A
// file directly under test/ — such as test/pending-backend.test.ts for real-backend tests of endpoints the API
// does not serve yet — is left out by this include list; run it with `vitest run --dir test <file>`.
export default definePackageProject({
  name: "transport",
  include: ["src/**/*.test.ts", "test/*/**/*.test.ts"],
  testTimeout: 20_000,
});
