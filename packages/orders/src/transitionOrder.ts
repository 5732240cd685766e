import { formatLongDate } from "@outlet/formatting";
import { isTrackingUrlTemplate, trackingUrl } from "@outlet/shop-settings";
import type { LifecycleOrder, OrderActor, OrderStaffRole, StockUnits } from "./lifecycleOrder";
import { assertLifecycleOrder } from "./lifecycleOrder";
import { type OrderRefusalReason, refusalMessage } from "./orderRefusal";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./orderStatus";
import { OrdersError } from "./ordersError";
import { isCalendarDate, warsawDate } from "./warsawDate";

/** A carrier of the shop settings, as the ship command names it. */
export interface OrderCarrier {
  readonly code: string;
  readonly name: string;
  /** The carrier's tracking page with `{number}` where the tracking number goes. */
  readonly trackingUrlTemplate: string;
}

/**
 * What staff (or the shop itself) asks of an order. Money is in integer grosze; dates are Warsaw calendar
 * dates (`YYYY-MM-DD`).
 */
export type OrderCommand =
  /** A bank transfer arrived (staff), or the gateway reported an online payment (system). */
  | { readonly type: "confirm_payment" }
  | { readonly type: "pack" }
  /** Hands the parcel to a carrier; both the carrier and the tracking number are required. */
  | { readonly type: "ship"; readonly carrier: OrderCarrier | null; readonly trackingNumber: string }
  /** The parcel arrived; `date` defaults to today in Warsaw. */
  | { readonly type: "deliver"; readonly date?: string }
  | { readonly type: "ready_for_pickup" }
  /** The shopper took the parcel in the store (the date counts as the delivery date; cash paid at the till). */
  | { readonly type: "collect"; readonly date?: string }
  /**
   * Cancels the order; `refundAccount` is where a paid transfer or cash goes back to. `reason:
   * "payment_overdue"`: the shop itself cancels a bank-transfer order nobody paid by its deadline (s23).
   */
  | { readonly type: "cancel"; readonly refundAccount?: string; readonly reason?: CancelReason }
  /** Gives back money: online payments through the gateway, the others to `account`. */
  | {
      readonly type: "refund";
      readonly amountGrosze: number;
      readonly account?: string;
      /**
       * What the refund settles, when an after-sales decision fixes its amount: `"return"` for a received
       * return (customer service may give it), `"withdrawal"` for units withdrawn before dispatch (the shop
       * itself gives it, as the `"system"` actor, once the after-sales rules fixed the amount). Without it a
       * free amount, which only {@link FREE_REFUND_ROLES} give.
       */
      readonly basis?: RefundBasis;
    };

/**
 * The after-sales decisions a refund may settle (after-sales-and-law.md §2–§3): a received return, or a
 * withdrawal of units not yet shipped.
 */
export type RefundBasis = "return" | "withdrawal";

/** Why the shop cancels an order by itself: a bank transfer that did not come by its deadline (s23). */
export type CancelReason = "payment_overdue";

/** The type of an {@link OrderCommand}. */
export type OrderCommandType = OrderCommand["type"];

/** What an actor may be, for the role table: a staff role, or the shop itself. */
export type LifecycleRole = OrderStaffRole | "system";

/** Where one command may start and who may give it. */
export interface TransitionRule {
  /** The statuses the command is allowed from. */
  readonly from: readonly OrderStatus[];
  /** Who may give it. */
  readonly roles: readonly LifecycleRole[];
}

const BEFORE_SHIPPING: readonly OrderStatus[] = [
  "placed",
  "awaiting_payment",
  "paid",
  "packed",
  "ready_for_pickup",
];
// Least privilege (after-sales-and-law.md §1; decision written in apps/admin/README.md "Roles"): the parcel's
// moves are the warehouse's, customer service does not pack, ship or hand over.
const HANDLERS: readonly LifecycleRole[] = ["owner", "warehouse"];
const MONEY: readonly LifecycleRole[] = ["owner", "customer_service"];

/**
 * The lifecycle as data (after-sales-and-law.md §1): for each command, the statuses it starts from and the
 * roles that may give it. The owner may do everything; customer service confirms transfers and cancels; the
 * warehouse packs, ships and hands over; a free-amount refund on an order is the owner's alone, and the shop
 * itself (`"system"`) refunds only what settles a withdrawal ({@link mayRefund}). The extension point for the
 * after-sales issue: its commands are added here, with their case in `transitionOrder`.
 */
