import type { AppContext } from "../context.js";
import { buildOrderConfirmationMail, type OrderMailLinks } from "../mail/orderConfirmationMail.js";
import { sendMail } from "../mail/sendMail.js";
import { shopServices } from "../shop/shopServices.js";
import { bankTransferDetails, shopBankAccount } from "./bankTransfer.js";
import type { OrderDoc } from "./orderDocument.js";

/**
 * The storefront links of an order's mails: the order page (number + secret), the review page (uuid +
 * secret), the terms and the returns page.
 *
 * @example
 * orderLinks("https://outlet.pl", { increment_id: "000000042", order_uuid: "6c1f…" }, secret);
 */
export function orderLinks(
  storefrontUrl: string,
  doc: { readonly increment_id: string; readonly order_uuid: string },
  secret: string,
): OrderMailLinks {
  return {
    orderPage: `${storefrontUrl}/zamowienie/${doc.increment_id}/${secret}`,
    review: `${storefrontUrl}/ocen-produkty/${doc.order_uuid}/${secret}`,
    terms: `${storefrontUrl}/regulamin`,
    returns: `${storefrontUrl}/cms-page/zwroty`,
  };
}

/**
 * Sends the confirmation mail of a stored order (api-contract §6.1 step 7) to its e-mail address.
 *
 * @example
 * await sendOrderConfirmation(context, orderUuid, secret);
 */
export async function sendOrderConfirmation(
  context: AppContext,
  orderUuid: string,
  secret: string,
): Promise<void> {
  const { db } = shopServices(context);
  const row = await db
    .selectFrom("sales_order")
    .select(["id", "email", "body"])
    .where("order_uuid", "=", orderUuid)
    .executeTakeFirstOrThrow();
  const doc = JSON.parse(row.body) as OrderDoc;
  const links = orderLinks(context.config.storefrontUrl, doc, secret);
  const account = shopBankAccount((await context.settings.read(db)).bankAccount);
  const mail = buildOrderConfirmationMail(doc, links, bankTransferDetails(doc, account));
  await sendMail(context, {
    kind: "order_confirmation",
    to: row.email,
    orderId: row.id,
    ...mail,
    data: {
      order_uuid: orderUuid,
      order_number: doc.increment_id,
      order_secret: secret,
      review_link: links.review,
      order_link: links.orderPage,
      links: [links.orderPage, links.review, links.terms, links.returns],
    },
  });
}
