import { orderDeliveryView } from "@outlet/checkout";
import { formatLongDate, formatLongDateTime } from "@outlet/formatting";
import { paymentKindOf, paymentTimelineEntry } from "@outlet/orders";
import type { OrderView } from "@outlet/transport";
import { plTracking } from "../../i18n/pl.withdrawal";
import { orderAfterSalesNext } from "./orderAfterSalesText";

interface TimelineEntry {
  /** ISO 8601 UTC. */
  readonly at?: string;
  readonly at_warsaw?: string;
  readonly type?: string;
  readonly to_status?: string | null;
}

interface TrackingView {
  readonly status?: string;
  readonly shipment?: {
    readonly carrier_title?: string;
    readonly tracking_number?: string;
    readonly tracking_url?: string | null;
  } | null;
  readonly delivered_on?: string | null;
  readonly timeline?: readonly TimelineEntry[];
}

/**
 * What comes next for an order placed and not yet paid or packed, by how it is paid: the transfer's
 * payer waits for nothing but their own transfer, cash on delivery is prepared at once.
 *
 * @example
 * placedNext("banktransfer", false); // "Czekamy na Twoją wpłatę — dane do przelewu znajdziesz powyżej."
 */
export function placedNext(methodCode: string, pickup: boolean): string {
  const kind = paymentKindOf(methodCode);
  if (kind === "cash_on_delivery")
    return pickup ? plTracking.placedNext.cash_on_delivery_pickup : plTracking.placedNext.cash_on_delivery;
  return plTracking.placedNext[kind];
}

/** An entry's time written the Polish way in Warsaw time ("30 listopada 2026, 19:00"), or null. */
const entryTime = (entry: TimelineEntry | undefined): string | null =>
  entry?.at ? formatLongDateTime(entry.at) : (entry?.at_warsaw ?? null);

/** When the timeline first shows a step, or null. */
function stepTime(
  timeline: readonly TimelineEntry[],
  match: (entry: TimelineEntry) => boolean,
): string | null {
  return entryTime(timeline.find(match));
}

/** One step of the tracking list: `at` is when it was reached (Warsaw, as a person reads it), or null. */
export interface TrackingStep {
  readonly key: string;
  readonly label: string;
  readonly at: string | null;
  readonly extra?: React.ReactNode;
}

/**
 * The steps the tracking lists: the order's route, or, once the order is cancelled, the steps it reached
 * followed by "Anulowane" with its time — a cancelled order never ships, so "Wysłane —" and
 * "Dostarczone —" would promise what will not come.
 *
 * @example
 * stepsToShow([{ key: "placed", label: "Złożone", at: "1 grudnia 2026, 05:34" }, { key: "shipped", label: "Wysłane", at: null }], "cancelled", "1 grudnia 2026, 05:40");
 * // [{ key: "placed", … }, { key: "cancelled", label: "Anulowane", at: "1 grudnia 2026, 05:40" }]
 */
export function stepsToShow(
  route: readonly TrackingStep[],
  status: string,
  cancelledAt: string | null,
): readonly TrackingStep[] {
  if (status !== "cancelled") return route;
  return [
    ...route.filter((step) => step.at !== null),
    { key: "cancelled", label: plTracking.cancelled, at: cancelledAt },
  ];
}

/**
 * The order's tracking (issue 26): placed, paid, shipped (carrier, tracking number and link), delivered, in
 * Polish with Warsaw times ("30 listopada 2026, 19:00"), and what happens next; a store pickup's steps are
 * "ready for pickup" and "collected in the store", never shipping (after-sales-and-law.md §1).
 *
 * @example
 * <OrderTracking order={order} />
 */
export function OrderTracking(props: { readonly order: OrderView }) {
  const view = props.order as unknown as TrackingView;
  const timeline = view.timeline ?? [];
  const status = String(view.status ?? "");
  const pickup = orderDeliveryView(props.order).storePickup;
  const placed = stepTime(timeline, (e) => e.type === "placed") ?? entryTime(timeline[0]);
  const method = (props.order as { payment?: { method?: unknown } | null }).payment?.method;
  // when the shopper paid: cash on delivery at the hand-over, the till's included (@outlet/orders, s22)
  const paid = entryTime(paymentTimelineEntry(timeline, typeof method === "string" ? method : ""));
  const shipped = stepTime(timeline, (e) => e.to_status === (pickup ? "ready_for_pickup" : "shipped"));
  const deliveredAt = stepTime(timeline, (e) => e.to_status === "delivered" || e.to_status === "collected");
  const delivered = view.delivered_on ? formatLongDate(view.delivered_on) : deliveredAt;
  const shipment = pickup ? null : view.shipment;
  // a return under way or money back says what comes next instead of the status (s20)
  const next =
    orderAfterSalesNext(props.order) ??
    (status === "placed" && typeof method === "string" ? placedNext(method, pickup) : undefined) ??
    (pickup ? plTracking.pickup.next[status] : undefined) ??
    plTracking.next[status] ??
    null;
  const route: TrackingStep[] = [
    { key: "placed", label: plTracking.placed, at: placed },
    { key: "paid", label: plTracking.paid, at: paid },
    {
      key: "shipped",
      label: pickup ? plTracking.pickup.ready : plTracking.shipped,
      at: shipped,
      extra: shipment ? (
        <>
          {" "}
          {plTracking.carrier(shipment.carrier_title ?? "", shipment.tracking_number ?? "")}
          {shipment.tracking_url ? (
            <>
              {" · "}
              <a
                href={shipment.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={plTracking.trackLabel(shipment.carrier_title ?? "")}
                data-testid="tracking-link"
              >
                {plTracking.track}
              </a>
            </>
          ) : null}
        </>
      ) : null,
    },
    { key: "delivered", label: pickup ? plTracking.pickup.collected : plTracking.delivered, at: delivered },
  ];
  // a cancelled order never ships: the steps it reached, then when it was cancelled (not "Wysłane —")
  const steps = stepsToShow(
    route,
    status,
    stepTime(timeline, (e) => e.to_status === "cancelled"),
  );
  return (
    <section className="order-tracking" aria-labelledby="order-tracking-title" data-testid="order-tracking">
      <h2 id="order-tracking-title">{plTracking.title}</h2>
      <ol className="order-tracking__steps">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`order-tracking__step${step.at ? " order-tracking__step--done" : ""}`}
            data-testid={`tracking-${step.key}`}
          >
            <strong>{step.label}</strong>
            <span>{step.at ? ` ${step.at}` : ` ${plTracking.waiting}`}</span>
            {step.at ? step.extra : null}
          </li>
        ))}
      </ol>
      {next ? <p data-testid="tracking-next">{next}</p> : null}
    </section>
  );
}
