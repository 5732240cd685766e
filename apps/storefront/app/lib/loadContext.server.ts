import type { ShopDataCache } from "../loaders/shopData.server";

declare module "react-router" {
  /**
   * What the storefront's server (`server/main.ts`) gives every loader. Absent under the Vite dev server.
   */
  interface AppLoadContext {
    /** The shopper's address as the server saw it (socket, or X-Forwarded-For of a trusted proxy). */
    readonly clientAddress?: string | undefined;
    /** The process's cache of the shop data (menu, categories, tags, filter attributes), on the server's clock. */
    readonly shopData?: ShopDataCache | undefined;
  }
}

/**
 * Headers that carry the shopper's address to the API (api-contract S9), so the API's per-client budgets
 * count shoppers, not the storefront's server. Empty when the server gave no address.
 *
 * @example
 * forwardedFor({ clientAddress: "203.0.113.7" }); // { "X-Forwarded-For": "203.0.113.7" }
 */
export function forwardedFor(
  context: { readonly clientAddress?: string | undefined } | undefined,
): Record<string, string> {
  const address = context?.clientAddress;
  return typeof address === "string" && /^[0-9A-Fa-f.:]{2,45}$/.test(address)
    ? { "X-Forwarded-For": address }
    : {};
}
