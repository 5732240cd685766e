import { describe, expect, it } from "vitest";
import { createMemoryDriver, createOfflineStorage } from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", async () => {
    const storage = createOfflineStorage({
      driver: (dbName) => createMemoryDriver({ dbName }), // browser: createIndexedDbDriver({ indexedDB, dbName })
      clock: {
        now: () => Date.now(),
        setTimeout: (f, ms) => setTimeout(f, ms),
        clearTimeout: (h) => clearTimeout(h as never),
      },
      storeCode: "de",
    });
    const products = storage.collection("products"); // database "de-shop", entries expire after 86 400 s
    await products.setItem("SUK-1", { sku: "SUK-1", name: "Sukienka" });
    const product = await products.getItem("SUK-1"); // { sku: "SUK-1", name: "Sukienka" }, a fresh copy
    storage.dispose(); // stops the 30 s size checks (elasticCache)

    expect(product).toEqual({ sku: "SUK-1", name: "Sukienka" });
  });
});
