import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import { backInStockMail, productPageLink } from "./engagementMails.js";
import { sendMail } from "./sendMail.js";

/**
 * Sends one e-mail per confirmed back-in-stock subscription for skus that are in stock again, then deletes
 * those subscriptions (§11.2). Returns how many mails were sent.
 *
 * @example
 * await notifyBackInStock(context, ["SUK-0193-M"]);
 */
export async function notifyBackInStock(context: AppContext, skus: readonly string[]): Promise<number> {
  const { db } = shopServices(context);
  let sent = 0;
  for (const sku of skus) {
    const stock = await context.catalog.stock(sku);
    if (!stock?.is_in_stock || stock.qty <= 0) continue;
    const alerts = await db
      .selectFrom("stock_alert")
      .selectAll()
      .where("sku", "=", sku)
      .where("status", "=", "confirmed")
      .execute();
    for (const alert of alerts) {
      const product = (await context.catalog.productsBySku([sku], context.now())).get(sku)?.product;
      const mail = backInStockMail(
        context.config.storefrontUrl,
        String(product?.name ?? sku),
        productPageLink(product, sku),
      );
      await sendMail(context, {
        kind: "back_in_stock",
        to: alert.email,
        subject: mail.subject,
        text: mail.text,
        data: { sku, links: [mail.productLink] },
      });
      await db.deleteFrom("stock_alert").where("id", "=", alert.id).execute();
      sent += 1;
    }
  }
  return sent;
}
