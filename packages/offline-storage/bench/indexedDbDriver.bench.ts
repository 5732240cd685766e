import "../test/idbGlobals.js";
import { IDBFactory } from "fake-indexeddb";
import { bench, describe } from "vitest";
import type { StoredRecord } from "../src/index.js";
import { createIndexedDbDriver } from "../src/index.js";

// The IndexedDB driver over fake-indexeddb (an in-memory IndexedDB in plain JS): the figures measure the
// driver plus the fake, not a browser's disk, and serve to compare driver versions on the same machine.
const N = 1_000;
const record = (i: number): StoredRecord => ({
  value: { sku: `SUK-${i}`, name: "Sukienka letnia w kwiaty", price_incl_tax: 12_999, qty: i % 9 },
  updated_at: 1_700_000_000_000 + i,
  expires_at: null,
});

const filledFactory = new IDBFactory();
const filled = createIndexedDbDriver({ indexedDB: filledFactory, dbName: "shop" });
for (let i = 0; i < N; i += 1) await filled.set("products", `SUK-${i}`, record(i));

describe("1 000 operations through the IndexedDB driver (fake-indexeddb)", () => {
  bench(
    "set × 1 000 (read-compare-write transactions)",
    async () => {
      const driver = createIndexedDbDriver({ indexedDB: new IDBFactory(), dbName: "shop" });
      for (let i = 0; i < N; i += 1) await driver.set("products", `SUK-${i}`, record(i));
      await driver.close();
    },
    { iterations: 10, warmupIterations: 2 },
  );

  bench(
    "get × 1 000",
    async () => {
      for (let i = 0; i < N; i += 1) await filled.get("products", `SUK-${i}`);
    },
    { iterations: 10, warmupIterations: 2 },
  );

  bench(
    "iterate a 1 000-entry collection",
    async () => {
      let count = 0;
      await filled.iterate("products", () => {
        count += 1;
        return false;
      });
      if (count !== N) throw new Error(`iterated ${count}`);
    },
    { iterations: 10, warmupIterations: 2 },
  );
});
