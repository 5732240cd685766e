import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { counterMigrations } from "./counterMigrations.js";
import { txDb } from "./transactionSchema.js";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
}, 60_000);
afterAll(() => test.close());

describe("migration 1301_one_active_customer_cart", () => {
  it("keeps each customer's oldest active cart, moves the duplicates' lines to it and refuses a second", async () => {
    const db = txDb(test.database.db);
    // the state before the migration: no index, two customers, one of them with three active carts
    await db.schema.dropIndex("cart_one_active_per_customer").execute();
    const customer = async (email: string) =>
      (
        await db
          .insertInto("customer")
          .values({ email, firstname: "Anna", lastname: "Nowak", created_at: 1, updated_at: 1 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const anna = await customer("anna@example.pl");
    const ewa = await customer("ewa@example.pl");
    const cart = async (customerId: number, status: "active" | "ordered" = "active") =>
      (
        await db
          .insertInto("cart")
          .values({
            guest_key: null,
            customer_id: customerId,
            status,
            coupon_code: null,
            shipping_address: null,
            billing_address: null,
            shipping_carrier_code: null,
            shipping_method_code: null,
            payment_method_code: null,
            created_at: 1,
            updated_at: 1,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const ordered = await cart(anna, "ordered");
    const [kept, second, third] = [await cart(anna), await cart(anna), await cart(anna)];
    const ewas = await cart(ewa);
    const line = (cartId: number, sku: string) =>
      db
        .insertInto("cart_item")
        .values({
          cart_id: cartId,
          sku,
          parent_sku: null,
          product_id: 1,
          product_type: "simple",
          qty: 1,
          product_option: null,
          checksum: sku,
          created_at: 1,
        })
        .execute();
    await line(kept as number, "A");
    await line(third as number, "C");
    await line(ordered, "O");
    await line(ewas, "E");

    await counterMigrations["1301_one_active_customer_cart"]?.up(test.database.db);

    const carts = await db.selectFrom("cart").select(["id", "status"]).orderBy("id").execute();
    expect(carts).toEqual([
      { id: ordered, status: "ordered" },
      { id: kept, status: "active" },
      { id: second, status: "superseded" },
      { id: third, status: "superseded" },
      { id: ewas, status: "active" },
    ]);
    const lines = await db.selectFrom("cart_item").select(["cart_id", "sku"]).orderBy("sku").execute();
    expect(lines).toEqual([
      { cart_id: kept, sku: "A" },
      { cart_id: kept, sku: "C" },
      { cart_id: ewas, sku: "E" },
      { cart_id: ordered, sku: "O" },
    ]);
    await expect(cart(anna)).rejects.toThrow();
    expect(await cart(anna, "ordered")).toBeGreaterThan(0);
  });
});
