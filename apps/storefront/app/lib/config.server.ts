/** Server-side settings of the storefront, read from the environment. */
export interface ServerConfig {
  /** Origin of the backend API as the SSR server reaches it. */
  readonly apiOrigin: string;
  /** Public origin of the shop, used for canonical URLs, hreflang, Open Graph and JSON-LD. */
  readonly siteOrigin: string;
  /** Timeout of catalogue searches made while rendering (catalogue.md §9: 1 000 ms on the server). */
  readonly searchTimeoutMs: number;
  /**
   * `storeViews.multistore` (behaviour.md §1): the German and Italian store views at `/de` and `/it` and
   * the Accept-Language redirect (§8.11). `MULTISTORE=true` (or `1`) turns it on. @default false
   */
  readonly multistore: boolean;
  /**
   * `FORWARDING_KEY`: the key the API shares with this server (after-sales-and-law.md §7); sent with the
   * shopper's address so the API believes it. Unset: the address is not forwarded. @default null
   */
  readonly forwardingKey: string | null;
}

/**
 * Reads the storefront's server settings. `API_URL` defaults to the local reference backend; `SITE_URL` to
 * `http://127.0.0.1:${PORT ?? 3000}`; `SEARCH_TIMEOUT_MS` to the spec's 1 000 ms; `MULTISTORE` to off.
 *
 * @example
 * readServerConfig({ API_URL: "http://api:8080" }).apiOrigin; // "http://api:8080"
 */
export function readServerConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerConfig {
  const port = env.PORT ?? "3000";
  const timeout = Number(env.SEARCH_TIMEOUT_MS);
  return {
    apiOrigin: env.API_URL ?? "http://127.0.0.1:8080",
    siteOrigin: (env.SITE_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ""),
    searchTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 1000,
    multistore: env.MULTISTORE === "true" || env.MULTISTORE === "1",
    forwardingKey: env.FORWARDING_KEY || null,
  };
}
