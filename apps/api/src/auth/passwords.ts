import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formRules } from "@outlet/checkout";
import { APP_DIR } from "../config.js";

// S6: scrypt N = 2^17, r = 8, p = 1 (≈128 MiB per hash); node's default maxmem (32 MiB) must be raised.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { N: 2 ** logN, r: R, p: P, maxmem: 2 ** logN * R * 128 * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt and a random 16-byte salt. The result carries its parameters:
 * `scrypt$<logN>$<r>$<p>$<salt b64url>$<hash b64url>`.
 *
 * @example
 * await hashPassword("Zielona-Łódka-7", 17); // "scrypt$17$8$1$…$…"
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, logN);
  return `scrypt$${logN}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Outcome of {@link verifyPassword}: whether it matched and whether the stored hash should be upgraded. */
export interface PasswordCheck {
  readonly ok: boolean;
  readonly needsRehash: boolean;
}

/**
 * Verifies a password against a stored hash in constant time. An unusable hash (`null`, social-only
 * accounts) is checked against a throw-away hash so the timing is the same, and never matches.
 *
 * @example
 * const { ok, needsRehash } = await verifyPassword("secret", stored, 17);
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  logN: number,
): Promise<PasswordCheck> {
  const parts = (stored ?? "").split("$");
  const usable = parts.length === 6 && parts[0] === "scrypt";
  const storedLogN = usable ? Number(parts[1]) : logN;
  const salt = usable ? Buffer.from(parts[4] as string, "base64url") : randomBytes(16);
  const expected = usable ? Buffer.from(parts[5] as string, "base64url") : randomBytes(KEY_LENGTH);
  const key = await scryptAsync(password, salt, Number.isInteger(storedLogN) ? storedLogN : logN);
  const ok = usable && key.length === expected.length && timingSafeEqual(key, expected);
  return { ok, needsRehash: ok && storedLogN < logN };
}

let commonPasswords: ReadonlySet<string> | null = null;

/**
 * The bundled list of 10 000 common passwords (`assets/common-passwords.txt`, see its generator for the
 * origin), lower-case.
 *
 * @example
 * loadCommonPasswords().has("qwerty123"); // true
 */
export function loadCommonPasswords(): ReadonlySet<string> {
  if (commonPasswords === null) {
    const text = readFileSync(join(APP_DIR, "assets", "common-passwords.txt"), "utf8");
    commonPasswords = new Set(
      text
        .split("\n")
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== ""),
    );
  }
  return commonPasswords;
}

/** Why a password breaks the S6 policy. */
export type PasswordPolicyFailure = "too_short" | "too_long" | "equals_email" | "too_common";

/**
 * Checks the S6 policy: 8–128 characters, not the e-mail address, not in the common-password list. Pure
 * apart from reading the bundled list once. Returns `null` when the password is acceptable.
 *
 * @example
 * passwordPolicyFailure("qwerty123", "anna@example.pl"); // "too_common"
 */
export function passwordPolicyFailure(password: string, email: string): PasswordPolicyFailure | null {
  // the shortest password is checkout's form rule, the one the storefront's forms ask (issue 30, rule 14)
  if (formRules.password(password) !== null) return "too_short";
  if ([...password].length > 128) return "too_long";
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "equals_email";
  if (loadCommonPasswords().has(password.toLowerCase())) return "too_common";
  return null;
}

/**
 * The Polish and English message of a policy failure.
 *
 * @example
 * passwordPolicyMessage("too_short").pl; // "Hasło musi mieć co najmniej 8 znaków."
 */
export function passwordPolicyMessage(failure: PasswordPolicyFailure): { pl: string; en: string } {
  switch (failure) {
    case "too_short":
      return {
        pl: "Hasło musi mieć co najmniej 8 znaków.",
        en: "The password must have at least 8 characters.",
      };
    case "too_long":
      return {
        pl: "Hasło może mieć najwyżej 128 znaków.",
        en: "The password may have at most 128 characters.",
      };
    case "equals_email":
      return {
        pl: "Hasło nie może być adresem e-mail.",
        en: "The password must not be your e-mail address.",
      };
    case "too_common":
      return {
        pl: "To hasło jest zbyt popularne. Wybierz inne.",
        en: "This password is too common. Choose another one.",
      };
  }
}
