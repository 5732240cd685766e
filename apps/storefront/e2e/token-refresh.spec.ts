import { expect, test } from "@playwright/test";
import { createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("an expired access token is refreshed without the shopper noticing", async ({ page, request }) => {
  const email = uniqueEmail("odswiezanie");
  await createAccount(request, email);
  await login(page, email);

  // The stored access token stops being accepted (as after its 15 minutes); the refresh token is valid.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("shop");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("entries", "readwrite").objectStore("entries");
          const get = store.get("shop/user/current-token");
          get.onsuccess = () => {
            store.put(
              { ...get.result, value: "expired.token", updated_at: Date.now() },
              "shop/user/current-token",
            );
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );
  const refreshes: number[] = [];
  page.on("response", (response) => {
    // The refresh goes through the shop's session endpoint, which holds the refresh token in its cookie.
    if (new URL(response.url()).pathname === "/session/refresh") refreshes.push(response.status());
  });
  await open(page, "/account/orders");
  await expect(page.getByRole("heading", { name: "Zamówienia" })).toBeVisible();
  await open(page, "/account");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  expect(refreshes).toEqual([200]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("protected-message")).toHaveCount(0);

  // The customer reviews a product; the review waits for moderation in /account/reviews.
  await open(page, PRODUCTS.shirt.path);
  await page.getByLabel(/^Podpis/).fill("Anna");
  await page.getByLabel(/^Tytuł/).fill("Dobra koszula");
  await page.getByLabel("Treść opinii").fill("Materiał miękki, rozmiar zgodny z tabelą.");
  await page
    .getByRole("group", { name: /^Ocena/ })
    .getByRole("radio", { name: "5 z 5 gwiazdek" })
    .check();
  await page.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(page.getByText("Dziękujemy! Opinia pojawi się po moderacji.")).toBeVisible();
  await open(page, "/account/reviews");
  await expect(page.getByRole("heading", { name: "Dobra koszula" })).toBeVisible();
  await expect(page.getByText("oczekuje na moderację")).toBeVisible();

  // Every account page of the logged-in shopper passes axe.
  for (const path of [
    "/account",
    "/account/addresses",
    "/account/addresses/edit",
    "/account/orders",
    "/account/password",
    "/account/agreements",
    "/account/notifications",
    "/account/reviews",
  ]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
