import { type Theme, useMediaQuery } from "@mui/material";
import { formatDateTime, formatPrice } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, SimpleList } from "react-admin";
import type { ReturnListRecord } from "../api/dataProvider";
import { apiUtcTime } from "../orders/apiUtcTime";
import { TO_RECEIVE_CHOICE } from "./toReceive";

/** The return statuses of after-sales-and-law.md §3, as the filter offers them. */
export const RETURN_STATUS_CHOICES = [
  { id: "reported", name: "Zgłoszone" },
  { id: "sent", name: "Nadane" },
  { id: "received", name: "Otrzymane" },
  { id: "refunded", name: "Zwrot środków wykonany" },
];

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[TO_RECEIVE_CHOICE, ...RETURN_STATUS_CHOICES]}
    alwaysOn
  />,
];

/** An instant as the back office writes every date: `29.11.2026, 14:05`, Warsaw time. */
const warsaw = (iso: string): string => formatDateTime(apiUtcTime(iso));

/**
 * The returns (issue 26): every withdrawal with its return's status, newest first, filtered by status. On a
 * phone the rows become a simple list.
 */
export function ReturnList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Zwroty"
      filters={filters}
      sort={{ field: "id", order: "DESC" }}
      perPage={25}
      exporter={false}
    >
      {phone ? (
        <SimpleList<ReturnListRecord>
          linkType="show"
          primaryText={(record) => `Zwrot ${record.id} · zam. ${record.order_number}`}
          secondaryText={(record) => `${record.status_label} · ${record.name}`}
          tertiaryText={(record) => formatPrice(record.refund_amount)}
        />
      ) : (
        <DataTable<ReturnListRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="order_number" disableSort />
          <DataTable.Col source="created_at">
            <FunctionField<ReturnListRecord> render={(record) => warsaw(record.created_at)} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <FunctionField<ReturnListRecord> render={(record) => record.status_label} />
          </DataTable.Col>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="return_code" disableSort />
          <DataTable.Col source="problem_note" disableSort />
          <DataTable.Col source="refund_amount" align="right">
            <FunctionField<ReturnListRecord> render={(record) => formatPrice(record.refund_amount)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
