import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDb } from "../src/db/staffSchema.js";
import { call, pickProducts, startShop } from "./shopHarness.js";
import { asStaff, firstOwner, OWNER_PASSWORD, type StaffSession, staffLogin } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 25 acceptance: the audit log has one entry per staff write, with who, what, before and after, and
// never a secret. Every write route of the staff side is driven once here; a new one under these prefixes
// fails the first test until it has a case.

const AUDITED_PREFIXES = [
  "/api/admin/session/",
  "/api/admin/staff",
  "/api/admin/api-keys",
  "/api/admin/settings",
  "/api/admin/products/",
];
/** Log-in and log-out change no shop data: they are not audited (sessions are their own record). */
const NOT_AUDITED = new Set(["POST /api/admin/session/login", "POST /api/admin/session/logout"]);

let api: RunningServer;
let owner: StaffSession;
let clock = Date.now();
const secrets: string[] = [];
const db = () => staffDb(api.app.context.database.db);
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" }, {}, () => clock);
  const printed = api.terminal.join("");
  secrets.push(/hasło jednorazowe:\s+(\S+)/.exec(printed)?.[1] ?? "missing");
  owner = await firstOwner(api);
  secrets.push(OWNER_PASSWORD, owner.cookie.slice("outlet_staff=".length), owner.csrfToken);
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

/** Runs one staff write and returns the one audit entry it added (failing unless it added exactly one). */
async function audited(write: () => Promise<{ status: number; body: Json }>): Promise<Json> {
  const before = await auditCount();
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(await auditCount()).toBe(before + 1);
  return (await asStaff(api, owner, "GET", "/api/admin/audit?limit=1")).body.result.items[0];
}

