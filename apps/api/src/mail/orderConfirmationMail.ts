import { DIGITAL_CONTENT_CONSENT, orderDeliveryView } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import { transferDeadlineNotice } from "@outlet/orders";
import { describeVersion } from "@outlet/shop-settings";
import type { BankTransferDetails } from "../orders/bankTransfer.js";
import type { OrderDoc, OrderItemDoc } from "../orders/orderDocument.js";
import { ONLINE_PAYMENT } from "../payments/orderPayment.js";
import { escapeHtml, mailLayout, singleLineSubject } from "./mailHtml.js";

/** The links a confirmation mail carries (absolute storefront URLs). */
export interface OrderMailLinks {
  /** The order page (`/zamowienie/{number}/{secret}`). */
  readonly orderPage: string;
  /** Product reviews (`/ocen-produkty/{uuid}/{secret}`). */
  readonly review: string;
  /** The shop's terms. */
  readonly terms: string;
  /** Returns and the withdrawal form. */
  readonly returns: string;
}

/** A built mail: subject, plain text and HTML. */
export interface BuiltMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const money = (value: unknown): string => formatPrice(Number(value ?? 0));

function optionsText(item: OrderItemDoc): string {
  const options = item.product_options?.attributes_info ?? [];
  return options.map((o) => `${o.label}: ${o.value}`).join(", ");
}

/**
 * The shopper's comments of the checkout (`shippingExtraFields`), titled as the checkout labels them
 * (issue 32: they were asked for and then shown nowhere).
 */
function commentLines(doc: OrderDoc): [string, string][] {
  const comments = doc.comments as { delivery_comment?: unknown; order_comment?: unknown } | undefined;
  const rows: [string, string][] = [];
  const delivery = str(comments?.delivery_comment).trim();
  const order = str(comments?.order_comment).trim();
  if (delivery) rows.push(["Uwagi dla kuriera", delivery]);
  if (order) rows.push(["Uwagi do zamówienia", order]);
  return rows;
}

/** The totals as label/amount rows (only the lines that apply). */
function totalRows(doc: OrderDoc): [string, string][] {
  const rows: [string, string][] = [["Wartość produktów", money(doc.subtotal_incl_tax)]];
  if (Number(doc.discount_amount ?? 0) !== 0)
    rows.push([`Rabat${doc.coupon_code ? ` (${str(doc.coupon_code)})` : ""}`, money(doc.discount_amount)]);
  // delivery by the method's one name (s22), as the checkout's totals and the order page name it
  if (doc.shipping_description) rows.push([str(doc.shipping_description), money(doc.shipping_incl_tax)]);
  const fee = (doc.total_segments as { code?: string; value?: number }[] | undefined)?.find(
    (s) => s.code === "payment",
  );
  if (fee && Number(fee.value) !== 0) rows.push(["Opłata za płatność", money(fee.value)]);
  rows.push(["Razem do zapłaty", money(doc.grand_total)]);
  rows.push(["w tym VAT", money(doc.tax_amount)]);
  return rows;
}

// The review link is part of the contract, but the goods have not arrived yet: it closes the mail, worded
// for after receipt by any delivery (a courier, a locker, the shop's counter: issue 32 found "Gdy paczka
// dotrze" in a store pickup's mail).
const AFTER_DELIVERY_REVIEW = "Gdy odbierzesz zamówienie, oceń zakupione produkty";

const AWAITING_PAYMENT =
  "Zamówienie czeka na płatność online. Jeśli płatność nie została dokończona, możesz ją ponowić na stronie zamówienia.";

// The statutory 14 days and the shop's own 30 (its terms, its banner): one promise, said once.
const WITHDRAWAL =
  "Masz prawo odstąpić od umowy w ciągu 14 dni od otrzymania towaru, bez podawania przyczyny, a w naszym " +
  "sklepie nawet w ciągu 30 dni. Wystarczy, że przed upływem tego terminu wyślesz nam oświadczenie " +
  "o odstąpieniu (np. e-mailem).";

/** The consents stored on the order (after-sales-and-law.md §7). */
interface StoredConsents {
  readonly terms_version?: unknown;
  readonly terms_date?: unknown;
  readonly digital_immediate_delivery?: unknown;
}

