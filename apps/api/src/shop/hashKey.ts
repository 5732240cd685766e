import { createHash } from "node:crypto";

/**
 * SHA-256 hex of a secret key, the form under which keys are stored and looked up.
 *
 * @example
 * hashKey("abc"); // "ba7816bf…"
 */
export function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
