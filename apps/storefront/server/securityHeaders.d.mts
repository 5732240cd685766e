/** True when the shop is served behind TLS (`SITE_URL` https, or `HSTS=on`; `HSTS=off` turns it off). */
export function behindTls(env: Readonly<Record<string, string | undefined>>): boolean;
/** The security headers of every answer (nosniff, no framing, referrer, permissions, HSTS behind TLS). */
export function baseSecurityHeaders(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string>;
