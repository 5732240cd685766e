import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime, formatLongDate, formatPrice } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";
import { type FormEvent, useId, useState } from "react";
import { Show, useNotify, usePermissions, useRecordContext, useRefresh } from "react-admin";
import { sendCommand } from "../api/sendCommand";
import { Section } from "../layout/Section";
import { apiUtcTime } from "../orders/apiUtcTime";
import { amountToGrosze } from "../orders/OrderActions";
import { PolishDateField } from "../orders/PolishDateInput";
import { isoFromPolishDate, polishDate } from "../orders/polishDate";
import type { ProductDetailRecord, ProductStock, ProductVariant } from "./productDetail";

/** A price-history start (stored in UTC, as text or an ISO instant) in Warsaw time; a bare date in words. */
function historyTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  return formatDateTime(apiUtcTime(value));
}
const money = (value: number | null) => (value === null ? "—" : formatPrice(value));
const asInput = (value: number | null) => (value === null ? "" : value.toFixed(2).replace(".", ","));
const commandPath = (sku: string, command: "price" | "stock" | "status") =>
  `/api/admin/products/${encodeURIComponent(sku)}/${command}`;

/** The day of a stored special-price bound ("2026-12-01" or "2026-12-01 00:00:00"), or "". */
const dayOf = (value: string | null): string => /^\d{4}-\d{2}-\d{2}/.exec(value ?? "")?.[0] ?? "";
/** A stored bound as the back office writes a day: „01.12.2026” (s22: it read „2026-12-01 00:00:00”). */
const shownDay = (value: string | null): string => (dayOf(value) ? polishDate(dayOf(value)) : (value ?? ""));

function RootError({ message }: { readonly message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {message}
    </Alert>
  );
}

/** The owner's price form: the price, a special price and its window (Warsaw dates); the API decides. */
function PriceForm({ record }: { readonly record: ProductDetailRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  // the window's days typed dd.mm.rrrr, as the orders' filters (s22: they were typed RRRR-MM-DD)
  const [fromText, setFromText] = useState(shownDay(record.specialFrom));
  const [toText, setToText] = useState(shownDay(record.specialTo));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const price = amountToGrosze(text("price"));
    const special = text("specialPrice") === "" ? null : amountToGrosze(text("specialPrice"));
    const local: Record<string, string> = {};
    if (price === null) local.price = "Podaj cenę w złotych, np. 199,99.";
    if (special === null && text("specialPrice") !== "")
      local.specialPrice = "Podaj cenę w złotych, np. 149,99, albo zostaw pole puste.";
    // a day typed: the ISO day the API takes; the stored bound itself when the day did not change
    const bound = (typed: string, stored: string | null, name: string): string | null => {
      if (typed.trim() === "") return null;
      const day = isoFromPolishDate(typed);
      if (day === null) local[name] = "Podaj datę w formacie dd.mm.rrrr, np. 30.11.2026.";
      return day !== null && day === dayOf(stored) ? stored : day;
    };
    const specialFrom = bound(fromText, record.specialFrom, "specialFrom");
    const specialTo = bound(toText, record.specialTo, "specialTo");
    if (Object.keys(local).length > 0 || price === null) {
      setErrors(local);
      return;
    }
    setBusy(true);
    const outcome = await sendCommand(
      commandPath(record.sku, "price"),
      "PATCH",
      {
        price: fromGrosze(price),
        specialPrice: special === null ? null : fromGrosze(special),
        specialFrom,
        specialTo,
      },
      ["price", "specialPrice", "specialFrom", "specialTo"],
    );
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    notify("Zapisano cenę. Sklep pokaże ją przy następnym wyświetleniu.", { type: "success" });
    refresh();
  }

  const field = (name: string, label: string, defaultValue: string, help?: string) => (
    <TextField
      name={name}
      id={`price-${name}`}
      label={label}
      defaultValue={defaultValue}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? help}
      margin="dense"
      autoComplete="off"
      sx={{ width: { xs: "100%", sm: 240 } }}
    />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        Zmień cenę
      </Typography>
      <RootError message={errors.root} />
      <Stack direction={{ xs: "column", sm: "row" }} useFlexGap sx={{ flexWrap: "wrap", columnGap: 2 }}>
        {field("price", "Cena regularna (zł)", asInput(record.price))}
        {field("specialPrice", "Cena promocyjna (zł)", asInput(record.specialPrice), "Puste: bez promocji.")}
        {(
          [
            ["specialFrom", "Promocja od", fromText, setFromText, "dd.mm.rrrr, czas warszawski"],
            ["specialTo", "Promocja do", toText, setToText, "dd.mm.rrrr, do końca dnia"],
          ] as const
        ).map(([name, label, text, onText, help]) => (
          <PolishDateField
            key={name}
            id={`price-${name}`}
            label={label}
            text={text}
            onText={onText}
            error={errors[name]}
            help={help}
            fullWidthOnPhone
          />
        ))}
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {busy ? "Zapisywanie…" : "Zapisz cenę"}
      </Button>
    </Box>
  );
}

/** One sku's stock: a quantity the owner or the warehouse sets ("in stock" follows it on the server). */
function StockCell({
  sku,
  stock,
  label,
}: {
  readonly sku: string;
  readonly stock: ProductStock | null;
  readonly label: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("qty") ?? "").trim();
    if (!/^\d{1,7}$/.test(text)) {
      setError("Podaj liczbę sztuk (0 lub więcej).");
      return;
    }
    setBusy(true);
    const outcome = await sendCommand(commandPath(sku, "stock"), "PATCH", { qty: Number(text) }, ["qty"]);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.errors.qty ?? outcome.errors.root);
      return;
    }
    setError(undefined);
    notify(`Zapisano stan ${sku}: ${text} szt.`, { type: "success" });
    refresh();
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // on a phone the button goes under the field rather than squeezing its label
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
    >
      <TextField
        name="qty"
        id={`stock-${sku}`}
        // short enough to read in the field at any width; the accessible name adds the variant and its sku
        label="Sztuk"
        defaultValue={stock === null ? "" : String(stock.qty)}
        error={error !== undefined}
        helperText={error}
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "numeric", "aria-label": label } }}
        sx={{ width: 96, flexShrink: 0 }}
      />
      <Button type="submit" variant="outlined" disabled={busy}>
        Zapisz
      </Button>
    </Box>
  );
}

