import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { deriveKey } from "../auth/secrets.js";

/** Codes one 30-second step either side are accepted (clock drift between the phone and the server). */
const TOLERANCE_S = 30;

/** Encrypts and decrypts TOTP secrets at rest with AES-256-GCM under a key derived from `APP_SECRET`. */
export interface TotpVault {
  /** A fresh base32 secret for an authenticator app. */
  newSecret(): string;
  /** `otpauth://totp/…` for the app's QR code. */
  uri(secret: string, account: string): string;
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
  seal(secret: string): string;
  /** The secret again, or `null` when the sealed value is damaged or sealed under another `APP_SECRET`. */
  open(sealed: string): string | null;
  /**
   * The time step a code belongs to when it is valid at `nowMs` (±1 step) and newer than `lastStep`, else
   * `null`: each code is accepted once (RFC 6238 §5.2).
   */
  check(secret: string, code: string, nowMs: number, lastStep: number | null): Promise<number | null>;
}

/**
 * Creates the TOTP vault of the owner's optional second factor (after-sales-and-law.md §7: the one secret
 * that must stay readable, so it is stored encrypted, not hashed). Codes are checked with otplib.
 *
 * @example
 * const vault = createTotpVault(appSecret);
 * const sealed = vault.seal(vault.newSecret());
 * await vault.check(vault.open(sealed)!, "123456", Date.now(), null); // step number, or null
 */
export function createTotpVault(appSecret: string): TotpVault {
  const key = deriveKey(appSecret, "staff-totp-secret");
  return {
    newSecret: () => generateSecret(),
    uri: (secret, account) => generateURI({ issuer: "Outlet — zaplecze", label: account, secret }),
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || iv === undefined || tag === undefined || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
    async check(secret, code, nowMs, lastStep) {
      if (!/^\d{6}$/.test(code)) return null;
      const epoch = Math.floor(nowMs / 1000);
      try {
        const result = await verify({
          secret,
          token: code,
          epoch,
          epochTolerance: TOLERANCE_S,
          ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
        });
        return result.valid && "timeStep" in result ? result.timeStep : null;
      } catch {
        return null;
      }
    },
  };
}
