import type { StaffRole } from "@outlet/contract";
import { zonedDateTimeToEpoch } from "@outlet/formatting";
import { warsawDate } from "@outlet/orders";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import { staffOf } from "../staff/staffOf.js";

const ALL_STAFF = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };
/** Who sees the shop's revenue on the start page (the warehouse sees the work only). */
const SEES_REVENUE: readonly StaffRole[] = ["owner", "customer_service"];

/** Midnight in Warsaw at the start of a day (epoch ms); `day` may overflow into the next month. */
const warsawMidnight = (year: number, month: number, day: number): number =>
  zonedDateTimeToEpoch({ year, month, day, hour: 0, minute: 0, second: 0 });

/**
 * The back office's start page (issue 25): the orders waiting for the warehouse (paid → to pack, packed →
 * to ship, ready for pickup), the bank transfers waiting to be confirmed, and — for the owner and customer
 * service — the revenue of today and of this month in Warsaw time: the totals of the orders placed then,
 * less what was refunded, cancelled orders left out. Counts and sums run on the list's indexed columns.
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
      const seesRevenue = SEES_REVENUE.includes(staffOf(request).role);
      return {
        today,
        toPack: count("paid"),
        toShip: count("packed"),
        readyForPickup: count("ready_for_pickup"),
        transfersAwaiting: Number(transfers.n),
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
