/**
 * The address of an order's page: `/zamowienie/{number}/{secret}` with the guest's key, `/zamowienie/{number}`
 * without one (a customer's own order, seen through the account's token).
 *
 * @example
 * orderPagePath({ orderNumber: "000001042", orderSecret: "Ab3…" }); // "/zamowienie/000001042/Ab3…"
 */
export function orderPagePath(confirmation: {
  readonly orderNumber: string;
  readonly orderSecret: string | null;
}): string {
  const number = encodeURIComponent(confirmation.orderNumber);
  return confirmation.orderSecret
    ? `/zamowienie/${number}/${encodeURIComponent(confirmation.orderSecret)}`
    : `/zamowienie/${number}`;
}
