import { expect, test as setup } from "@playwright/test";
import { CONSENTED_STATE } from "./consentState";

/**
 * The journeys play a shopper who has already answered the cookie notice ("Odrzucam opcjonalne"): the
 * notice is answered once here, through the page, and every journey starts from this browser state
 * (playwright.config.ts `storageState`). Only the claims are kept: nothing else of this visit leaks
 * into the journeys. The consent journeys start from an empty state instead.
 */
setup("a shopper who has answered the cookie notice", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 30_000 });
  await page.getByRole("button", { name: "Odrzucam opcjonalne" }).click();
  await expect(page.getByTestId("consent-notice")).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("shop");
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const store = request.result.transaction("entries", "readwrite").objectStore("entries");
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) {
              request.result.close();
              resolve();
              return;
            }
            if (!String(current.key).startsWith("shop/claims/")) current.delete();
            current.continue();
          };
        };
      }),
  );
  const state = await page.context().storageState({ path: CONSENTED_STATE, indexedDB: true });
  // The saved IndexedDB (Playwright's `indexedDB: true`; its type does not list it).
  const origins = state.origins as unknown as {
    indexedDB?: { name: string; stores: { records: { key?: unknown }[] }[] }[];
  }[];
  const shop = origins.flatMap((origin) => origin.indexedDB ?? []).find((db) => db.name === "shop");
  expect(shop?.stores.flatMap((store) => store.records.map((record) => String(record.key)))).toEqual([
    "shop/claims/cookie-consent",
  ]);
});
