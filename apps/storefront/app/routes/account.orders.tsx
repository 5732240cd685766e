import { formatPrice } from "@outlet/formatting";
import { Link } from "react-router";
import { orderStatusText } from "../components/order/orderAfterSalesText";
import { orderDateLabel, plOrders } from "../i18n/pl.orders";
import "../components/order/order.css";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/** `/account/orders`: the order history, 20 a page with "load more" (behaviour.md §12.3). */
export default function AccountOrdersRoute() {
  const shop = useShop();
  const user = useUser();
  const history = user.ordersHistory;
  const items = history?.items ?? [];
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="page-title" tabIndex={-1}>
        {plTx.account.orders}
      </h1>
      {items.length === 0 ? (
        <p>{plTx.account.noOrders}</p>
      ) : (
        <table className="orders-table" data-testid="orders">
          <thead>
            <tr>
              <th scope="col">{plTx.account.orderNo}</th>
              <th scope="col">{plTx.account.orderDate}</th>
              <th scope="col">{plTx.account.orderStatus}</th>
              <th scope="col">{plTx.account.orderTotal}</th>
              <th scope="col">
                <span className="visually-hidden">{plOrders.showOrder}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={String(order.increment_id)} data-order={String(order.increment_id)}>
                <td>
                  <Link to={`/account/orders/${String(order.increment_id)}`}>
                    {String(order.increment_id)}
                  </Link>
                </td>
                <td data-label={plTx.account.orderDate}>{orderDateLabel(order.created_at)}</td>
                <td data-label={plTx.account.orderStatus} data-testid="order-list-status">
                  {orderStatusText(order)}
                </td>
                <td data-label={plTx.account.orderTotal}>{formatPrice(Number(order.grand_total ?? 0))}</td>
                <td className="orders-table__details">
                  <Link
                    to={`/account/orders/${String(order.increment_id)}`}
                    aria-label={plOrders.showOrderOf(String(order.increment_id))}
                  >
                    {plOrders.showOrder}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history && items.length < history.total ? (
        <button
          type="button"
          className="button"
          onClick={() => void shop.user.orderHistory(history.page + 1)}
        >
          {plTx.account.loadMore}
        </button>
      ) : null}
    </section>
  );
}
