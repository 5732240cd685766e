import { type LifecycleOrder, type TransferPaymentDeadline, transferPaymentDeadline } from "@outlet/orders";
import { formatIban } from "@outlet/shop-settings";
import type { OrderDoc } from "./orderDocument.js";

/**
 * An order's transfer deadline as its document keeps it (`transfer_deadline`, fixed at placing with the
 * shop's setting then, so a later change of the setting does not move it).
 */
export interface StoredTransferDeadline {
  readonly days: number;
  /** The last day to pay, `YYYY-MM-DD` (Warsaw). */
  readonly last_day: string;
  /** Its last instant, epoch ms (23:59:59.999 Warsaw). */
  readonly ends_at: number;
}

/**
 * The deadline to store on a transfer order placed at `placedAt` with the shop's `days` (s23). Pure.
 *
 * @example
 * storedTransferDeadline(Date.UTC(2026, 11, 1, 10), 7); // { days: 7, last_day: "2026-12-08", ends_at: … }
 */
export function storedTransferDeadline(placedAt: number, days: number): StoredTransferDeadline {
  const deadline = transferPaymentDeadline(placedAt, days);
  return { days: deadline.days, last_day: deadline.lastDay, ends_at: deadline.endsAt };
}

/**
 * The transfer deadline of an order: the stored one, else (an order placed before s23) counted from its
 * placing time with the shop's current setting. Pure.
 *
 * @example
 * transferDeadlineOf(doc, createdAt, settings.bankAccount.paymentDays).lastDay; // "2026-12-08"
 */
export function transferDeadlineOf(
  doc: { readonly transfer_deadline?: unknown; readonly [key: string]: unknown },
  placedAt: number,
  settingDays: number,
): TransferPaymentDeadline {
  const stored = doc.transfer_deadline as StoredTransferDeadline | undefined;
  return transferPaymentDeadline(placedAt, stored?.days ?? settingDays);
}

/** The shop's bank account for orders paid by transfer (shown on the order page and in the mail). */
export interface BankAccount {
  /** The account number as printed (IBAN, grouped in fours). */
  readonly accountNumber: string;
  /** The recipient's name and address as the shopper types it into the bank's form. */
  readonly recipient: string;
}

/** What a shopper needs to pay an order by bank transfer. */
export interface BankTransferDetails {
  readonly account_number: string;
  readonly recipient: string;
  /** The transfer title: the order number, so the payment can be matched. */
  readonly title: string;
  /** The amount to transfer (the order's grand total, PLN). */
  readonly amount: number;
  /** The last day to pay (`YYYY-MM-DD`, Warsaw), or `null` for an order placed before deadlines (s23). */
  readonly pay_by: string | null;
}

/** The payment method code of a bank transfer (the seeded method table). */
export const BANK_TRANSFER = "banktransfer";

/**
 * The shop's account for bank transfers, as the owner keeps it in the settings ("Rachunek bankowy"): the
 * number in groups of four, the holder as the recipient. One source for the order page and the mail, so a
 * changed account reaches the next order at once (it came from environment variables, and the settings'
 * account was never shown: s23).
 *
 * @example
 * shopBankAccount({ holder: "Outlet sp. z o.o.", iban: "PL61109010140000071219812874" });
 * // { accountNumber: "PL61 1090 1014 0000 0712 1981 2874", recipient: "Outlet sp. z o.o." }
 */
export function shopBankAccount(setting: { readonly holder: string; readonly iban: string }): BankAccount {
  return { accountNumber: formatIban(setting.iban), recipient: setting.holder };
}

/**
 * The transfer details of an order, or null when it is not paid by bank transfer.
 *
 * @example
 * bankTransferDetails({ increment_id: "000000042", grand_total: 154.99, payment: { method: "banktransfer" } }, account);
 * // { account_number: "PL61 …", recipient: "Outlet …", title: "Zamówienie 000000042", amount: 154.99, pay_by: null }
 */
export function bankTransferDetails(
  order: {
    readonly increment_id: string;
    readonly grand_total?: unknown;
    readonly payment?: unknown;
    readonly transfer_deadline?: unknown;
  },
  account: BankAccount,
): BankTransferDetails | null {
  const method = (order.payment as { method?: unknown } | undefined)?.method;
  if (method !== BANK_TRANSFER) return null;
  return {
    account_number: account.accountNumber,
    recipient: account.recipient,
    title: `Zamówienie ${order.increment_id}`,
    amount: Number(order.grand_total ?? 0),
    pay_by: (order.transfer_deadline as StoredTransferDeadline | undefined)?.last_day ?? null,
  };
}

/**
 * The payment deadline the back office shows and the sweep enforces: that of a transfer order still waiting
 * for its money (nothing paid, `placed` or `awaiting_payment`), else `null` (s23). Pure.
 *
 * @example
 * awaitedTransferDeadline(order, settings.bankAccount.paymentDays)?.lastDay; // "2026-12-08"
 */
export function awaitedTransferDeadline(
  order: { readonly doc: OrderDoc; readonly placedAt: number; readonly lifecycle: LifecycleOrder },
  settingDays: number,
): TransferPaymentDeadline | null {
  const { lifecycle } = order;
  if (lifecycle.payment !== "transfer" || lifecycle.paidGrosze > 0) return null;
  if (lifecycle.status !== "placed" && lifecycle.status !== "awaiting_payment") return null;
  return transferDeadlineOf(order.doc, order.placedAt, settingDays);
}
