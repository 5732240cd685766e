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
}

/** The payment method code of a bank transfer (the seeded method table). */
export const BANK_TRANSFER = "banktransfer";

/**
 * The default shop account (a demo number with a valid IBAN checksum; `BANK_ACCOUNT` /
 * `BANK_RECIPIENT` replace it).
 */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  accountNumber: "PL61 1090 1014 0000 0712 1981 2874",
  recipient: "Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk",
};

/**
 * Reads the shop account from the environment, else the demo account.
 *
 * @example
 * bankAccountFrom({ BANK_ACCOUNT: "PL61 1090 …", BANK_RECIPIENT: "Outlet sp. z o.o." });
 */
export function bankAccountFrom(env: NodeJS.ProcessEnv): BankAccount {
  const accountNumber = env.BANK_ACCOUNT?.trim();
  const recipient = env.BANK_RECIPIENT?.trim();
  return {
    accountNumber: accountNumber || DEMO_BANK_ACCOUNT.accountNumber,
    recipient: recipient || DEMO_BANK_ACCOUNT.recipient,
  };
}

/**
 * The transfer details of an order, or null when it is not paid by bank transfer.
 *
 * @example
 * bankTransferDetails({ increment_id: "000000042", grand_total: 154.99, payment: { method: "banktransfer" } }, account);
 * // { account_number: "PL61 …", recipient: "Outlet …", title: "Zamówienie 000000042", amount: 154.99 }
 */
export function bankTransferDetails(
  order: { readonly increment_id: string; readonly grand_total?: unknown; readonly payment?: unknown },
  account: BankAccount,
): BankTransferDetails | null {
  const method = (order.payment as { method?: unknown } | undefined)?.method;
  if (method !== BANK_TRANSFER) return null;
  return {
    account_number: account.accountNumber,
    recipient: account.recipient,
    title: `Zamówienie ${order.increment_id}`,
    amount: Number(order.grand_total ?? 0),
  };
}
