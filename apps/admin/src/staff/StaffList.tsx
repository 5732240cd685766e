import { formatDateTime } from "@outlet/formatting";
import { BooleanField, CreateButton, DataTable, FunctionField, List, TopToolbar } from "react-admin";
import type { StaffRecord } from "../api/dataProvider";
import { STAFF_ROLE_LABELS } from "../auth/staffSession";

const ROLE_LABELS = STAFF_ROLE_LABELS as Readonly<Record<string, string>>;

/** The owner's list of staff accounts. */
export function StaffList() {
  return (
    <List
      title="Pracownicy"
      sort={{ field: "id", order: "ASC" }}
      actions={
        <TopToolbar>
          <CreateButton label="Dodaj pracownika" />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <FunctionField<StaffRecord> render={(record) => ROLE_LABELS[record.role] ?? record.role} />
        </DataTable.Col>
        <DataTable.Col source="disabled" field={BooleanField} />
        <DataTable.Col source="totpEnabled" field={BooleanField} />
        <DataTable.Col source="mustChangePassword" field={BooleanField} />
        <DataTable.Col source="createdAt">
          <FunctionField<StaffRecord> render={(record) => formatDateTime(record.createdAt)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
