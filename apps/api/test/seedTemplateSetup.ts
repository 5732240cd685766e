import type { TestProject } from "vitest/node";
import { buildSeedTemplate } from "./seedTemplate.js";
import { TEST_CATALOGUE_SIZE } from "./startServer.js";

/**
 * Global setup of the API's test projects: seeds the run's template once (after the PostgreSQL project's
 * cluster setup, whose URL it reads), so test servers copy it instead of seeding 600 products each
 * (test/seedTemplate.ts). Removed in teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildSeedTemplate(
    TEST_CATALOGUE_SIZE,
    project.getProvidedContext().postgresAdminUrl || undefined,
  );
  project.provide("seedTemplate", built.template);
  return () => built.remove();
}
