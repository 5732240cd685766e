import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDateTime, formatPrice } from "@outlet/formatting";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@outlet/orders";
import { fromGrosze } from "@outlet/pricing";
import { useState } from "react";
import { Confirm, Show, useNotify, usePermissions, useRecordContext, useRefresh } from "react-admin";
import { Link } from "react-router-dom";
import { adminFetch } from "../api/adminFetch";
import type { CustomerRecord } from "../api/dataProvider";
import { sendCommand } from "../api/sendCommand";
import { methodName, useMethodNames } from "../orders/orderChoices";

/** `GET /api/admin/customers/:id`: the account, its addresses and its orders. */
interface CustomerDetailRecord extends CustomerRecord {
  readonly customer: CustomerRecord;
  readonly addresses: readonly {
    readonly id: number;
    readonly defaultShipping: boolean;
    readonly address: {
      readonly street?: string[];
      readonly postcode?: string;
      readonly city?: string;
    } | null;
  }[];
  readonly orders: readonly {
    readonly number: string;
    readonly status: string;
    readonly grandTotalGrosze: number;
    readonly paymentMethod: string;
    readonly createdAt: string;
  }[];
}

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** Saves what the browser got as a JSON file (the GDPR export is the customer's data, never cached). */
function saveJson(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CustomerActions({ record }: { readonly record: CustomerDetailRecord }) {
  const { permissions } = usePermissions<string | null>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function exportData() {
    setBusy(true);
    try {
      const data = await adminFetch<unknown>(`/api/admin/customers/${record.id}/export`);
      saveJson(data, `klient-${record.id}-dane-rodo.json`);
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Nie udało się pobrać danych.");
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    setConfirming(false);
    setBusy(true);
    const outcome = await sendCommand(`/api/admin/customers/${record.id}/erase`, "POST", {}, []);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.errors.root);
      return;
    }
    setError(undefined);
    notify("Konto usunięte: dane osobowe zanonimizowane, dane faktur zachowane.", { type: "success" });
    refresh();
  }

  return (
    <Box sx={{ mb: 2 }}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button variant="contained" onClick={exportData} disabled={busy}>
          Eksport danych (RODO)
        </Button>
        {permissions === "owner" && !record.erased && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
            Usuń konto
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        title={`Usunąć konto ${record.email}?`}
        content="Dane osobowe klienta zostaną zanonimizowane, a jego sesje zakończone. Dane faktur zostają na 5 lat (ustawa o rachunkowości). Tego nie da się cofnąć."
        confirm="Usuń konto"
        cancel="Anuluj"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

function CustomerView() {
  const record = useRecordContext<CustomerDetailRecord>();
  const { payment } = useMethodNames();
  if (!record?.orders) return <Typography sx={{ p: 2 }}>Wczytywanie klienta…</Typography>;
  const name = record.erased ? "Konto usunięte" : `${record.firstname} ${record.lastname}`.trim();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 1 }}>
        <Typography component="h1" variant="h5">
          {name || record.email}
        </Typography>
        {record.erased && <Chip label="Usunięte" />}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {record.email} · konto od {formatDateTime(record.createdAt)}
        {record.signInWithGoogle ? " · logowanie Google" : ""}
        {record.signInWithFacebook ? " · logowanie Facebook" : ""}
      </Typography>
      <CustomerActions record={record} />
      <Card component="section" variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Zamówienia
          </Typography>
          {record.orders.length === 0 ? (
            <Typography variant="body2">Klient nie złożył jeszcze zamówienia.</Typography>
          ) : (
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small" aria-label="Zamówienia klienta">
                <TableHead>
                  <TableRow>
                    <TableCell>Numer</TableCell>
                    <TableCell>Złożone</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Płatność</TableCell>
                    <TableCell align="right">Wartość</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {record.orders.map((order) => (
                    <TableRow key={order.number}>
                      <TableCell>
                        <Link to={`/orders/${encodeURIComponent(order.number)}/show`}>{order.number}</Link>
                      </TableCell>
                      <TableCell>{formatDateTime(order.createdAt)}</TableCell>
                      <TableCell>{statusLabel(order.status)}</TableCell>
                      <TableCell>{methodName(payment, order.paymentMethod)}</TableCell>
                      <TableCell align="right">{formatPrice(fromGrosze(order.grandTotalGrosze))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
      <Card component="section" variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Adresy
          </Typography>
          {record.addresses.length === 0 ? (
            <Typography variant="body2">Brak zapisanych adresów.</Typography>
          ) : (
            record.addresses.map((entry) => (
              <Typography key={entry.id} variant="body2">
                {(entry.address?.street ?? []).filter(Boolean).join(", ")}, {entry.address?.postcode}{" "}
                {entry.address?.city}
                {entry.defaultShipping ? " (domyślny do wysyłki)" : ""}
              </Typography>
            ))
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** A customer: account, orders (each links to its order page), the GDPR export and the owner's erasure. */
export function CustomerShow() {
  return (
    <Show title="Klient" actions={false}>
      <CustomerView />
    </Show>
  );
}
