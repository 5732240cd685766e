import type { ShopDataCache } from "../loaders/shopData.server";
import type { ApiLimit } from "./apiLimit.server";
import { readServerConfig } from "./config.server";

declare module "react-router" {
  /**
   * What the storefront's server (`server/main.ts`) gives every loader. Absent under the Vite dev server.
   */
  interface AppLoadContext {
    /** The shopper's address as the server saw it (socket, or X-Forwarded-For of a trusted proxy). */
    readonly clientAddress?: string | undefined;
    /** The process's cache of the shop data (menu, categories, tags, filter attributes), on the server's clock. */
    readonly shopData?: ShopDataCache | undefined;
    /** Notes the API's 429 answers during this request, so the server answers the shopper 429 too. */
    readonly apiLimit?: ApiLimit | undefined;
  }
}

/**
 * Headers that carry the shopper's address to the API (api-contract S9), with the forwarding key that makes
 * the API believe it (after-sales-and-law.md §7), so the API's per-client budgets count shoppers, not the
 * storefront's server. Empty when the server gave no address or no key is configured.
 *
 * @example
 * forwardedFor({ clientAddress: "203.0.113.7" }, "k3y…"); // { "X-Forwarding-Key": "k3y…", "X-Forwarded-For": "203.0.113.7" }
 */
export function forwardedFor(
  context: { readonly clientAddress?: string | undefined } | undefined,
  forwardingKey: string | null = readServerConfig().forwardingKey,
): Record<string, string> {
  const address = context?.clientAddress;
  return forwardingKey !== null && typeof address === "string" && /^[0-9A-Fa-f.:]{2,45}$/.test(address)
    ? { "X-Forwarding-Key": forwardingKey, "X-Forwarded-For": address }
    : {};
}
