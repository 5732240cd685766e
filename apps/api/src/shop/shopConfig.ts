/**
 * Settings of the transaction half of the API (accounts, carts, orders, reviews, engagement), read once
 * from the environment when the route groups register. The core `Config` stays untouched; these keys are
 * the third-party ones of api-contract S12 / Appendix A plus a few test hooks.
 */
export interface ShopConfig {
  /** scrypt cost as log2(N) (S6: at least 17 in production). `PASSWORD_SCRYPT_LOG_N`. @default 17 */
  readonly scryptLogN: number;
  /** Shop address that receives contact forms and is on the send-email whitelist. @default "kontakt@outlet.local" */
  readonly shopContactEmail: string;
  /** Extra allowed `targetAddress` values of §11.4 (`MAIL_WHITELIST`, comma list). */
  readonly mailWhitelist: readonly string[];
  /** Countries that can be shipped to (§5.12). `SHIPPING_COUNTRIES`. @default ["PL"] */
  readonly shippingCountries: readonly string[];
  /** Google sign-in: client id (`GOOGLE_CLIENT_ID`) and the JWKS address (`GOOGLE_JWKS_URL`). */
  readonly google: { readonly clientId: string; readonly jwksUrl: string } | null;
  /** Facebook sign-in: `FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`, Graph API origin `FACEBOOK_GRAPH_URL`. */
  readonly facebook: { readonly appId: string; readonly appSecret: string; readonly graphUrl: string } | null;
  /** Review provider (§9.6): `REVIEW_PROVIDER_URL`, `REVIEW_PROVIDER_KEY`, `REVIEW_PROVIDER_ALIAS`. */
  readonly reviewProvider: { readonly url: string; readonly key: string; readonly alias: string } | null;
  /** Conversions API (§11.5): `CONVERSIONS_API_URL`, `CONVERSIONS_API_TOKEN`. */
  readonly conversions: { readonly url: string; readonly token: string } | null;
  /** Test hook: extra milliseconds an order spends inside processing (`ORDER_TEST_DELAY_MS`). @default 0 */
  readonly orderTestDelayMs: number;
  /** `SMTP_URL`: mail goes out by SMTP (nodemailer) instead of the outbox folder. @default undefined */
  readonly smtpUrl: string | undefined;
}

const list = (raw: string | undefined, fallback: string): string[] =>
  (raw ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

const set = (v: string | undefined): v is string => v !== undefined && v !== "";

/**
 * Reads {@link ShopConfig} from environment variables. A missing third-party key disables its feature (S12).
 *
 * @example
 * const shop = loadShopConfig(process.env);
 * shop.scryptLogN; // 17
 */
export function loadShopConfig(env: NodeJS.ProcessEnv): ShopConfig {
  const logN = Number(env.PASSWORD_SCRYPT_LOG_N ?? "17");
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) {
    throw new Error("PASSWORD_SCRYPT_LOG_N must be an integer between 10 and 20");
  }
  const delay = Number(env.ORDER_TEST_DELAY_MS ?? "0");
  return {
    scryptLogN: logN,
    shopContactEmail: (env.SHOP_CONTACT_EMAIL ?? "kontakt@outlet.local").toLowerCase(),
    mailWhitelist: list(env.MAIL_WHITELIST, "").map((s) => s.toLowerCase()),
    shippingCountries: list(env.SHIPPING_COUNTRIES, "PL").map((s) => s.toUpperCase()),
    google: set(env.GOOGLE_CLIENT_ID)
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          jwksUrl: env.GOOGLE_JWKS_URL ?? "https://www.googleapis.com/oauth2/v3/certs",
        }
      : null,
    facebook:
      set(env.FACEBOOK_APP_ID) && set(env.FACEBOOK_APP_SECRET)
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: (env.FACEBOOK_GRAPH_URL ?? "https://graph.facebook.com").replace(/\/$/, ""),
          }
        : null,
    reviewProvider:
      set(env.REVIEW_PROVIDER_URL) && set(env.REVIEW_PROVIDER_KEY)
        ? {
            url: env.REVIEW_PROVIDER_URL.replace(/\/$/, ""),
            key: env.REVIEW_PROVIDER_KEY,
            alias: env.REVIEW_PROVIDER_ALIAS ?? "",
          }
        : null,
    conversions:
      set(env.CONVERSIONS_API_URL) && set(env.CONVERSIONS_API_TOKEN)
        ? { url: env.CONVERSIONS_API_URL, token: env.CONVERSIONS_API_TOKEN }
        : null,
    orderTestDelayMs: Number.isFinite(delay) && delay > 0 ? Math.min(delay, 60_000) : 0,
    smtpUrl: set(env.SMTP_URL) ? env.SMTP_URL : undefined,
  };
}
