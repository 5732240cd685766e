import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { formatPrice } from "@outlet/formatting";
import { formatIban } from "@outlet/shop-settings";
import { type FormEvent, useState } from "react";
import { Show, useNotify, usePermissions, useRecordContext, useRefresh } from "react-admin";
import { adminFetch } from "../api/adminFetch";
import { Section } from "../layout/Section";
import { ActionConfirm } from "../orders/ActionConfirm";
import { returnRefundConfirmation, returnRefundDone } from "../orders/staffActionTexts";

/** A return as `GET /api/admin/returns/{id}` answers it. */
interface ReturnDetail {
  readonly id: number;
  readonly order_number: string;
  readonly created_at_label: string;
  readonly name: string;
  readonly email: string;
  readonly reason_label: string | null;
  readonly lines: readonly {
    readonly item_id: number;
    readonly name: string;
    readonly qty: number;
    readonly amount: number;
  }[];
  readonly refund_amount: number;
  readonly delivery_amount: number;
  readonly status: string;
  readonly status_label: string;
  readonly return_code: string | null;
  readonly return: { readonly instructions: readonly string[] };
  readonly payment: string;
  readonly bank_account: string | null;
  readonly needs_bank_account: boolean;
  readonly problem_note: string | null;
  readonly receipt:
    | readonly { readonly item_id: number; readonly ok: boolean; readonly note: string | null }[]
    | null;
  readonly actions: readonly string[];
}

const errorMessage = (error: unknown): string =>
  (error as { message?: string }).message ?? "Nie udało się. Spróbuj ponownie.";

function ReturnActions({ record }: { readonly record: ReturnDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string | null>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState("");
  const [asking, setAsking] = useState(false);
  const question = returnRefundConfirmation(record.refund_amount, record.order_number);
  const run = async (path: string, body: object, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await adminFetch(`/api/admin/returns/${record.id}/${path}`, { method: "POST", body });
      notify(done, { type: "success" });
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const receive = (event: FormEvent) => {
    event.preventDefault();
    const lines = record.lines.map((line) => {
      const note = (notes[line.item_id] ?? "").trim();
      return { item_id: line.item_id, ok: note === "", ...(note ? { note } : {}) };
    });
    void run("receive", { lines }, "Paczka przyjęta.");
  };
  const canRefund = permissions === "owner" || permissions === "customer_service";
  return (
    <Section title="Co teraz">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {record.actions.includes("receive") && (
        <Box component="form" onSubmit={receive} sx={{ mb: 3 }} aria-labelledby="receive-title">
          <Typography id="receive-title" component="h3" variant="subtitle1" gutterBottom>
            Przyjmij paczkę
          </Typography>
          <Typography variant="body2" gutterBottom>
            Zostaw pole puste, gdy produkt jest w porządku; wpisz uwagę, gdy coś jest nie tak.
          </Typography>
          {record.lines.map((line) => (
            <TextField
              key={line.item_id}
              label={`Uwaga: ${line.name} × ${line.qty}`}
              value={notes[line.item_id] ?? ""}
              onChange={(e) => setNotes({ ...notes, [line.item_id]: e.target.value })}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          ))}
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
            Przyjmij paczkę
          </Button>
        </Box>
      )}
      {record.actions.includes("mark_sent") && (
        <Button
          variant="outlined"
          disabled={busy}
          sx={{ mb: 2, mr: 2 }}
          onClick={() => void run("sent", {}, "Zapisano nadanie.")}
        >
          Oznacz jako nadane (dowód nadania)
        </Button>
      )}
      {record.actions.includes("refund") && canRefund && (
        <Box sx={{ mb: 3 }}>
          {record.needs_bank_account && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Klient nie podał jeszcze numeru konta do zwrotu.
            </Alert>
          )}
          <Button
            variant="contained"
            color="primary"
            disabled={busy || record.needs_bank_account}
            onClick={() => setAsking(true)}
          >
            Zwróć {formatPrice(record.refund_amount)}
          </Button>
          <ActionConfirm
            question={asking ? question : null}
            onConfirm={() => {
              setAsking(false);
              void run("refund", {}, returnRefundDone(record.refund_amount));
            }}
            onClose={() => setAsking(false)}
          />
        </Box>
      )}
      {record.actions.includes("note_problem") && (
        <Box
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void run("problem", { note: problem.trim() }, "Problem zapisany.").then(() => setProblem(""));
          }}
        >
          <TextField
            label="Zanotuj problem"
            value={problem}
            onChange={(e) => setProblem(e.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || problem.trim().length < 3}>
            Zapisz problem
          </Button>
        </Box>
      )}
      {record.actions.length === 0 && <Typography variant="body2">Ten zwrot jest zakończony.</Typography>}
    </Section>
  );
}

function ReturnBody() {
  const record = useRecordContext<ReturnDetail & { id: number }>();
  // opened from the list, react-admin first shows the list's row, which has no lines: wait for the return
  if (!Array.isArray(record?.lines)) return <Typography sx={{ p: 2 }}>Wczytywanie zwrotu…</Typography>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Zwrot {record.id} · zamówienie {record.order_number}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Typography variant="subtitle1">
          Status: <strong data-testid="return-status">{record.status_label}</strong>
        </Typography>
      </Stack>
      <Section title="Odstąpienie">
        <Typography variant="body2">Zgłoszone {record.created_at_label}</Typography>
        <Typography variant="body2">
          {record.name} · {record.email}
        </Typography>
        {record.reason_label && <Typography variant="body2">Powód: {record.reason_label}</Typography>}
        <ul>
          {record.lines.map((line) => (
            <li key={line.item_id}>
              {line.name} × {line.qty} ({formatPrice(line.amount)})
            </li>
          ))}
        </ul>
        <Typography variant="body2">
          Do zwrotu: <strong>{formatPrice(record.refund_amount)}</strong>
          {record.delivery_amount > 0 ? ` (w tym dostawa ${formatPrice(record.delivery_amount)})` : ""}
        </Typography>
        {record.return_code && <Typography variant="body2">Kod nadania: {record.return_code}</Typography>}
        {record.bank_account && (
          <Typography variant="body2">Konto do zwrotu: {formatIban(record.bank_account)}</Typography>
        )}
        {record.problem_note && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Problem: {record.problem_note}
          </Alert>
        )}
      </Section>
      <ReturnActions record={record} />
    </Box>
  );
}

/** One return (issue 26): what was withdrawn, the refund due, and the steps the role may take now. */
export function ReturnShow() {
  return (
    <Show title="Zwrot" actions={false}>
      <ReturnBody />
    </Show>
  );
}
