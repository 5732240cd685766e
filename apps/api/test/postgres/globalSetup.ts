import type { TestProject } from "vitest/node";
import { sharedInRun } from "../sharedInRun.js";
import { startPostgresCluster } from "./startPostgresCluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the run's throw-away PostgreSQL cluster (set only in the PostgreSQL projects). */
    postgresAdminUrl: string;
  }
}

/**
 * Global setup of the `api-postgres` and `api-abuse-postgres` projects: one throw-away cluster for the whole
 * run, shared by both (test/sharedInRun.ts), handed to the test files through `inject("postgresAdminUrl")`;
 * each server gets its own database in it. Stopped and removed when the last of them tears down (and by the
 * cluster's watchdog if the runner dies).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const lease = await sharedInRun("postgres-cluster", startPostgresCluster, (cluster) => cluster.stop());
  project.provide("postgresAdminUrl", lease.value.adminUrl);
  return () => lease.done();
}
