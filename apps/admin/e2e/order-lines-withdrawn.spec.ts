import { formatPrice } from "@outlet/formatting";
import { expect, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { transferOrderThrough } from "./placeOrder";

// s22: units a shopper withdrew before dispatch left the order; the owner's order page shows the line as it
// ships (quantity and total), names the dropped units, and the transfer's refund for them is the lifecycle's
// own refund in the timeline once the shopper gave the account (after-sales-and-law.md §1–2).

const PHONE = { width: 390, height: 844 };
const zl = (grosze: number): string => formatPrice(grosze / 100);

test("a line with a unit dropped before dispatch shows what ships and its total; the refund is in the timeline", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const order = await transferOrderThrough(request, "czesc.przed.wysylka@example.pl", 3, ["confirm-payment"]);
  const shopper = await request.get(
    `${ADMIN_API_ORIGIN}/api/ext/order/${order.orderNumber}?secret=${order.secret}`,
  );
  const item = (await shopper.json()).result.items[0];
  const line = Math.round(item.row_total_incl_tax * 100);
  const withdrawn = await request.post(`${ADMIN_API_ORIGIN}/api/ext/withdrawal/${order.orderNumber}`, {
    data: {
      secret: order.secret,
      request_key: crypto.randomUUID(),
      name: "Zofia Wiśniewska",
      email: "czesc.przed.wysylka@example.pl",
      confirmed: true,
      lines: [{ item_id: item.item_id, qty: 1 }],
    },
  });
  expect(withdrawn.status()).toBe(200);
  const record = (await withdrawn.json()).result;
  const refund = Math.round(record.refund_amount * 100);
  const account = await request.post(
    `${ADMIN_API_ORIGIN}/api/ext/withdrawal/${order.orderNumber}/${record.id}/bank-account`,
    { data: { secret: order.secret, account: "PL61 1090 1014 0000 0712 1981 2874" } },
  );
  expect(account.status()).toBe(200);

  await signIn(page);
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await page.goto(`/#/orders/${order.orderNumber}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${order.orderNumber}` })).toBeVisible();
  for (const device of ["desktop", "phone"] as const) {
    if (device === "phone") await page.setViewportSize(PHONE);
    const lines = page.getByTestId("order-lines");
    await expect(lines.getByTestId("line-qty").first()).toHaveText("2");
    await expect(lines.getByTestId("line-total").first()).toHaveText(zl(line - refund));
    await expect(lines.getByTestId("line-withdrawn")).toHaveText(
      "Odstąpienie przed wysyłką: 1 szt. usunięto z zamówienia (nie pakować)",
    );
    await expect(page.getByText(/Zwrot [\d,]+ zł \(odstąpienie od umowy\) na konto PL61/)).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, `s22-order-lines-withdrawn-${device}`);
  }
  expect(pageErrors).toEqual([]);
});