export const TRANSITION_RULES: Readonly<Record<OrderCommandType, TransitionRule>> = {
  // from `cancelled` only the gateway's report of money that arrived after the cancellation (refunded at once)
  confirm_payment: { from: ["placed", "awaiting_payment", "cancelled"], roles: [...MONEY, "system"] },
  pack: { from: ["placed", "paid"], roles: HANDLERS },
  ship: { from: ["packed"], roles: HANDLERS },
  deliver: { from: ["shipped"], roles: [...HANDLERS, "system"] },
  ready_for_pickup: { from: ["packed"], roles: HANDLERS },
  collect: { from: ["ready_for_pickup"], roles: HANDLERS },
  // the shop itself cancels an order the shopper withdrew from before it was shipped (after-sales-and-law.md §2)
  cancel: { from: BEFORE_SHIPPING, roles: [...MONEY, "system"] },
  // the shop itself refunds units withdrawn before dispatch (§2), never a free amount: see mayRefund
  refund: {
    from: ["paid", "packed", "shipped", "delivered", "ready_for_pickup", "collected", "cancelled"],
    roles: [...MONEY, "system"],
  },
};

/**
 * Who may refund a free amount, with no return behind it (the order page's "Zwróć pieniądze"): the owner
 * alone (after-sales-and-law.md §1, least privilege). Customer service refunds a received return (the
 * command's `basis: "return"`, its amount fixed by the after-sales rules) and cancels (which refunds what was
 * paid); a free amount is a decision of the shop's.
 */
export const FREE_REFUND_ROLES: readonly LifecycleRole[] = ["owner"];

/**
 * Whether `role` may give a refund that settles `basis` (after-sales-and-law.md §1–§3): the shop itself
 * (`"system"`) only a withdrawal's, whose amount the after-sales rules fixed; customer service a return's
 * or a withdrawal's; a free amount (no basis) only {@link FREE_REFUND_ROLES}. Pure.
 *
 * @example mayRefund("system", "withdrawal") // true
 * @example mayRefund("system", undefined) // false
 */
export function mayRefund(role: LifecycleRole, basis: RefundBasis | undefined): boolean {
  if (role === "system") return basis === "withdrawal";
  if (basis === undefined) return FREE_REFUND_ROLES.includes(role);
  return MONEY.includes(role);
}

/**
 * The roles that may give `type` from the order page (the API's route guard): the rule's roles, narrowed to
 * {@link FREE_REFUND_ROLES} for a refund. Pure.
 *
 * @example orderPageRoles("refund") // ["owner"]
 */
export function orderPageRoles(type: OrderCommandType): readonly LifecycleRole[] {
  const roles = TRANSITION_RULES[type].roles;
  return type === "refund" ? roles.filter((role) => FREE_REFUND_ROLES.includes(role)) : roles;
}

/** The Polish name of each command, as the back office's buttons and the timeline show it. */
export const ORDER_COMMAND_LABELS: Readonly<Record<OrderCommandType, string>> = {
  confirm_payment: "Potwierdź wpłatę",
  pack: "Spakuj",
  ship: "Wyślij",
  deliver: "Oznacz jako dostarczone",
  ready_for_pickup: "Gotowe do odbioru",
  collect: "Odebrane w sklepie",
  cancel: "Anuluj zamówienie",
  refund: "Zwróć pieniądze",
};

/** A mail the shopper gets because of a transition (the API writes it in Polish and sends it). */
export type OrderMail =
  /**
   * The order is paid: a bank transfer booked by staff ("płatność zaksięgowana") or an online payment the
   * gateway reported (issue 32: the shopper keeps a written receipt); the whole total, in grosze.
   */
  | { readonly kind: "order_paid"; readonly amountGrosze: number; readonly via: "transfer" | "online" }
  /** The parcel is packed: shipping (or the store's pickup) is being prepared. */
  | { readonly kind: "order_packed" }
  | {
      readonly kind: "order_shipped";
      readonly carrierName: string;
      readonly trackingNumber: string;
      /** The carrier's tracking page, or `null` when its template is unusable. */
      readonly trackingUrl: string | null;
    }
  | { readonly kind: "order_ready_for_pickup" }
  | { readonly kind: "order_delivered"; readonly deliveredOn: string }
  | { readonly kind: "order_cancelled"; readonly refundGrosze: number; readonly reason?: CancelReason }
  | { readonly kind: "order_refunded"; readonly amountGrosze: number };

/** One line of the order's timeline: who moved it from where to where, when, and what changed. */
export interface TimelineEntry {
  /** Epoch ms (stored in UTC, shown in Warsaw time). */
  readonly at: number;
  readonly actor: OrderActor;
  readonly command: OrderCommandType;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  /** What changed, for people: Polish, one line. */
  readonly summary: string;
}

