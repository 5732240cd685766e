import { orderDeliveryView } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import { transferDeadlineNotice } from "@outlet/orders";
import type { OrderView } from "@outlet/transport";
import { plOrders } from "../../i18n/pl.orders";
import "./order.css";

/**
 * The bank-transfer details (account, recipient, title, amount) while the shop awaits the transfer: paying is
 * the shopper's next step, so the order page shows them first, under its heading (s22). The API sends
 * `bank_transfer` only while the transfer is awaited, so a paid or cancelled order shows nothing here.
 *
 * @example
 * <OrderTransfer order={order} />
 */
export function OrderTransfer(props: { readonly order: OrderView }) {
  const transfer = props.order.bank_transfer;
  if (!transfer) return null;
  const storePickup = orderDeliveryView(props.order).storePickup;
  return (
    <section className="order-details__transfer" data-testid="bank-transfer" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{plOrders.transferTitle}</h2>
      <p>{storePickup ? plOrders.transferIntroPickup : plOrders.transferIntro}</p>
      <dl>
        <div>
          <dt>{plOrders.transferAccount}</dt>
          <dd className="order-details__account">{transfer.account_number}</dd>
        </div>
        <div>
          <dt>{plOrders.transferRecipient}</dt>
          <dd>{transfer.recipient}</dd>
        </div>
        <div>
          <dt>{plOrders.transferSubject}</dt>
          <dd>{transfer.title}</dd>
        </div>
        <div>
          <dt>{plOrders.transferAmount}</dt>
          <dd>{formatPrice(Number(transfer.amount))}</dd>
        </div>
      </dl>
      {transfer.pay_by ? (
        <p className="order-details__transfer-deadline" data-testid="transfer-deadline">
          {transferDeadlineNotice(transfer.pay_by)}
        </p>
      ) : null}
    </section>
  );
}