describe("the audit log", () => {
  const covered = new Set<string>();
  const cover = (route: string) => covered.add(route);

  it("records one entry per staff write, with the actor, the action and the values before and after", async () => {
    const me = owner;
    const ownerId = (await asStaff(api, me, "GET", "/api/admin/session/me")).body.result.staff.id;

    cover("POST /api/admin/staff");
    let created: Json;
    const create = await audited(async () => {
      const res = await asStaff(api, me, "POST", "/api/admin/staff", {
        email: "pakowanie@outlet.local",
        role: "warehouse",
      });
      created = res.body.result;
      return res;
    });
    secrets.push(created.oneTimePassword);
    expect(create).toMatchObject({
      actor: { type: "staff", id: ownerId, email: me.email },
      apiKeyId: null,
      action: "staff.create",
      entity: "staff",
      entityId: String(created.staff.id),
      before: null,
      after: { email: "pakowanie@outlet.local", role: "warehouse", disabled: false },
    });

    cover("POST /api/admin/staff/:id");
    const update = await audited(() =>
      asStaff(api, me, "POST", `/api/admin/staff/${created.staff.id}`, {
        role: "customer_service",
        resetPassword: true,
      }),
    );
    expect(update).toMatchObject({
      action: "staff.update",
      before: { role: "warehouse" },
      after: { role: "customer_service" },
    });

    cover("POST /api/admin/api-keys");
    let key = "";
    const keyEntry = await audited(async () => {
      const res = await asStaff(api, me, "POST", "/api/admin/api-keys", { name: "skrypt", role: "owner" });
      key = res.body.result.key;
      return res;
    });
    secrets.push(key);
    expect(keyEntry).toMatchObject({
      action: "api_key.create",
      before: null,
      after: { name: "skrypt", role: "owner" },
    });

    cover("POST /api/admin/products/:sku");
    const { simple } = await pickProducts(api);
    const product = await audited(() =>
      call(api, "POST", `/api/admin/products/${simple.sku}`, {
        token: key,
        body: { price: 12.5, stock: { qty: 7 } },
      }),
    );
    expect(product).toMatchObject({
      actor: { type: "staff", id: ownerId },
      apiKeyId: Number(keyEntry.entityId),
      action: "product.update",
      entity: "product",
      entityId: simple.sku,
      after: { price: 12.5, stock: { qty: 7 } },
    });
    expect(product.before.price).toBeGreaterThan(0);

    cover("PATCH /api/admin/products/:sku/price");
    const price = await audited(() =>
      asStaff(api, me, "PATCH", `/api/admin/products/${simple.sku}/price`, { price: 14, specialPrice: 11.5 }),
    );
    expect(price).toMatchObject({
      action: "product.price",
      entityId: simple.sku,
      before: { price: 12.5 },
      after: { price: 14, special_price: 11.5 },
    });
    cover("PATCH /api/admin/products/:sku/stock");
    const stock = await audited(() =>
      asStaff(api, me, "PATCH", `/api/admin/products/${simple.sku}/stock`, { qty: 3 }),
    );
    expect(stock).toMatchObject({
      action: "product.stock",
      before: { stock: { qty: 7 } },
      after: { stock: { qty: 3, is_in_stock: true } },
    });
    cover("PATCH /api/admin/products/:sku/status");
    const status = await audited(() =>
      asStaff(api, me, "PATCH", `/api/admin/products/${simple.sku}/status`, { enabled: false }),
    );
    expect(status).toMatchObject({ action: "product.status", before: { status: 1 }, after: { status: 2 } });

    cover("DELETE /api/admin/api-keys/:id");
    const revoke = await audited(() =>
      asStaff(api, me, "DELETE", `/api/admin/api-keys/${keyEntry.entityId}`),
    );
    expect(revoke).toMatchObject({
      action: "api_key.revoke",
      before: { revoked: false },
      after: { revoked: true },
    });

    cover("POST /api/admin/settings");
    const current = (await asStaff(api, me, "GET", "/api/admin/settings")).body.result;
    const settings = await audited(() =>
      asStaff(api, me, "POST", "/api/admin/settings", {
        ...current,
        returns: { ...current.returns, periodDays: 45 },
      }),
    );
    expect(settings).toMatchObject({
      action: "settings.update",
      entity: "settings",
      before: { returns: { periodDays: 30 } },
      after: { returns: { periodDays: 45 } },
    });

    cover("POST /api/admin/session/totp/setup");
    let totpSecret = "";
    await audited(async () => {
      const res = await asStaff(api, me, "POST", "/api/admin/session/totp/setup");
      totpSecret = res.body.result.secret;
      return res;
    });
    secrets.push(totpSecret);
    clock = Math.floor(clock / 30_000) * 30_000 + 15_000;
    const codeAt = (ms: number) => generate({ secret: totpSecret, epoch: Math.floor(ms / 1000) });
    cover("POST /api/admin/session/totp/enable");
    const enable = await audited(async () =>
      asStaff(api, me, "POST", "/api/admin/session/totp/enable", { code: await codeAt(clock) }),
    );
    expect(enable).toMatchObject({ action: "staff.totp_enable", after: { totpEnabled: true } });
    clock += 30_000;
    cover("POST /api/admin/session/totp/disable");
    await audited(async () =>
      asStaff(api, me, "POST", "/api/admin/session/totp/disable", {
        password: OWNER_PASSWORD,
        code: await codeAt(clock),
      }),
    );

    cover("POST /api/admin/session/password");
    const newPassword = "Inne-Haslo-Wlasciciela-7";
    secrets.push(newPassword);
    const password = await audited(() =>
      asStaff(api, me, "POST", "/api/admin/session/password", {
        currentPassword: OWNER_PASSWORD,
        newPassword,
      }),
    );
    expect(password).toMatchObject({
      action: "staff.password_change",
      entity: "staff",
      entityId: String(ownerId),
    });

    const writes = api.app.registeredRoutes
      .filter((r) => r.method !== "GET" && AUDITED_PREFIXES.some((p) => r.path.startsWith(p)))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !NOT_AUDITED.has(r));
    expect(writes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it("adds nothing for a refused write", async () => {
    const before = await auditCount();
    const bad = await asStaff(api, owner, "POST", "/api/admin/settings", { company: {} });
    expect(bad.status).toBe(400);
    const forged = await call(api, "POST", "/api/admin/api-keys", {
      body: { name: "x", role: "owner" },
      headers: { cookie: owner.cookie, "x-csrf-token": "forged" },
    });
    expect(forged.status).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it("never holds a staff secret: passwords, one-time passwords, session ids, CSRF tokens, API keys, TOTP secrets", async () => {
    const rows = await db().selectFrom("audit_log").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const text = JSON.stringify(rows);
    expect(secrets.filter((s) => s.length >= 8)).toHaveLength(secrets.length);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$|stk_[A-Za-z0-9]{20}|password_hash|key_hash/);
  });

  it("pages newest first and filters by entity", async () => {
    const page = await asStaff(api, owner, "GET", "/api/admin/audit?entity=staff&limit=2");
    expect(page.body.result.items.map((e: Json) => e.entity)).toEqual(["staff", "staff"]);
    const [first, second] = page.body.result.items;
    expect(first.id).toBeGreaterThan(second.id);
    const next = await asStaff(
      api,
      owner,
      "GET",
      `/api/admin/audit?entity=staff&limit=2&beforeId=${page.body.result.nextBeforeId}`,
    );
    expect(next.body.result.items[0].id).toBeLessThan(second.id);
    const bad = await asStaff(api, owner, "GET", "/api/admin/audit?limit=0");
    expect(bad.status).toBe(400);
    // the owner can sign in with the new password (the entries above did not lose it)
    await staffLogin(api, owner.email, "Inne-Haslo-Wlasciciela-7");
  });
});
