import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDb } from "../src/db/staffSchema.js";
import { txDb } from "../src/db/transactionSchema.js";
import { ADDRESS, call, orderBody, orderKey, type Picks, registerAndLogin } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Issue 25, "Customers": lookup, a customer with their orders, the GDPR export and the erasure of an
// account over HTTP (SQLite here, PostgreSQL in the api-postgres project).

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  ({ api, picks, owner, service, warehouse } = await staffShop());
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

/** A shopper with an address, a wishlist item and one order placed with their e-mail. */
async function shopperWithOrder(email: string, lastname: string) {
  const shopper = await registerAndLogin(api, { email });
  const me = await call(api, "POST", "/api/user/me", {
    token: shopper.token,
    body: { customer: { email, firstname: "Zofia", lastname, addresses: [{ ...ADDRESS, lastname }] } },
  });
  expect(me.status).toBe(200);
  const wish = await call(api, "POST", "/api/ext/user/wishlist", {
    token: shopper.token,
    body: { product_id: picks.simple.id, product_id_type: "parent_id" },
  });
  expect(wish.status).toBe(200);
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { email });
  body.addressInformation.billingAddress.lastname = lastname;
  body.addressInformation.billingAddress.vat_id = "5260250274";
  body.addressInformation.billingAddress.company = `${lastname} sp. z o.o.`;
  const placed = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id },
  });
  expect(placed.status).toBe(200);
  return { ...shopper, id: Number(shopper.customer.id), number: String(placed.body.result.orderNumber) };
}

