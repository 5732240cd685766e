import { RETURNS_TO_RECEIVE, warsawDaysBetween } from "@outlet/after-sales";
import type { StaffRole } from "@outlet/contract";
import { zonedDateTimeToEpoch } from "@outlet/formatting";
import {
  BANK_TRANSFER,
  CASH_ON_DELIVERY,
  type OrderCommandType,
  orderPageRoles,
  type PaymentKind,
  packableStates,
  warsawDate,
} from "@outlet/orders";
import { z } from "zod";
import { NO_RETURN } from "../afterSales/cancelBeforeDispatch.js";
import type { RouteGroup } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { ComplaintTables } from "../db/complaintMigrations.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import { staffOf } from "../staff/staffOf.js";
import { COMPLAINT_STAFF } from "./adminComplaintRoutes.js";
import { HANDLERS as RETURN_HANDLERS } from "./adminReturnRoutes.js";

/** The payment method codes of a payment kind, as the `payment_method` column holds them (`paymentKindOf`). */
const KIND_CODES: Readonly<Record<Exclude<PaymentKind, "online">, string>> = {
  cash_on_delivery: CASH_ON_DELIVERY,
  transfer: BANK_TRANSFER,
};

const ALL_STAFF = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };
/** Who sees the shop's revenue on the start page (the warehouse sees the work only). */
const SEES_REVENUE: readonly StaffRole[] = ["owner", "customer_service"];

/** Midnight in Warsaw at the start of a day (epoch ms); `day` may overflow into the next month. */
const warsawMidnight = (year: number, month: number, day: number): number =>
  zonedDateTimeToEpoch({ year, month, day, hour: 0, minute: 0, second: 0 });

/**
 * Warsaw calendar days since `at` (epoch ms): the age the start page gives the oldest waiting case, `null` for
 * none — a case of yesterday 23:50 is 1 day old at 00:10 (s22: it counted 24-hour blocks).
 */
const ageInDays = (now: number, at: number | null): number | null =>
  at === null ? null : warsawDaysBetween(at, now);

/**
 * The back office's start page (issue 25): the orders waiting for the warehouse (paid → to pack, packed →
 * to ship, ready for pickup), the bank transfers waiting to be confirmed, and — for the owner and customer
 * service — the revenue of today and of this month in Warsaw time: the totals of the orders placed then,
 * less what was refunded, cancelled orders left out. Counts and sums run on the list's indexed columns.
 * Each count is `null` for a role that may not do its work (s21: the warehouse confirms no transfers, customer
 * service packs and ships nothing). Beside them (s21), for the roles that may act on them (the routes' own role lists): the returns to receive
 * (reported or sent, the statuses `receive` starts from; a withdrawal before dispatch has no parcel) and the
 * complaints waiting for an answer, each with its count and the oldest's age in days; `null` for a role that
 * may not act on them.
 */
export const adminDashboardRoutes: RouteGroup = {
  name: "admin-dashboard",
  register(router, context) {
    router.get("/api/admin/dashboard", { staff: ALL_STAFF }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { db } = shopServices(context);
      const today = warsawDate(context.now());
      const [year, month, day] = today.split("-").map(Number) as [number, number, number];
      const byStatus = await db
        .selectFrom("sales_order")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "in", ["paid", "packed", "ready_for_pickup"])
        .groupBy("status")
        .execute();
      const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
      // waiting to be packed: what the lifecycle lets the warehouse pack (`packableStates`) — paid orders and
      // cash-on-delivery orders as soon as they are placed
      const packable = await db
        .selectFrom("sales_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) =>
          eb.or(
            packableStates().map(({ status, payments }) => {
              const isStatus = eb("status", "=", status);
              if (payments.length === 3) return isStatus;
              // the codes of the kinds packed in this status; "online" is every code but the other two
              const listed = (Object.keys(KIND_CODES) as (keyof typeof KIND_CODES)[]).filter((kind) =>
                payments.includes(kind),
              );
              const unlisted = (Object.keys(KIND_CODES) as (keyof typeof KIND_CODES)[]).filter(
                (kind) => !payments.includes(kind),
              );
              return eb.and([
                isStatus,
                payments.includes("online")
                  ? eb(
                      "payment_method",
                      "not in",
                      unlisted.map((kind) => KIND_CODES[kind]),
                    )
                  : eb(
                      "payment_method",
                      "in",
                      listed.map((kind) => KIND_CODES[kind]),
                    ),
              ]);
            }),
          ),
        )
        .executeTakeFirstOrThrow();
      const transfers = await db
        .selectFrom("sales_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("payment_method", "=", "banktransfer")
        .where("status", "in", ["placed", "awaiting_payment"])
        .executeTakeFirstOrThrow();
      const revenueSince = async (from: number, to: number) => {
        const row = await db
          .selectFrom("sales_order")
          .select((eb) => [
            eb.fn.countAll<number>().as("orders"),
            eb.fn.sum<number>(eb("grand_total_grosze", "-", eb.ref("refunded_grosze"))).as("grosze"),
          ])
          .where("created_at", ">=", from)
          .where("created_at", "<", to)
          .where("status", "!=", "cancelled")
          .executeTakeFirstOrThrow();
        return { orders: Number(row.orders), grosze: Number(row.grosze ?? 0) };
      };
      const role = staffOf(request).role;
      // each tile for the roles that may do its work (the lifecycle's role table; apps/admin/README.md "Roles")
      const may = (type: OrderCommandType) => orderPageRoles(type).includes(role);
      const seesRevenue = SEES_REVENUE.includes(role);
      const now = context.now();
      const returns = async () => {
        const rows = await afterSalesDb(db)
          .selectFrom("withdrawal")
          .select([
            "status",
            (eb) => eb.fn.countAll<number>().as("n"),
            (eb) => eb.fn.min("created_at").as("oldest"),
          ])
          .where("status", "in", [...RETURNS_TO_RECEIVE])
          .where("return_method", "!=", NO_RETURN)
          .groupBy("status")
          .execute();
        const of = (status: string) => rows.find((row) => row.status === status);
        const oldest = rows.map((row) => Number(row.oldest)).sort((a, b) => a - b)[0] ?? null;
        return {
          count: rows.reduce((sum, row) => sum + Number(row.n), 0),
          sent: Number(of("sent")?.n ?? 0),
          reported: Number(of("reported")?.n ?? 0),
          oldestDays: ageInDays(now, oldest),
        };
      };
      const complaints = async () => {
        const row = await afterSalesDb(db)
          .withTables<ComplaintTables>()
          .selectFrom("complaint")
          .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.min("received_at").as("oldest")])
          .where("status", "=", "submitted")
          .executeTakeFirstOrThrow();
        return {
          count: Number(row.n),
          oldestDays: ageInDays(now, row.oldest === null ? null : Number(row.oldest)),
        };
      };
      return {
        today,
        toPack: may("pack") ? Number(packable.n) : null,
        toShip: may("ship") ? count("packed") : null,
        readyForPickup: may("collect") ? count("ready_for_pickup") : null,
        transfersAwaiting: may("confirm_payment") ? Number(transfers.n) : null,
        returnsToReceive: RETURN_HANDLERS.roles.includes(role) ? await returns() : null,
        complaintsAwaiting: COMPLAINT_STAFF.roles.includes(role) ? await complaints() : null,
        revenue: seesRevenue
          ? {
              day: await revenueSince(warsawMidnight(year, month, day), warsawMidnight(year, month, day + 1)),
              month: await revenueSince(warsawMidnight(year, month, 1), warsawMidnight(year, month + 1, 1)),
            }
          : null,
      };
    });
  },
};