/** What a transition causes, as data: the caller runs each effect. */
export type OrderEffect =
  | { readonly type: "record"; readonly entry: TimelineEntry }
  | { readonly type: "mail"; readonly mail: OrderMail }
  /** Put these units back on the stock rows they were taken from. */
  | { readonly type: "return_stock"; readonly units: readonly StockUnits[] }
  /**
   * Give money back: `gateway` through the payment gateway's refund, `transfer` by a bank transfer to
   * `account`.
   */
  | {
      readonly type: "refund";
      readonly amountGrosze: number;
      readonly via: "gateway" | "transfer";
      readonly account: string | null;
    }
  /** Tell the storefront's output cache which pages changed (catalogue.md §2). */
  | { readonly type: "announce"; readonly tags: readonly string[] };

/** The answer of {@link transitionOrder}. */
export type TransitionResult =
  | { readonly ok: true; readonly order: LifecycleOrder; readonly effects: readonly OrderEffect[] }
  | { readonly ok: false; readonly reason: OrderRefusalReason; readonly message: string };

const roleOf = (actor: OrderActor): LifecycleRole => (actor.kind === "staff" ? actor.role : "system");

const plnOf = (grosze: number): string =>
  `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, "0")} zł`;

/** The bank account a refund goes to: trimmed, 10–40 letters, digits and spaces (an IBAN as printed). */
const accountOf = (raw: string | undefined): string | null => {
  const account = (raw ?? "").trim().replace(/\s+/g, " ");
  return /^[A-Za-z0-9 ]{10,40}$/.test(account) ? account : null;
};

/**
 * Moves an order one step through its lifecycle (after-sales-and-law.md §1). Pure: it returns the next
 * order and the effects to run (timeline entry, mail, stock to give back, refund, cache tags), or a refusal
 * with a Polish message when the role, the status or the command's data do not allow it. Every successful
 * transition carries exactly one `record` effect; every one the shopper should hear of (a booked transfer,
 * packing, shipping, pickup, handover, cancellation, refund) one `mail` effect.
 *
 * @param now - Epoch ms: the time of the transition ("today" for a delivery date).
 * @throws {OrdersError} when the order's money does not add up or `now` is not a finite time.
 * @example
 * const result = transitionOrder(order, { type: "ship", carrier: inpost, trackingNumber: "620012345" }, warehouseUser, Date.now());
 * if (result.ok) for (const effect of result.effects) run(effect);
 * else show(result.message); // e.g. "Do wysyłki potrzebny jest numer przesyłki."
 */
