import type { StaffRole } from "@outlet/contract";
import { call, type Picks, pickProducts, startShop } from "./shopHarness.js";
import type { Json, RunningServer } from "./startServer.js";

/** The password tests give the first owner after the one-time one (not on the common list). */
export const OWNER_PASSWORD = "Właściciel-Sklepu-2026";

/** A signed-in staff member: the cookie to send, the CSRF token for writes. */
export interface StaffSession {
  readonly email: string;
  readonly password: string;
  readonly cookie: string;
  readonly csrfToken: string;
  readonly role: StaffRole;
}

/** The staff session cookie (`outlet_staff=…`) a response set, or `null`. */
export function sessionCookieOf(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = /^(outlet_staff=[^;]+)/.exec(line);
    if (match?.[1] && match[1] !== "outlet_staff=") return match[1];
  }
  return null;
}

/** The e-mail and one-time password the server printed for the first owner. */
export function printedOwner(api: RunningServer): { email: string; password: string } {
  const text = api.terminal.join("");
  const email = /e-mail:\s+(\S+)/.exec(text)?.[1];
  const password = /hasło jednorazowe:\s+(\S+)/.exec(text)?.[1];
  if (!email || !password) throw new Error(`no one-time password printed: ${text}`);
  return { email, password };
}

/** Logs a staff member in; throws unless it answers 200 with a cookie. */
export async function staffLogin(
  api: RunningServer,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<{ cookie: string; csrfToken: string; body: Json }> {
  const res = await call(api, "POST", "/api/admin/session/login", { body: { email, password, ...extra } });
  const cookie = sessionCookieOf(res.headers);
  if (res.status !== 200 || cookie === null)
    throw new Error(`staff login ${res.status}: ${JSON.stringify(res.body)}`);
  return { cookie, csrfToken: res.body.result.csrfToken, body: res.body };
}

/** A request as a staff session: the cookie, and the CSRF token on writes. */
export function asStaff(
  api: RunningServer,
  session: Pick<StaffSession, "cookie" | "csrfToken">,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json; headers: Headers }> {
  return call(api, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: {
      cookie: session.cookie,
      ...(method === "GET" ? {} : { "x-csrf-token": session.csrfToken }),
    },
  });
}

/**
 * Signs in the first owner of a fresh server with the printed one-time password and sets
 * {@link OWNER_PASSWORD}; returns the owner's full session.
 */
export async function firstOwner(api: RunningServer): Promise<StaffSession> {
  const printed = printedOwner(api);
  const first = await staffLogin(api, printed.email, printed.password);
  const changed = await asStaff(api, first, "POST", "/api/admin/session/password", {
    newPassword: OWNER_PASSWORD,
  });
  if (changed.status !== 200)
    throw new Error(`password change ${changed.status}: ${JSON.stringify(changed.body)}`);
  return { email: printed.email, password: OWNER_PASSWORD, ...first, role: "owner" };
}

/** Creates a staff member with a role through the owner and signs them in with a password of their own. */
export async function staffMember(
  api: RunningServer,
  owner: StaffSession,
  role: StaffRole,
  email: string,
): Promise<StaffSession> {
  const created = await asStaff(api, owner, "POST", "/api/admin/staff", { email, role });
  if (created.status !== 200)
    throw new Error(`staff create ${created.status}: ${JSON.stringify(created.body)}`);
  const first = await staffLogin(api, email, created.body.result.oneTimePassword);
  const password = `Nowe-Haslo-${role}-2026`;
  const changed = await asStaff(api, first, "POST", "/api/admin/session/password", { newPassword: password });
  if (changed.status !== 200)
    throw new Error(`password change ${changed.status}: ${JSON.stringify(changed.body)}`);
  return { email, password, ...first, role };
}

/** Creates a per-role staff API key through the owner; returns the key (`stk_…`). */
export async function staffKey(
  api: RunningServer,
  owner: StaffSession,
  role: StaffRole,
  name = "test",
): Promise<string> {
  const created = await asStaff(api, owner, "POST", "/api/admin/api-keys", { name, role });
  if (created.status !== 200)
    throw new Error(`key create ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.result.key;
}

/** Signs in the first owner of a fresh in-process server and creates an owner API key for scripts' calls. */
export async function ownerKey(api: RunningServer): Promise<string> {
  return staffKey(api, await firstOwner(api), "owner", "test script");
}

/** A fresh shop with its products picked and a signed-in owner, customer service and warehouse worker. */
export interface StaffShop {
  readonly api: RunningServer;
  readonly picks: Picks;
  readonly owner: StaffSession;
  readonly service: StaffSession;
  readonly warehouse: StaffSession;
}

/**
 * Starts a shop on a temporary database (rate limits off unless `env` says otherwise) and signs in one staff
 * member of each role: the set-up every admin API test shares.
 *
 * @example
 * let shop: StaffShop;
 * beforeAll(async () => { shop = await staffShop(); }, 120_000);
 * afterAll(() => shop?.api.stop());
 */
export async function staffShop(
  env: Record<string, string> = {},
  shopEnv: Record<string, string> = {},
): Promise<StaffShop> {
  const api = await startShop({ RATE_LIMITS: "off", ...env }, shopEnv);
  const picks = await pickProducts(api);
  const owner = await firstOwner(api);
  const service = await staffMember(api, owner, "customer_service", "bok@outlet.local");
  const warehouse = await staffMember(api, owner, "warehouse", "magazyn@outlet.local");
  return { api, picks, owner, service, warehouse };
}
