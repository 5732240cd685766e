import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Confirm, Title, useNotify } from "react-admin";
import { adminFetch } from "../api/adminFetch";
import { sendCommand } from "../api/sendCommand";
import { STAFF_ROLE_LABELS } from "../auth/staffSession";
import { STAFF_ROLE_CHOICES } from "../staff/staffRoleChoices";

const ROLE_LABELS = STAFF_ROLE_LABELS as Readonly<Record<string, string>>;
const when = (iso: string | null) => (iso === null ? "—" : formatDateTime(iso));

/** A staff API key as `GET /api/admin/api-keys` lists it (never the key itself: only its SHA-256 is kept). */
interface ApiKeyRow {
  readonly id: number;
  readonly prefix: string;
  readonly name: string;
  readonly role: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

/** The new key, shown once with a copy button: the API cannot show it again. */
function NewKeyNotice({ name, secret }: { readonly name: string; readonly secret: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <AlertTitle>Klucz „{name}”</AlertTitle>
      <code style={{ fontSize: "1rem", wordBreak: "break-all" }} data-testid="new-api-key">
        {secret}
      </code>
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" onClick={copy}>
          {copied ? "Skopiowano" : "Kopiuj klucz"}
        </Button>
      </Box>
      Zapisz go teraz w skrypcie lub menedżerze haseł: nie zostanie pokazany ponownie.
    </Alert>
  );
}

function CreateKeyForm({ onCreated }: { readonly onCreated: (name: string, secret: string) => void }) {
  const headingId = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    setBusy(true);
    const outcome = await sendCommand<{ key: string; name: string }>(
      "/api/admin/api-keys",
      "POST",
      { name, role: String(data.get("role") ?? "") },
      ["name", "role"],
    );
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    form.reset();
    onCreated(outcome.result.name, outcome.result.key);
  }
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        Nowy klucz
      </Typography>
      {errors.root && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {errors.root}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          name="name"
          id="api-key-name"
          label="Nazwa (do czego służy)"
          error={errors.name !== undefined}
          helperText={errors.name ?? "Np. import katalogu"}
          margin="dense"
          autoComplete="off"
        />
        <TextField
          name="role"
          id="api-key-role"
          select
          label="Rola"
          defaultValue="warehouse"
          error={errors.role !== undefined}
          helperText={errors.role}
          margin="dense"
          sx={{ minWidth: 200 }}
        >
          {STAFF_ROLE_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        Utwórz klucz
      </Button>
    </Box>
  );
}

/**
 * The owner's API keys for scripts (the catalogue import): the list, a new key with a role (shown once, with
 * a copy button) and revoking. Each write is audited by the API.
 */
export function ApiKeysPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const keys = useQuery({
    queryKey: ["api-keys"],
    queryFn: () => adminFetch<{ items: ApiKeyRow[] }>("/api/admin/api-keys"),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["api-keys"] });

  async function revoke(row: ApiKeyRow) {
    setRevoking(null);
    const outcome = await sendCommand(`/api/admin/api-keys/${row.id}`, "DELETE", undefined, []);
    if (!outcome.ok) notify(outcome.errors.root ?? "Nie udało się unieważnić klucza.", { type: "error" });
    else notify(`Klucz „${row.name}” unieważniony.`, { type: "success" });
    await reload();
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Klucze API" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Klucze API
      </Typography>
      {created && <NewKeyNotice name={created.name} secret={created.secret} />}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <CreateKeyForm
            onCreated={async (name, secret) => {
              setCreated({ name, secret });
              await reload();
            }}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: "auto" }}>
          {keys.isError && (
            <Alert severity="error" role="alert">
              {keys.error instanceof Error ? keys.error.message : "Nie udało się wczytać kluczy."}
            </Alert>
          )}
          {keys.data && keys.data.items.length === 0 && <Typography>Nie ma jeszcze kluczy.</Typography>}
          {keys.data && keys.data.items.length > 0 && (
            <Table size="small" aria-label="Klucze API">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Rola</TableCell>
                  <TableCell>Początek klucza</TableCell>
                  <TableCell>Utworzony</TableCell>
                  <TableCell>Ostatnio użyty</TableCell>
                  <TableCell>Stan</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.data.items.map((row) => (
                  <TableRow key={row.id} data-testid={`api-key-${row.id}`}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{ROLE_LABELS[row.role] ?? row.role}</TableCell>
                    <TableCell>
                      <code>{row.prefix}…</code>
                    </TableCell>
                    <TableCell>{when(row.createdAt)}</TableCell>
                    <TableCell>{when(row.lastUsedAt)}</TableCell>
                    <TableCell>
                      {row.revokedAt === null ? (
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          onClick={() => setRevoking(row)}
                        >
                          Unieważnij
                        </Button>
                      ) : (
                        `unieważniony ${when(row.revokedAt)}`
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={revoking !== null}
        title={`Unieważnić klucz „${revoking?.name ?? ""}”?`}
        content="Skrypty używające tego klucza przestaną działać od razu."
        confirm="Unieważnij"
        cancel="Anuluj"
        confirmColor="warning"
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
