import { definePackageProject } from "@outlet/tooling/vitest";

// The API suite again, every server on PostgreSQL: the global setup starts one throw-away cluster (temp
// folder, free port, unprivileged user) and each server gets its own database in it (test/testDatabase.ts).
export default definePackageProject({
  name: "api-postgres",
  include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  testTimeout: 30_000,
  // Every file starts its own servers on its own database and keeps nothing in module state: the files of a
  // worker share one module graph, so the server's code is imported once per worker, not once per file.
  isolate: false,
  globalSetup: ["test/postgres/globalSetup.ts", "test/seedTemplateSetup.ts"],
});
