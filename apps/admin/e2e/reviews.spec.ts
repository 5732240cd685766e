import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, SHOP_ORIGIN, screenshot, shopGet, signIn } from "./adminSupport";
import { placeTransferOrder } from "./placeOrder";

// Issue 27: a review written through the order mail's review link waits for moderation; the back office's
// "Opinie" lists it first with its verified-purchase mark, a person publishes it, and the shop's cached
// product page shows it at the next request with "Zweryfikowany zakup". Desktop and phone, axe clean.

const SCARF_PAGE = "/p/SZA-2892/zolta-chusta-2892";
const PHONE = { width: 390, height: 844 };
const DETAIL = "Chusta miękka i ciepła, kolor dokładnie jak na zdjęciu.";

/** The review link of the order's confirmation mail in the API's outbox (its stand-in for sending). */
function reviewLinkOf(email: string): { uuid: string; secret: string } {
  const dir = join(process.env.E2E_ADMIN_DATA_DIR ?? "", "outbox");
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as { to: string; text: string })
    .filter((mail) => mail.to === email)
    .map((mail) => mail.text);
  const match = texts.join("\n").match(/\/ocen-produkty\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/);
  expect(match, "the confirmation mail carries the review link").not.toBeNull();
  return { uuid: match?.[1] ?? "", secret: match?.[2] ?? "" };
}

async function shopHtml(page: Page): Promise<string> {
  const res = await shopGet(page, SCARF_PAGE);
  expect(res.status()).toBe(200);
  return res.text();
}

test("a review from the mail's link is published in Opinie and shown with its badge on the product page", async ({
  page,
  request,
}) => {
  const email = `opinia-${Date.now()}@example.pl`;
  await placeTransferOrder(request, email);
  const link = reviewLinkOf(email);
  // what the shop's /ocen-produkty/{uuid}/{secret} page sends (api-contract §9.5)
  const written = await request.post(`${ADMIN_API_ORIGIN}/api/ext/review/order/${link.uuid}`, {
    data: {
      secret: link.secret,
      nickname: "Zofia z Sopotu",
      reviews: [{ sku: "SZA-2892", rating: 5, detail: DETAIL }],
    },
  });
  expect(written.status()).toBe(200);
  // the product page is cached and does not show the pending review
  await shopHtml(page);
  expect(await shopHtml(page)).not.toContain(DETAIL);

  await signIn(page);
  await page.getByRole("menuitem", { name: "Opinie" }).click();
  const row = page.getByRole("row").filter({ hasText: DETAIL });
  await expect(row).toContainText("Czeka na moderację");
  await expect(row).toContainText("Zweryfikowany zakup");
  // pending first: the new review is the first row of the queue
  await expect(page.getByRole("row").nth(1)).toContainText(DETAIL);
  await expectAxeClean(page);
  await screenshot(page, "reviews-desktop");

  await row.getByRole("button", { name: "Opublikuj opinię: Zofia z Sopotu, SZA-2892" }).click();
  await expect(page.getByText("Opinia opublikowana.")).toBeVisible();
  await expect(row).toContainText("Opublikowana");

  const html = await shopHtml(page);
  expect(html).toContain(DETAIL);
  await page.goto(`${SHOP_ORIGIN}${SCARF_PAGE}`);
  const review = page.getByRole("listitem").filter({ hasText: DETAIL });
  await expect(review).toContainText("Zweryfikowany zakup");
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `${process.env.E2E_SHOTS_DIR ?? "reports/screens"}/review-on-product-page.png`,
  });

  await page.setViewportSize(PHONE);
  await page.goto("/#/reviews");
  await expect(page.getByText(DETAIL).first()).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "reviews-phone");
  await page.getByText(DETAIL).first().click();
  await expect(page.getByRole("button", { name: /^Odrzuć opinię/ })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "review-show-phone");
});
