/** What one global setup holds of a value shared by several projects' global setups. */
export interface SharedLease<T> {
  readonly value: T;
  /** Gives the lease back; the last one given back releases the value. */
  done(): Promise<void>;
}

interface Entry {
  readonly value: Promise<unknown>;
  users: number;
  readonly release: (value: never) => Promise<void>;
}

// Global setups run in the test runner's main process, but each project loads its own copy of this module
// (a module runner per project): the registry lives on globalThis so the four API projects find each other.
const REGISTRY = Symbol.for("@outlet/api/test/sharedInRun");
const holder = globalThis as Record<symbol, Map<string, Entry> | undefined>;
const registry: Map<string, Entry> = holder[REGISTRY] ?? new Map<string, Entry>();
holder[REGISTRY] = registry;

/**
 * Builds a value once per test run for every global setup asking under the same `key` (the API's four
 * projects: one PostgreSQL cluster for `api-postgres` and `api-abuse-postgres`, one seeded template per
 * engine), and releases it when the last of them tears down. Setting these up once per project cost the
 * run a cluster start and two catalogue seeds (7–18 s each on the loaded 2-core machine).
 *
 * @example
 * const lease = await sharedInRun("postgres-cluster", startPostgresCluster, (cluster) => cluster.stop());
 * return () => lease.done();
 */
export async function sharedInRun<T>(
  key: string,
  build: () => Promise<T>,
  release: (value: T) => Promise<void>,
): Promise<SharedLease<T>> {
  let entry = registry.get(key);
  if (entry === undefined) {
    entry = { value: build(), users: 0, release: release as (value: never) => Promise<void> };
    registry.set(key, entry);
  }
  entry.users += 1;
  const held = entry;
  let value: T;
  try {
    value = (await held.value) as T;
  } catch (error) {
    if (registry.get(key) === held) registry.delete(key);
    throw error;
  }
  let given = false;
  return {
    value,
    async done() {
      if (given) return;
      given = true;
      held.users -= 1;
      if (held.users > 0) return;
      registry.delete(key);
      await (held.release as (value: T) => Promise<void>)(value);
    },
  };
}