/** "Regulamin sklepu (wersja 2.0 z 29 listopada 2026 r.)", or without the version for an older order. */
function termsLabel(consents: StoredConsents | undefined): string {
  const version = consents?.terms_version;
  const date = consents?.terms_date;
  return typeof version === "string" && typeof date === "string"
    ? `Regulamin sklepu (${describeVersion({ version, date })})`
    : "Regulamin sklepu";
}

// Repeats, on a durable medium, the consent given before ordering digital content (art. 21 ust. 1 and
// art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta).
const DIGITAL_CONSENT_INTRO = "Przed złożeniem zamówienia zaznaczono przy treściach cyfrowych (pliki PDF):";

/**
 * The order confirmation mail (issue 12): items with their options, quantities and prices, the addresses,
 * invoice data (company and NIP), delivery (with the InPost locker) and payment method, the totals in
 * Polish money format, the bank-transfer details when paying by transfer, the order page link, the 14-day
 * right of withdrawal, the terms link with the version accepted and, for digital content, the consent given
 * (issue 27). Text and HTML carry the same content.
 *
 * @example
 * const mail = buildOrderConfirmationMail(doc, links, bankTransferDetails(doc, account));
 * await sendMail(context, { kind: "order_confirmation", to: email, ...mail, orderId });
 */
