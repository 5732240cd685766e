import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, registerAndLogin, startShop } from "../test/shopHarness.js";
import type { RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Issue 31, findings 4 and 8 (log-in): old password-reset links stayed valid after a newer one was used and
// after a password change; five wrong passwords from five addresses locked the owner out for 15 minutes.
const KEY = "abuse-forwarding-key-0123456789abcdef";
let api: RunningServer;
let address = 0;
const from = (): Record<string, string> => ({
  "x-forwarding-key": KEY,
  "x-forwarded-for": `198.51.100.${++address}`,
});

beforeAll(async () => {
  api = await startShop({ FORWARDING_KEY: KEY });
}, 60_000);
afterAll(() => api.stop());

/** The reset tokens mailed to `to`, oldest first (the test mailer's outbox). */
function resetTokens(to: string): string[] {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === "password_reset" && m.to === to)
    .map((m) => m.data.resetToken as string);
}

const requestReset = (email: string) =>
  call(api, "POST", "/api/user/reset-password", { body: { email }, headers: from() });
const useReset = (email: string, resetToken: string, newPassword: string) =>
  call(api, "POST", "/api/user/create-password", {
    body: { email, resetToken, newPassword },
    headers: from(),
  });

describe("password-reset links", () => {
  it("are all void once a newer one was used", async () => {
    const owner = await registerAndLogin(api, { headers: from() });
    await requestReset(owner.email);
    await requestReset(owner.email);
    const [older, newer] = resetTokens(owner.email);
    expect((await useReset(owner.email, newer as string, "Nowe-Haslo-Wlascicielki-1")).status).toBe(200);
    const stale = await useReset(owner.email, older as string, "Haslo-Napastnika-1x");
    report("reset link after a newer one was used", { status: stale.status });
    expect(stale.status).toBe(400);
    expect(stale.body.result.issues[0]).toMatchObject({ path: "resetToken", code: "token_invalid" });
  });

  it("are void after a password change in the account", async () => {
    const owner = await registerAndLogin(api, { headers: from() });
    await requestReset(owner.email);
    const [token] = resetTokens(owner.email);
    const changed = await call(api, "POST", "/api/user/change-password", {
      token: owner.token,
      body: { currentPassword: owner.password, newPassword: "Zmienione-Haslo-Anny-7" },
      headers: from(),
    });
    expect(changed.status).toBe(200);
    const stale = await useReset(owner.email, token as string, "Haslo-Napastnika-2x");
    report("reset link after a password change", { status: stale.status });
    expect(stale.status).toBe(400);
  });
});

describe("log-in failures from strangers", () => {
  it("never keep the owner out: 5 wrong passwords from 5 addresses, then the owner logs in", async () => {
    const owner = await registerAndLogin(api, { headers: from() });
    const ownAddress = from();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(api, "POST", "/api/user/login", {
        body: { username: owner.email, password: `Zgadywane-Haslo-${i}` },
        headers: from(),
      });
      expect(wrong.status).toBe(401);
    }
    const login = await call(api, "POST", "/api/user/login", {
      body: { username: owner.email, password: owner.password },
      headers: ownAddress,
    });
    report("owner's log-in after strangers' failures", { status: login.status });
    expect(login.status).toBe(200);
  });

  it("slow one address down, saying how long to wait and where to reset the password", async () => {
    const owner = await registerAndLogin(api, { headers: from() });
    const guesser = from();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await call(api, "POST", "/api/user/login", {
        body: { username: owner.email, password: `Zgadywane-Haslo-${i}` },
        headers: guesser,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last?.body.result.message).toMatch(
      /Spróbuj ponownie za \d+ s albo ustaw nowe hasło: http.*\/forgot-password$/,
    );
  });
});