const stockText = (stock: ProductStock | null) =>
  stock === null ? "—" : `${stock.qty} szt. · ${stock.isInStock ? "dostępny" : "niedostępny"}`;
/** A variant's option values by name ("Brązowy, XS"), as the API names them (never the values' ids). */
const optionsText = (variant: ProductVariant) =>
  (variant.optionLabels ?? [])
    .map((option) => option.value)
    .filter((value) => value !== "")
    .join(", ");

function StockSection({
  record,
  canEdit,
}: {
  readonly record: ProductDetailRecord;
  readonly canEdit: boolean;
}) {
  const rows =
    record.variants.length > 0
      ? record.variants.map((v) => ({
          sku: v.sku,
          label: optionsText(v) || v.name,
          stock: v.stock,
          enabled: v.enabled,
        }))
      : [{ sku: record.sku, label: record.name, stock: record.stock, enabled: record.enabled }];
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Stan magazynowy">
        <TableHead>
          <TableRow>
            <TableCell>Wariant</TableCell>
            <TableCell>Stan</TableCell>
            {canEdit && <TableCell>Nowy stan</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sku} data-testid={`stock-row-${row.sku}`}>
              <TableCell sx={{ overflowWrap: "break-word" }}>
                <Box component="span" sx={{ display: "block", fontWeight: 500 }}>
                  {row.label}
                  {row.enabled ? "" : " (wyłączony)"}
                </Box>
                <Box
                  component="span"
                  sx={{ display: "block", color: "text.secondary", fontSize: "0.8125rem" }}
                >
                  SKU {row.sku}
                </Box>
              </TableCell>
              <TableCell>{stockText(row.stock)}</TableCell>
              {canEdit && (
                <TableCell>
                  <StockCell sku={row.sku} stock={row.stock} label={`Sztuk: ${row.label} (${row.sku})`} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function StatusButton({ record }: { readonly record: ProductDetailRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    const outcome = await sendCommand(
      commandPath(record.sku, "status"),
      "PATCH",
      { enabled: !record.enabled },
      [],
    );
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.errors.root);
      return;
    }
    setError(undefined);
    notify(record.enabled ? "Produkt wyłączony: zniknie ze sklepu." : "Produkt włączony: wróci do sklepu.", {
      type: "success",
    });
    refresh();
  }
  return (
    <>
      <Button
        variant="outlined"
        color={record.enabled ? "error" : "primary"}
        disabled={busy}
        onClick={toggle}
      >
        {record.enabled ? "Wyłącz produkt" : "Włącz produkt"}
      </Button>
      <RootError message={error} />
    </>
  );
}

function ProductView() {
  const record = useRecordContext<ProductDetailRecord>();
  const { permissions } = usePermissions<string | null>();
  // react-admin shows the list's row while the page loads: it has no variants yet
  if (!record?.variants) return <Typography sx={{ p: 2 }}>Wczytywanie produktu…</Typography>;
  const owner = permissions === "owner";
  const special =
    record.specialPrice !== null && record.price !== null && record.specialPrice < record.price
      ? ` · promocja ${money(record.specialPrice)}${record.specialFrom ? ` od ${shownDay(record.specialFrom)}` : ""}${record.specialTo ? ` do ${shownDay(record.specialTo)}` : ""}`
      : "";
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 2 }}>
        <Typography component="h1" variant="h5">
          {record.name}
        </Typography>
        <Chip
          data-testid="product-status"
          label={record.enabled ? "Włączony" : "Wyłączony"}
          color={record.enabled ? "success" : "default"}
        />
        {owner && <StatusButton record={record} />}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        SKU {record.sku}
      </Typography>
      <Section title="Cena">
        <Typography data-testid="product-price" sx={{ mb: 1 }}>
          {money(record.price)}
          {special}
        </Typography>
        {owner ? (
          <PriceForm
            key={`${record.price}-${record.specialPrice}-${record.specialFrom}-${record.specialTo}`}
            record={record}
          />
        ) : null}
      </Section>
      <Section title="Stan magazynowy">
        <StockSection record={record} canEdit={permissions === "owner" || permissions === "warehouse"} />
      </Section>
      <Section title="Historia cen (najniższa cena z 30 dni)">
        {record.priceHistory.length === 0 ? (
          <Typography variant="body2">Brak zmian ceny.</Typography>
        ) : (
          <Table size="small" aria-label="Historia cen">
            <TableHead>
              <TableRow>
                <TableCell>Od (czas warszawski)</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell align="right">Cena</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.priceHistory.slice(0, 20).map((entry) => (
                <TableRow key={`${entry.sku}-${entry.validFrom}`}>
                  <TableCell>{historyTime(String(entry.validFrom))}</TableCell>
                  <TableCell>{entry.sku}</TableCell>
                  <TableCell align="right">{formatPrice(fromGrosze(entry.priceGrosze))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </Box>
  );
}

/** One product for staff: prices (owner), stock per variant (owner, warehouse), enabling (owner), history. */
export function ProductShow() {
  return (
    <Show title="Produkt" actions={false}>
      <ProductView />
    </Show>
  );
}
