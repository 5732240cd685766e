import { type Theme, useMediaQuery } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { DataTable, FunctionField, List, SimpleList, TextInput } from "react-admin";
import type { CustomerRecord } from "../api/dataProvider";

const filters = [
  <TextInput
    key="q"
    source="q"
    alwaysOn
    resettable
    label="Szukaj: e-mail lub imię i nazwisko"
    autoComplete="off"
  />,
];

const nameOf = (record: CustomerRecord) =>
  record.erased ? "Konto usunięte" : `${record.firstname} ${record.lastname}`.trim() || "—";

/** Customers: lookup by the start of the e-mail or by name, newest first, server-paged. */
export function CustomerList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Klienci"
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: "id", order: "DESC" }}
    >
      {phone ? (
        <SimpleList<CustomerRecord>
          linkType="show"
          primaryText={nameOf}
          secondaryText={(record) => record.email}
        />
      ) : (
        <DataTable<CustomerRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="lastname" disableSort>
            <FunctionField<CustomerRecord> render={nameOf} />
          </DataTable.Col>
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="createdAt" disableSort>
            <FunctionField<CustomerRecord> render={(record) => formatDateTime(record.createdAt)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
