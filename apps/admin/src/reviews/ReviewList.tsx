import { Chip, type Theme, useMediaQuery } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { DataTable, FunctionField, List, SelectInput, SimpleList } from "react-admin";
import { apiUtcTime } from "../orders/apiUtcTime";
import { ModerationButtons } from "./ModerationButtons";
import { REVIEW_STATUS_CHOICES, type ReviewRecord, ratingText } from "./reviewRecord";

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_STATUS_CHOICES} alwaysOn />,
];

/** "Zweryfikowany zakup" when the API tied the review to a purchase. */
function Verified({ record }: { readonly record: ReviewRecord }) {
  return record.verified_purchase ? (
    <Chip size="small" color="success" variant="outlined" label="Zweryfikowany zakup" />
  ) : (
    <span>nie</span>
  );
}

/**
 * The reviews queue (issue 27): those waiting for moderation first, the newest on top (the API's order),
 * each with its verified-purchase mark and the approve / reject buttons; on a phone the rows become a
 * simple list and the decision is taken on the review's page.
 */
export function ReviewList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Opinie"
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: "id", order: "DESC" }}
    >
      {phone ? (
        <SimpleList<ReviewRecord>
          linkType="show"
          primaryText={(record) => `${record.nickname} · ${ratingText(record)} · ${record.status_label}`}
          secondaryText={(record) => record.detail}
          tertiaryText={(record) => (record.verified_purchase ? "Zweryfikowany zakup" : "")}
        />
      ) : (
        <DataTable<ReviewRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="created_at" disableSort>
            <FunctionField<ReviewRecord> render={(record) => formatDateTime(apiUtcTime(record.created_at))} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <FunctionField<ReviewRecord> render={(record) => record.status_label} />
          </DataTable.Col>
          <DataTable.Col source="sku" disableSort />
          <DataTable.Col source="nickname" disableSort />
          <DataTable.Col source="rating" disableSort>
            <FunctionField<ReviewRecord> render={(record) => ratingText(record)} />
          </DataTable.Col>
          <DataTable.Col source="detail" disableSort />
          <DataTable.Col source="verified_purchase" disableSort>
            <FunctionField<ReviewRecord> render={(record) => <Verified record={record} />} />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <FunctionField<ReviewRecord> render={(record) => <ModerationButtons record={record} />} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
