import { Box } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, TextInput } from "react-admin";
import type { AuditRecord } from "../api/dataProvider";
import { AUDIT_ENTITY_LABELS, auditActionLabel, auditChangeSummary } from "./auditText";

function actorOf(record: AuditRecord): string {
  const actor = record.actor as { type?: string; email?: string | null } | null;
  if (actor?.type === "system") return "system";
  return actor?.email ?? "—";
}

const raw = (value: unknown): string =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

const filters = [
  <SelectInput
    key="entity"
    source="entity"
    label="Obiekt"
    choices={Object.entries(AUDIT_ENTITY_LABELS).map(([id, name]) => ({ id, name }))}
    alwaysOn
  />,
  <TextInput key="entityId" source="entityId" label="Identyfikator" />,
];

/** One entry's changes in words (`status: placed → paid`), the stored values behind a disclosure. */
function Changes({ record }: { readonly record: AuditRecord }) {
  const lines = auditChangeSummary(record.before, record.after, 8, record.entity);
  return (
    <Box sx={{ overflowWrap: "anywhere", minWidth: "12rem" }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="audit-changes">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <details>
        <summary>Zapis techniczny</summary>
        <Box component="pre" className="audit-values" sx={{ whiteSpace: "pre-wrap", fontSize: "0.75rem" }}>
          {`Przed: ${raw(record.before)}\nPo: ${raw(record.after)}`}
        </Box>
      </details>
    </Box>
  );
}

/** The owner's audit log: who did what and when, in Polish, with what changed; newest first. */
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
        <DataTable.Col source="action" disableSort>
          <FunctionField<AuditRecord> render={(record) => auditActionLabel(record.action)} />
        </DataTable.Col>
        <DataTable.Col source="entity" disableSort>
          <FunctionField<AuditRecord>
            render={(record) => `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} ${record.entityId}`}
          />
        </DataTable.Col>
        <DataTable.Col label="Zmiany" disableSort>
          <FunctionField<AuditRecord> render={(record) => <Changes record={record} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
