import { shippingMethodName } from "@outlet/checkout";
import type { StaffRole } from "@outlet/contract";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";

const ALL_STAFF = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };

/** One method as the back office names it: its code and the title the shop's checkout shows. */
export interface MethodName {
  readonly id: string;
  readonly name: string;
}

/**
 * The names of the payment and delivery methods for the back office (s21): the titles of the shop's own
 * method documents — what the checkout, the order and its mails show — so the three never disagree. A
 * delivery is named by its carrier code (the order list's filter column) with the method's one name
 * (`shippingMethodName`).
 */
export const adminMethodRoutes: RouteGroup = {
  name: "admin-methods",
  register(router, context) {
    router.get("/api/admin/methods", { staff: ALL_STAFF }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const [payments, shippings] = await Promise.all([
        context.catalog.documents("payment_method"),
        context.catalog.documents("shipping_method"),
      ]);
      const payment: MethodName[] = payments.map((m) => ({ id: String(m.code), name: String(m.title) }));
      const named: MethodName[] = shippings.map((m) => ({
        id: String(m.carrier_code),
        name: shippingMethodName({
          carrier_title: typeof m.carrier_title === "string" ? m.carrier_title : null,
          method_title: typeof m.method_title === "string" ? m.method_title : null,
        }),
      }));
      // one name per carrier code, the first method's (the list filters by carrier)
      const delivery = named.filter((m, i) => named.findIndex((n) => n.id === m.id) === i);
      return { payment, delivery };
    });
  },
};