export function transitionOrder(
  order: LifecycleOrder,
  command: OrderCommand,
  actor: OrderActor,
  now: number,
): TransitionResult {
  if (!Number.isFinite(now)) throw new OrdersError({ reason: "invalid-time", field: "now", value: now });
  assertLifecycleOrder(order);
  const refuse = (reason: OrderRefusalReason): TransitionResult => ({
    ok: false,
    reason,
    message: refusalMessage(reason, { status: order.status, command: command.type }),
  });
  const rule = TRANSITION_RULES[command.type];
  if (!rule.roles.includes(roleOf(actor))) return refuse("role_forbidden");
  if (command.type === "refund" && !mayRefund(roleOf(actor), command.basis)) return refuse("role_forbidden");
  if (!rule.from.includes(order.status)) return refuse("status_forbids");
  const done = (
    next: LifecycleOrder,
    summary: string,
    effects: readonly OrderEffect[],
  ): TransitionResult => ({
    ok: true,
    order: next,
    effects: [
      {
        type: "record",
        entry: { at: now, actor, command: command.type, from: order.status, to: next.status, summary },
      },
      ...effects,
    ],
  });
  const today = warsawDate(now);
  const handoverDate = (date: string | undefined): string | OrderRefusalReason => {
    const day = date ?? today;
    if (!isCalendarDate(day)) return "date_invalid";
    if (day > today) return "date_in_future";
    if (order.shipment && day < warsawDate(order.shipment.shippedAt)) return "date_before_shipping";
    return day;
  };
  const outstanding = order.paidGrosze - order.refundedGrosze;

  switch (command.type) {
    case "confirm_payment": {
      if (order.payment === "cash_on_delivery") return refuse("cash_paid_on_delivery");
      // an online payment is confirmed by the gateway's report only, a transfer by staff only
      if (order.payment === "online" && actor.kind === "staff") return refuse("online_paid_by_gateway");
      if (order.payment === "transfer" && actor.kind === "system") return refuse("role_forbidden");
      if (order.status === "cancelled") {
        // An online payment the gateway reports after the order was cancelled (a BLIK the bank confirmed a
        // moment late): the money is the shopper's, so it is booked and goes back the way it came at once, as
        // a cancellation's refund would (after-sales-and-law.md §1). Staff confirm nothing on a cancelled order.
        // once: a cancelled order that has money booked (paid before the cancellation, or this already
        // reported) books nothing more; nor does one with nothing to pay
        if (order.payment !== "online" || order.paidGrosze > 0 || order.totalGrosze === 0)
          return refuse("status_forbids");
        const amount = order.totalGrosze;
        return done(
          {
            ...order,
            paidGrosze: order.paidGrosze + amount,
            refundedGrosze: order.refundedGrosze + amount,
          },
          `Wpłata ${plnOf(amount)} po anulowaniu — zwrócona w całości`,
          [
            { type: "refund", amountGrosze: amount, via: "gateway", account: null },
            { type: "mail", mail: { kind: "order_refunded", amountGrosze: amount } },
          ],
        );
      }
      const next = { ...order, status: "paid" as const, paidGrosze: order.totalGrosze };
      // the shopper learns of a booked transfer by mail, and of an online payment too: the gateway's page
      // said so, but a shopper expects the receipt in the inbox (issue 32)
      const via = order.payment === "online" ? "online" : "transfer";
      return done(next, `Wpłata ${plnOf(order.totalGrosze)} potwierdzona`, [
        { type: "mail", mail: { kind: "order_paid", amountGrosze: order.totalGrosze, via } },
      ]);
    }
    case "pack": {
      // cash on delivery is packed unpaid; everything else only once paid
      if (order.status === "placed" && order.payment !== "cash_on_delivery") return refuse("status_forbids");
      return done({ ...order, status: "packed" }, "Zamówienie spakowane", [
        { type: "mail", mail: { kind: "order_packed" } },
      ]);
    }
    case "ship": {
      if (order.delivery === "store_pickup") return refuse("store_pickup_not_shipped");
      if (!command.carrier || command.carrier.code.trim() === "") return refuse("carrier_required");
      const trackingNumber = command.trackingNumber.trim();
      if (trackingNumber === "") return refuse("tracking_number_required");
      if (!/^[A-Za-z0-9 -]{4,64}$/.test(trackingNumber)) return refuse("tracking_number_invalid");
      const shipment = {
        carrierCode: command.carrier.code,
        carrierName: command.carrier.name,
        trackingNumber,
        shippedAt: now,
      };
      return done(
        { ...order, status: "shipped", shipment },
        `Wysłane: ${command.carrier.name}, numer przesyłki ${trackingNumber}`,
        [
          {
            type: "mail",
            mail: {
              kind: "order_shipped",
              carrierName: command.carrier.name,
              trackingNumber,
              trackingUrl: isTrackingUrlTemplate(command.carrier.trackingUrlTemplate)
                ? trackingUrl(command.carrier, trackingNumber)
                : null,
            },
          },
        ],
      );
    }
    case "deliver":
    case "collect": {
      const pickup = order.delivery === "store_pickup";
      if (command.type === "deliver" && pickup) return refuse("store_pickup_not_shipped");
      if (command.type === "collect" && !pickup) return refuse("not_store_pickup");
      const day = handoverDate(command.date);
      if (day === "date_invalid" || day === "date_in_future" || day === "date_before_shipping")
        return refuse(day);
      // cash on delivery is paid at the handover: to the courier, or at the store's till (no fee)
      const paidGrosze = order.payment === "cash_on_delivery" ? order.totalGrosze : order.paidGrosze;
      const status = command.type === "deliver" ? "delivered" : "collected";
      const cash = paidGrosze > order.paidGrosze ? `, zapłacono ${plnOf(paidGrosze)} przy odbiorze` : "";
      return done(
        { ...order, status, deliveredOn: day, paidGrosze },
        `${status === "delivered" ? "Dostarczone" : "Odebrane w sklepie"} ${formatLongDate(day)}${cash}`,
        [{ type: "mail", mail: { kind: "order_delivered", deliveredOn: day } }],
      );
    }
    case "ready_for_pickup": {
      if (order.delivery !== "store_pickup") return refuse("not_store_pickup");
      return done({ ...order, status: "ready_for_pickup" }, "Gotowe do odbioru w sklepie", [
        { type: "mail", mail: { kind: "order_ready_for_pickup" } },
      ]);
    }
    case "cancel": {
      if (command.reason === "payment_overdue") {
        // only the shop's own sweep, only a transfer still waiting with nothing paid (transferPaymentOverdue)
        if (actor.kind !== "system") return refuse("role_forbidden");
        if (order.payment !== "transfer" || order.paidGrosze > 0) return refuse("payment_not_awaited");
        if (order.status !== "placed" && order.status !== "awaiting_payment") return refuse("status_forbids");
      }
      const refund = refundEffect(order, outstanding, command.refundAccount);
      if (refund === "refund_account_required") return refuse(refund);
      const units = order.stockTaken;
      const tags = [
        ...new Set(units.flatMap((u) => [`P${u.sku}`, ...(u.parentSku ? [`P${u.parentSku}`] : [])])),
      ];
      return done(
        { ...order, status: "cancelled", stockTaken: [], refundedGrosze: order.paidGrosze },
        command.reason === "payment_overdue"
          ? "Anulowane — brak wpłaty w terminie"
          : outstanding > 0
            ? `Anulowane, zwrot ${plnOf(outstanding)}`
            : "Anulowane",
        [
          ...(units.length > 0 ? [{ type: "return_stock" as const, units }] : []),
          ...(refund ? [refund] : []),
          ...(tags.length > 0 ? [{ type: "announce" as const, tags }] : []),
          {
            type: "mail",
            mail: {
              kind: "order_cancelled",
              refundGrosze: outstanding,
              ...(command.reason ? { reason: command.reason } : {}),
            },
          },
        ],
      );
    }
    case "refund": {
      const amount = command.amountGrosze;
      if (!Number.isSafeInteger(amount) || amount <= 0) return refuse("amount_invalid");
      if (outstanding === 0) return refuse("nothing_to_refund");
      if (amount > outstanding) return refuse("refund_exceeds_paid");
      const refund = refundEffect(order, amount, command.account);
      if (refund === "refund_account_required" || refund === null) return refuse("refund_account_required");
      return done(
        { ...order, refundedGrosze: order.refundedGrosze + amount },
        // the reason before the account: the shopper's timeline leaves out " na konto …"
        `Zwrot ${plnOf(amount)}${command.basis === "withdrawal" ? " (odstąpienie od umowy)" : ""}${
          refund.account ? ` na konto ${refund.account}` : ""
        }`,
        [refund, { type: "mail", mail: { kind: "order_refunded", amountGrosze: amount } }],
      );
    }
  }
}

