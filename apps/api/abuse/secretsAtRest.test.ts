import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  PASSWORD,
  type Picks,
  pickProducts,
  startShop,
  uniqueEmail,
} from "../test/shopHarness.js";
import { asStaff, printedOwner, staffKey, staffLogin, staffMember } from "../test/staffHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { testDialect } from "../test/testDatabase.js";
import { report } from "./abuseHarness.js";

// Issue 31, finding 3 and the acceptance "0 secrets in the database outside hashes": a realistic run of
// the API's flows (register, log in, refresh, reset the password, guest cart, an order with each payment
// method, the payment page, an idempotent replay) collects every secret the answers and mails carried;
// then every column of every table is read and searched for each of them. The scan knows no table by
// name, so tables added later are covered as soon as their flows run here; the back office's flows run too
// (staff passwords, sessions, CSRF tokens, `stk_…` API keys, a TOTP secret — stored only encrypted).
const KEY = "abuse-forwarding-key-0123456789abcdef";
let api: RunningServer;
let picks: Picks;
let address = 0;
const from = (): Record<string, string> => ({
  "x-forwarding-key": KEY,
  "x-forwarded-for": `203.0.113.${++address}`,
});

/** Every secret the run saw, by kind (the kind names the failure). */
const secrets = new Map<string, string>();
const saw = (kind: string, value: unknown): void => {
  expect(typeof value, kind).toBe("string");
  secrets.set(value as string, kind);
};

function mailsTo(to: string, kind: string): Json[] {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === kind && m.to === to);
}

async function ok(res: Promise<{ status: number; body: Json; headers: Headers }>) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

beforeAll(async () => {
  api = await startShop({ FORWARDING_KEY: KEY, STOREFRONT_URL: "https://sklep.example" });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

/** The run of the API's flows, recording what it saw. */
async function journey(): Promise<void> {
  const shopper = from();
  const email = uniqueEmail("skan");
  saw("password", PASSWORD);
  await ok(
    call(api, "POST", "/api/user/create", {
      body: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password: PASSWORD },
      headers: shopper,
    }),
  );
  const login = await ok(
    call(api, "POST", "/api/user/login", { body: { username: email, password: PASSWORD }, headers: shopper }),
  );
  saw("access token", login.body.result);
  saw("refresh token", login.body.meta.refreshToken);
  const refreshed = await ok(
    call(api, "POST", "/api/user/refresh", { body: { refreshToken: login.body.meta.refreshToken } }),
  );
  saw("access token", refreshed.body.result);
  saw("refresh token", refreshed.body.meta.refreshToken);

  // the password reset, used
  await ok(call(api, "POST", "/api/user/reset-password", { body: { email }, headers: shopper }));
  const [resetMail] = mailsTo(email, "password_reset");
  saw("reset token", resetMail.data.resetToken);
  const newPassword = "Nowe-Haslo-Skanu-2031";
  saw("password", newPassword);
  await ok(
    call(api, "POST", "/api/user/create-password", {
      body: { email, resetToken: resetMail.data.resetToken, newPassword },
      headers: shopper,
    }),
  );
  const again = await ok(
    call(api, "POST", "/api/user/login", {
      body: { username: email, password: newPassword },
      headers: shopper,
    }),
  );
  const token = again.body.result as string;
  saw("access token", token);
  saw("refresh token", again.body.meta.refreshToken);

  // a guest cart (its id is the cart's credential, S8) and a customer's cart
  const guestCart = await ok(call(api, "POST", "/api/cart/create", { headers: from() }));
  saw("cart token", guestCart.body.result);
  await ok(
    call(api, "POST", `/api/cart/update?cartId=${encodeURIComponent(guestCart.body.result)}`, {
      body: { cartItem: { sku: picks.simple.sku, qty: 1, quoteId: guestCart.body.result } },
      headers: from(),
    }),
  );
  await ok(call(api, "POST", `/api/cart/create?token=${encodeURIComponent(token)}`, { headers: shopper }));

  // an order with each payment method, a guest's and the customer's; the online one through its page
  for (const payment of ["banktransfer", "cashondelivery", "blik", "online"]) {
    for (const customer of [false, true]) {
      const key = orderKey();
      const body = orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], {
        payment,
        email: customer ? email : "gosc@example.pl",
      });
      if (payment === "blik") body.addressInformation.payment_method_additional = { blik_code: "123456" };
      const send = () =>
        call(api, "POST", "/api/order", {
          body,
          ...(customer ? { token } : {}),
          headers: { "idempotency-key": key, ...(customer ? shopper : from()) },
        });
      const placed = await ok(send());
      saw("order secret", placed.body.result.order_secret);
      const redirect = placed.body.result.payment?.redirect_url as string | undefined;
      if (redirect !== undefined) {
        const page = new URL(redirect).pathname;
        saw("payment page token", page.split("/").at(-1));
        expect((await api.request(page)).status).toBe(200);
      }
      // the replay is the same body, secrets included (derived again, not stored)
      const replay = await ok(send());
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body).toEqual(placed.body);
      if (redirect !== undefined) {
        const paid = await api.request(`${new URL(redirect).pathname}/zaplac`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "",
          redirect: "manual",
        });
        expect(paid.status).toBe(303);
      }
    }
  }
}

