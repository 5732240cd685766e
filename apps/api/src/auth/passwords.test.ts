import { describe, expect, it } from "vitest";
import { hashPassword, loadCommonPasswords, passwordPolicyFailure, verifyPassword } from "./passwords.js";

describe("hashPassword / verifyPassword (S6)", () => {
  it("embeds the parameters and a random salt", async () => {
    const a = await hashPassword("Zielona-Łódka-77", 10);
    const b = await hashPassword("Zielona-Łódka-77", 10);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Zielona-Łódka-77", 10);
    expect(await verifyPassword("Zielona-Łódka-77", stored, 10)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("zielona-łódka-77", stored, 10)).toEqual({ ok: false, needsRehash: false });
  });

  it("asks for a rehash when the configured cost was raised", async () => {
    const stored = await hashPassword("Zielona-Łódka-77", 10);
    expect(await verifyPassword("Zielona-Łódka-77", stored, 11)).toEqual({ ok: true, needsRehash: true });
  });

  it("never matches a missing or unusable hash (dummy verification for unknown e-mails)", async () => {
    expect((await verifyPassword("anything", null, 10)).ok).toBe(false);
    expect((await verifyPassword("anything", "bcrypt$whatever", 10)).ok).toBe(false);
  });

  it("treats NFC and NFD spellings of a password alike", async () => {
    const stored = await hashPassword("Łódź-Żółta-1".normalize("NFD"), 10);
    expect((await verifyPassword("Łódź-Żółta-1".normalize("NFC"), stored, 10)).ok).toBe(true);
  });
});

describe("passwordPolicyFailure (S6)", () => {
  it("bundles exactly 10 000 common passwords", () => {
    expect(loadCommonPasswords().size).toBe(10_000);
  });

  it.each([
    ["1234567", "too_short"],
    ["a".repeat(129), "too_long"],
    ["anna@example.pl", "equals_email"],
    ["12345678", "too_common"],
    ["Password123", "too_common"],
    ["zaq12wsx", "too_common"],
    ["Zielona-Łódka-77", null],
    ["ąęśćżźńół", null],
  ])("%s → %s", (password, failure) => {
    expect(passwordPolicyFailure(password, "anna@example.pl")).toBe(failure);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordPolicyFailure("😀😀😀😀😀😀😀", "a@b.pl")).toBe("too_short");
  });
});
