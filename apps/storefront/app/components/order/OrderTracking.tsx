import type { OrderView } from "@outlet/transport";
import { plTracking } from "../../i18n/pl.withdrawal";
import { orderAfterSalesNext } from "./orderAfterSalesText";

interface TimelineEntry {
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

/** When the timeline first shows a step (Warsaw time as the API wrote it), or null. */
function stepTime(
  timeline: readonly TimelineEntry[],
  match: (entry: TimelineEntry) => boolean,
): string | null {
  return timeline.find(match)?.at_warsaw ?? null;
}

/**
 * The order's tracking (issue 26): placed, paid, shipped (carrier, tracking number and link), delivered, in
 * Polish with Warsaw times, and what happens next.
 *
 * @example
 * <OrderTracking order={order} />
 */
export function OrderTracking(props: { readonly order: OrderView }) {
  const view = props.order as unknown as TrackingView;
  const timeline = view.timeline ?? [];
  const status = String(view.status ?? "");
  const placed = stepTime(timeline, (e) => e.type === "placed") ?? timeline[0]?.at_warsaw ?? null;
  const paid = stepTime(timeline, (e) => e.type === "payment" || e.to_status === "paid");
  const shipped = stepTime(timeline, (e) => e.to_status === "shipped");
  const deliveredAt = stepTime(timeline, (e) => e.to_status === "delivered" || e.to_status === "collected");
  const delivered = view.delivered_on
    ? view.delivered_on.split("-").reverse().map(Number).join("/")
    : deliveredAt;
  const shipment = view.shipment;
  // a return under way or money back says what comes next instead of the status (s20)
  const next = orderAfterSalesNext(props.order) ?? plTracking.next[status] ?? null;
  const steps: { key: string; label: string; at: string | null; extra?: React.ReactNode }[] = [
    { key: "placed", label: plTracking.placed, at: placed },
    { key: "paid", label: plTracking.paid, at: paid },
    {
      key: "shipped",
      label: plTracking.shipped,
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
    { key: "delivered", label: plTracking.delivered, at: delivered },
  ];
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
