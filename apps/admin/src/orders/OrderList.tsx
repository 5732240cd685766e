import { type Theme, useMediaQuery } from "@mui/material";
import { formatDateTime, formatPrice } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, SimpleList, TextInput } from "react-admin";
import type { OrderListRecord } from "../api/dataProvider";
import { AfterSalesBadges } from "./AfterSalesBadges";
import { apiUtcTime } from "./apiUtcTime";
import { NewOrdersAnnouncer } from "./NewOrdersAnnouncer";
import { ORDER_LIST_REFRESH_MS } from "./newOrders";
import { type MethodNames, methodName, ORDER_STATUS_CHOICES, useMethodNames } from "./orderChoices";
import { PolishDateInput } from "./PolishDateInput";

const orderFilters = (methods: MethodNames) => [
  <TextInput
    key="q"
    source="q"
    alwaysOn
    resettable
    label="Szukaj: numer, e-mail lub nazwisko"
    autoComplete="off"
  />,
  <SelectInput key="status" source="status" label="Status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="payment" source="payment" label="Płatność" choices={[...methods.payment]} />,
  <SelectInput key="delivery" source="delivery" label="Dostawa" choices={[...methods.delivery]} />,
  <PolishDateInput key="from" source="from" label="Złożone od" />,
  <PolishDateInput key="to" source="to" label="Złożone do" />,
];

const money = (value: number) => formatPrice(value);

/**
 * The order list: search by number, e-mail or name, filters (status, payment, delivery, dates) and sorting
 * in the URL, paged by the API. On a phone the rows become a simple list. While open it reads the orders
 * again every {@link ORDER_LIST_REFRESH_MS} (react-query pauses while the tab is hidden and reads at the
 * return), in place: filters, page, scroll and focus stay; only orders that arrived are announced.
 */
export function OrderList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  const methods = useMethodNames();
  return (
    <List
      title="Zamówienia"
      filters={orderFilters(methods)}
      sort={{ field: "created_at", order: "DESC" }}
      perPage={25}
      exporter={false}
      queryOptions={{ refetchInterval: ORDER_LIST_REFRESH_MS }}
    >
      <NewOrdersAnnouncer />
      {phone ? (
        <SimpleList<OrderListRecord>
          linkType="show"
          primaryText={(record) => `Nr ${record.increment_id} · ${record.status_label}`}
          secondaryText={(record) => (
            <>
              {`${record.customer_name} · ${formatDateTime(apiUtcTime(record.created_at))}`}
              <AfterSalesBadges afterSales={record.after_sales} />
            </>
          )}
          tertiaryText={(record) => money(record.grand_total)}
        />
      ) : (
        <DataTable<OrderListRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="increment_id" />
          <DataTable.Col source="created_at">
            <FunctionField<OrderListRecord>
              render={(record) => formatDateTime(apiUtcTime(record.created_at))}
            />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <FunctionField<OrderListRecord>
              render={(record) => (
                <>
                  {record.status_label}
                  <AfterSalesBadges afterSales={record.after_sales} />
                </>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="customer_name" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="payment_method" disableSort>
            <FunctionField<OrderListRecord>
              render={(record) => methodName(methods.payment, record.payment_method)}
            />
          </DataTable.Col>
          <DataTable.Col source="shipping_carrier" disableSort>
            <FunctionField<OrderListRecord>
              render={(record) => methodName(methods.delivery, record.shipping_carrier)}
            />
          </DataTable.Col>
          <DataTable.Col source="grand_total" align="right">
            <FunctionField<OrderListRecord> render={(record) => money(record.grand_total)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
