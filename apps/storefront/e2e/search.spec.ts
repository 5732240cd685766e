import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

test.describe("search", () => {
  test("finds products despite a typo and without Polish letters", async ({ request }) => {
    const typo = await (await request.get("/szukaj?q=sukineka")).text();
    expect(typo).toMatch(/<h3 class="product-tile__name"[^>]*>Sukienka[^<]*<\/h3>/);
    const plain = await (await request.get("/szukaj?q=zolta")).text();
    expect(plain).toMatch(/<h3 class="product-tile__name"[^>]*>Żółt[^<]*<\/h3>/);
  });

  test("asks for at least 3 characters without searching", async ({ request }) => {
    const html = await (await request.get("/szukaj?q=su")).text();
    expect(html).toContain("Wyszukiwana fraza powinna mieć co najmniej 3 znaki.");
    expect(html).not.toContain('class="product-tile"');
  });

  test("suggests while typing; arrow keys and Enter open a suggestion", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/szukaj?q=plaszcz");
    await hydrated(page);
    await expect(page.locator(".product-tile").first()).toContainText("Płaszcz");
    await expectNoSeriousA11yViolations(page);

    const box = page.getByRole("combobox", { name: "Szukaj produktów" });
    await box.fill("");
    await box.pressSequentially("sukie", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Podpowiedzi" });
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const name = (await first.locator("span").first().textContent()) ?? "";
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
