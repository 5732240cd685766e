import { type Theme, useMediaQuery } from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import {
  BooleanField,
  CreateButton,
  DataTable,
  FunctionField,
  List,
  SimpleList,
  TopToolbar,
} from "react-admin";
import type { CmsListRecord } from "../api/cmsContent";

/** The state of a page or block in words: live, changes waiting, or never published. */
export function contentState(record: Pick<CmsListRecord, "published" | "hasDraft">): string {
  if (!record.published) return "Nieopublikowana (szkic)";
  return record.hasDraft ? "Zmiany czekają na publikację" : "Opublikowana";
}

const when = (at: number | null) => (at === null ? "" : formatDateTime(at));

/**
 * The list of CMS pages or blocks (`title`: "Strony CMS" / "Bloki CMS"; `createLabel`: the add button's
 * text). On a phone the rows become a simple list.
 */
export function ContentList({
  title,
  createLabel,
}: {
  readonly title: string;
  readonly createLabel: string;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title={title}
      sort={{ field: "id", order: "ASC" }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label={createLabel} />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<CmsListRecord>
          linkType="edit"
          primaryText={(record) => record.title}
          secondaryText={(record) => `${record.identifier} · ${contentState(record)}`}
          tertiaryText={(record) => (record.active ? "" : "Nieaktywna")}
        />
      ) : (
        <DataTable<CmsListRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="identifier" />
          <DataTable.Col source="active" field={BooleanField} />
          <DataTable.Col source="hasDraft" label="Stan" disableSort>
            <FunctionField<CmsListRecord> render={(record) => contentState(record)} />
          </DataTable.Col>
          <DataTable.Col source="updatedAt" disableSort>
            <FunctionField<CmsListRecord> render={(record) => when(record.updatedAt)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
