import { ORDER_STATUS_LABELS, paymentSettled } from "@outlet/orders";
import { trackingUrl } from "@outlet/shop-settings";
import { z } from "zod";
import { afterSalesOfOrder } from "../afterSales/orderAfterSalesView.js";
import type { AppContext, RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { bankTransferDetails, shopBankAccount } from "../orders/bankTransfer.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { findVisibleOrder } from "../orders/orderAccess.js";
import { formatOrderForHistory, type OrderDoc } from "../orders/orderDocument.js";
import { orderTimeline } from "../orders/orderTimeline.js";
import { settleOrderPayment } from "../payments/orderPayment.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * What the shopper's order page shows of the lifecycle (issue 25): the status and its Polish name, the
 * parcel with its tracking link, the delivery date, what was refunded, and the timeline without staff names.
 */
async function shopperLifecycle(context: AppContext, orderId: number) {
  const { db } = shopServices(context);
  const order = await loadLifecycleOrder(db, orderId);
  if (!order) return {};
  const { lifecycle } = order;
  const carriers = (await context.settings.read(db)).carriers;
  const template = carriers.find((c) => c.code === lifecycle.shipment?.carrierCode)?.trackingUrlTemplate;
  const view = await afterSalesOfOrder(db, order);
  return {
    status: lifecycle.status,
    status_label: ORDER_STATUS_LABELS[lifecycle.status],
    // the whole order went back (after-sales-and-law.md §2–§3): the page shows „Zwrócone” / „Zwrot w toku”
    return_state: view?.return ?? null,
    // what went back and when, the return under way (`@outlet/after-sales` `orderAfterSales`)
    after_sales: view ?? null,
    shipment: lifecycle.shipment
      ? {
          carrier_title: lifecycle.shipment.carrierName,
          tracking_number: lifecycle.shipment.trackingNumber,
          tracking_url: template
            ? trackingUrl({ trackingUrlTemplate: template }, lifecycle.shipment.trackingNumber)
            : null,
        }
      : null,
    delivered_on: lifecycle.deliveredOn,
    refunded_amount: lifecycle.refundedGrosze / 100,
    timeline: await orderTimeline(db, orderId, { forShopper: true }),
  };
}

const orderNumberSchema = z.strictObject({ orderNumber: z.string().regex(/^[0-9]{1,20}$/) });

/**
 * The order page's data (extension of api-contract §12.15): `GET /api/ext/order/{orderNumber}` for the
 * customer who placed it (token) or for anyone with the order's secret (`?secret=`, the guest's link).
 */
export const orderViewRoutes: RouteGroup = {
  name: "order-view",
  register(router, context) {
    router.get("/api/ext/order/:orderNumber", { rateLimit: [SHOP_LIMITS.accountIp] }, async (request) => {
      const { orderNumber } = parseInput("path", orderNumberSchema, request.params);
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, secret: z.string().min(1).max(128).optional() }),
        request.query,
      );
      const { auth, db } = shopServices(context);
      const customerId = await auth.optionalCustomer(request);
      const who = { customerId, secret: query.secret };
      let order = await findVisibleOrder(db, orderNumber, who);
      // an online payment is brought up to date from the gateway itself (the shopper's return says nothing)
      if ((await settleOrderPayment(context, order.id)) !== null) {
        order = await findVisibleOrder(db, orderNumber, who);
      }
      const reviewed = new Set<number | null>();
      const methods = await context.catalog.documents("shipping_method");
      const view = formatOrderForHistory(order.id, order.body, reviewed, methods);
      const doc = JSON.parse(order.body) as OrderDoc;
      const lifecycle = await shopperLifecycle(context, order.id);
      const method = String((doc.payment as { method?: unknown } | undefined)?.method ?? "");
      // the transfer is asked for only while it is awaited: not once confirmed, nor for a cancelled order
      const awaited =
        lifecycle.status === undefined ||
        (lifecycle.status !== "cancelled" && !paymentSettled(lifecycle.status, method));
      return {
        ...view,
        bank_transfer: awaited
          ? bankTransferDetails(doc, shopBankAccount((await context.settings.read(db)).bankAccount))
          : null,
        ...lifecycle,
      };
    });
  },
};
