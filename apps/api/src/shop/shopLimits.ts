import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { clientIp } from "../http/clientIp.js";
import type { RateLimitRule } from "../http/createRateLimiter.js";

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Appendix A limits of the transaction endpoints, with per-IP limits sized for carrier-grade NAT (issue 12):
 * a Polish mobile operator puts thousands of shoppers behind one address, so per-IP limits only stop
 * automation from one address, while brute force is stopped by the per-account, per-e-mail and per-cart
 * limits (see the API README, "Rate limits"). Per-IP rules go to the router; keyed ones via {@link hitLimit}.
 */
export const SHOP_LIMITS = {
  /** Every login attempt from one IP (successful ones included). */
  loginIp: { name: "login-ip", limit: 300, windowMs: 15 * MIN },
  /** Failed logins from one IP across accounts (credential stuffing), checked before the password. */
  loginFailIp: { name: "login-fail-ip", limit: 50, windowMs: 15 * MIN },
  socialIp: { name: "social-ip", limit: 100, windowMs: 15 * MIN },
  refreshIp: { name: "refresh-ip", limit: 300, windowMs: MIN },
  registerIp: { name: "register-ip", limit: 100, windowMs: HOUR },
  resetEmail: { name: "reset-email", limit: 3, windowMs: HOUR },
  resetIp: { name: "reset-ip", limit: 60, windowMs: HOUR },
  passwordAccount: { name: "password-account", limit: 5, windowMs: 15 * MIN },
  /** Wrong reset tokens per IP (counted only after the token check). */
  passwordResetIp: { name: "password-reset-ip", limit: 30, windowMs: 15 * MIN },
  guestCartIp: { name: "guest-cart-ip", limit: 300, windowMs: 10 * MIN },
  couponCart: { name: "coupon-cart", limit: 10, windowMs: 10 * MIN },
  couponIp: { name: "coupon-ip", limit: 30, windowMs: 10 * MIN },
  orderCustomer: { name: "order-customer", limit: 5, windowMs: 10 * MIN },
  /** Orders need a cart with stock and stay 5 per customer; 100 per address fits a carrier-grade NAT. */
  orderIp: { name: "order-ip", limit: 100, windowMs: 10 * MIN },
  reviewAuthor: { name: "review-author", limit: 10, windowMs: HOUR },
  reviewIp: { name: "review-ip", limit: 10, windowMs: HOUR },
  reviewCheckIp: { name: "review-check-ip", limit: 60, windowMs: HOUR },
  contactIp: { name: "contact-ip", limit: 5, windowMs: HOUR },
  subscribeIp: { name: "subscribe-ip", limit: 10, windowMs: HOUR },
  // mail links (confirm, unsubscribe) carry a 256-bit token, so guessing gains nothing; a shared address
  // (carrier-grade NAT, an office) must never be kept from unsubscribing
  mailLinkIp: { name: "mail-link-ip", limit: 300, windowMs: HOUR },
  analyticsIp: { name: "analytics", limit: 120, windowMs: MIN },
  accountIp: { name: "account-ip", limit: 600, windowMs: MIN },
  /** Issue 26: the footer's withdrawal form (order number + e-mail), a guessing target. */
  withdrawalFindIp: { name: "withdrawal-find-ip", limit: 20, windowMs: 15 * MIN },
} as const satisfies Record<string, RateLimitRule>;

/**
 * A 429 with `retry_after` and `Retry-After` (S9).
 *
 * @example
 * throw rateLimited(900);
 */
export function rateLimited(retryAfterS: number): ApiError {
  return new ApiError("rate_limited", {
    result: { retry_after: retryAfterS },
    headers: { "Retry-After": String(retryAfterS) },
  });
}

/**
 * Counts one hit of a keyed rule (per account, e-mail, cart …) and throws 429 when it is exhausted.
 *
 * @example
 * await hitLimit(context, SHOP_LIMITS.resetEmail, email);
 */
export async function hitLimit(context: AppContext, rule: RateLimitRule, key: string): Promise<void> {
  const result = await context.limiter.hit(rule, key, context.now());
  if (!result.allowed) throw rateLimited(result.retryAfterS);
}

/**
 * The client IP of a request (S9 as amended by §7): `X-Forwarded-For` only with the forwarding key.
 *
 * @example
 * ipOf(context, request); // "203.0.113.7"
 */
export function ipOf(context: AppContext, request: FastifyRequest): string {
  return clientIp(request, context.config.forwardingKey);
}

/**
 * Rejects a JSON `null` body where a body is optional (the shared parser treats `null` like no body).
 *
 * @example
 * rejectNullBody(request.body);
 */
export function rejectNullBody(body: unknown): void {
  if (body === null) {
    throw ApiError.invalid([
      {
        path: "",
        code: "invalid_type",
        message: "Treść musi być obiektem JSON albo pusta.",
        messageEn: "The body must be a JSON object or empty.",
      },
    ]);
  }
}
