import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../src/auth/secrets.js";
import { staffDb } from "../src/db/staffSchema.js";
import { createTotpVault } from "../src/staff/totp.js";
import { call, startShop } from "./shopHarness.js";
import {
  asStaff,
  OWNER_PASSWORD,
  printedOwner,
  type StaffSession,
  sessionCookieOf,
  staffKey,
  staffLogin,
} from "./staffHarness.js";
import { type RunningServer, startServer } from "./startServer.js";

// Issue 25, staff side: the first owner's one-time password, sessions in cookies with CSRF, the password
// change it forces, the owner's TOTP second factor, staff management and API keys.

const APP_SECRET = "staff-session-test-app-secret-0123456789abcdef";
let api: RunningServer;
let owner: StaffSession;
/** The server's clock: the TOTP test moves it by whole 30-second steps. */
let clock = Date.now();
const db = () => staffDb(api.app.context.database.db);

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off", APP_SECRET }, {}, () => clock);
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

describe("the first owner", () => {
  it("gets a one-time password printed once to the terminal, which the first log-in uses up", async () => {
    expect(api.terminal).toHaveLength(1);
    const printed = printedOwner(api);
    expect(printed.email).toBe("wlasciciel@outlet.local");
    expect(printed.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const first = await staffLogin(api, printed.email, printed.password);
    expect(first.body.result).toMatchObject({
      staff: { email: printed.email, role: "owner" },
      mustChangePassword: true,
      totpEnabled: false,
    });
    // used up: the same password never opens a second session
    const again = await call(api, "POST", "/api/admin/session/login", {
      body: { email: printed.email, password: printed.password },
    });
    expect([again.status, again.body.result.reason]).toEqual([401, "invalid_credentials"]);
    // the one session it opened may only set a password
    const settings = await asStaff(api, first, "GET", "/api/admin/settings");
    expect([settings.status, settings.body.result.reason]).toEqual([403, "password_change_required"]);
    expect(settings.body.result.message).toBe(
      "Hasło jednorazowe zostało wykorzystane. Ustaw nowe hasło, aby kontynuować.",
    );
    const weak = await asStaff(api, first, "POST", "/api/admin/session/password", {
      newPassword: "qwerty123",
    });
    expect(weak.status).toBe(400);
    expect(weak.body.result.issues).toEqual([
      {
        path: "newPassword",
        code: "password_policy",
        message: "To hasło jest zbyt popularne. Wybierz inne.",
      },
    ]);
    const set = await asStaff(api, first, "POST", "/api/admin/session/password", {
      newPassword: OWNER_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect(set.body.result.mustChangePassword).toBe(false);
    expect((await asStaff(api, first, "GET", "/api/admin/settings")).status).toBe(200);
    owner = { email: printed.email, password: OWNER_PASSWORD, ...first, role: "owner" };
  });

  it("is not given another one-time password when the server starts again on the same database", async () => {
    const second = await startServer({ ...api.databaseEnv, DATA_DIR: api.dataDir, APP_SECRET });
    try {
      expect(second.terminal).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set, and nothing is printed", async () => {
    const other = await startServer({
      ADMIN_EMAIL: "Szefowa@Outlet.PL",
      ADMIN_PASSWORD: "Szefowa-Haslo-2026",
    });
    try {
      expect(other.terminal).toEqual([]);
      const login = await staffLogin(other, "szefowa@outlet.pl", "Szefowa-Haslo-2026");
      expect(login.body.result).toMatchObject({ staff: { role: "owner" }, mustChangePassword: false });
    } finally {
      await other.stop();
    }
  });
});

describe("staff sessions", () => {
  it("live in an HttpOnly, SameSite=Strict cookie scoped to /api/admin, stored only as a hash", async () => {
    const res = await call(api, "POST", "/api/admin/session/login", {
      body: { email: owner.email, password: OWNER_PASSWORD },
    });
    const line = res.headers.getSetCookie()[0] ?? "";
    expect(line).toMatch(
      /^outlet_staff=[A-Za-z0-9_-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    const sessionId = (sessionCookieOf(res.headers) ?? "").slice("outlet_staff=".length);
    const stored = await db().selectFrom("staff_session").select("id_hash").execute();
    expect(stored.map((s) => s.id_hash)).toContain(sha256Hex(sessionId));
    expect(stored.map((s) => s.id_hash)).not.toContain(sessionId);
  });

  it("answer 'me' with the role and the CSRF token, and end at log-out", async () => {
    const session = await staffLogin(api, owner.email, OWNER_PASSWORD);
    const me = await asStaff(api, session, "GET", "/api/admin/session/me");
    expect(me.body.result).toMatchObject({
      staff: { email: owner.email, role: "owner" },
      csrfToken: session.csrfToken,
      mustChangePassword: false,
    });
    const out = await asStaff(api, session, "POST", "/api/admin/session/logout");
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(
      /^outlet_staff=; Path=\/api\/admin; HttpOnly; SameSite=Strict; Max-Age=0/,
    );
    const after = await asStaff(api, session, "GET", "/api/admin/session/me");
    expect([after.status, after.body.result.reason]).toEqual([401, "staff_unauthenticated"]);
  });

  it("refuses a wrong password with one message, and a wrong current password on change with 400", async () => {
    const wrong = await call(api, "POST", "/api/admin/session/login", {
      body: { email: owner.email, password: "Nie-To-Haslo-1" },
    });
    const unknown = await call(api, "POST", "/api/admin/session/login", {
      body: { email: "nikt@outlet.local", password: "Nie-To-Haslo-1" },
    });
    expect([wrong.status, wrong.body.result.message]).toEqual([401, "Nieprawidłowy e-mail lub hasło."]);
    expect(unknown.body.result).toEqual(wrong.body.result);
    const change = await asStaff(api, owner, "POST", "/api/admin/session/password", {
      currentPassword: "Nie-To-Haslo-1",
      newPassword: "Calkiem-Nowe-Haslo-9",
    });
    expect([change.status, change.body.result.issues[0].code]).toEqual([400, "wrong_password"]);
  });

  it("goes through the login throttle: repeated failures for one account are refused with 429", async () => {
    const email = "magazyn.throttle@outlet.local";
    await asStaff(api, owner, "POST", "/api/admin/staff", { email, role: "warehouse" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(api, "POST", "/api/admin/session/login", {
        body: { email, password: `Zle-Haslo-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("CORS for the back office (after-sales-and-law.md §7, amends S11)", () => {
  it("lets a listed origin send the staff cookie and the CSRF header to /api/admin/* only", async () => {
    const origin = "http://localhost:3000";
    const admin = await call(api, "OPTIONS", "/api/admin/session/login", {
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(admin.status).toBe(204);
    expect(admin.headers.get("access-control-allow-origin")).toBe(origin);
    expect(admin.headers.get("access-control-allow-credentials")).toBe("true");
    expect(admin.headers.get("access-control-allow-headers")).toContain("X-CSRF-Token");
    const shop = await call(api, "OPTIONS", "/api/cart/create", { headers: { origin } });
    expect(shop.headers.get("access-control-allow-origin")).toBe(origin);
    expect(shop.headers.get("access-control-allow-credentials")).toBeNull();
    expect(shop.headers.get("access-control-allow-headers")).not.toContain("X-CSRF-Token");
    const stranger = await call(api, "OPTIONS", "/api/admin/session/login", {
      headers: { origin: "https://zly.example" },
    });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
    expect(stranger.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("the owner's TOTP second factor", () => {
  it("is stored encrypted, then every log-in needs a fresh code, and a code is accepted once", async () => {
    const setup = await asStaff(api, owner, "POST", "/api/admin/session/totp/setup");
    expect(setup.status).toBe(200);
    const secret: string = setup.body.result.secret;
    expect(setup.body.result.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const row = await db()
      .selectFrom("staff_user")
      .select("totp_secret")
      .where("email", "=", owner.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect(createTotpVault(APP_SECRET).open(row.totp_secret ?? "")).toBe(secret);
    expect(createTotpVault("another-app-secret-0123456789abcdef-xyz").open(row.totp_secret ?? "")).toBeNull();

    const wrongCode = await asStaff(api, owner, "POST", "/api/admin/session/totp/enable", { code: "000000" });
    expect(wrongCode.status).toBe(400);
    // the middle of a 30-second step, so the code generated here and the server's check agree
    clock = Math.floor(clock / 30_000) * 30_000 + 15_000;
    const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
    const enable = await asStaff(api, owner, "POST", "/api/admin/session/totp/enable", {
      code: await codeAt(clock),
    });
    expect(enable.body.result).toEqual({ totpEnabled: true });

    const noCode = await call(api, "POST", "/api/admin/session/login", {
      body: { email: owner.email, password: OWNER_PASSWORD },
    });
    expect([noCode.status, noCode.body.result.reason]).toEqual([401, "totp_required"]);
    clock += 30_000;
    const code = await codeAt(clock);
    const withCode = await staffLogin(api, owner.email, OWNER_PASSWORD, { otp: code });
    expect(withCode.body.result.totpEnabled).toBe(true);
    const replay = await call(api, "POST", "/api/admin/session/login", {
      body: { email: owner.email, password: OWNER_PASSWORD, otp: code },
    });
    expect([replay.status, replay.body.result.reason]).toEqual([401, "totp_invalid"]);

    clock += 30_000;
    const off = await asStaff(api, withCode, "POST", "/api/admin/session/totp/disable", {
      password: OWNER_PASSWORD,
      code: await codeAt(clock),
    });
    expect(off.body.result).toEqual({ totpEnabled: false });
    owner = { ...owner, ...(await staffLogin(api, owner.email, OWNER_PASSWORD)) };
  });
});

describe("staff management", () => {
  it("creates a member with a one-time password; a new role or disabling ends their sessions", async () => {
    const created = await asStaff(api, owner, "POST", "/api/admin/staff", {
      email: "Obsluga@Outlet.local",
      role: "customer_service",
    });
    expect(created.body.result.staff).toMatchObject({
      email: "obsluga@outlet.local",
      role: "customer_service",
      disabled: false,
      mustChangePassword: true,
    });
    const id = created.body.result.staff.id;
    const taken = await asStaff(api, owner, "POST", "/api/admin/staff", {
      email: "obsluga@outlet.local",
      role: "warehouse",
    });
    expect([taken.status, taken.body.result.issues[0].code]).toEqual([400, "email_taken"]);

    const first = await staffLogin(api, "obsluga@outlet.local", created.body.result.oneTimePassword);
    await asStaff(api, first, "POST", "/api/admin/session/password", { newPassword: "Obsluga-Klienta-2026" });
    expect((await asStaff(api, first, "GET", "/api/admin/settings")).status).toBe(200);
    expect((await asStaff(api, first, "GET", "/api/admin/staff")).status).toBe(403);

    const promoted = await asStaff(api, owner, "POST", `/api/admin/staff/${id}`, { role: "warehouse" });
    expect(promoted.body.result.staff.role).toBe("warehouse");
    expect((await asStaff(api, first, "GET", "/api/admin/session/me")).status).toBe(401);
    const again = await staffLogin(api, "obsluga@outlet.local", "Obsluga-Klienta-2026");
    expect(again.body.result.staff.role).toBe("warehouse");

    await asStaff(api, owner, "POST", `/api/admin/staff/${id}`, { disabled: true });
    expect((await asStaff(api, again, "GET", "/api/admin/session/me")).status).toBe(401);
    const refused = await call(api, "POST", "/api/admin/session/login", {
      body: { email: "obsluga@outlet.local", password: "Obsluga-Klienta-2026" },
    });
    expect(refused.status).toBe(401);

    const list = await asStaff(api, owner, "GET", "/api/admin/staff");
    expect(list.body.result.items.find((s: { id: number }) => s.id === id)).toMatchObject({
      role: "warehouse",
      disabled: true,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password_hash/);
  });

  it("keeps the last active owner: demoting or disabling them is refused", async () => {
    const me = (await asStaff(api, owner, "GET", "/api/admin/session/me")).body.result.staff;
    for (const change of [{ role: "warehouse" }, { disabled: true }]) {
      const res = await asStaff(api, owner, "POST", `/api/admin/staff/${me.id}`, change);
      expect(res.status).toBe(400);
      expect(res.body.result.issues[0].message).toBe(
        "Sklep musi mieć co najmniej jednego aktywnego właściciela.",
      );
    }
    const nothing = await asStaff(api, owner, "POST", `/api/admin/staff/${me.id}`, {});
    expect([nothing.status, nothing.body.result.issues[0].message]).toEqual([
      400,
      "Podaj, co zmienić: role, disabled lub resetPassword.",
    ]);
  });
});

describe("staff API keys", () => {
  it("are shown once, stored as a hash, act with their role and stop working when revoked", async () => {
    const created = await asStaff(api, owner, "POST", "/api/admin/api-keys", {
      name: "import",
      role: "warehouse",
    });
    const { key, id, prefix } = created.body.result;
    expect(key).toMatch(/^stk_[A-Za-z0-9]{40}$/);
    expect(prefix).toBe(key.slice(0, 10));
    const stored = await db()
      .selectFrom("staff_api_key")
      .select("key_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(sha256Hex(key));
    const listed = await asStaff(api, owner, "GET", "/api/admin/api-keys");
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const me = await call(api, "GET", "/api/admin/session/me", { token: key });
    expect(me.body.result).toMatchObject({ staff: { role: "warehouse" }, csrfToken: null });
    // a key needs no CSRF token, but its role still applies
    expect((await call(api, "GET", "/api/admin/settings", { token: key })).status).toBe(200);
    expect((await call(api, "POST", "/api/admin/settings", { token: key, body: {} })).status).toBe(403);

    expect((await asStaff(api, owner, "DELETE", `/api/admin/api-keys/${id}`)).status).toBe(200);
    const revoked = await call(api, "GET", "/api/admin/session/me", { token: key });
    expect([revoked.status, revoked.body.result.reason]).toEqual([401, "staff_unauthenticated"]);
    expect((await asStaff(api, owner, "DELETE", `/api/admin/api-keys/${id}`)).status).toBe(404);
  });

  it("change a product as the owner's key: no CSRF needed", async () => {
    const key = await staffKey(api, owner, "owner");
    const res = await call(api, "POST", "/api/admin/products/nie-ma-takiego", {
      token: key,
      body: { price: 10 },
    });
    expect(res.status).toBe(404);
  });
});
