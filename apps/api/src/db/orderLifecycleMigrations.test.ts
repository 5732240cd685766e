import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { orderLifecycleMigrations } from "./orderLifecycleMigrations.js";
import { txDb } from "./transactionSchema.js";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
}, 60_000);
afterAll(() => test.close());

const migration = orderLifecycleMigrations["4100_order_lifecycle"];

describe("migration 4100_order_lifecycle", () => {
  it("maps the stored orders' legacy statuses to the lifecycle and fills the list's columns", async () => {
    const raw = test.database.db;
    await migration?.down?.(raw);
    // orders as issue 12 stored them: the legacy statuses, in the column and the document
    const legacy = [
      ["pending", "banktransfer", "flatrate_flatrate"],
      ["pending_payment", "online", "inpost_paczkomat"],
      ["processing", "blik", "flatrate_flatrate"],
      ["processing", "cashondelivery", "pickup_store"],
      ["canceled", "online", "flatrate_flatrate"],
    ] as const;
    for (const [i, [status, method, shipping]] of legacy.entries()) {
      // the columns of migration 4100 are gone: only the issue-12 ones are written
      await txDb(raw)
        .insertInto("sales_order")
        .values({
          increment_id: `00000000${i + 1}`,
          order_uuid: `uuid-${i}`,
          secret_hash: "0".repeat(64),
          customer_id: null,
          email: "anna@example.pl",
          status,
          grand_total_grosze: 12_999,
          body: JSON.stringify({
            status,
            state: status,
            payment: { method },
            billing_address: { firstname: "Anna", lastname: "Nowak-Kowalska" },
            extension_attributes: { shipping_assignments: [{ shipping: { method: shipping } }] },
            ...(shipping === "pickup_store" ? { pickup_location: { name: "Salon" } } : {}),
          }),
          created_at: 1,
        })
        .execute();
    }
    await migration?.up(raw);
    const rows = await txDb(raw)
      .selectFrom("sales_order")
      .select(["status", "body", "payment_method", "shipping_carrier", "customer_name", "paid_grosze"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.status, JSON.parse(r.body).status, r.paid_grosze, r.shipping_carrier])).toEqual(
      [
        ["placed", "placed", 0, "flatrate"],
        ["awaiting_payment", "awaiting_payment", 0, "inpost"],
        ["paid", "paid", 12_999, "flatrate"],
        ["placed", "placed", 0, "pickup"],
        ["cancelled", "cancelled", 0, "flatrate"],
      ],
    );
    expect(rows[0]).toMatchObject({ payment_method: "banktransfer", customer_name: "anna nowak-kowalska" });
  });
});
