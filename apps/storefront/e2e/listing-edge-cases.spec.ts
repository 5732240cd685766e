import { expect, test } from "@playwright/test";
import { hydrated, tilePrices } from "./support";

const OFFLINE_WARNING = "Brak produktów w tej kategorii. Wróć, gdy będziesz online!";

test("a search that finds nothing says so in its own words, not with the offline warning", async ({
  page,
}) => {
  await page.goto("/szukaj?q=xyzqwe");
  await hydrated(page);
  await expect(page.getByText("Nie znaleźliśmy produktów dla „xyzqwe”")).toBeVisible();
  await expect(page.getByText("Sprawdź pisownię, wpisz mniej słów albo ogólniejsze hasło.")).toBeVisible();
  await expect(page.getByText(OFFLINE_WARNING)).toHaveCount(0);
});

test("a page beyond the last goes to the last page of the listing", async ({ page, request }) => {
  const first = await request.get("/category/kobiety?page=99", { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  const location = first.headers().location ?? "";
  expect(location).toMatch(/^\/category\/kobiety\?page=\d+$/);
  const last = Number(/page=(\d+)/.exec(location)?.[1]);
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(99);
  await page.goto("/category/kobiety?page=99");
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`/category/kobiety\\?page=${last}$`));
  expect((await tilePrices(page)).length).toBeGreaterThan(0);
  await expect(page.getByText(OFFLINE_WARNING)).toHaveCount(0);
});

test("the sort select shows the active sort for every URL form", async ({ page }) => {
  const cases = [
    ["/category/kobiety?sort=price:desc", "Cena: od najwyższej"],
    ["/category/kobiety?sort=final_price:desc", "Cena: od najwyższej"],
    ["/category/kobiety?sort=final_price:asc", "Cena: od najniższej"],
    ["/category/kobiety?sort=price", "Cena: od najniższej"],
    ["/category/kobiety?sort=order_priority:desc", "Polecane"],
  ] as const;
  for (const [url, label] of cases) {
    await page.goto(url);
    await hydrated(page);
    const select = page.getByLabel("Sortuj");
    await expect(select.locator("option:checked"), url).toHaveText(label);
  }
  // price:desc really sorts high to low.
  await page.goto("/category/kobiety?sort=price:desc");
  const prices = await tilePrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test("price ranges are disjoint: each product is under exactly one bucket, a bucket lists what it counts", async ({
  page,
}) => {
  const buckets = [
    ["0.0-50.0", 0, 5000],
    ["50.0-100.0", 5000, 10000],
    ["100.0-150.0", 10000, 15000],
    ["150.0-*", 15000, Number.POSITIVE_INFINITY],
  ] as const;
  for (const [id, from, to] of buckets) {
    // Highest first: a product on the upper boundary would be the first tile.
    await page.goto(`/category/kobiety?price=${id}&sort=final_price:desc`);
    await hydrated(page);
    const prices = await tilePrices(page);
    // The demo women's catalogue has nothing under 50 zł; the buckets around the 150 zł boundary are full.
    if (from >= 10000) expect(prices.length, id).toBeGreaterThan(0);
    // From inclusive, to exclusive (api-contract §8.6): 150,00 zł is under "> 150 zł" only.
    expect(
      prices.every((price) => price >= from && price < to),
      `${id}: ${prices.join(",")}`,
    ).toBe(true);
  }
});

test("the home bestsellers are the newest products of the bestseller tag their link lists", async ({
  page,
  request,
}) => {
  const parentOf = (sku: string) => sku.split("-").slice(0, 2).join("-");
  await page.goto("/");
  await hydrated(page);
  const skusOf = (heading: string) =>
    page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
      .locator(".product-tile")
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-sku") ?? ""));
  const bestsellers = (await skusOf("Bestsellery")).map(parentOf);
  const newCollection = (await skusOf("Nowa kolekcja")).map(parentOf);
  expect(bestsellers).toHaveLength(8);
  expect(bestsellers.slice(0, newCollection.length)).not.toEqual(newCollection);
  // The same products, in the same order, as the tag listing sorted by created_at desc.
  const tagHtml = await (await request.get("/tag/bestsellery?sort=created_at:desc")).text();
  const tagged = [...tagHtml.matchAll(/class="product-tile" data-sku="([^"]+)"/g)].map((m) =>
    parentOf(m[1] ?? ""),
  );
  expect(bestsellers).toEqual(tagged.slice(0, 8));
});

test("a sort the API cannot sort by (a JavaScript built-in name) gives the list in its default order, not an error page", async ({
  page,
  request,
}) => {
  for (const sort of ["constructor", "toString", "__proto__:desc"]) {
    const answer = await request.get(`/category/sukienki?sort=${sort}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/category/sukienki");
  }
  await page.goto("/szukaj?q=sukienka&sort=constructor");
  await hydrated(page);
  await expect(page).toHaveURL(/\/szukaj\?q=sukienka$/);
  expect((await tilePrices(page)).length).toBeGreaterThan(0);
});
