import { definePackageProject } from "@outlet/tooling/vitest";

// The abuse suite again, every server on PostgreSQL (the api-postgres global setup: one throw-away cluster,
// a database per server); its checks read through the Kysely layer, so they hold on either engine.
export default definePackageProject({
  name: "api-abuse-postgres",
  include: ["abuse/**/*.test.ts"],
  testTimeout: 240_000,
  globalSetup: ["test/postgres/globalSetup.ts", "test/seedTemplateSetup.ts"],
});
