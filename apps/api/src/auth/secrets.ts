import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * `length` characters of base62 from the CSPRNG, by rejection sampling (no modulo bias). With
 * `requireLetter`, at least one character is a letter so the id can never look numeric (S8).
 *
 * @example
 * randomBase62(32, true); // "aZ3…" (32 characters, ≈190 bits)
 */
export function randomBase62(length: number, requireLetter = false): string {
  for (;;) {
    let out = "";
    while (out.length < length) {
      for (const byte of randomBytes(length * 2)) {
        if (byte < 248) out += BASE62[byte % 62];
        if (out.length === length) break;
      }
    }
    if (!requireLetter || /[A-Za-z]/.test(out)) return out;
  }
}

/**
 * 256 random bits, base64url (43 characters): refresh, reset, unsubscribe and confirmation tokens (S7, S8).
 *
 * @example
 * randomToken(); // "q3Vt…"
 */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * SHA-256 hex: the only form in which tokens and secrets are stored.
 *
 * @example
 * sha256Hex("abc"); // "ba7816bf…"
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * Constant-time string comparison (S8). Compares SHA-256 digests so unequal lengths take the same time.
 *
 * @example
 * safeEqual("a", "a"); // true
 */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash("sha256").update(a).digest();
  const db = createHash("sha256").update(b).digest();
  return timingSafeEqual(da, db) && a.length === b.length;
}

/**
 * A sub-key of the master secret for one purpose, derived with HKDF-SHA256 (S12).
 *
 * @example
 * deriveKey(appSecret, "access-token"); // 32-byte Buffer
 */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "outlet-api", purpose, 32));
}

/**
 * Signs a small JSON payload: `<base64url(json)>.<base64url(HMAC-SHA256)>`.
 *
 * @example
 * signPayload(key, { sub: 1, exp: 1700000000 });
 */
export function signPayload(key: Buffer, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = createHmac("sha256", key).update(body).digest("base64url");
  return `${body}.${mac}`;
}

/**
 * Verifies a {@link signPayload} token in constant time and returns its payload, or `null`.
 *
 * @example
 * verifyPayload(key, token)?.sub;
 */
export function verifyPayload(key: Buffer, token: string): Record<string, unknown> | null {
  if (token.length > 2048) return null;
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".")) return null;
  const body = token.slice(0, dot);
  // Compared as text, not decoded bytes: base64url decoding ignores the last character's spare bits, so
  // byte comparison would accept several spellings of one signature.
  const mac = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", key).update(body).digest("base64url"));
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * `length` characters of base62 derived from `key` and `message` (HMAC-SHA256 blocks, rejection sampled
 * like {@link randomBase62}), at least one of them a letter: a secret that need not be stored because it
 * can be derived again (after-sales-and-law.md §7). Pure.
 *
 * @example
 * derivedBase62(deriveKey(appSecret, "order-secret"), orderUuid, 32); // the same 32 characters every time
 */
export function derivedBase62(key: Buffer, message: string, length: number): string {
  let out = "";
  for (let block = 0; out.length < length; block++) {
    for (const byte of createHmac("sha256", key).update(`${block}:${message}`).digest()) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  // 32 base62 characters without a letter happen once in 10^25 derivations; keep the S8 shape anyway
  return /[A-Za-z]/.test(out) ? out : `A${out.slice(1)}`;
}
