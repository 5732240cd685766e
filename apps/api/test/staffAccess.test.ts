import type { StaffRole } from "@outlet/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredRoute } from "../src/http/createRouter.js";
import { call, registerAndLogin, startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffKey, staffMember } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Issue 25 acceptance: every registered /api/admin/* route refuses no session, a shopper's token, a wrong
// role (where a role is excluded) and a forged CSRF token. The list comes from the router, so a route added
// later without `staff` fails the first test.

/** The admin routes that are open by design: the log-in itself. */
const PUBLIC_ADMIN_ROUTES = new Set(["POST /api/admin/session/login"]);
const ROLES: readonly StaffRole[] = ["owner", "customer_service", "warehouse"];

let api: RunningServer;
let shopperToken: string;
const sessions = new Map<StaffRole, StaffSession>();
const keys = new Map<StaffRole, string>();
let adminRoutes: RegisteredRoute[];

const urlOf = (route: RegisteredRoute): string => route.path.replace(/:[a-zA-Z]+/g, "1");
const label = (route: RegisteredRoute): string => `${route.method} ${route.path}`;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  const owner = await firstOwner(api);
  sessions.set("owner", owner);
  sessions.set("customer_service", await staffMember(api, owner, "customer_service", "obsluga@outlet.local"));
  sessions.set("warehouse", await staffMember(api, owner, "warehouse", "magazyn@outlet.local"));
  for (const role of ROLES) keys.set(role, await staffKey(api, owner, role, `klucz ${role}`));
  shopperToken = (await registerAndLogin(api)).token;
  adminRoutes = api.app.registeredRoutes.filter((route) => route.path.startsWith("/api/admin/"));
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

describe("the staff guard over every /api/admin/* route", () => {
  it("finds the admin routes, and every one but the log-in requires staff", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    const unguarded = adminRoutes.filter((r) => r.staff === undefined).map(label);
    expect(unguarded).toEqual([...PUBLIC_ADMIN_ROUTES]);
  });

  it("answers 401 staff_unauthenticated without a session", async () => {
    for (const route of adminRoutes.filter((r) => r.staff)) {
      const res = await call(api, route.method, urlOf(route), route.method === "GET" ? {} : { body: {} });
      expect([label(route), res.status, res.body.result.reason]).toEqual([
        label(route),
        401,
        "staff_unauthenticated",
      ]);
      expect(res.body.result.message).toBe("Zaloguj się do zaplecza sklepu.");
    }
  });

  it("answers 401 to a shopper's access token", async () => {
    for (const route of adminRoutes.filter((r) => r.staff)) {
      const res = await call(api, route.method, urlOf(route), {
        token: shopperToken,
        ...(route.method === "GET" ? {} : { body: {} }),
      });
      expect([label(route), res.status, res.body.result.reason]).toEqual([
        label(route),
        401,
        "staff_unauthenticated",
      ]);
    }
  });

  it("answers 401 to an unknown session cookie and an unknown staff key", async () => {
    for (const route of adminRoutes.filter((r) => r.staff)) {
      const cookie = await call(api, route.method, urlOf(route), {
        headers: { cookie: `outlet_staff=${"A".repeat(43)}`, "x-csrf-token": "x" },
      });
      expect([label(route), cookie.status]).toEqual([label(route), 401]);
      const key = await call(api, route.method, urlOf(route), { token: `stk_${"a".repeat(40)}` });
      expect([label(route), key.status]).toEqual([label(route), 401]);
    }
  });

  it("answers 403 staff_forbidden to a role the route excludes, by session and by API key", async () => {
    let checked = 0;
    for (const route of adminRoutes.filter((r) => r.staff)) {
      for (const role of ROLES.filter((r) => !route.staff?.roles.includes(r))) {
        const session = sessions.get(role) as StaffSession;
        const res = await asStaff(
          api,
          session,
          route.method,
          urlOf(route),
          route.method === "GET" ? undefined : {},
        );
        expect([label(route), role, res.status, res.body.result.reason]).toEqual([
          label(route),
          role,
          403,
          "staff_forbidden",
        ]);
        const byKey = await call(api, route.method, urlOf(route), { token: keys.get(role) as string });
        expect([label(route), role, byKey.status, byKey.body.result.reason]).toEqual([
          label(route),
          role,
          403,
          "staff_forbidden",
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("answers 403 csrf_invalid to a write with a forged or missing CSRF token", async () => {
    let checked = 0;
    for (const route of adminRoutes.filter((r) => r.staff && r.method !== "GET")) {
      const role = route.staff?.roles[0] as StaffRole;
      const session = sessions.get(role) as StaffSession;
      const other = sessions.get(role === "owner" ? "warehouse" : "owner") as StaffSession;
      for (const forged of ["forged-token", other.csrfToken, ""]) {
        const res = await call(api, route.method, urlOf(route), {
          body: {},
          headers: { cookie: session.cookie, ...(forged === "" ? {} : { "x-csrf-token": forged }) },
        });
        expect([label(route), res.status, res.body.result.reason]).toEqual([
          label(route),
          403,
          "csrf_invalid",
        ]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(8);
  });

  it("lets an allowed role through to the handler (reads answer 200)", async () => {
    for (const route of adminRoutes.filter((r) => r.staff && r.method === "GET" && !r.path.includes(":"))) {
      const role = route.staff?.roles[0] as StaffRole;
      const res = await asStaff(api, sessions.get(role) as StaffSession, "GET", urlOf(route));
      expect([label(route), res.status]).toEqual([label(route), 200]);
      const byKey = await call(api, "GET", urlOf(route), { token: keys.get(role) as string });
      expect([label(route), byKey.status]).toEqual([label(route), 200]);
    }
  });
});
