import { createHmac, timingSafeEqual } from "node:crypto";

/** Where the payment gateway posts its notifications (server to server). */
export const PAYMENT_NOTIFY_PATH = "/api/ext/payment/notify";

/** The header carrying the notification's signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const PAYMENT_SIGNATURE_HEADER = "x-payment-signature";

/**
 * The signature a gateway puts in {@link PAYMENT_SIGNATURE_HEADER}: HMAC-SHA256 of the exact body bytes with
 * the shared secret (the scheme of PayU's `OpenPayu-Signature` and Tpay's JWS, reduced to one header). Pure.
 *
 * @example
 * signPaymentNotification("sekret…", '{"reference":"SP-1","order_number":"000000042"}'); // "sha256=9f…"
 */
export function signPaymentNotification(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/**
 * Whether a notification's signature header matches its body, compared in constant time. Pure.
 *
 * @example
 * verifyPaymentSignature(secret, body, signPaymentNotification(secret, body)); // true
 * verifyPaymentSignature(secret, body, "sha256=00"); // false
 */
export function verifyPaymentSignature(secret: string, rawBody: string, header: string | undefined): boolean {
  if (header === undefined || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signPaymentNotification(secret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