/** The back office's flows (issue 31 item 5): staff passwords, sessions, API keys and a TOTP secret. */
async function staffJourney(): Promise<void> {
  const printed = printedOwner(api);
  saw("staff password", printed.password);
  const first = await staffLogin(api, printed.email, printed.password);
  saw("staff session", first.cookie.replace(/^outlet_staff=/, ""));
  saw("staff CSRF token", first.csrfToken);
  const ownerPassword = "Haslo-Wlasciciela-Skanu-2031";
  saw("staff password", ownerPassword);
  const changed = await asStaff(api, first, "POST", "/api/admin/session/password", {
    newPassword: ownerPassword,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const owner = {
    ...(await staffLogin(api, printed.email, ownerPassword)),
    email: printed.email,
    password: ownerPassword,
    role: "owner" as const,
  };
  saw("staff session", owner.cookie.replace(/^outlet_staff=/, ""));
  // a second staff member: the one-time password the owner is shown, then their own
  const created = await asStaff(api, owner, "POST", "/api/admin/staff", {
    email: "magazyn-skan@example.pl",
    role: "warehouse",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  saw("staff password", created.body.result.oneTimePassword);
  const member = await staffMember(api, owner, "customer_service", "obsluga-skan@example.pl");
  saw("staff password", member.password);
  saw("staff session", member.cookie.replace(/^outlet_staff=/, ""));
  // a per-role API key (`stk_…`), used once
  const key = await staffKey(api, owner, "warehouse", "skan");
  expect(key).toMatch(/^stk_/);
  saw("staff API key", key);
  const used = await call(api, "GET", "/api/admin/session/me", {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(used.status, JSON.stringify(used.body)).toBe(200);
  // the owner's second factor: the secret is shown once and stored only encrypted (§7)
  const setup = await asStaff(api, owner, "POST", "/api/admin/session/totp/setup");
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  saw("TOTP secret", setup.body.result.secret);
}

/** Every table's rows, each value as text (the engine's own catalogue lists the tables). */
async function everyStoredText(): Promise<{ table: string; texts: string[] }[]> {
  const db = api.app.context.database.db;
  const names =
    api.app.context.database.dialect === "postgres"
      ? (
          await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
        ).rows;
  const out: { table: string; texts: string[] }[] = [];
  for (const { name } of names) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db)).rows;
    const texts: string[] = [];
    for (const row of rows)
      for (const value of Object.values(row))
        if (value !== null && value !== undefined)
          texts.push(
            typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : String(value),
          );
    out.push({ table: name, texts });
  }
  return out;
}

describe("secrets at rest", () => {
  it("leaves no secret the run saw in any column of any table", async () => {
    await journey();
    await staffJourney();
    const tables = await everyStoredText();
    const found: string[] = [];
    let values = 0;
    for (const { table, texts } of tables) {
      values += texts.length;
      for (const text of texts)
        for (const [secret, kind] of secrets)
          if (text.includes(secret)) found.push(`${kind} in ${table}: …${text.slice(0, 80)}…`);
    }
    report("secrets at rest", {
      secrets: secrets.size,
      tables: tables.length,
      values,
      found: found.length,
    });
    expect(new Set(secrets.values())).toEqual(
      new Set([
        "password",
        "access token",
        "refresh token",
        "reset token",
        "cart token",
        "order secret",
        "payment page token",
        "staff password",
        "staff session",
        "staff CSRF token",
        "staff API key",
        "TOTP secret",
      ]),
    );
    expect(secrets.size).toBeGreaterThanOrEqual(28);
    expect(found).toEqual([]);
  });

  it.skipIf(testDialect() === "postgres")(
    "keeps the SQLite files and the data folder its user's alone (0600 / 0700)",
    () => {
      expect(statSync(api.dataDir).mode & 0o777).toBe(0o700);
      const files = readdirSync(api.dataDir).filter((f) => f.startsWith("outlet.sqlite"));
      expect(files).toContain("outlet.sqlite");
      for (const file of files) expect(statSync(join(api.dataDir, file)).mode & 0o777, file).toBe(0o600);
    },
  );
});
