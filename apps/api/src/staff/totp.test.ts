import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createTotpVault } from "./totp.js";

const APP_SECRET = "totp-unit-test-app-secret-0123456789abcdef";
const T0 = Date.UTC(2026, 10, 29, 8, 0, 15);
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe("createTotpVault", () => {
  it("seals a secret so only the same APP_SECRET opens it, and a tampered seal opens to null", () => {
    const vault = createTotpVault(APP_SECRET);
    const secret = vault.newSecret();
    const sealed = vault.seal(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    expect(vault.open(sealed)).toBe(secret);
    expect(vault.seal(secret)).not.toBe(sealed);
    expect(createTotpVault(`${APP_SECRET}-other`).open(sealed)).toBeNull();
    const [v, iv, tag, body = ""] = sealed.split(".");
    expect(vault.open([v, iv, tag, `${body.slice(0, -2)}AA`].join("."))).toBeNull();
  });

  it("accepts a code of this step or a neighbour, once, and nothing older than the last one used", async () => {
    const vault = createTotpVault(APP_SECRET);
    const secret = vault.newSecret();
    const step = await vault.check(secret, await codeAt(secret, T0), T0, null);
    expect(step).toBe(Math.floor(T0 / 30_000));
    expect(await vault.check(secret, await codeAt(secret, T0 - 30_000), T0, null)).toBe((step ?? 0) - 1);
    expect(await vault.check(secret, await codeAt(secret, T0 - 60_000), T0, null)).toBeNull();
    expect(await vault.check(secret, await codeAt(secret, T0), T0, step)).toBeNull();
    expect(await vault.check(secret, await codeAt(secret, T0 + 30_000), T0, step)).toBe((step ?? 0) + 1);
    expect(await vault.check(secret, "12345", T0, null)).toBeNull();
    expect(vault.uri(secret, "wlasciciel@outlet.local")).toContain(`secret=${secret}`);
  });
});
