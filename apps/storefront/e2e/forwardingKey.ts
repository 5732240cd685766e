/**
 * The key the journeys' API shares with their storefront (after-sales-and-law.md §7). Requests the journeys
 * make for other shoppers (setup accounts, orders from documentation addresses) send it with their
 * `X-Forwarded-For`, as the storefront's server does; without it the API counts the socket's address.
 */
export const E2E_FORWARDING_KEY = "e2e-forwarding-key-0123456789abcdef";

/**
 * The headers of a request made for the shopper at `address`.
 *
 * @example
 * await request.post(url, { headers: forwardedAs("198.51.100.7") });
 */
export function forwardedAs(address: string): Record<string, string> {
  return { "x-forwarding-key": E2E_FORWARDING_KEY, "x-forwarded-for": address };
}
