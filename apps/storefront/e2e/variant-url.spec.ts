import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { API_ORIGIN, shopReady } from "./shopper";
import { watchErrors } from "./support";

// A child URL names one variant; the page must show exactly that variant (behaviour.md §5.4: an exact sku
// match among the eligible children wins), on the server, after hydration and after client navigation.

interface Child {
  readonly sku: string;
  readonly status?: number;
  readonly color: number;
  readonly size: number;
  readonly price_incl_tax: number;
  readonly special_price?: number | null;
}
interface Configurable {
  readonly sku: string;
  readonly slug: string;
  readonly url_path: string;
  readonly configurable_options: readonly {
    readonly attribute_code: string;
    readonly values: readonly { readonly value_index: number; readonly label: string }[];
  }[];
  readonly configurable_children: readonly Child[];
}

/** The product as the API has it (the demo catalogue is seeded afresh for every run). */
async function loadProduct(request: APIRequestContext, sku: string): Promise<Configurable> {
  const query = { _appliedFilters: [{ attribute: "sku", value: { eq: sku }, scope: "default" }] };
  const response = await request.get(
    `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=${encodeURIComponent(JSON.stringify(query))}`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { hits: { hits: { _source: Configurable }[] } };
  const product = body.hits.hits[0]?._source;
  if (!product) throw new Error(`${sku} is not in the demo catalogue`);
  return product;
}

const enabled = (product: Configurable) => product.configurable_children.filter((c) => (c.status ?? 1) < 2);
const label = (product: Configurable, code: "color" | "size", id: number) =>
  product.configurable_options
    .find((option) => option.attribute_code === code)
    ?.values.find((value) => value.value_index === id)?.label ?? "";
const routePath = (product: Configurable, childSku: string) =>
  `/p/${product.sku}/${product.slug}/${encodeURIComponent(childSku)}`;

/** A child of the same colour as the default (first eligible) one but of another size and price. */
function nonDefaultSize(product: Configurable): Child {
  const [first, ...rest] = enabled(product);
  const child = rest.find(
    (c) =>
      first && c.color === first.color && c.size !== first.size && c.price_incl_tax !== first.price_incl_tax,
  );
  if (!first || !child) throw new Error(`${product.sku} has no other-size child with its own price`);
  return child;
}

/** Pickers, shown sku, price and data attribute all name `child`. */
async function expectShows(page: Page, product: Configurable, child: Child): Promise<void> {
  await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", child.sku);
  const pressedColour = page.locator('button[data-option="color"][aria-pressed="true"]');
  await expect(pressedColour).toHaveCount(1);
  await expect(pressedColour).toHaveAttribute("data-value", String(child.color));
  const pressedSize = page.locator('button[data-option="size"][aria-pressed="true"]');
  await expect(pressedSize).toHaveCount(1);
  await expect(pressedSize).toHaveAttribute("data-value", String(child.size));
  await expect(page.locator(".variant-picker__option--size legend")).toHaveText(
    `Rozmiar: ${label(product, "size", child.size)}`,
  );
  await expect(page.locator(".variant-picker__option--color legend")).toHaveText(
    `Kolor: ${label(product, "color", child.color)}`,
  );
  await expect(page.locator(".product__details dd").first()).toHaveText(child.sku);
  // No reduction on this product: the shown price is the child's price incl. tax.
  const shownPrice = async () => {
    const text = (await page.locator(".product__info .price__regular").textContent()) ?? "";
    return Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  };
  await expect.poll(shownPrice).toBe(Math.round(child.price_incl_tax * 100));
}

/** A client-side navigation through the app's router (what a `<Link>` does). */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}

test.describe("a child URL opens that variant", () => {
  let shirt: Configurable;
  let child: Child;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    shirt = await loadProduct(request, "KOS-2271");
    child = nonDefaultSize(shirt);
    await request.dispose();
  });

  test("the server renders the child of /p/{parentSku}/{slug}/{childSku}", async ({ request }) => {
    const html = await (await request.get(routePath(shirt, child.sku))).text();
    expect(html).toContain(`data-child-sku="${child.sku}"`);
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*data-option="size" data-value="${child.size}"`));
    expect(html).toMatch(
      new RegExp(`aria-pressed="true"[^>]*data-option="color" data-value="${child.color}"`),
    );
  });

  test("a full page load keeps the child of the URL after hydration and the shop start", async ({ page }) => {
    const errors = watchErrors(page);
    const path = routePath(shirt, child.sku);
    await page.goto(path);
    await shopReady(page);
    await expectShows(page, shirt, child);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
  });

  test("a full page load of the dispatcher URL with ?childSku keeps that child", async ({ page }) => {
    const errors = watchErrors(page);
    const path = `/${shirt.url_path}?childSku=${encodeURIComponent(child.sku)}`;
    await page.goto(path);
    await shopReady(page);
    await expectShows(page, shirt, child);
    expect(new URL(page.url()).searchParams.get("childSku")).toBe(child.sku);
    expect(errors).toEqual([]);
  });

  test("a client navigation from another page opens the child of the URL", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    await shopReady(page);
    const path = routePath(shirt, child.sku);
    await clientNavigate(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectShows(page, shirt, child);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
  });

  test("a client navigation from the parent's page to a child URL shows that child", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/p/${shirt.sku}/${shirt.slug}`);
    await shopReady(page);
    const [first] = enabled(shirt);
    await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", first?.sku ?? "");
    const path = routePath(shirt, child.sku);
    await clientNavigate(page, path);
    await expectShows(page, shirt, child);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
  });
});

test("a URL naming a disabled child shows the default child and replaces the URL with it", async ({
  page,
  request,
}) => {
  // behaviour.md §5.2/§5.4: a disabled child (status ≥ 2) is not eligible, so the page falls back to the
  // first eligible child; the URL then must name the child shown, not the disabled one.
  const product = await loadProduct(request, "KOS-0047");
  const disabled = product.configurable_children.find((c) => (c.status ?? 1) >= 2);
  const [shown] = enabled(product);
  expect(disabled, "the demo catalogue has a disabled child of KOS-0047").toBeDefined();
  if (!disabled || !shown) return;
  const errors = watchErrors(page);
  await page.goto(routePath(product, disabled.sku));
  await shopReady(page);
  await expect(page).toHaveURL(new RegExp(`${routePath(product, shown.sku)}$`));
  await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", shown.sku);
  await expect(page.locator('button[data-option="size"][aria-pressed="true"]')).toHaveAttribute(
    "data-value",
    String(shown.size),
  );
  await expect(page.locator(".product__details dd").first()).toHaveText(shown.sku);
  expect(errors).toEqual([]);
});
