import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./dialect.js";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored answer without its secrets: the order's secret becomes the marker a replay derives it again
 * for (src/orders/sealedOutcome.ts; an older order's random secret then cannot be given back, so the
 * replay goes without it), the payment page's address is dropped (a new attempt gives a new one).
 */
function withoutSecrets(stored: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isObject(body) || !isObject(body.result)) return null;
  const result: Json = { ...body.result };
  let changed = false;
  if (typeof result.order_secret === "string" && result.order_secret !== "$derived") {
    result.order_secret = "$derived";
    changed = true;
  }
  const payment = result.payment;
  if (
    isObject(payment) &&
    typeof payment.redirect_url === "string" &&
    !payment.redirect_url.startsWith("$")
  ) {
    const { redirect_url: _dropped, ...rest } = payment;
    result.payment = rest;
    changed = true;
  }
  return changed ? JSON.stringify({ ...body, result }) : null;
}

/**
 * Issue 31's migrations: data at rest (after-sales-and-law.md §7: no secret outside a hash) and the BLIK
 * stand-in's pending state.
 */
export const atRestMigrations: Record<string, Migration> = {
  "1401_no_secrets_in_stored_answers": {
    // idempotency records held whole order answers (order_secret, payment page address) for 30 days; the
    // stand-in gateway's return address held a guest's order link
    async up(db: Kysely<unknown>): Promise<void> {
      const rows = await sql<{ scope: string; idem_key: string; result: string }>`
        SELECT scope, idem_key, result FROM idempotency_record
        WHERE result LIKE ${"%order_secret%"} OR result LIKE ${"%redirect_url%"}`.execute(db);
      for (const row of rows.rows) {
        const cleaned = withoutSecrets(row.result);
        if (cleaned === null) continue;
        await sql`UPDATE idempotency_record SET result = ${cleaned}
          WHERE scope = ${row.scope} AND idem_key = ${row.idem_key}`.execute(db);
      }
      const sessions = await sql<{ reference: string; return_url: string }>`
        SELECT reference, return_url FROM standin_payment WHERE return_url IS NOT NULL`.execute(db);
      for (const session of sessions.rows) {
        const bare = session.return_url.replace(/(\/zamowienie\/[0-9]+)\/[^/?#]+$/, "$1");
        if (bare === session.return_url) continue;
        await sql`UPDATE standin_payment SET return_url = ${bare}
          WHERE reference = ${session.reference}`.execute(db);
      }
    },
    async down(): Promise<void> {
      // the removed secrets are gone for good
    },
  },
  "1402_blik_confirmation": {
    // issue 31 finding 5: the BLIK stand-in keeps a payment pending until the shopper's bank app confirms
    // it (`confirm_at`); a refused or expired code ends the session with its reason (`decline`)
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema.alterTable("standin_payment").addColumn("confirm_at", t.epochMs).execute();
      await db.schema.alterTable("standin_payment").addColumn("decline", "text").execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("standin_payment").dropColumn("decline").execute();
      await db.schema.alterTable("standin_payment").dropColumn("confirm_at").execute();
    },
  },
};
