/**
 * What the browser needs to know about the deployment: passed from the root loader to the client, so it
 * never holds a secret. The API origin is the one the shopper's browser reaches (CORS: the API must list
 * the shop's origin in `CORS_ORIGINS`, api-contract.md §2 S11).
 *
 * @example
 * const config: PublicConfig = { ...defaultPublicConfig, apiOrigin: "https://api.example.pl" };
 */
export interface PublicConfig {
  /** The API origin as the browser reaches it. */
  readonly apiOrigin: string;
  /** `orders.externalCheckout` (behaviour.md §1): hides "Proceed to checkout". @default false */
  readonly externalCheckout: boolean;
  /** The shop's contact e-mail (the footer's), used in the order validation message. */
  readonly contactEmail: string;
  /** Social sign-in providers that are configured; off unless their public ids are set. */
  readonly social: { readonly google: string | null; readonly facebook: string | null };
  /** Conversion events are sent only when configured (api-contract.md §11.5). @default false */
  readonly conversions: boolean;
}

/**
 * The defaults used before the root loader answers (tests, error pages).
 *
 * @example
 * createShopServices({ config: defaultPublicConfig, spawn, runtime: null });
 */
export const defaultPublicConfig: PublicConfig = {
  apiOrigin: "http://127.0.0.1:8080",
  externalCheckout: false,
  // The address the footer shows when the backend has no site configuration (app/loaders/shopData.server.ts).
  contactEmail: "sklep@outlet.example",
  social: { google: null, facebook: null },
  conversions: false,
};
