import type { StaffPrincipal, StaffRole } from "@outlet/contract";
import {
  allowedCommands,
  isCalendarDate,
  type LifecycleOrder,
  ORDER_COMMAND_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderCommand,
  type OrderCommandType,
  orderPageRoles,
  packingListOffered,
  paymentSummary,
} from "@outlet/orders";
import { trackingUrl } from "@outlet/shop-settings";
import { z } from "zod";
import { afterSalesOfOrder } from "../afterSales/orderAfterSalesView.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput, queryInt, singleLine } from "../http/validation.js";
import { listOrders } from "../orders/adminOrderList.js";
import { awaitedTransferDeadline } from "../orders/bankTransfer.js";
import { withDeliveryName } from "../orders/deliveryName.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { applyOrderCommand } from "../orders/orderLifecycle.js";
import { orderTimeline } from "../orders/orderTimeline.js";
import { paymentTimes } from "../orders/paymentTimes.js";
import { shopServices } from "../shop/shopServices.js";
import { staffOf } from "../staff/staffOf.js";

const ORDER_READERS = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };

const numberPath = z.strictObject({ number: z.string().regex(/^\d{1,20}$/) });
const day = z.string().refine(isCalendarDate, "Podaj datę w formacie RRRR-MM-DD.");

const listQuery = z.strictObject({
  ...commonQuery,
  q: z.string().max(100).optional(),
  status: z.enum(ORDER_STATUSES as [string, ...string[]]).optional(),
  payment: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  delivery: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(["created_at", "grand_total", "increment_id"]).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

const account = singleLine(10, 64).optional();

/** The actions: their path, body and the command they give. */
const ACTIONS: readonly {
  readonly path: string;
  readonly type: OrderCommandType;
  readonly body: z.ZodType;
  readonly command: (body: Record<string, unknown>, carriers: CarrierList) => OrderCommand;
}[] = [
  {
    path: "confirm-payment",
    type: "confirm_payment",
    body: z.strictObject({}),
    command: () => ({ type: "confirm_payment" }),
  },
  { path: "pack", type: "pack", body: z.strictObject({}), command: () => ({ type: "pack" }) },
  {
    path: "ship",
    type: "ship",
    body: z.strictObject({ carrier: z.string().max(40), trackingNumber: z.string().max(100) }),
    command: (body, carriers) => ({
      type: "ship",
      carrier: carriers.find((c) => c.code === body.carrier) ?? null,
      trackingNumber: String(body.trackingNumber),
    }),
  },
  {
    path: "deliver",
    type: "deliver",
    body: z.strictObject({ date: z.string().max(10).optional() }),
    command: (body) => ({ type: "deliver", ...(body.date ? { date: String(body.date) } : {}) }),
  },
  {
    path: "ready-for-pickup",
    type: "ready_for_pickup",
    body: z.strictObject({}),
    command: () => ({ type: "ready_for_pickup" }),
  },
  {
    path: "collect",
    type: "collect",
    body: z.strictObject({ date: z.string().max(10).optional() }),
    command: (body) => ({ type: "collect", ...(body.date ? { date: String(body.date) } : {}) }),
  },
  {
    path: "cancel",
    type: "cancel",
    body: z.strictObject({ refundAccount: account }),
    command: (body) => ({
      type: "cancel",
      ...(body.refundAccount ? { refundAccount: String(body.refundAccount) } : {}),
    }),
  },
  {
    path: "refund",
    type: "refund",
    body: z.strictObject({
      amountGrosze: z.number().int().min(1).max(100_000_000),
      account,
    }),
    command: (body) => ({
      type: "refund",
      amountGrosze: Number(body.amountGrosze),
      ...(body.account ? { account: String(body.account) } : {}),
    }),
  },
];

type CarrierList = readonly { code: string; name: string; trackingUrlTemplate: string }[];

const actorOf = (principal: StaffPrincipal): OrderActor => ({
  kind: "staff",
  id: principal.id,
  email: principal.email,
  role: principal.role,
});

/** The staff roles a command's rule allows (the route guard's list; the lifecycle checks again). */
const staffRolesOf = (type: OrderCommandType): readonly StaffRole[] =>
  orderPageRoles(type).filter((role): role is StaffRole => role !== "system");

const orderNotFound = (): ApiError =>
  new ApiError("not_found", {
    message: { pl: "Nie ma takiego zamówienia.", en: "No such order." },
  });

async function orderIdOf(context: AppContext, number: string): Promise<number> {
  const row = await shopServices(context)
    .db.selectFrom("sales_order")
    .select("id")
    .where("increment_id", "=", number)
    .executeTakeFirst();
  if (!row) throw orderNotFound();
  return row.id;
}

/** The lifecycle's part of an order as the back office and the audit log read it. */
function lifecycleView(order: LifecycleOrder, carriers: CarrierList) {
  const template = carriers.find((c) => c.code === order.shipment?.carrierCode)?.trackingUrlTemplate;
  return {
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    payment_kind: order.payment,
    delivery: order.delivery,
    total_grosze: order.totalGrosze,
    paid_grosze: order.paidGrosze,
    refunded_grosze: order.refundedGrosze,
    shipment: order.shipment
      ? {
          carrier_code: order.shipment.carrierCode,
          carrier_name: order.shipment.carrierName,
          tracking_number: order.shipment.trackingNumber,
          tracking_url: template
            ? trackingUrl({ trackingUrlTemplate: template }, order.shipment.trackingNumber)
            : null,
          shipped_at: new Date(order.shipment.shippedAt).toISOString(),
        }
      : null,
    delivered_on: order.deliveredOn,
  };
}

/** What the audit log keeps of an order's state (no addresses: those do not change here). */
const auditView = (order: LifecycleOrder) => ({
  status: order.status,
  paidGrosze: order.paidGrosze,
  refundedGrosze: order.refundedGrosze,
  shipment: order.shipment,
  deliveredOn: order.deliveredOn,
});

/**
 * The back office's orders (issue 25): `GET /api/admin/orders` (search, filters, sort, page),
 * `GET /api/admin/orders/{number}` (the whole order, its lifecycle, the actions the caller may take and
 * the timeline), and one `POST /api/admin/orders/{number}/{action}` per lifecycle command. Every route is
 * for staff (the router's guard); each action is allowed or refused by `@outlet/orders`, audited, and
 * visible at once on the shopper's order view.
 */
export const adminOrderRoutes: RouteGroup = {
  name: "admin-orders",
  register(router, context) {
    const services = () => shopServices(context);

    router.get("/api/admin/orders", { staff: ORDER_READERS }, async (request) => {
      const query = parseInput("query", listQuery, request.query);
      return listOrders(services().db, {
        q: query.q,
        status: query.status as LifecycleOrder["status"] | undefined,
        payment: query.payment,
        delivery: query.delivery,
        from: query.from,
        to: query.to,
        sort: query.sort,
        dir: query.dir,
        page: query.page,
        pageSize: query.pageSize,
      });
    });

    router.get("/api/admin/orders/:number", { staff: ORDER_READERS }, async (request) => {
      const { number } = parseInput("path", numberPath, request.params);
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { db } = services();
      const id = await orderIdOf(context, number);
      const order = await loadLifecycleOrder(db, id);
      if (!order) throw orderNotFound();
      const { carriers, bankAccount } = await context.settings.read(db);
      const actor = actorOf(staffOf(request));
      const timeline = await orderTimeline(db, order.id, { forShopper: false });
      const { lifecycle } = order;
      const payment = order.doc.payment as { method?: string; title?: string } | undefined;
      return {
        // delivery named as the shop names its methods, an older order's stored title included (s22)
        order: withDeliveryName(order.doc, await context.catalog.documents("shipping_method")),
        lifecycle: lifecycleView(lifecycle, carriers),
        // what the payment box says and whether the packing list is offered: @outlet/orders' rules
        payment_summary: paymentSummary({
          ...lifecycle,
          methodTitle: payment?.title ?? payment?.method ?? "",
          ...paymentTimes(timeline, lifecycle.payment),
        }),
        packing_list: packingListOffered(lifecycle),
        // s23: an unpaid transfer's last day to pay (the sweep cancels it after), else null
        transfer_deadline: awaitedTransferDeadline(order, bankAccount.paymentDays),
        after_sales: await afterSalesOfOrder(db, order),
        actions: allowedCommands(order.lifecycle, actor).map((type) => ({
          type,
          label: ORDER_COMMAND_LABELS[type],
        })),
        carriers: carriers.map(({ code, name }) => ({ code, name })),
        timeline,
      };
    });

    for (const action of ACTIONS) {
      router.post(
        `/api/admin/orders/:number/${action.path}`,
        { staff: { roles: staffRolesOf(action.type) } },
        async (request) => {
          const { number } = parseInput("path", numberPath, request.params);
          const body = parseInput("body", action.body, request.body ?? {}) as Record<string, unknown>;
          const principal = staffOf(request);
          const orderId = await orderIdOf(context, number);
          const carriers = (await context.settings.read(services().db)).carriers;
          const result = await applyOrderCommand(
            context,
            orderId,
            action.command(body, carriers),
            actorOf(principal),
            (trx, change) =>
              context.audit.record(trx, {
                actor: principal,
                action: `order.${action.type}`,
                entity: "order",
                entityId: number,
                before: auditView(change.before),
                after: auditView(change.after),
              }),
          );
          if (!result.ok) {
            const en = `The order lifecycle refused this (${result.reason}).`;
            if (result.reason === "role_forbidden") {
              throw new ApiError("forbidden", {
                result: { reason: result.reason },
                message: { pl: result.message, en },
              });
            }
            throw ApiError.invalid(
              [issue("body", "conflict", result.message, en, { reason: result.reason })],
              {
                pl: result.message,
                en,
              },
            );
          }
          return {
            lifecycle: lifecycleView(result.order.lifecycle, carriers),
            actions: allowedCommands(result.order.lifecycle, actorOf(principal)).map((type) => ({
              type,
              label: ORDER_COMMAND_LABELS[type],
            })),
          };
        },
      );
    }
  },
};
