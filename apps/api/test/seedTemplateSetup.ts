import type { TestProject } from "vitest/node";
import { buildSeedTemplate } from "./seedTemplate.js";
import { sharedInRun } from "./sharedInRun.js";
import { TEST_CATALOGUE_SIZE } from "./startServer.js";

/**
 * Global setup of the API's test projects: seeds the run's template once per engine (after the PostgreSQL
 * projects' cluster setup, whose URL it reads), so test servers copy it instead of seeding 600 products each
 * (test/seedTemplate.ts). `api` and `api-abuse` share the SQLite template, `api-postgres` and
 * `api-abuse-postgres` the PostgreSQL one (test/sharedInRun.ts). Removed when the last of them tears down.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.getProvidedContext().postgresAdminUrl || undefined;
  const lease = await sharedInRun(
    `seed-template ${TEST_CATALOGUE_SIZE} ${adminUrl ?? "sqlite"}`,
    () => buildSeedTemplate(TEST_CATALOGUE_SIZE, adminUrl),
    (built) => built.remove(),
  );
  project.provide("seedTemplate", lease.value.template);
  return () => lease.done();
}
