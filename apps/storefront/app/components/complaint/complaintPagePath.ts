/**
 * The complaint form's address for an order line: `/reklamacja/{number}/{secret}?pozycja={item}` for a
 * guest's link, `/reklamacja/{number}?pozycja={item}` for a customer.
 *
 * @example
 * complaintPagePath("000000042", undefined, 7); // "/reklamacja/000000042?pozycja=7"
 */
export function complaintPagePath(orderNumber: string, secret: string | undefined, itemId: number): string {
  const base = `/reklamacja/${encodeURIComponent(orderNumber)}${secret ? `/${encodeURIComponent(secret)}` : ""}`;
  return `${base}?pozycja=${itemId}`;
}

/**
 * The order page the complaint form returns to.
 *
 * @example
 * orderPageOf("000000042", "Ab3"); // "/zamowienie/000000042/Ab3"
 */
export function orderPageOf(orderNumber: string, secret: string | undefined): string {
  return secret
    ? `/zamowienie/${encodeURIComponent(orderNumber)}/${encodeURIComponent(secret)}`
    : `/account/orders/${encodeURIComponent(orderNumber)}`;
}

/**
 * A complaint's card on its order page (`#complaint-{id}`), where its status and the shop's answer are.
 *
 * @example
 * complaintCardPath("000000042", undefined, 3); // "/account/orders/000000042#complaint-3"
 */
export function complaintCardPath(
  orderNumber: string,
  secret: string | undefined,
  complaintId: number,
): string {
  return `${orderPageOf(orderNumber, secret)}#complaint-${complaintId}`;
}