/** The refund effect of `amount` (none for 0): online through the gateway, anything else to an account. */
function refundEffect(
  order: LifecycleOrder,
  amount: number,
  rawAccount: string | undefined,
): Extract<OrderEffect, { type: "refund" }> | null | "refund_account_required" {
  if (amount === 0) return null;
  if (order.payment === "online")
    return { type: "refund", amountGrosze: amount, via: "gateway", account: null };
  const account = accountOf(rawAccount);
  if (!account) return "refund_account_required";
  return { type: "refund", amountGrosze: amount, via: "transfer", account };
}

/**
 * The commands an actor may try on an order now (by role and status; the command's own data, such as a
 * tracking number, is checked when it is given). For the back office's buttons: the server still refuses
 * whatever {@link transitionOrder} refuses. Pure.
 *
 * @example
 * allowedCommands({ ...order, status: "packed", delivery: "carrier" }, warehouseUser); // ["ship"]
 */
export function allowedCommands(order: LifecycleOrder, actor: OrderActor): OrderCommandType[] {
  const role = roleOf(actor);
  const pickup = order.delivery === "store_pickup";
  const cod = order.payment === "cash_on_delivery";
  return (Object.keys(TRANSITION_RULES) as OrderCommandType[]).filter((type) => {
    const rule = TRANSITION_RULES[type];
    if (!orderPageRoles(type).includes(role) || !rule.from.includes(order.status)) return false;
    switch (type) {
      case "confirm_payment":
        if (order.status === "cancelled") return order.payment === "online" && actor.kind === "system";
        return order.payment === "transfer"
          ? actor.kind === "staff"
          : order.payment === "online" && actor.kind === "system";
      case "pack":
        return order.status !== "placed" || cod;
      case "ship":
      case "deliver":
        return !pickup;
      case "ready_for_pickup":
      case "collect":
        return pickup;
      case "refund":
        return order.paidGrosze > order.refundedGrosze;
      default:
        return true;
    }
  });
}

/**
 * A timeline entry's status change in Polish ("Spakowane → Wysłane"), or the one status when it did not
 * change (a refund). Pure.
 *
 * @example
 * statusChangeLabel({ from: "packed", to: "shipped" }); // "Spakowane → Wysłane"
 */
export function statusChangeLabel(entry: Pick<TimelineEntry, "from" | "to">): string {
  const from = ORDER_STATUS_LABELS[entry.from];
  return entry.from === entry.to ? from : `${from} → ${ORDER_STATUS_LABELS[entry.to]}`;
}
