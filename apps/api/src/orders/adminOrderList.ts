import { formatDate, zonedDateTimeToEpoch } from "@outlet/formatting";
import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusFromLegacy } from "@outlet/orders";
import { type AfterSalesView, afterSalesOfStoredOrders } from "../afterSales/orderAfterSalesView.js";
import type { TxDb } from "../db/transactionSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { incrementId } from "./orderDocument.js";

/** The back office's order list query (issue 25): search, filters, sort and page. */
export interface OrderListQuery {
  /** An order number (`1042` or `000001042`), an e-mail address, or part of the buyer's name. */
  readonly q?: string | undefined;
  readonly status?: OrderStatus | undefined;
  /** A payment method code (`banktransfer`, `online`, `blik`, `cashondelivery`). */
  readonly payment?: string | undefined;
  /** A carrier code (`flatrate`, `inpost`, `pickup`). */
  readonly delivery?: string | undefined;
  /** First and last Warsaw day placed (`YYYY-MM-DD`, both included). */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** @default "created_at" */
  readonly sort?: "created_at" | "grand_total" | "increment_id" | undefined;
  /** @default "desc" */
  readonly dir?: "asc" | "desc" | undefined;
  /** @default 1 */
  readonly page?: number | undefined;
  /** @default 25 */
  readonly pageSize?: number | undefined;
}

/** One row of the order list. */
export interface OrderListItem {
  readonly increment_id: string;
  /** UTC, `YYYY-MM-DD HH:mm:ss` as the contract's dates. */
  readonly created_at: string;
  /** The same in Warsaw time, `HH:mm D/M/YYYY`. */
  readonly created_at_warsaw: string;
  readonly status: OrderStatus;
  readonly status_label: string;
  readonly customer_name: string;
  readonly email: string;
  readonly grand_total: number;
  readonly payment_method: string;
  readonly shipping_carrier: string;
  /** Returned / partly returned and refunded at a glance (`@outlet/after-sales` `orderAfterSales`). */
  readonly after_sales: AfterSalesView | null;
}

/** The list counts matching orders up to this many; more is shown as "1000+" (`total_capped`). */
export const COUNT_CAP = 1_000;

const SORT_COLUMN = {
  created_at: "created_at",
  grand_total: "grand_total_grosze",
  increment_id: "increment_id",
} as const;

/** Midnight in Warsaw at the start of a `YYYY-MM-DD` day, `days` later (epoch ms). */
function warsawDayStart(day: string, days = 0): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedDateTimeToEpoch({ year, month, day: date + days, hour: 0, minute: 0, second: 0 });
}

/**
 * The back office's order list (issue 25): a number, e-mail or name (a prefix of the first or last name) search; status, payment, carrier and
 * date filters; sorting by date, total or number; a page and the total count. Every filter and sort is a
 * column with an index of migration 4100 (`created_at` with each filter), so it stays fast at 100 000
 * orders on SQLite and PostgreSQL (apps/api/README.md "Order list").
 *
 * @example
 * await listOrders(db, { q: "nowak", status: "paid", sort: "created_at", dir: "desc", page: 1, pageSize: 25 });
 * // { items: [{ increment_id: "000001042", status: "paid", status_label: "Opłacone", … }], total_count: 3 }
 */
export async function listOrders(
  db: TxDb,
  query: OrderListQuery,
): Promise<{
  items: OrderListItem[];
  total_count: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  let base = db.selectFrom("sales_order");
  const q = query.q?.trim() ?? "";
  if (/^\d{1,9}$/.test(q)) base = base.where("increment_id", "=", incrementId(Number(q)));
  else if (q.includes("@")) base = base.where("email", "=", q.toLowerCase());
  else if (q !== "") {
    // a prefix of "firstname lastname" or of "lastname firstname", as an index range (byte order)
    const prefix = q.toLowerCase().replace(/\s+/g, " ");
    const end = `${prefix}\u{10FFFF}`;
    base = base.where((eb) =>
      eb.or([
        eb.and([eb("customer_name", ">=", prefix), eb("customer_name", "<", end)]),
        eb.and([eb("customer_name_reversed", ">=", prefix), eb("customer_name_reversed", "<", end)]),
      ]),
    );
  }
  if (query.status) base = base.where("status", "=", query.status);
  if (query.payment) base = base.where("payment_method", "=", query.payment);
  if (query.delivery) base = base.where("shipping_carrier", "=", query.delivery);
  if (query.from) base = base.where("created_at", ">=", warsawDayStart(query.from));
  if (query.to) base = base.where("created_at", "<", warsawDayStart(query.to, 1));
  const column = SORT_COLUMN[query.sort ?? "created_at"];
  const dir = query.dir ?? "desc";
  const [count, rows] = await Promise.all([
    // counted up to a cap: an unfiltered count of 100 000 rows is a scan; the list says "1000+"
    db
      .selectFrom(
        base
          .select("id")
          .limit(COUNT_CAP + 1)
          .as("capped"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    base
      .select([
        "id",
        "increment_id",
        "created_at",
        "status",
        "customer_name",
        "email",
        "grand_total_grosze",
        "payment_method",
        "shipping_carrier",
        "paid_grosze",
        "refunded_grosze",
        "body",
      ])
      .orderBy(column, dir)
      .orderBy("id", dir)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const afterSales = await afterSalesOfStoredOrders(db, rows);
  return {
    items: rows.map((row) => {
      const status = orderStatusFromLegacy(row.status, row.payment_method) ?? "placed";
      return {
        increment_id: row.increment_id,
        created_at: formatDateTime(new Date(Number(row.created_at))),
        created_at_warsaw: formatDate(Number(row.created_at)),
        status,
        status_label: ORDER_STATUS_LABELS[status],
        customer_name: row.customer_name.replace(
          /(^|[\s-])(\p{L})/gu,
          (_m, sep: string, letter: string) => `${sep}${letter.toLocaleUpperCase("pl-PL")}`,
        ),
        email: row.email,
        grand_total: row.grand_total_grosze / 100,
        payment_method: row.payment_method,
        shipping_carrier: row.shipping_carrier,
        after_sales: afterSales.get(row.id) ?? null,
      };
    }),
    total_count: Math.min(Number(count.n), COUNT_CAP),
    total_capped: Number(count.n) > COUNT_CAP,
    page,
    page_size: pageSize,
  };
}
