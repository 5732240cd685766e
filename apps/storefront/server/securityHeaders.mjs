// Security headers every answer of the storefront carries (issue 17); the page CSP is added per document
// by app/entry.server.tsx.

/**
 * True when the shop is served behind TLS: `SITE_URL` is https, unless `HSTS=off`; `HSTS=on` forces it.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {boolean}
 * @example behindTls({ SITE_URL: "https://outlet.example" }) // true
 */
export function behindTls(env) {
  if (env.HSTS === "off") return false;
  if (env.HSTS === "on") return true;
  return (env.SITE_URL ?? "").startsWith("https://");
}

/**
 * The headers of every answer: no MIME sniffing, no framing, a referrer without paths or queries for other
 * sites (they may carry tokens), no powerful browser features, and HSTS (one year) behind TLS.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {Record<string, string>}
 * @example baseSecurityHeaders({})["X-Content-Type-Options"] // "nosniff"
 */
export function baseSecurityHeaders(env) {
  const maxAge = Number(env.HSTS_MAX_AGE ?? 31_536_000);
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
    ...(behindTls(env)
      ? {
          "Strict-Transport-Security": `max-age=${Number.isFinite(maxAge) ? maxAge : 31_536_000}; includeSubDomains`,
        }
      : {}),
  };
}