export function buildOrderConfirmationMail(
  doc: OrderDoc,
  links: OrderMailLinks,
  transfer: BankTransferDetails | null,
): BuiltMail {
  const number = doc.increment_id;
  // the method with the locker or the store, the addresses (a billing copy of the shipping one left out)
  const view = orderDeliveryView(doc);
  const shippingTitle = view.recipientOnly ? "Odbiorca" : "Adres dostawy";
  const paymentDoc = doc.payment as { title?: unknown; method?: unknown; status?: unknown } | undefined;
  const payment = paymentDoc?.title;
  // An online payment not yet completed (the shopper may have closed the gateway's page): the mail says
  // so and leads to the order page, whose "Zapłać teraz" starts a new payment session.
  const awaitingPayment = paymentDoc?.method === ONLINE_PAYMENT && paymentDoc.status === "awaiting";
  const billingTitle = view.invoice ? "Dane do faktury" : "Dane do rachunku";
  const consents = doc.consents as StoredConsents | undefined;
  const terms = termsLabel(consents);
  const digitalConsent = consents?.digital_immediate_delivery === true;
  const items = doc.items.map((item) => {
    const options = optionsText(item);
    return {
      name: item.name,
      options,
      qty: item.qty_ordered,
      price: money(item.price_incl_tax),
      row: money(item.row_total_incl_tax),
    };
  });
  const totals = totalRows(doc);
  const comments = commentLines(doc);
  const delivery = [...view.delivery];
  const transferLines = transfer
    ? [
        `Numer konta: ${transfer.account_number}`,
        `Odbiorca przelewu: ${transfer.recipient}`,
        `Tytuł przelewu: ${transfer.title}`,
        `Kwota: ${money(transfer.amount)}`,
        ...(transfer.pay_by ? [transferDeadlineNotice(transfer.pay_by)] : []),
      ]
    : [];

  const section = (title: string, lines: string[]) =>
    lines.length > 0 ? [`${title}:`, ...lines.map((l) => `  ${l}`), ""] : [];
  const text = [
    `Dziękujemy za zamówienie nr ${number}.`,
    "",
    "Zamówione produkty:",
    ...items.map(
      (i) => `  ${i.name}${i.options ? ` (${i.options})` : ""} — ${i.qty} × ${i.price} = ${i.row}`,
    ),
    "",
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    "",
    ...section("Dostawa", delivery),
    ...section(shippingTitle, [...view.shipping]),
    ...section(billingTitle, [...view.billing]),
    ...section("Płatność", [str(payment)].filter(Boolean)),
    ...comments.flatMap(([title, comment]) => section(title, [comment])),
    ...section("Dane do przelewu", transferLines),
    ...(awaitingPayment ? [`${AWAITING_PAYMENT} Opłać zamówienie: ${links.orderPage}`, ""] : []),
    `Zamówienie w sklepie: ${links.orderPage}`,
    "",
    "Prawo odstąpienia od umowy",
    WITHDRAWAL,
    ...(digitalConsent ? [DIGITAL_CONSENT_INTRO, `„${DIGITAL_CONTENT_CONSENT}”`] : []),
    `Zwroty: ${links.returns}`,
    `${terms}: ${links.terms}`,
    "",
    `${AFTER_DELIVERY_REVIEW}: ${links.review}`,
    "",
    "Outlet",
  ].join("\n");

  const e = escapeHtml;
  const block = (title: string, lines: string[], top = 20) =>
    lines.length > 0
      ? `<h2 style="font-size:16px;margin:${top}px 0 6px;">${e(title)}</h2><p style="margin:0;">${lines.map(e).join("<br>")}</p>`
      : "";
  const td = 'style="padding:6px 4px;border-bottom:1px solid #eee;vertical-align:top;"';
  const tdRight =
    'style="padding:6px 4px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap;vertical-align:top;"';
  const html = mailLayout(
    `Dziękujemy za zamówienie nr ${number}`,
    [
      `<p style="margin:0 0 16px;">Przyjęliśmy Twoje zamówienie. Jego stan sprawdzisz w każdej chwili na <a href="${e(links.orderPage)}" style="color:#8a6d2f;">stronie zamówienia</a>.</p>`,
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;">',
      `<tr><th align="left" ${td}>Produkt</th><th ${tdRight}>Ilość</th><th ${tdRight}>Cena</th><th ${tdRight}>Wartość</th></tr>`,
      ...items.map(
        (i) =>
          `<tr><td ${td}>${e(i.name)}${i.options ? `<br><span style="color:#666;">${e(i.options)}</span>` : ""}</td><td ${tdRight}>${i.qty}</td><td ${tdRight}>${e(i.price)}</td><td ${tdRight}>${e(i.row)}</td></tr>`,
      ),
      ...totals.map(
        ([label, amount], index) =>
          `<tr><td colspan="3" ${tdRight}>${index === totals.length - 2 ? "<strong>" : ""}${e(label)}${index === totals.length - 2 ? "</strong>" : ""}</td><td ${tdRight}>${index === totals.length - 2 ? `<strong>${e(amount)}</strong>` : e(amount)}</td></tr>`,
      ),
      "</table>",
      transfer
        ? `<div style="margin:20px 0;padding:12px 16px;background:#faf6ec;border:1px solid #e5d9b8;border-radius:4px;">${block("Dane do przelewu", transferLines, 0)}</div>`
        : "",
      awaitingPayment
        ? `<div style="margin:20px 0;padding:12px 16px;background:#faf6ec;border:1px solid #e5d9b8;border-radius:4px;"><p style="margin:0 0 12px;">${e(AWAITING_PAYMENT)}</p><a href="${e(links.orderPage)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px;">Opłać zamówienie</a></div>`
        : "",
      block("Dostawa", delivery),
      block(shippingTitle, [...view.shipping]),
      block(billingTitle, [...view.billing]),
      block("Płatność", [str(payment)].filter(Boolean)),
      ...comments.map(([title, comment]) => block(title, [comment])),
      `<p style="margin:24px 0;"><a href="${e(links.orderPage)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px;">Zobacz zamówienie</a></p>`,
      `<h2 style="font-size:16px;margin:20px 0 6px;">Prawo odstąpienia od umowy</h2><p style="margin:0;color:#444;font-size:13px;">${e(WITHDRAWAL)} <a href="${e(links.returns)}" style="color:#8a6d2f;">Zwroty i reklamacje</a> · <a href="${e(links.terms)}" style="color:#8a6d2f;">${e(terms)}</a></p>`,
      digitalConsent
        ? `<p style="margin:8px 0 0;color:#444;font-size:13px;">${e(DIGITAL_CONSENT_INTRO)} „${e(DIGITAL_CONTENT_CONSENT)}”</p>`
        : "",
      `<p style="margin:24px 0 0;color:#444;font-size:13px;">Gdy odbierzesz zamówienie, <a href="${e(links.review)}" style="color:#8a6d2f;">oceń zakupione produkty</a>.</p>`,
    ].join("\n"),
  );
  return { subject: singleLineSubject(`Potwierdzenie zamówienia nr ${number}`), text, html };
}
