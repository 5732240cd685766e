import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./dialect.js";

// The demo company's settings as they were seeded by 4000_staff. Frozen here with the migration: the owner
// changes the live document through `POST /api/admin/settings`, never by editing this.
const DEMO_SETTINGS = {
  company: {
    name: "Outlet sp. z o.o.",
    street: "ul. Długa 5",
    postcode: "80-827",
    city: "Gdańsk",
    country: "PL",
    nip: "5843012505",
    regon: "192053409",
    krs: "0000123456",
    email: "kontakt@outlet.local",
    phone: "+48 58 300 20 10",
  },
  returns: {
    periodDays: 30,
    cost: "free",
    costGrosze: 0,
    method: "inpost_locker",
    address: {
      name: "Outlet sp. z o.o. — zwroty",
      street: "ul. Magazynowa 12",
      postcode: "80-298",
      city: "Gdańsk",
    },
  },
  carriers: [
    {
      code: "inpost",
      name: "InPost",
      trackingUrlTemplate: "https://inpost.pl/sledzenie-przesylek?number={number}",
    },
    {
      code: "dpd",
      name: "DPD",
      trackingUrlTemplate: "https://tracktrace.dpd.com.pl/parcelDetails?p1={number}",
    },
    {
      code: "poczta_polska",
      name: "Poczta Polska",
      trackingUrlTemplate: "https://emonitoring.poczta-polska.pl/?numer={number}",
    },
  ],
  bankAccount: {
    holder: "Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk",
    iban: "PL61109010140000071219812874",
    bankName: "Santander Bank Polska",
  },
  ownBrandManufacturer: {
    name: "Outlet sp. z o.o.",
    street: "ul. Długa 5",
    postcode: "80-827",
    city: "Gdańsk",
    country: "PL",
    email: "produkt@outlet.local",
    contactUrl: null,
  },
};

/**
 * The migrations of issue 25's staff side (names 4000–4099), spread into the core migration list: staff
 * accounts, sessions, API keys, the audit log and the shop-settings document seeded with the demo company
 * (src/db/staffSchema.ts).
 */
export const staffMigrations: Record<string, Migration> = {
  "4000_staff": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("staff_user")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("password_hash", "text")
        .addColumn("password_one_time", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("totp_secret", "text")
        .addColumn("totp_enabled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("totp_last_step", t.epochMs)
        .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .addColumn("updated_at", t.epochMs, (c) => c.notNull())
        .addCheckConstraint("staff_user_role", sql`role IN ('owner', 'customer_service', 'warehouse')`)
        .execute();
      await db.schema
        .createTable("staff_session")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_user.id"))
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .addColumn("last_used_at", t.epochMs, (c) => c.notNull())
        .addColumn("expires_at", t.epochMs, (c) => c.notNull())
        .addColumn("revoked_at", t.epochMs)
        .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("staff_session_staff").on("staff_session").column("staff_id").execute();
      await db.schema
        .createTable("staff_api_key")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("key_hash", "text", (c) => c.notNull().unique())
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_by", "integer", (c) => c.notNull().references("staff_user.id"))
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .addColumn("last_used_at", t.epochMs)
        .addColumn("revoked_at", t.epochMs)
        .addCheckConstraint("staff_api_key_role", sql`role IN ('owner', 'customer_service', 'warehouse')`)
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("at", t.epochMs, (c) => c.notNull())
        .addColumn("actor_type", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor_email", "text")
        .addColumn("api_key_id", "integer")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("entity", "text", (c) => c.notNull())
        .addColumn("entity_id", "text", (c) => c.notNull())
        .addColumn("before_json", "text", (c) => c.notNull())
        .addColumn("after_json", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
      await db.schema
        .createIndex("audit_log_entity")
        .on("audit_log")
        .columns(["entity", "entity_id", "id"])
        .execute();
      await db.schema
        .createTable("shop_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", t.epochMs, (c) => c.notNull())
        .execute();
      await sql`INSERT INTO shop_settings (id, body, updated_at)
        VALUES (1, ${JSON.stringify(DEMO_SETTINGS)}, ${Date.now()})`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ["shop_settings", "audit_log", "staff_api_key", "staff_session", "staff_user"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};
