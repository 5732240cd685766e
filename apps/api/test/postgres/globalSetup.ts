import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./startPostgresCluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the run's throw-away PostgreSQL cluster (set only in the `api-postgres` project). */
    postgresAdminUrl: string;
  }
}

/**
 * Global setup of the `api-postgres` project: one throw-away cluster for the whole run, handed to the test
 * files through `inject("postgresAdminUrl")`; each server gets its own database in it. Stopped and removed
 * in teardown (and by the cluster's watchdog if the runner dies).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}
