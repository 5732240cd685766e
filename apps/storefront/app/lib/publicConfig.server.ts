import { defaultPublicConfig, type PublicConfig } from "./publicConfig";

/**
 * Reads the browser-facing configuration from the server environment: `PUBLIC_API_URL` (else `API_URL`,
 * else the local reference API), `EXTERNAL_CHECKOUT`, `SHOP_CONTACT_EMAIL`, `GOOGLE_CLIENT_ID`,
 * `FACEBOOK_APP_ID` and `CONVERSION_EVENTS`. The contact e-mail is the shop's own (the site configuration's,
 * shown in the footer) when the backend gives one, so the checkout's messages name the same address;
 * `SHOP_CONTACT_EMAIL` stands in when it does not.
 *
 * @example
 * readPublicConfig({ API_URL: "http://api:8080", PUBLIC_API_URL: "https://api.example.pl" }).apiOrigin;
 * // "https://api.example.pl"
 */
export function readPublicConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  siteContactEmail?: string | null,
): PublicConfig {
  return {
    apiOrigin: (env.PUBLIC_API_URL ?? env.API_URL ?? "http://127.0.0.1:8080").replace(/\/$/, ""),
    externalCheckout: env.EXTERNAL_CHECKOUT === "true",
    contactEmail: siteContactEmail || env.SHOP_CONTACT_EMAIL || defaultPublicConfig.contactEmail,
    social: { google: env.GOOGLE_CLIENT_ID || null, facebook: env.FACEBOOK_APP_ID || null },
    conversions: env.CONVERSION_EVENTS === "true",
  };
}
