import type { StaffRole } from "@outlet/contract";
import { sql } from "kysely";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { eraseAfterSalesData, exportAfterSalesData } from "../customers/afterSalesPersonalData.js";
import { anonymiseOrderBody, erasedEmail } from "../customers/anonymiseOrderBody.js";
import { CUSTOMER_COLUMNS, customerView, loadCustomer, ordersOf } from "../customers/loadCustomer.js";
import { staffDb } from "../db/staffSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput, queryInt } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import { staffOf } from "../staff/staffOf.js";

/** after-sales-and-law.md §1: customers are the owner's and customer service's. */
const CUSTOMER_STAFF = { roles: ["owner", "customer_service"] as readonly StaffRole[] };
/** Erasing an account cannot be undone: the owner's decision alone (issue 25, "Usuń konto"). */
const ERASERS = { roles: ["owner"] as readonly StaffRole[] };

const emptyQuery = z.strictObject({ ...commonQuery });
const idPath = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const listQuery = z.strictObject({
  ...commonQuery,
  q: z.string().max(100).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * The back office's customers (issue 25, "Customers"): lookup by e-mail or name with paging, one customer
 * with their orders, the GDPR export of everything the shop holds about them (art. 15 and 20) and the erasure
 * of an account (art. 17, the owner alone; the invoice data of orders kept for the accounting period, ustawa o rachunkowości
 * art. 74). Owner and customer service; the export and the erasure are audited.
 */
export const adminCustomerRoutes: RouteGroup = {
  name: "adminCustomers",
  register(router, context) {
    const db = (): TxDb => shopServices(context).db;

    router.get("/api/admin/customers", { staff: CUSTOMER_STAFF }, async (request) => {
      const query = parseInput("query", listQuery, request.query);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const q = (query.q ?? "")
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, "");
      let base = db().selectFrom("customer");
      if (q.includes("@")) base = base.where((eb) => eb(sql<string>`lower(email)`, "like", `${q}%`));
      else if (q !== "")
        base = base.where((eb) =>
          eb.or([
            eb(sql<string>`lower(firstname || ' ' || lastname)`, "like", `%${q}%`),
            eb(sql<string>`lower(email)`, "like", `${q}%`),
          ]),
        );
      const [rows, count] = await Promise.all([
        base
          .select(CUSTOMER_COLUMNS)
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(customerView), total: Number(count.n), page, pageSize };
    });

    router.get("/api/admin/customers/:id", { staff: CUSTOMER_STAFF }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { id } = parseInput("path", idPath, request.params);
      const customer = await loadCustomer(db(), id);
      const [addresses, orders] = await Promise.all([
        db()
          .selectFrom("customer_address")
          .select(["id", "data", "default_shipping", "default_billing"])
          .where("customer_id", "=", id)
          .orderBy("position")
          .execute(),
        ordersOf(db(), customer)
          .select(["increment_id", "status", "grand_total_grosze", "payment_method", "created_at"])
          .orderBy("created_at", "desc")
          .limit(200)
          .execute(),
      ]);
      return {
        customer: customerView(customer),
        addresses: addresses.map((a) => ({
          id: Number(a.id),
          defaultShipping: a.default_shipping === 1,
          defaultBilling: a.default_billing === 1,
          address: parseJson(a.data),
        })),
        orders: orders.map((o) => ({
          number: o.increment_id,
          status: o.status,
          grandTotalGrosze: Number(o.grand_total_grosze),
          paymentMethod: o.payment_method,
          createdAt: new Date(Number(o.created_at)).toISOString(),
        })),
      };
    });

    router.get("/api/admin/customers/:id/export", { staff: CUSTOMER_STAFF }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const { id } = parseInput("path", idPath, request.params);
      return db()
        .transaction()
        .execute(async (trx) => {
          const customer = await loadCustomer(trx, id);
          const [addresses, orders, reviews, wishlist, newsletter, stockAlerts, sessions] = await Promise.all(
            [
              trx
                .selectFrom("customer_address")
                .select("data")
                .where("customer_id", "=", id)
                .orderBy("position")
                .execute(),
              ordersOf(trx, customer)
                .select(["id", "body", "status", "created_at"])
                .orderBy("created_at")
                .execute(),
              trx
                .selectFrom("review_submission")
                .select([
                  "review_entity",
                  "sku",
                  "title",
                  "detail",
                  "nickname",
                  "rating",
                  "review_status",
                  "created_at",
                ])
                .where("customer_id", "=", id)
                .orderBy("id")
                .execute(),
              trx
                .selectFrom("wishlist_item")
                .select(["sku", "added_at"])
                .where("customer_id", "=", id)
                .orderBy("added_at")
                .execute(),
              trx
                .selectFrom("newsletter_subscription")
                .select(["status", "lang", "updated_at"])
                .where("email", "=", customer.email)
                .execute(),
              trx
                .selectFrom("stock_alert")
                .select(["sku", "status", "lang", "created_at"])
                .where("email", "=", customer.email)
                .orderBy("id")
                .execute(),
              trx
                .selectFrom("session_family")
                .select(["created_at", "last_used_at", "revoked_at"])
                .where("customer_id", "=", id)
                .orderBy("created_at")
                .execute(),
            ],
          );
          const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
          // withdrawals, returns and complaints with their photos (issue 26)
          const afterSales = await exportAfterSalesData(
            trx,
            orders.map((o) => Number(o.id)),
          );
          await context.audit.record(trx, {
            actor,
            action: "customer.export",
            entity: "customer",
            entityId: String(id),
            before: null,
            after: { orders: orders.length, reviews: reviews.length },
          });
          return {
            exportedAt: new Date(context.now()).toISOString(),
            account: customerView(customer),
            addresses: addresses.map((a) => parseJson(a.data)),
            orders: orders.map((o) => ({ ...(parseJson(o.body) as object), status: o.status })),
            withdrawals: afterSales.withdrawals,
            complaints: afterSales.complaints,
            reviews: reviews.map((r) => ({
              entity: r.review_entity,
              sku: r.sku,
              title: r.title,
              detail: r.detail,
              nickname: r.nickname,
              rating: r.rating,
              approved: r.review_status === 1,
              createdAt: at(r.created_at),
            })),
            wishlist: wishlist.map((w) => ({ sku: w.sku, addedAt: at(w.added_at) })),
            consents: {
              newsletter: newsletter.map((n) => ({
                status: n.status,
                lang: n.lang,
                updatedAt: at(n.updated_at),
              })),
              stockAlerts: stockAlerts.map((s) => ({
                sku: s.sku,
                status: s.status,
                lang: s.lang,
                createdAt: at(s.created_at),
              })),
            },
            sessions: sessions.map((s) => ({
              createdAt: at(s.created_at),
              lastUsedAt: at(s.last_used_at),
              endedAt: at(s.revoked_at),
            })),
          };
        });
    });

    router.post("/api/admin/customers/:id/erase", { staff: ERASERS }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const { id } = parseInput("path", idPath, request.params);
      parseInput("body", z.strictObject({}), request.body ?? {});
      const now = context.now();
      return db()
        .transaction()
        .execute(async (trx) => {
          const customer = await loadCustomer(trx, id);
          const anonymous = erasedEmail(id);
          if (customer.email === anonymous)
            throw ApiError.invalid([
              issue(
                "",
                "conflict",
                "To konto zostało już usunięte.",
                "This account has already been erased.",
              ),
            ]);
          const orders = await ordersOf(trx, customer).select(["id", "body"]).execute();
          for (const order of orders)
            await trx
              .updateTable("sales_order")
              .set({
                email: anonymous,
                body: JSON.stringify(
                  anonymiseOrderBody(JSON.parse(order.body) as Record<string, unknown>, id),
                ),
              })
              .where("id", "=", order.id)
              .execute();
          const orderIds = orders.map((o) => Number(o.id));
          if (orderIds.length > 0)
            await trx
              .updateTable("order_event")
              .set({ actor_email: anonymous })
              .where("order_id", "in", orderIds)
              .where("actor_kind", "=", "shopper")
              .execute();
          const afterSales = await eraseAfterSalesData(trx, orderIds, anonymous);
          await trx
            .updateTable("sent_mail")
            .set({ recipient: anonymous })
            .where("recipient", "=", customer.email)
            .execute();
          // sessions and tokens end: the access token's family is checked on every request
          const families = trx.selectFrom("session_family").select("id").where("customer_id", "=", id);
          await trx.deleteFrom("refresh_token").where("family_id", "in", families).execute();
          await trx
            .updateTable("session_family")
            .set({ revoked_at: now })
            .where("customer_id", "=", id)
            .where("revoked_at", "is", null)
            .execute();
          await trx.deleteFrom("password_reset").where("customer_id", "=", id).execute();
          await trx.deleteFrom("customer_address").where("customer_id", "=", id).execute();
          await trx.deleteFrom("wishlist_item").where("customer_id", "=", id).execute();
          await trx
            .updateTable("cart")
            .set({ shipping_address: null, billing_address: null })
            .where("customer_id", "=", id)
            .execute();
          await trx
            .updateTable("review_submission")
            .set({ nickname: "Klient", customer_id: null })
            .where("customer_id", "=", id)
            .execute();
          await trx.deleteFrom("newsletter_subscription").where("email", "=", customer.email).execute();
          await trx.deleteFrom("stock_alert").where("email", "=", customer.email).execute();
          await trx
            .updateTable("customer")
            .set({
              email: anonymous,
              firstname: "Konto",
              lastname: "usunięte",
              password_hash: null,
              google_sub: null,
              facebook_id: null,
              updated_at: now,
            })
            .where("id", "=", id)
            .execute();
          // the audit log keeps who did what, but no longer whom it was about
          const audit = staffDb(trx);
          const entries = await audit
            .selectFrom("audit_log")
            .select(["id", "entity", "entity_id", "before_json", "after_json"])
            .where((eb) =>
              eb.or([
                eb.and([eb("entity", "=", "customer"), eb("entity_id", "=", String(id))]),
                eb("before_json", "like", `%${customer.email}%`),
                eb("after_json", "like", `%${customer.email}%`),
              ]),
            )
            .execute();
          const scrub = (text: string): string =>
            text.split(JSON.stringify(customer.email).slice(1, -1)).join(anonymous);
          for (const entry of entries)
            await audit
              .updateTable("audit_log")
              .set(
                entry.entity === "customer"
                  ? {
                      before_json: JSON.stringify({ anonymised: true }),
                      after_json: JSON.stringify({ anonymised: true }),
                    }
                  : { before_json: scrub(entry.before_json), after_json: scrub(entry.after_json) },
              )
              .where("id", "=", entry.id)
              .execute();
          await context.audit.record(trx, {
            actor,
            action: "customer.erase",
            entity: "customer",
            entityId: String(id),
            before: { orders: orders.length },
            after: {
              email: anonymous,
              ordersKeptForAccounting: orders.length,
              complaintPhotosDeleted: afterSales.photos,
            },
          });
          return { customer: customerView(await loadCustomer(trx, id)), ordersAnonymised: orders.length };
        });
    });
  },
};
