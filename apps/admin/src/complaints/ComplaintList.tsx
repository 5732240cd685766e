import { Chip, type Theme, useMediaQuery } from "@mui/material";
import { DataTable, FunctionField, List, SelectInput, SimpleList } from "react-admin";
import { COMPLAINT_STATUS_CHOICES, type ComplaintRecord, polishDay } from "./complaintRecord";

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={COMPLAINT_STATUS_CHOICES} alwaysOn />,
];

/** The deadline with what it means: due soon, or accepted by law because it passed unanswered. */
function Deadline({ record }: { readonly record: ComplaintRecord }) {
  if (record.overdue) {
    return (
      <Chip
        color="error"
        size="small"
        label={`${polishDay(record.deadline_day)} — minął, uznana z mocy prawa`}
      />
    );
  }
  if (record.due_soon) {
    return <Chip color="warning" size="small" label={`${polishDay(record.deadline_day)} — pilne`} />;
  }
  return <span>{polishDay(record.deadline_day)}</span>;
}

/**
 * The complaints queue (issue 26): unanswered first, nearest deadline on top (the API's order), those due
 * within two days and those the law accepted because the deadline passed highlighted. On a phone the rows
 * become a simple list.
 */
export function ComplaintList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Reklamacje"
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: "deadline_at", order: "ASC" }}
    >
      {phone ? (
        <SimpleList<ComplaintRecord>
          linkType="show"
          primaryText={(record) => `${record.reference} · ${record.status_label}`}
          secondaryText={(record) => `${record.product_name} · nr ${record.order_number}`}
          tertiaryText={(record) =>
            `do ${polishDay(record.deadline_day)}${record.due_soon ? " · pilne" : ""}`
          }
        />
      ) : (
        <DataTable<ComplaintRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="reference" disableSort />
          <DataTable.Col source="deadline_day" disableSort>
            <FunctionField<ComplaintRecord> render={(record) => <Deadline record={record} />} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <FunctionField<ComplaintRecord> render={(record) => record.status_label} />
          </DataTable.Col>
          <DataTable.Col source="order_number" disableSort />
          <DataTable.Col source="product_name" disableSort />
          <DataTable.Col source="remedy" disableSort>
            <FunctionField<ComplaintRecord> render={(record) => record.remedy_label} />
          </DataTable.Col>
          <DataTable.Col source="email" disableSort />
        </DataTable>
      )}
    </List>
  );
}
