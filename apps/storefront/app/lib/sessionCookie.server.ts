import { behindTls } from "../../server/securityHeaders.mjs";

/** The cookie that holds the refresh token: readable by the storefront's server only. */
export const SESSION_COOKIE = "outlet_session";

/** 90 days, the refresh token's life at the API (api-contract §4.3). */
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/**
 * The `Set-Cookie` value carrying a refresh token: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), scoped to `/session` (only the session endpoints receive it), Secure behind TLS.
 * An empty token clears the cookie.
 *
 * @example
 * sessionCookie("r-123", { tls: true }); // "outlet_session=r-123; Path=/session; Max-Age=7776000; HttpOnly; SameSite=Strict; Secure"
 */
export function sessionCookie(
  refreshToken: string,
  options: { readonly tls: boolean } = { tls: behindTls(process.env) },
): string {
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(refreshToken)}`,
    "Path=/session",
    `Max-Age=${refreshToken ? MAX_AGE_SECONDS : 0}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (options.tls) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The refresh token from the request's cookies, or `""`.
 *
 * @example
 * refreshTokenFrom(new Request("http://shop/session/refresh", { headers: { cookie: "outlet_session=r-1" } })); // "r-1"
 */
export function refreshTokenFrom(request: Request): string {
  return cookieValue(request, SESSION_COOKIE);
}

/**
 * The value of one cookie of the request (decoded), or `""`.
 *
 * @example
 * cookieValue(new Request("http://shop/koszyk", { headers: { cookie: "a=1; outlet_cart=g-1" } }), "outlet_cart"); // "g-1"
 */
export function cookieValue(request: Request, cookieName: string): string {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return "";
      }
    }
  }
  return "";
}

/**
 * CSRF check of the cookie-authenticated session calls: a POST with a JSON body whose `Origin` is the shop's
 * own (the request's origin or the configured public one). Browsers always send `Origin` on a POST; a form
 * or a page of another site cannot pass, besides SameSite=Strict keeping the cookie from them.
 *
 * @example
 * sameOrigin(request, "https://outlet.example"); // true for a fetch from the shop's own page
 */
export function sameOrigin(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin || request.method !== "POST") return false;
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) return false;
  return origin === new URL(request.url).origin || origin === siteOrigin;
}
