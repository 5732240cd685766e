import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { deliveredTransferOrder } from "./placeOrder";

// Issue 26, the merchant's side of complaints: the queue by deadline, a complaint's page with the shopper's
// photo, and the answer (accepted with a remedy) that the shopper then sees. Desktop and phone.

const PHONE = { width: 390, height: 844 };

/** A small red JPEG, as the shopper's photo of a fault. */
const PHOTO = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAYABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgIWoAAAAAAf/9k=",
  "base64",
);

/** A guest's delivered order with a complaint and a photo, made through the API as shopper and owner. */
async function complaintOnDeliveredOrder(
  request: APIRequestContext,
  email: string,
): Promise<{ orderNumber: string; secret: string; reference: string }> {
  const { orderNumber, secret } = await deliveredTransferOrder(request, email, 1);
  const view = await request.get(`${ADMIN_API_ORIGIN}/api/ext/order/${orderNumber}?secret=${secret}`);
  const itemId = (await view.json()).result.items[0].item_id;
  const complaint = await request.post(
    `${ADMIN_API_ORIGIN}/api/ext/order/${orderNumber}/complaints?secret=${secret}`,
    {
      multipart: {
        item_id: String(itemId),
        description: "Chusta ma dziurę przy brzegu, widoczną od razu po rozpakowaniu.",
        remedy: "replacement",
        photos: { name: "dziura.jpg", mimeType: "image/jpeg", buffer: PHOTO },
      },
    },
  );
  expect(complaint.status()).toBe(200);
  return { orderNumber, secret, reference: (await complaint.json()).result.reference };
}

test("the owner finds a complaint in the queue, sees its photo and accepts it with a replacement; the shopper sees the answer", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { orderNumber, secret, reference } = await complaintOnDeliveredOrder(
    request,
    "reklamacja.panel@example.pl",
  );
  await signIn(page);
  await page.getByRole("menuitem", { name: "Reklamacje" }).click();
  const row = page.getByRole("row", { name: new RegExp(reference.replaceAll("/", "\\/")) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Czeka na odpowiedź sklepu");
  await expectAxeClean(page);
  await screenshot(page, "complaints-desktop");
  await row.click();

  await expect(page.getByRole("heading", { name: `Reklamacja ${reference}` })).toBeVisible();
  await expect(page.getByText("Żądanie: Wymiana na nowy")).toBeVisible();
  const photo = page.getByRole("img", { name: `Zdjęcie 1 do reklamacji ${reference}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await expectAxeClean(page);
  await screenshot(page, "complaint-desktop");

  await page.getByLabel("Wiadomość do klienta (nieobowiązkowa)").fill("Nowa chusta wyjdzie do Pani jutro.");
  await page.getByRole("button", { name: "Uznaj", exact: true }).click();
  // the answer cannot be taken back: asked once more
  await expect(page.getByRole("dialog")).toContainText(`Uznać reklamację ${reference} (Wymiana na nowy)?`);
  await page.getByRole("dialog").getByRole("button", { name: "Uznaj reklamację" }).click();
  await expect(page.getByTestId("complaint-answer")).toContainText("Uznana: Wymiana na nowy");
  await expect(page.getByTestId("complaint-answer")).toContainText("Nowa chusta wyjdzie do Pani jutro.");
  await expectAxeClean(page);

  // a phone opens the page afresh
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId("complaint-answer")).toContainText("Uznana: Wymiana na nowy");
  await expectAxeClean(page);
  await screenshot(page, "complaint-phone");

  const shopper = await request.get(
    `${ADMIN_API_ORIGIN}/api/ext/order/${orderNumber}/complaints?secret=${secret}`,
  );
  const seen = (await shopper.json()).result.complaints[0];
  expect(seen).toMatchObject({
    reference,
    status: "accepted",
    answer: { note: "Nowa chusta wyjdzie do Pani jutro." },
  });
  expect(pageErrors).toEqual([]);
});
