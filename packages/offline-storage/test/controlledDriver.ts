import type { OfflineStorageDriver, StoredRecord } from "../src/index.js";
import { createMemoryDriver } from "../src/index.js";

/** One driver call the test answers by hand. */
export interface PendingCall {
  readonly method: "get" | "set" | "remove" | "iterate" | "clear" | "reopen";
  readonly collection: string;
  readonly key: string | undefined;
  /** Runs the call against the backing memory driver and resolves with its answer. */
  succeed(): Promise<void>;
  /** Resolves with a given value (get/set). */
  resolveWith(value: unknown): void;
  reject(error: unknown): void;
  /** iterate: feed one entry to the visitor; returns whether the visitor stopped. */
  yieldEntry(record: StoredRecord, key: string): boolean;
  settled: boolean;
}

/**
 * A driver whose calls wait until the test answers them (succeed / reject / never), backed by a memory
 * driver for the data. `auto` answers immediately for the listed methods.
 */
export interface ControlledDriver extends OfflineStorageDriver {
  readonly calls: PendingCall[];
  readonly backing: ReturnType<typeof createMemoryDriver>;
  /** Methods answered at once from the backing driver. */
  auto: Set<PendingCall["method"]>;
  last(method: PendingCall["method"]): PendingCall;
}

export function createControlledDriver(
  auto: Iterable<PendingCall["method"]> = ["reopen", "clear"],
): ControlledDriver {
  const backing = createMemoryDriver();
  const calls: PendingCall[] = [];
  const driver: ControlledDriver = {
    calls,
    backing,
    auto: new Set(auto),
    last(method) {
      const found = [...calls].reverse().find((c) => c.method === method);
      if (!found) throw new Error(`no ${method} call`);
      return found;
    },
    get: (collection, key) => call("get", collection, key, () => backing.get(collection, key)),
    set: (collection, key, record) =>
      call("set", collection, key, () => backing.set(collection, key, record)),
    remove: (collection, key) => call("remove", collection, key, () => backing.remove(collection, key)),
    iterate: (collection, visit) =>
      call("iterate", collection, undefined, () => backing.iterate(collection, visit), visit),
    clear: (keep) => call("clear", "*", undefined, () => backing.clear(keep)),
    reopen: () => call("reopen", "*", undefined, () => backing.reopen()),
  };
  function call<T>(
    method: PendingCall["method"],
    collection: string,
    key: string | undefined,
    run: () => Promise<T>,
    visit?: (record: StoredRecord, key: string) => boolean,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending: PendingCall = {
        method,
        collection,
        key,
        settled: false,
        async succeed() {
          pending.settled = true;
          try {
            resolve(await run());
          } catch (error) {
            reject(error);
          }
        },
        resolveWith(value) {
          pending.settled = true;
          resolve(value as T);
        },
        reject(error) {
          pending.settled = true;
          reject(error);
        },
        yieldEntry(record, entryKey) {
          return visit ? visit(record, entryKey) : false;
        },
      };
      calls.push(pending);
      if (driver.auto.has(method)) void pending.succeed();
    });
  }
  return driver;
}

export const quotaError = (): Error =>
  Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" });
