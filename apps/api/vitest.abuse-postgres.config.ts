import { definePackageProject } from "@outlet/tooling/vitest";

// The abuse suite again, every server on PostgreSQL (the api-postgres global setup: one throw-away cluster,
// a database per server); its checks read through the Kysely layer, so they hold on either engine.
export default definePackageProject({
  name: "api-abuse-postgres",
  include: ["abuse/**/*.test.ts"],
  testTimeout: 240_000,
  // Every file starts its own servers on its own database and keeps nothing in module state: the files of a
  // worker share one module graph, so the server's code is imported once per worker, not once per file.
  isolate: false,
  globalSetup: ["test/postgres/globalSetup.ts", "test/seedTemplateSetup.ts"],
});
