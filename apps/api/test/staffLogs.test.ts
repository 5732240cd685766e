import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type SpawnedApi, spawnApi } from "./spawnApi.js";
import type { Json } from "./startServer.js";
import { freshDatabaseEnv } from "./testDatabase.js";

// Issue 25 acceptance: 0 staff secrets in the logs. The API runs as its own process with request logging on;
// every staff secret the run makes (the one-time password, passwords, session ids, CSRF tokens, API keys, a
// TOTP secret and code) is looked for in every line it wrote. The one-time password is printed once, to the
// terminal, as plain text — never inside a JSON log line.

let api: SpawnedApi;
let dataDir = "";
const secrets: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "outlet-staff-logs-"));
  api = await spawnApi(dataDir, await freshDatabaseEnv(), { LOG_LEVEL: "info" });
}, 120_000);
afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(`${api.origin}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function login(body: Record<string, string>): Promise<{ cookie: string; csrf: string }> {
  const res = await send("POST", "/api/admin/session/login", { body });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  secrets.push(cookie.slice("outlet_staff=".length), res.body.result.csrfToken);
  return { cookie, csrf: res.body.result.csrfToken };
}

describe("staff secrets in the logs", () => {
  it("are none: the one-time password is on the terminal once, outside every JSON line", async () => {
    const printed = /e-mail:\s+(\S+)\s+hasło jednorazowe:\s+(\S+)/.exec(api.output());
    expect(printed).not.toBeNull();
    const [, email = "", oneTime = ""] = printed ?? [];
    secrets.push(oneTime);

    const first = await login({ email, password: oneTime });
    const as = (session: { cookie: string; csrf: string }) => ({
      cookie: session.cookie,
      "x-csrf-token": session.csrf,
    });
    const ownerPassword = "Haslo-Wlasciciela-Logi-7";
    secrets.push(ownerPassword);
    expect(
      (
        await send("POST", "/api/admin/session/password", {
          body: { newPassword: ownerPassword },
          headers: as(first),
        })
      ).status,
    ).toBe(200);
    const owner = await login({ email, password: ownerPassword });
    // a failed log-in (the wrong password is a secret too)
    const wrong = "Prawie-Haslo-Wlasciciela-7";
    secrets.push(wrong);
    expect(
      (await send("POST", "/api/admin/session/login", { body: { email, password: wrong } })).status,
    ).toBe(401);

    const member = await send("POST", "/api/admin/staff", {
      body: { email: "logi@outlet.local", role: "warehouse" },
      headers: as(owner),
    });
    secrets.push(member.body.result.oneTimePassword);
    const key = (
      await send("POST", "/api/admin/api-keys", { body: { name: "logi", role: "owner" }, headers: as(owner) })
    ).body.result.key;
    secrets.push(key);
    expect(
      (await send("GET", "/api/admin/settings", { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(200);
    expect((await send("GET", `/api/admin/session/me?token=${key}`)).status).toBe(401);

    const setup = await send("POST", "/api/admin/session/totp/setup", { headers: as(owner) });
    secrets.push(setup.body.result.secret);
    const code = await generate({ secret: setup.body.result.secret, epoch: Math.floor(Date.now() / 1000) });
    expect(
      (await send("POST", "/api/admin/session/totp/enable", { body: { code }, headers: as(owner) })).status,
    ).toBe(200);
    const forged = await send("POST", "/api/admin/api-keys", {
      body: { name: "x", role: "owner" },
      headers: { cookie: owner.cookie, "x-csrf-token": first.csrf },
    });
    expect(forged.status).toBe(403);

    // the eleven requests above, each with its completion line
    const count = (text: string) => api.output().split(text).length - 1;
    await vi.waitFor(() => expect(count("request completed")).toBe(11), {
      timeout: 10_000,
    });
    const lines = api.output().split("\n");
    const jsonLines = lines.filter((l) => l.startsWith("{"));
    expect(jsonLines.filter((l) => l.includes("/api/admin/")).length).toBeGreaterThanOrEqual(11);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(
        jsonLines.some((l) => l.includes(secret)),
        `a JSON log line holds a staff secret (${secret.slice(0, 4)}…)`,
      ).toBe(false);
    }
    // the one-time password: exactly one line, the terminal notice; no other secret anywhere in the output
    expect(lines.filter((l) => l.includes(oneTime))).toEqual([`  hasło jednorazowe: ${oneTime}`]);
    for (const secret of secrets.filter((s) => s !== oneTime)) expect(api.output()).not.toContain(secret);
  }, 90_000);
});
