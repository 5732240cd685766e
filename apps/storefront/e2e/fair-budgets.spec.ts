import { expect, test } from "@playwright/test";
import { getFrom } from "./fromAddress";

/**
 * Issue 17 "one visitor can empty the shop": the SSR server forwards each shopper's address to the API
 * (X-Forwarded-For, contract S9), so a flood from one client spends that client's API budget only.
 */
test("a flood of searches from one client does not empty another client's category page", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const flooder = "127.0.0.23";
  const other = "127.0.0.24";
  const productTiles = (html: string) => html.match(/class="product-tile[ "]/g)?.length ?? 0;

  // Before: both see products.
  const before = await getFrom(origin, other, "/category/sukienki");
  expect(before.status).toBe(200);
  expect(productTiles(before.body)).toBeGreaterThan(0);

  // The flooding client asks for suggestions until the API refuses it (600 catalogue calls a minute).
  let exhausted = false;
  let sent = 0;
  while (!exhausted && sent < 1200) {
    const batch = await Promise.all(
      Array.from({ length: 8 }, () => getFrom(origin, flooder, "/szukaj/podpowiedzi?q=sukienka")),
    );
    sent += batch.length;
    exhausted = batch.some((answer) => (JSON.parse(answer.body) as { total: number }).total === 0);
  }
  expect(exhausted, `the API never refused the flooding client after ${sent} requests`).toBe(true);
  // Query variants nobody asked for yet, so the output cache cannot answer them: each is a render made
  // with that client's API budget.
  const flooderPage = await getFrom(origin, flooder, "/category/sukienki?sort=final_price");
  expect(productTiles(flooderPage.body)).toBe(0);

  // Another shopper's category page still lists products.
  const after = await getFrom(origin, other, "/category/sukienki?sort=final_price%3Adesc");
  expect(after.status).toBe(200);
  expect(productTiles(after.body)).toBeGreaterThan(0);
});
