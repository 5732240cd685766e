import { bench, describe } from "vitest";
import type { OfflineStorageClock } from "../src/index.js";
import { createCollectionStore, createMemoryDriver } from "../src/index.js";

// Real timers: every persistent call arms and clears its own 800 ms timer, as in the browser.
const clock: OfflineStorageClock = {
  now: () => Date.now(),
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as never),
};
const N = 10_000;
const product = (i: number) => ({
  sku: `SUK-${i}`,
  name: "Sukienka letnia w kwiaty",
  price_incl_tax: 129.99,
  configurable_options: [{ attribute_code: "size", values: [{ value_index: 7, label: "S" }] }],
  stock: { is_in_stock: true, qty: i % 9 },
});

const filled = createMemoryDriver();
await (async () => {
  const store = createCollectionStore({ db: "shop", collection: "products", driver: filled, clock });
  for (let i = 0; i < N; i += 1) await store.setItem(`SUK-${i}`, product(i));
})();

describe("10 000 operations through the memory driver", () => {
  bench(
    "setItem × 10 000 (memory cache + driver)",
    async () => {
      const store = createCollectionStore({
        db: "shop",
        collection: "products",
        driver: createMemoryDriver(),
        clock,
      });
      for (let i = 0; i < N; i += 1) await store.setItem(`SUK-${i}`, product(i));
    },
    { iterations: 10, warmupIterations: 2 },
  );

  bench(
    "setItem(memoryOnly) + getItem × 10 000 from the memory cache",
    async () => {
      const store = createCollectionStore({ db: "shop", collection: "products", driver: filled, clock });
      for (let i = 0; i < N; i += 1) store.setItem(`SUK-${i}`, product(i), undefined, true);
      for (let i = 0; i < N; i += 1) await store.getItem(`SUK-${i}`);
    },
    { iterations: 10, warmupIterations: 2 },
  );

  bench(
    "getItem × 10 000 through the driver (cold memory cache)",
    async () => {
      const store = createCollectionStore({ db: "shop", collection: "products", driver: filled, clock });
      for (let i = 0; i < N; i += 1) await store.getItem(`SUK-${i}`);
    },
    { iterations: 10, warmupIterations: 2 },
  );
});
