import { orderDeliveryView } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import type { OrderView } from "@outlet/transport";
import { orderDateLabel, plOrders } from "../../i18n/pl.orders";
import { orderStatusText } from "./orderAfterSalesText";
import { isPaid } from "./orderPaymentState";
import "./order.css";

const str = (value: unknown): string => (typeof value === "string" ? value : "");

function Lines(props: {
  readonly title: string;
  readonly lines: readonly string[];
  readonly testId: string;
}) {
  if (props.lines.length === 0) return null;
  return (
    <section className="order-details__box" data-testid={props.testId}>
      <h2>{props.title}</h2>
      <p>
        {props.lines.map((line) => (
          <span key={line} className="order-details__line">
            {line}
          </span>
        ))}
      </p>
    </section>
  );
}

interface ItemRow {
  readonly name: string;
  readonly sku: string;
  readonly options: string;
  readonly qty: number;
  /** Units withdrawn before dispatch: they left the order (after-sales-and-law.md §2). */
  readonly dropped: number;
  readonly price: number;
  readonly row: number;
}

function itemRows(order: OrderView): ItemRow[] {
  return order.items.map((item) => {
    const options = ((item.product_options as { attributes_info?: unknown } | undefined)?.attributes_info ??
      []) as { label?: unknown; value?: unknown }[];
    return {
      name: str(item.name),
      sku: str(item.sku),
      options: options.map((o) => `${str(o.label)}: ${String(o.value ?? "")}`).join(", "),
      qty: Number(item.qty_ordered ?? 0),
      dropped: Number((item as { qty_canceled?: unknown }).qty_canceled ?? 0),
      price: Number(item.price_incl_tax ?? 0),
      row: Number(item.row_total_incl_tax ?? 0),
    };
  });
}

function totalRows(order: OrderView, paid: boolean): [string, number, boolean][] {
  const rows: [string, number, boolean][] = [
    [plOrders.subtotal, Number(order.subtotal_incl_tax ?? 0), false],
  ];
  if (Number(order.discount_amount ?? 0) !== 0)
    rows.push([plOrders.discount(order.coupon_code ?? null), Number(order.discount_amount), false]);
  // delivery by the method's one name, as the checkout's totals named it (s22)
  if (order.shipping_description)
    rows.push([order.shipping_description, Number(order.shipping_incl_tax ?? 0), false]);
  const fee = (
    (order as { total_segments?: unknown }).total_segments as { code?: string; value?: number }[] | undefined
  )?.find((s) => s.code === "payment");
  if (fee && Number(fee.value) !== 0) rows.push([plOrders.paymentFee, Number(fee.value), false]);
  // units withdrawn before dispatch from an order not yet paid: the amount due went down by their price
  const dropped = Number(
    (order as { withdrawn_before_dispatch_amount?: unknown }).withdrawn_before_dispatch_amount ?? 0,
  );
  if (dropped > 0) rows.push([plOrders.droppedRow, -dropped, false]);
  if (order.status === "cancelled" && !paid) {
    // a cancelled order nothing was paid for owes nothing, its cash-on-delivery fee included (§2)
    rows.push([plOrders.grandTotalCancelled, 0, true]);
  } else {
    rows.push([paid ? plOrders.grandTotalPaid : plOrders.grandTotal, Number(order.grand_total ?? 0), true]);
  }
  rows.push([plOrders.tax, Number(order.tax_amount ?? 0), false]);
  // what went back (a withdrawal's refund, a cancellation's), beside what was paid (s20)
  const refunded = Number(order.after_sales?.refund.refunded_amount ?? 0);
  if (refunded > 0) rows.push([plOrders.refundedRow, -refunded, true]);
  return rows;
}

/**
 * An order as the shopper reads it (issue 12): number, date, Polish status, items with options, quantities
 * and prices, totals, delivery (with the InPost locker) and payment, addresses, invoice data, and the
 * shopper's comments (issue 32).
 *
 * @example
 * <OrderDetails order={order} />
 */
export function OrderDetails(props: { readonly order: OrderView }) {
  const { order } = props;
  // the method with the locker or the store, the addresses (a billing copy of the shipping one left out)
  const view = orderDeliveryView(order);
  const comments = (order as { comments?: { delivery_comment?: unknown; order_comment?: unknown } | null })
    .comments;
  const deliveryComment = str(comments?.delivery_comment).trim();
  // the totals of a paid order say „Razem zapłacono”, never „do zapłaty” (an s19 tester's finding)
  const paid = isPaid(order);
  const orderComment = str(comments?.order_comment).trim();
  return (
    <div className="order-details">
      <dl className="order-details__facts">
        <div>
          <dt>{plOrders.number}</dt>
          <dd data-testid="order-number">{order.increment_id}</dd>
        </div>
        <div>
          <dt>{plOrders.status}</dt>
          <dd data-testid="order-status">{orderStatusText(order)}</dd>
        </div>
        {order.created_at ? (
          <div>
            <dt>{plOrders.date}</dt>
            <dd data-testid="order-date">{orderDateLabel(order.created_at)}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title">{plOrders.items}</h2>
        <table className="order-details__items" data-testid="order-items">
          <thead>
            <tr>
              <th scope="col">{plOrders.product}</th>
              <th scope="col">{plOrders.quantity}</th>
              <th scope="col">{plOrders.price}</th>
              <th scope="col">{plOrders.rowTotal}</th>
            </tr>
          </thead>
          <tbody>
            {itemRows(order).map((item) => (
              <tr key={`${item.sku}-${item.options}`} data-sku={item.sku}>
                <td>
                  {item.name}
                  {item.options ? <span className="order-details__options">{item.options}</span> : null}
                </td>
                <td data-label={plOrders.quantity}>
                  {item.qty}
                  {item.dropped > 0 ? (
                    <span className="order-details__dropped" data-testid="line-dropped">
                      {" "}
                      {plOrders.droppedUnits(item.dropped)}
                    </span>
                  ) : null}
                </td>
                <td data-label={plOrders.price}>{formatPrice(item.price)}</td>
                <td data-label={plOrders.rowTotal}>{formatPrice(item.row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-details__totals" data-testid="order-totals">
          {totalRows(order, paid).map(([label, amount, strong]) => (
            <div key={label} className={strong ? "order-details__grand" : undefined}>
              <dt>{label}</dt>
              <dd>{formatPrice(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="order-details__grid">
        <Lines title={plOrders.delivery} lines={view.delivery} testId="order-delivery" />
        <Lines
          title={plOrders.payment}
          lines={[str((order.payment as { title?: unknown } | null | undefined)?.title)].filter(Boolean)}
          testId="order-payment"
        />
        <Lines
          title={view.recipientOnly ? plOrders.recipient : plOrders.shippingAddress}
          lines={view.shipping}
          testId="order-shipping-address"
        />
        <Lines
          title={view.invoice ? plOrders.invoice : plOrders.billingAddress}
          lines={view.billing}
          testId="order-billing-address"
        />
        <Lines
          title={plOrders.deliveryComment}
          lines={deliveryComment ? [deliveryComment] : []}
          testId="order-delivery-comment"
        />
        <Lines
          title={plOrders.orderComment}
          lines={orderComment ? [orderComment] : []}
          testId="order-comment"
        />
      </div>
    </div>
  );
}
