import type { StaffRole } from "@outlet/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredRoute } from "../src/http/createRouter.js";
import { call, orderBody, orderKey, type Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Least privilege (after-sales-and-law.md §1; the decision in apps/admin/README.md "Roles"): every staff
// write route of the API, and the roles it admits. A write route added without a line here fails the first
// test; each role × each route is then tried over HTTP: a role outside the line gets 403 with the Polish
// reason, a role inside it gets past the guard (the ids do not exist, so nothing changes).

const ALL: readonly StaffRole[] = ["owner", "customer_service", "warehouse"];
const OWNER: readonly StaffRole[] = ["owner"];
const SERVICE: readonly StaffRole[] = ["owner", "customer_service"];
const WAREHOUSE: readonly StaffRole[] = ["owner", "warehouse"];

const WRITE_MATRIX: Readonly<Record<string, readonly StaffRole[]>> = {
  // the person's own session
  "POST /api/admin/session/logout": ALL,
  "POST /api/admin/session/password": ALL,
  "POST /api/admin/session/totp/setup": OWNER,
  "POST /api/admin/session/totp/enable": OWNER,
  "POST /api/admin/session/totp/disable": OWNER,
  // staff, keys, settings: the owner's
  "POST /api/admin/staff": OWNER,
  "POST /api/admin/staff/:id": OWNER,
  "POST /api/admin/api-keys": OWNER,
  "DELETE /api/admin/api-keys/:id": OWNER,
  "POST /api/admin/settings": OWNER,
  // orders: money in and cancelling are customer service's, the parcel is the warehouse's, a free refund the owner's
  "POST /api/admin/orders/:number/confirm-payment": SERVICE,
  "POST /api/admin/orders/:number/cancel": SERVICE,
  "POST /api/admin/orders/:number/refund": OWNER,
  "POST /api/admin/orders/:number/pack": WAREHOUSE,
  "POST /api/admin/orders/:number/ship": WAREHOUSE,
  "POST /api/admin/orders/:number/deliver": WAREHOUSE,
  "POST /api/admin/orders/:number/ready-for-pickup": WAREHOUSE,
  "POST /api/admin/orders/:number/collect": WAREHOUSE,
  // returns: every role handles the parcel, the money is customer service's
  "POST /api/admin/returns/:id/sent": ALL,
  "POST /api/admin/returns/:id/receive": ALL,
  "POST /api/admin/returns/:id/problem": ALL,
  "POST /api/admin/returns/:id/refund": SERVICE,
  // complaints, reviews, customers: customer service's; erasing an account the owner's
  "POST /api/admin/complaints/:id/accept": SERVICE,
  "POST /api/admin/complaints/:id/reject": SERVICE,
  "POST /api/admin/reviews/:id/approve": SERVICE,
  "POST /api/admin/reviews/:id/reject": SERVICE,
  "POST /api/admin/customers/:id/erase": OWNER,
  // catalogue: prices and the product the owner's, stock also the warehouse's
  "POST /api/admin/products/:sku": OWNER,
  "PATCH /api/admin/products/:sku/price": OWNER,
  "PATCH /api/admin/products/:sku/status": OWNER,
  "PATCH /api/admin/products/:sku/stock": WAREHOUSE,
  // content: the owner's
  "POST /api/admin/cms/pages": OWNER,
  "POST /api/admin/cms/pages/:id": OWNER,
  "POST /api/admin/cms/pages/:id/preview": OWNER,
  "POST /api/admin/cms/pages/:id/publish": OWNER,
  "POST /api/admin/cms/blocks": OWNER,
  "POST /api/admin/cms/blocks/:id": OWNER,
  "POST /api/admin/cms/blocks/:id/preview": OWNER,
  "POST /api/admin/cms/blocks/:id/publish": OWNER,
  "POST /api/admin/cms/menu": OWNER,
  "POST /api/admin/cms/menu/publish": OWNER,
};

/** Writes not walked over HTTP because an admitted call ends the session the walk uses. */
const NOT_WALKED = new Set(["POST /api/admin/session/logout"]);

let api: RunningServer;
let picks: Picks;
let sessions: Record<StaffRole, StaffSession>;
let writeRoutes: RegisteredRoute[];

const label = (route: RegisteredRoute): string => `${route.method} ${route.path}`;
// ids nobody has: an admitted call reaches its handler and answers 400/404, changing nothing
const urlOf = (route: RegisteredRoute): string =>
  route.path.replace(/:sku/g, "NIE-MA-TAKIEGO").replace(/:[a-zA-Z]+/g, "999999");

beforeAll(async () => {
  let owner: StaffSession;
  let service: StaffSession;
  let warehouse: StaffSession;
  ({ api, picks, owner, service, warehouse } = await staffShop({ BLIK_CONFIRM_MS: "0" }));
  sessions = { owner, customer_service: service, warehouse };
  writeRoutes = api.app.registeredRoutes.filter(
    (route) => route.path.startsWith("/api/admin/") && route.method !== "GET" && route.staff !== undefined,
  );
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

describe("the staff role matrix (each role × each staff write route)", () => {
  it("has a rule for every staff write route the API registers, and no rule for a route that is gone", () => {
    const registered = writeRoutes.map(label).sort();
    expect(registered.filter((route) => !(route in WRITE_MATRIX))).toEqual([]);
    expect(Object.keys(WRITE_MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it("guards each route with exactly the roles of its rule", () => {
    const actual = Object.fromEntries(writeRoutes.map((r) => [label(r), [...(r.staff?.roles ?? [])].sort()]));
    const expected = Object.fromEntries(Object.entries(WRITE_MATRIX).map(([k, v]) => [k, [...v].sort()]));
    expect(actual).toEqual(expected);
  });

  it("refuses a role outside the rule with 403 and a Polish reason, and lets a role inside it through", async () => {
    let refused = 0;
    for (const route of writeRoutes.filter((r) => !NOT_WALKED.has(label(r)))) {
      for (const role of ALL) {
        const res = await asStaff(api, sessions[role], route.method, urlOf(route), {});
        const allowed = WRITE_MATRIX[label(route)]?.includes(role) ?? false;
        if (allowed) {
          expect([label(route), role, res.body.result?.reason]).not.toEqual([
            label(route),
            role,
            "staff_forbidden",
          ]);
          expect([label(route), role, res.status === 403 || res.status === 401]).toEqual([
            label(route),
            role,
            false,
          ]);
        } else {
          expect([label(route), role, res.status, res.body.result.message]).toEqual([
            label(route),
            role,
            403,
            "Twoja rola nie pozwala na tę czynność.",
          ]);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(40);
  });
});

describe("the order actions on a real order, by role", () => {
  async function paidOrder(): Promise<{ number: string; total: number }> {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "blik" });
    body.addressInformation.payment_method_additional = { blik_code: "123456" };
    const res = await call(api, "POST", "/api/order", {
      body,
      headers: { "idempotency-key": body.order_id },
    });
    expect(res.status).toBe(200);
    const { orderNumber, order_secret, grand_total } = res.body.result;
    // the shopper's look settles the stand-in BLIK payment (issue 31)
    await call(api, "GET", `/api/ext/order/${orderNumber}?secret=${encodeURIComponent(order_secret)}`);
    return { number: orderNumber, total: Math.round(grand_total * 100) };
  }

  it("customer service may not pack, refund 1,00 zł with no return behind it, nor see those actions", async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.number}`;
    const view = await asStaff(api, sessions.customer_service, "GET", url);
    expect(view.body.result.actions.map((a: { type: string }) => a.type)).toEqual(["cancel"]);
    const pack = await asStaff(api, sessions.customer_service, "POST", `${url}/pack`, {});
    expect([pack.status, pack.body.result.message]).toEqual([403, "Twoja rola nie pozwala na tę czynność."]);
    const refund = await asStaff(api, sessions.customer_service, "POST", `${url}/refund`, {
      amountGrosze: 100,
    });
    expect([refund.status, refund.body.result.message]).toEqual([
      403,
      "Twoja rola nie pozwala na tę czynność.",
    ]);
    const owners = await asStaff(api, sessions.owner, "GET", url);
    expect(owners.body.result.actions.map((a: { type: string }) => a.type)).toEqual([
      "pack",
      "cancel",
      "refund",
    ]);
  });

  it("the warehouse keeps packing, shipping and marking delivered", async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.number}`;
    const warehouse = sessions.warehouse;
    expect((await asStaff(api, warehouse, "POST", `${url}/pack`, {})).status).toBe(200);
    const shipped = await asStaff(api, warehouse, "POST", `${url}/ship`, {
      carrier: "inpost",
      trackingNumber: "620012345678",
    });
    expect([shipped.status, shipped.body.result.lifecycle?.status]).toEqual([200, "shipped"]);
    const delivered = await asStaff(api, warehouse, "POST", `${url}/deliver`, {});
    expect([delivered.status, delivered.body.result.lifecycle?.status]).toEqual([200, "delivered"]);
  });
});
