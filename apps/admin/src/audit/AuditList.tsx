import { formatDateTime } from "@outlet/formatting";
import { DataTable, FunctionField, List, TextInput } from "react-admin";
import type { AuditRecord } from "../api/dataProvider";

function actorOf(record: AuditRecord): string {
  const actor = record.actor as { type?: string; email?: string | null } | null;
  if (actor?.type === "system") return "system";
  return actor?.email ?? "—";
}

function values(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);
}

const filters = [
  <TextInput key="entity" source="entity" label="Obiekt (np. order, staff, settings)" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="Identyfikator" />,
];

/** The owner's audit log: who did what and when, with the values before and after, newest first. */
export function AuditList() {
  return (
    <List title="Dziennik zmian" filters={filters} perPage={50} sort={{ field: "id", order: "DESC" }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" disableSort>
          <FunctionField<AuditRecord> render={(record) => formatDateTime(record.at)} />
        </DataTable.Col>
        <DataTable.Col source="actor" disableSort>
          <FunctionField<AuditRecord> render={actorOf} />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="entity" disableSort />
        <DataTable.Col source="entityId" disableSort />
        <DataTable.Col label="Przed" disableSort>
          <FunctionField<AuditRecord>
            render={(record) => <pre className="audit-values">{values(record.before)}</pre>}
          />
        </DataTable.Col>
        <DataTable.Col label="Po" disableSort>
          <FunctionField<AuditRecord>
            render={(record) => <pre className="audit-values">{values(record.after)}</pre>}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
