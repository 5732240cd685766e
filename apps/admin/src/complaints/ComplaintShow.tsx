import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Show, useNotify, useRecordContext, useRefresh } from "react-admin";
import { adminFetch } from "../api/adminFetch";
import { ActionConfirm } from "../orders/ActionConfirm";
import { apiUtcTime } from "../orders/apiUtcTime";
import { type ComplaintRecord, polishDay } from "./complaintRecord";

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** An instant as the back office writes every date: `29.11.2026, 14:05`, Warsaw time. */
const warsaw = (iso: string): string => formatDateTime(apiUtcTime(iso));

/** Accept (with a remedy and a note) or reject (with a reason); the API decides whether it may. */
function AnswerForm({ record }: { readonly record: ComplaintRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const [decision, setDecision] = useState<"accept" | "reject">("accept");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const remedyLabel = (code: string | undefined) =>
    (record.remedies ?? []).find((remedy) => remedy.code === code)?.label ?? code ?? "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body =
      decision === "accept"
        ? { remedy: text("remedy"), ...(text("note") ? { note: text("note") } : {}) }
        : { reason: text("reason") };
    if (decision === "reject" && text("reason").length < 10) {
      setErrors({ reason: "Podaj powód odrzucenia (co najmniej 10 znaków)." });
      return;
    }
    setErrors({});
    // the answer goes to the shopper by e-mail and cannot be taken back: ask once more (issue 26)
    setPending(body);
  }

  async function send(body: Record<string, string>) {
    setPending(null);
    setBusy(true);
    try {
      await adminFetch(`/api/admin/complaints/${record.id}/${decision}`, { method: "POST", body });
      notify(decision === "accept" ? "Reklamacja uznana." : "Reklamacja odrzucona.", { type: "success" });
      refresh();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      const atField = fields.reason !== undefined || fields.remedy !== undefined;
      setErrors(atField ? fields : { root: error instanceof Error ? error.message : "Nie udało się." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        Odpowiedz do {polishDay(record.deadline_day)}
      </Typography>
      {errors.root && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {errors.root}
        </Alert>
      )}
      <TextField
        select
        id="complaint-decision"
        name="decision"
        label="Decyzja"
        value={decision}
        onChange={(event) => setDecision(event.target.value as "accept" | "reject")}
        fullWidth
        margin="dense"
      >
        <MenuItem value="accept">Uznaj reklamację</MenuItem>
        <MenuItem value="reject">Odrzuć reklamację</MenuItem>
      </TextField>
      {decision === "accept" ? (
        <>
          <TextField
            select
            id="complaint-remedy"
            name="remedy"
            label="Sposób rozpatrzenia"
            defaultValue={record.remedy}
            error={errors.remedy !== undefined}
            helperText={errors.remedy}
            fullWidth
            margin="dense"
          >
            {(record.remedies ?? []).map((remedy) => (
              <MenuItem key={remedy.code} value={remedy.code}>
                {remedy.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="complaint-note"
            name="note"
            label="Wiadomość do klienta (nieobowiązkowa)"
            multiline
            minRows={2}
            fullWidth
            margin="dense"
          />
        </>
      ) : (
        <TextField
          id="complaint-reason"
          name="reason"
          label="Powód odrzucenia (klient go zobaczy)"
          multiline
          minRows={3}
          error={errors.reason !== undefined}
          helperText={errors.reason}
          fullWidth
          margin="dense"
        />
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {decision === "accept" ? "Uznaj" : "Odrzuć"}
      </Button>
      <ActionConfirm
        question={
          pending === null
            ? null
            : {
                title:
                  decision === "accept"
                    ? `Uznać reklamację ${record.reference} (${remedyLabel(pending.remedy)})?`
                    : `Odrzucić reklamację ${record.reference}?`,
                content: "Klient dostanie odpowiedź e-mailem. Odpowiedzi nie da się zmienić.",
                confirm: decision === "accept" ? "Uznaj reklamację" : "Odrzuć reklamację",
              }
        }
        onConfirm={() => pending && send(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

function ComplaintView() {
  const record = useRecordContext<ComplaintRecord>();
  if (!record?.reference) return <Typography sx={{ p: 2 }}>Wczytywanie reklamacji…</Typography>;
  const answer = record.answer;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Reklamacja {record.reference}
      </Typography>
      {record.overdue && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Termin odpowiedzi minął {polishDay(record.deadline_day)} — reklamacja została uznana z mocy prawa.
        </Alert>
      )}
      {record.due_soon && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Termin odpowiedzi mija {polishDay(record.deadline_day)}.
        </Alert>
      )}
      <Section title="Zgłoszenie">
        <Stack spacing={0.5}>
          <Typography variant="body2">Status: {record.status_label}</Typography>
          <Typography variant="body2">
            Zamówienie:{" "}
            <Link href={`#/orders/${encodeURIComponent(record.order_number)}/show`}>
              {record.order_number}
            </Link>
          </Typography>
          <Typography variant="body2">
            Produkt: {record.product_name} ({record.sku})
          </Typography>
          <Typography variant="body2">Klient: {record.email}</Typography>
          <Typography variant="body2">Zgłoszona: {warsaw(record.received_at)}</Typography>
          <Typography variant="body2">Odpowiedź do: {polishDay(record.deadline_day)}</Typography>
          <Typography variant="body2">Żądanie: {record.remedy_label}</Typography>
          {record.ground_label && <Typography variant="body2">Podstawa: {record.ground_label}</Typography>}
        </Stack>
        <Typography variant="body1" sx={{ mt: 1, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {record.description}
        </Typography>
      </Section>
      <Section title={`Zdjęcia (${record.photos.length})`}>
        {record.photos.length === 0 ? (
          <Typography variant="body2">Klient nie dodał zdjęć.</Typography>
        ) : (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {record.photos.map((photo) => (
              <a key={photo.position} href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={`Zdjęcie ${photo.position} do reklamacji ${record.reference}`}
                  style={{ width: 160, height: 160, objectFit: "cover", borderRadius: 4 }}
                />
              </a>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Odpowiedź">
        {answer === null ? (
          <AnswerForm record={record} />
        ) : (
          <Stack spacing={0.5} data-testid="complaint-answer">
            <Typography variant="body2">
              {answer.decision === "accepted" ? `Uznana: ${answer.remedy_label}` : "Odrzucona"} ·{" "}
              {answer.by === "system" ? "automatycznie, po terminie" : "przez sklep"} · {warsaw(answer.at)}
            </Typography>
            {answer.reason && <Typography variant="body2">Powód: {answer.reason}</Typography>}
            {answer.note && <Typography variant="body2">Wiadomość: {answer.note}</Typography>}
          </Stack>
        )}
      </Section>
    </Box>
  );
}

/** A complaint's page (issue 26): the shopper's report, the photos and the answer form. */
export function ComplaintShow() {
  return (
    <Show title="Reklamacja" actions={false} component="div">
      <ComplaintView />
    </Show>
  );
}
