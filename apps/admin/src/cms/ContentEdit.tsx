import {
  Alert,
  Box,
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { useState } from "react";
import {
  BooleanInput,
  Create,
  Edit,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import { useFormContext } from "react-hook-form";
import type { AdminErrorBody } from "../api/adminFetch";
import { type CmsEditRecord, type CmsSegment, cmsContent } from "../api/cmsContent";
import { ContentList, contentState } from "./ContentList";

const when = (at: number) => formatDateTime(at);

/** The API's field errors of a refused save, set at the form's fields. */
function useServerErrors() {
  const { setError } = useFormContext();
  return (caught: unknown) => {
    const errors = (caught as { body?: AdminErrorBody }).body?.errors ?? {};
    for (const [field, message] of Object.entries(errors))
      if (field !== "root.serverError") setError(field, { type: "server", message });
  };
}

/**
 * "Zapisz szkic", "Podgląd" and "Opublikuj": a preview and a publication first save what the form holds
 * (unsaved changes would otherwise be left out), the preview then offers the shop's address of the draft.
 */
function ContentToolbar({ segment }: { readonly segment: CmsSegment }) {
  const record = useRecordContext<CmsEditRecord>();
  const { getValues, formState, clearErrors } = useFormContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const serverErrors = useServerErrors();
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function saveIfChanged(): Promise<boolean> {
    if (!record || !formState.isDirty) return true;
    try {
      clearErrors();
      await cmsContent.save(segment, record.id, getValues());
      return true;
    } catch (caught) {
      serverErrors(caught);
      notify(caught instanceof Error ? caught.message : "Nie udało się zapisać.", { type: "error" });
      return false;
    }
  }

  async function run(action: "preview" | "publish") {
    if (!record) return;
    setBusy(true);
    try {
      if (!(await saveIfChanged())) return;
      if (action === "preview") {
        const answer = await cmsContent.preview(segment, record.id);
        setPreview({ url: answer.url, expiresAt: answer.expiresAt });
      } else {
        await cmsContent.publish(segment, record.id);
        setPreview(null);
        notify("Opublikowano. Sklep pokazuje nową wersję.", { type: "success" });
      }
      refresh();
    } catch (caught) {
      notify(caught instanceof Error ? caught.message : "Nie udało się.", { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Toolbar sx={{ flexWrap: "wrap", gap: 1 }}>
      <SaveButton label="Zapisz szkic" alwaysEnable onClick={() => clearErrors()} />
      {record && (
        <>
          <Button variant="outlined" disabled={busy} onClick={() => run("preview")}>
            Podgląd
          </Button>
          <Button variant="contained" color="success" disabled={busy} onClick={() => run("publish")}>
            Opublikuj
          </Button>
        </>
      )}
      {preview && (
        <Alert severity="info" sx={{ width: "100%" }}>
          <Link href={preview.url} target="_blank" rel="noopener noreferrer">
            Otwórz podgląd w sklepie
          </Link>{" "}
          (ważny do {when(Date.parse(preview.expiresAt))}, otwiera się w nowej karcie)
        </Alert>
      )}
    </Toolbar>
  );
}

/** Where the page or block stands, and who saved the waiting draft. */
function ContentStatus() {
  const record = useRecordContext<CmsEditRecord>();
  if (!record || record.isPublished === undefined) return null;
  return (
    <Typography component="p" variant="body2" sx={{ mb: 1 }}>
      Stan: {contentState({ published: record.isPublished, hasDraft: record.hasDraft })}
      {record.hasDraft && record.draftUpdatedAt !== null
        ? ` (szkic zapisany ${when(record.draftUpdatedAt)} przez ${record.draftUpdatedBy ?? ""})`
        : ""}
    </Typography>
  );
}

/** The published versions, newest first. */
function VersionHistory() {
  const record = useRecordContext<CmsEditRecord>();
  // react-admin first shows the list's row (no history) while the page's own record loads
  if (!record?.versions || record.versions.length === 0) return null;
  return (
    <Box sx={{ mt: 2, maxWidth: "100%", overflowX: "auto" }}>
      <Typography component="h2" variant="h6">
        Historia publikacji
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Wersja</TableCell>
            <TableCell>Opublikowano</TableCell>
            <TableCell>Kto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.versions.map((v) => (
            <TableRow key={v.version}>
              <TableCell>{v.version}</TableCell>
              <TableCell>{when(v.publishedAt)}</TableCell>
              <TableCell>{v.publishedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The fields of a page (with its meta fields) or a block. */
function ContentFields({ segment }: { readonly segment: CmsSegment }) {
  return (
    <>
      <TextInput source="title" validate={required()} />
      <TextInput
        source="identifier"
        validate={required()}
        helperText={
          segment === "pages"
            ? "Adres strony w sklepie: /cms-page/identyfikator (małe litery, cyfry, „-”)."
            : "Nazwa, pod którą sklep wstawia blok (np. header-promo)."
        }
      />
      <TextInput
        source="content"
        multiline
        minRows={8}
        helperText="HTML; skrypty, style i niebezpieczne odnośniki są usuwane przy zapisie."
      />
      {segment === "pages" && (
        <>
          <TextInput source="meta_title" />
          <TextInput source="meta_description" multiline minRows={2} />
        </>
      )}
      <BooleanInput source="active" />
    </>
  );
}

/**
 * Editing a CMS page or block: each save is a draft (the shop still shows the live version); "Podgląd"
 * opens the draft in the shop, "Opublikuj" makes it live. The API's refusals are shown at the fields.
 */
export function ContentEdit({ segment, title }: { readonly segment: CmsSegment; readonly title: string }) {
  return (
    <Edit title={title} mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<ContentToolbar segment={segment} />} sx={{ maxWidth: 900 }}>
        <ContentStatus />
        <ContentFields segment={segment} />
        <VersionHistory />
      </SimpleForm>
    </Edit>
  );
}

/** A new CMS page or block: saved as a draft, then edited, previewed and published like any other. */
export function ContentCreate({ segment, title }: { readonly segment: CmsSegment; readonly title: string }) {
  return (
    <Create title={title} redirect="edit">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Zapisz szkic" />
          </Toolbar>
        }
        defaultValues={{ active: true, content: "", meta_title: "", meta_description: "" }}
        sx={{ maxWidth: 900 }}
      >
        <ContentFields segment={segment} />
      </SimpleForm>
    </Create>
  );
}

/** The resources' screens, by segment. */
export const cmsScreens = {
  pages: {
    list: () => <ContentList title="Strony CMS" createLabel="Nowa strona" />,
    edit: () => <ContentEdit segment="pages" title="Strona CMS" />,
    create: () => <ContentCreate segment="pages" title="Nowa strona CMS" />,
  },
  blocks: {
    list: () => <ContentList title="Bloki CMS" createLabel="Nowy blok" />,
    edit: () => <ContentEdit segment="blocks" title="Blok CMS" />,
    create: () => <ContentCreate segment="blocks" title="Nowy blok CMS" />,
  },
};
