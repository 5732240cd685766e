import { Box, Card, CardContent, type Theme, Typography, useMediaQuery } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, TextInput, useListContext } from "react-admin";
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

const entityOf = (record: AuditRecord): string =>
  `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} ${record.entityId}`;

/** On a phone each entry is a card (a five-column table would make the whole page scroll sideways). */
function AuditCards() {
  const { data } = useListContext<AuditRecord>();
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 1 }}>
      {(data ?? []).map((record) => (
        <Card component="li" key={record.id} variant="outlined" sx={{ mb: 1 }}>
          <CardContent sx={{ overflowWrap: "anywhere" }}>
            <Typography component="h2" variant="subtitle1">
              {auditActionLabel(record.action)} · {entityOf(record)}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {formatDateTime(record.at)} · {actorOf(record)}
            </Typography>
            <Changes record={record} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The owner's audit log: who did what and when, in Polish, with what changed; newest first. */
export function AuditList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List title="Dziennik zmian" filters={filters} perPage={50} sort={{ field: "id", order: "DESC" }}>
      {phone ? (
        <AuditCards />
      ) : (
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
            <FunctionField<AuditRecord> render={entityOf} />
          </DataTable.Col>
          <DataTable.Col label="Zmiany" disableSort>
            <FunctionField<AuditRecord> render={(record) => <Changes record={record} />} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