describe("the customer lookup (issue 25)", () => {
  it("finds a customer by the start of the e-mail and by name, with paging", async () => {
    const a = await shopperWithOrder("zofia.wrzos-1@example.pl", "Wrzosowska");
    await shopperWithOrder("zofia.wrzos-2@example.pl", "Wrzosowska");
    const byEmail = await asStaff(api, service, "GET", "/api/admin/customers?q=ZOFIA.WRZOS-1");
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.result.total).toBe(1);
    expect(byEmail.body.result.items[0]).toMatchObject({
      id: a.id,
      email: "zofia.wrzos-1@example.pl",
      firstname: "Zofia",
      lastname: "Wrzosowska",
      erased: false,
    });
    expect(byEmail.body.result.items[0]).not.toHaveProperty("password_hash");

    const page1 = await asStaff(api, owner, "GET", "/api/admin/customers?q=zofia%20wrzos&pageSize=1");
    const page2 = await asStaff(api, owner, "GET", "/api/admin/customers?q=zofia%20wrzos&pageSize=1&page=2");
    expect(page1.body.result.total).toBe(2);
    expect(page1.body.result.items).toHaveLength(1);
    expect(page2.body.result.items).toHaveLength(1);
    expect(page1.body.result.items[0].id).not.toBe(page2.body.result.items[0].id);
  });

  it("shows a customer with their addresses and orders", async () => {
    const s = await shopperWithOrder("jadwiga.kos@example.pl", "Kos");
    const res = await asStaff(api, service, "GET", `/api/admin/customers/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.customer.email).toBe("jadwiga.kos@example.pl");
    expect(res.body.result.addresses).toHaveLength(1);
    expect(res.body.result.addresses[0].address).toMatchObject({ lastname: "Kos", city: "Gdańsk" });
    expect(res.body.result.orders).toEqual([
      expect.objectContaining({ number: s.number, grandTotalGrosze: expect.any(Number) }),
    ]);
  });

  it("refuses the warehouse, and answers a missing customer and a bad query in Polish", async () => {
    const refused = await asStaff(api, warehouse, "GET", "/api/admin/customers");
    expect(refused.status).toBe(403);
    const missing = await asStaff(api, owner, "GET", "/api/admin/customers/999999");
    expect([missing.status, missing.body.result.message]).toEqual([404, "Nie ma takiego klienta."]);
    const bad = await asStaff(api, owner, "GET", "/api/admin/customers?pageSize=500");
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues[0].path).toBe("query.pageSize");
  });
});

describe("the GDPR export (issue 25)", () => {
  it("holds the account, addresses, orders, wishlist and consents, and is audited", async () => {
    const s = await shopperWithOrder("helena.export@example.pl", "Eksport");
    const res = await asStaff(api, service, "GET", `/api/admin/customers/${s.id}/export`);
    expect(res.status).toBe(200);
    const data = res.body.result;
    expect(data.account).toMatchObject({ id: s.id, email: "helena.export@example.pl", lastname: "Eksport" });
    expect(data.addresses).toEqual([expect.objectContaining({ lastname: "Eksport", postcode: "80-827" })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].increment_id).toBe(s.number);
    expect(data.orders[0].billing_address.vat_id).toBe("5260250274");
    expect(data.wishlist).toEqual([{ sku: picks.simple.sku, addedAt: expect.stringMatching(/Z$/) }]);
    expect(data.consents).toEqual({ newsletter: [], stockAlerts: [] });
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password_hash|token_hash/);

    const audit = await asStaff(api, owner, "GET", `/api/admin/audit?entity=customer&entityId=${s.id}`);
    expect(audit.body.result.items.map((e: { action: string }) => e.action)).toEqual(["customer.export"]);
  });
});

describe("the erasure of an account (issue 25)", () => {
  it("keeps the invoice data, anonymises the rest, ends sessions and scrubs the audit log", async () => {
    const s = await shopperWithOrder("marta.usun@example.pl", "Usuwana");
    await asStaff(api, owner, "GET", `/api/admin/customers/${s.id}/export`);
    const res = await asStaff(api, owner, "POST", `/api/admin/customers/${s.id}/erase`, {});
    expect(res.status).toBe(200);
    const anonymous = `usuniety-${s.id}@anonim.invalid`;
    expect(res.body.result).toMatchObject({
      customer: { id: s.id, email: anonymous, firstname: "Konto", lastname: "usunięte", erased: true },
      ordersAnonymised: 1,
    });

    // sessions and tokens ended; the old password signs in no more
    expect((await call(api, "GET", "/api/user/me", { token: s.token })).status).toBe(401);
    const relog = await call(api, "POST", "/api/user/login", {
      body: { username: s.email, password: s.password },
    });
    expect(relog.status).not.toBe(200);

    // the order keeps its invoice data and totals, and nothing else personal
    const db = txDb(api.app.context.database.db);
    const order = await db
      .selectFrom("sales_order")
      .select(["email", "body", "grand_total_grosze"])
      .where("increment_id", "=", s.number)
      .executeTakeFirstOrThrow();
    expect(order.email).toBe(anonymous);
    const doc = JSON.parse(order.body);
    expect(doc.billing_address).toMatchObject({
      lastname: "Usuwana",
      company: "Usuwana sp. z o.o.",
      vat_id: "5260250274",
      city: "Gdańsk",
      email: anonymous,
    });
    expect(order.body).not.toContain("marta.usun@example.pl");
    expect(order.body).not.toContain("+48 600 100 200");
    expect(Number(order.grand_total_grosze)).toBeGreaterThan(0);

    const exported = await asStaff(api, owner, "GET", `/api/admin/customers/${s.id}/export`);
    expect(exported.body.result.addresses).toEqual([]);
    expect(exported.body.result.wishlist).toEqual([]);
    expect(exported.body.result.sessions.every((x: { endedAt: string | null }) => x.endedAt !== null)).toBe(
      true,
    );
    expect(JSON.stringify(exported.body.result)).not.toContain("marta.usun@example.pl");

    // the audit log: who did what stays, whom it was about does not
    const entries = await staffDb(api.app.context.database.db)
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("entity", "=", "customer")
      .where("entity_id", "=", String(s.id))
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.action)).toEqual(["customer.export", "customer.erase", "customer.export"]);
    const all = await staffDb(api.app.context.database.db)
      .selectFrom("audit_log")
      .select(["before_json", "after_json"])
      .execute();
    expect(JSON.stringify(all)).not.toContain("marta.usun@example.pl");
  });

  it("refuses a second erasure in Polish, the warehouse and customer service (the owner's alone)", async () => {
    const s = await shopperWithOrder("ola.dwa@example.pl", "Dwa");
    for (const who of [warehouse, service])
      expect((await asStaff(api, who, "POST", `/api/admin/customers/${s.id}/erase`, {})).status).toBe(403);
    expect((await asStaff(api, owner, "POST", `/api/admin/customers/${s.id}/erase`, {})).status).toBe(200);
    const again = await asStaff(api, owner, "POST", `/api/admin/customers/${s.id}/erase`, {});
    expect(again.status).toBe(400);
    expect(again.body.result.issues[0].message).toBe("To konto zostało już usunięte.");
  });
});
