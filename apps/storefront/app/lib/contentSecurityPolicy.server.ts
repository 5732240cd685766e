import { createHash } from "node:crypto";

/** Script types the browser executes (others, such as `application/ld+json`, are data and need no hash). */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "module", "application/javascript"]);

/**
 * The `sha256-…` sources of every inline script of a rendered document that the browser would execute: the
 * hydration context, the module entry import, the scroll restoration and React's streaming helpers.
 *
 * @example
 * inlineScriptHashes('<script>alert(1)</script>'); // ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Where the page's scripts may talk to besides its own origin. */
export interface PolicyOrigins {
  /** The API origin the browser calls (shopper services, conversion events). */
  readonly apiOrigin: string;
  /** Add `upgrade-insecure-requests` (served behind TLS). */
  readonly tls: boolean;
}

/**
 * The page's Content-Security-Policy: scripts only from the shop, the social sign-in SDKs (Google Identity
 * Services, Facebook) and the listed inline-script hashes — no `'unsafe-inline'`, no `eval`; no framing of the
 * shop by anybody (`frame-ancestors 'none'`); no plugins; forms and `<base>` only to the shop. Hashes rather
 * than nonces because rendered catalogue pages are replayed from an output cache with their headers: a hash
 * stays true for the stored body, a nonce would be replayed to every visitor.
 *
 * @example
 * contentSecurityPolicy(["'sha256-…'"], { apiOrigin: "https://api.outlet.example", tls: true });
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], origins: PolicyOrigins): string {
  const google = "https://accounts.google.com";
  const facebook = "https://connect.facebook.net https://*.facebook.com";
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, google, "https://connect.facebook.net"].join(" ")}`,
    `style-src 'self' 'unsafe-inline' ${google}/gsi/style`,
    `img-src 'self' data: blob: ${origins.apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins.apiOrigin} ${google}/gsi/ ${facebook}`,
    `frame-src ${google} https://*.facebook.com`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(origins.tls ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
