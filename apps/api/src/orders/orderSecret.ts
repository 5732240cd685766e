import { derivedBase62, deriveKey, safeEqual, sha256Hex } from "../auth/secrets.js";

/**
 * An order's secret (the guest's order page and review links, S8), derived from `APP_SECRET` and the
 * order's uuid (after-sales-and-law.md §7): only its SHA-256 is stored, and a replayed order answer gets it
 * again by derivation instead of from a stored copy. Pure.
 *
 * @example
 * orderSecretOf(config.appSecret, "6c1f…"); // "aZ3…" (32 base62 characters, ≈190 bits)
 */
export function orderSecretOf(appSecret: string, orderUuid: string): string {
  return derivedBase62(deriveKey(appSecret, "order-secret"), orderUuid, 32);
}

/**
 * The order's secret when the stored hash is that of the derived one, else `null` (an order placed before
 * secrets were derived, issue 31: its random secret is known only to its holder). Pure.
 *
 * @example
 * recoverOrderSecret(config.appSecret, row.order_uuid, row.secret_hash); // "aZ3…" | null
 */
export function recoverOrderSecret(appSecret: string, orderUuid: string, secretHash: string): string | null {
  const secret = orderSecretOf(appSecret, orderUuid);
  return safeEqual(sha256Hex(secret), secretHash) ? secret : null;
}
