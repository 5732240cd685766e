import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { shipCarrierFor, warsawDate } from "@outlet/orders";
import { fromGrosze, toGrosze } from "@outlet/pricing";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useRefresh } from "react-admin";
import { adminFetch } from "../api/adminFetch";
import { ActionConfirm } from "./ActionConfirm";
import type { OrderAction, OrderDetailRecord } from "./orderDetail";
import { orderWaitingText } from "./orderWaitingText";
import { isoFromPolishDate, polishDate } from "./polishDate";
import {
  cashTakenBy,
  orderActionConfirmation,
  orderActionDoneMessage,
  refundAmountError,
} from "./staffActionTexts";

/** The API's path of each lifecycle command. */
const ACTION_PATHS: Readonly<Record<string, string>> = {
  confirm_payment: "confirm-payment",
  pack: "pack",
  ship: "ship",
  deliver: "deliver",
  ready_for_pickup: "ready-for-pickup",
  collect: "collect",
  cancel: "cancel",
  refund: "refund",
};

/** Commands that ask for something before they are sent. */
const WITH_FORM = new Set(["ship", "deliver", "collect", "cancel", "refund"]);

type FieldErrors = Readonly<Record<string, string>>;

/** Reads "12,50" or "12.5" (złoty, as a person types it) into grosze; `null` when it is not an amount. */
export function amountToGrosze(text: string): number | null {
  const normalized = text.replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return toGrosze(Number(normalized));
}

function ActionForm({
  record,
  action,
  onDone,
}: {
  readonly record: OrderDetailRecord;
  readonly action: OrderAction;
  /** Closes the form; with the result's message once the command went through. */
  readonly onDone: (result?: string) => void;
}) {
  const refresh = useRefresh();
  const headingId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const { lifecycle } = record;
  const transfer = lifecycle.payment_kind === "transfer";
  const leftToRefund = lifecycle.paid_grosze - lifecycle.refunded_grosze;
  // what leaves the shop's account: the refund typed, or all that is left to refund when a paid order is cancelled
  // (for handing over a cash-on-delivery order: the cash taken in, which the question names the same way)
  const paidOut = (body: Record<string, unknown> | null): number =>
    action.type === "refund"
      ? Number(body?.amountGrosze ?? 0)
      : action.type === "cancel"
        ? leftToRefund
        : cashTakenBy(action.type, lifecycle);
  const number = record.order.increment_id;
  const question = pending === null ? null : orderActionConfirmation(action.type, number, paidOut(pending));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body: Record<string, unknown> = {};
    if (action.type === "ship") {
      // a courier order starts with no carrier: the staff member must say which one took the parcel
      if (text("carrier") === "") {
        setErrors({ carrier: "Wybierz przewoźnika." });
        formRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        return;
      }
      Object.assign(body, { carrier: text("carrier"), trackingNumber: text("trackingNumber") });
    }
    if (action.type === "deliver" || action.type === "collect") {
      // typed the Polish way (dd.mm.rrrr) whatever the browser's language; the API takes the ISO day
      const day = isoFromPolishDate(text("date"));
      if (day === null) {
        setErrors({ date: "Podaj datę w formacie dd.mm.rrrr, np. 30.11.2026." });
        document.getElementById(`${action.type}-date`)?.focus();
        return;
      }
      body.date = day;
    }
    if (action.type === "cancel" && text("refundAccount") !== "") body.refundAccount = text("refundAccount");
    if (action.type === "refund") {
      const grosze = amountToGrosze(text("amount"));
      // checked at the field before the confirmation (the API refuses it anyway)
      const wrong = refundAmountError(grosze, leftToRefund);
      if (wrong !== null || grosze === null) {
        setErrors({ amountGrosze: wrong ?? "" });
        document.getElementById(`${action.type}-amount`)?.focus();
        return;
      }
      body.amountGrosze = grosze;
      if (text("account") !== "") body.account = text("account");
    }
    setErrors({});
    // money out and cancellations are asked once more, with the amount and the order (Shopify's "Refund")
    if (orderActionConfirmation(action.type, number, paidOut(body)) !== null) setPending(body);
    else void send(body);
  }

  async function send(body: Record<string, unknown>) {
    setPending(null);
    setBusy(true);
    try {
      await adminFetch(`/api/admin/orders/${encodeURIComponent(number)}/${ACTION_PATHS[action.type]}`, {
        method: "POST",
        body,
      });
      // said once, where the staff member works (OrderActions shows and focuses it), not in a far-off toast
      onDone(orderActionDoneMessage(action.type, paidOut(body)));
      refresh();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      const root = fields.root ?? fields.body;
      const known = ["carrier", "trackingNumber", "date", "refundAccount", "amountGrosze", "account"];
      const atField = Object.keys(fields).some((key) => known.includes(key));
      setErrors({
        ...fields,
        ...(root !== undefined || !atField
          ? { root: root ?? (error instanceof Error ? error.message : "Nie udało się.") }
          : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  // WCAG 2.4.3: the form takes the focus where it opens (its first field, else its first button) rather than
  // leaving it on the page's body once the button that opened it is gone
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>(
      "input:not([type=hidden]):not([aria-hidden=true]), [role=combobox], textarea, button",
    );
    first?.focus();
  }, []);
  // Escape closes the form as „Wróć” does (a select's list or the confirmation dialog closes first: MUI stops
  // the key there)
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && pending === null && !busy) {
      event.preventDefault();
      onDone();
    }
  };

  const field = (name: string) => ({
    name,
    id: `${action.type}-${name}`,
    error: errors[name] !== undefined,
    helperText: errors[name],
    fullWidth: true,
    margin: "dense" as const,
  });

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby={headingId}
      sx={{ mt: 1, mb: 2 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1">
        {action.label}
      </Typography>
      {errors.root && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {errors.root}
        </Alert>
      )}
      {action.type === "ship" && (
        <>
          <TextField
            {...field("carrier")}
            select
            label="Przewoźnik"
            required
            defaultValue={
              shipCarrierFor(
                record.order.extension_attributes?.shipping_assignments?.[0]?.shipping?.method ?? null,
                record.carriers.map((c) => c.code),
              ) ?? ""
            }
          >
            {record.carriers.map((carrier) => (
              <MenuItem key={carrier.code} value={carrier.code}>
                {carrier.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field("trackingNumber")} label="Numer przesyłki" required autoComplete="off" />
        </>
      )}
      {(action.type === "deliver" || action.type === "collect") && (
        <TextField
          {...field("date")}
          label={action.type === "deliver" ? "Data doręczenia" : "Data odbioru"}
          defaultValue={polishDate(warsawDate(Date.now()))}
          helperText={errors.date ?? "dd.mm.rrrr, np. 30.11.2026"}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: "numeric", placeholder: "dd.mm.rrrr" } }}
        />
      )}
      {action.type === "cancel" && (
        <>
          <Typography variant="body2">
            Towar wróci na stan.
            {lifecycle.paid_grosze > 0 ? " Zapłacona kwota zostanie zwrócona." : ""}
          </Typography>
          {transfer && lifecycle.paid_grosze > 0 && (
            <TextField {...field("refundAccount")} label="Numer konta do zwrotu" autoComplete="off" />
          )}
        </>
      )}
      {action.type === "refund" && (
        <>
          <TextField
            {...field("amount")}
            error={errors.amountGrosze !== undefined}
            helperText={
              errors.amountGrosze ?? `Najwyżej ${fromGrosze(leftToRefund).toFixed(2).replace(".", ",")} zł.`
            }
            label="Kwota zwrotu (zł)"
            defaultValue={fromGrosze(leftToRefund).toFixed(2).replace(".", ",")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          {transfer && <TextField {...field("account")} label="Numer konta do zwrotu" autoComplete="off" />}
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy
            ? "Zapisywanie…"
            : action.type === "cancel" || action.type === "refund"
              ? "Dalej"
              : "Zatwierdź"}
        </Button>
        <Button type="button" onClick={() => onDone()}>
          Wróć
        </Button>
      </Stack>
      <ActionConfirm
        question={question}
        onConfirm={() => pending && send(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

/**
 * The order's actions: only those the API's lifecycle allows this staff member now (it refuses the others
 * anyway). Packing goes at once; ship, deliver, collect, cancel and refund ask for their data first, and
 * confirming a payment, refunding and cancelling ask once more with the amount and the order (a dialog that
 * gives the focus back to the button). The API's refusals are shown at their field in Polish.
 */
export function OrderActions({ record }: { readonly record: OrderDetailRecord }) {
  const refresh = useRefresh();
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OrderAction | null>(null);
  // what the last action did: shown here and focused, so the staff member stays where they work (the button
  // or form that had the focus is gone once the order moved on; WCAG 2.4.3)
  const [done, setDone] = useState<{ readonly text: string; readonly at: number } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // a form closed without sending gives the focus back to the button that opened it (WCAG 2.4.3)
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus !== null && open === null) {
      buttons.current.get(refocus)?.focus();
      setRefocus(null);
    }
  }, [refocus, open]);
  const number = record.order.increment_id;
  const { lifecycle } = record;
  // a payment is confirmed for the whole total; a cancellation pays back what is left of what was paid
  const amountOf = (type: string): number =>
    type === "cancel" ? lifecycle.paid_grosze - lifecycle.refunded_grosze : lifecycle.total_grosze;
  const question = asking && orderActionConfirmation(asking.type, number, amountOf(asking.type));
  // a cancellation asks for nothing but a bank account for a paid transfer: otherwise the dialog alone asks
  const needsForm = (type: string): boolean =>
    WITH_FORM.has(type) &&
    !(type === "cancel" && !(lifecycle.payment_kind === "transfer" && lifecycle.paid_grosze > 0));

  function choose(action: OrderAction) {
    if (needsForm(action.type)) setOpen(action.type);
    else if (orderActionConfirmation(action.type, number, amountOf(action.type)) !== null) setAsking(action);
    else void run(action);
  }

  async function run(action: OrderAction) {
    setAsking(null);
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await adminFetch(
        `/api/admin/orders/${encodeURIComponent(record.order.increment_id)}/${ACTION_PATHS[action.type]}`,
        { method: "POST", body: {} },
      );
      setDone({
        text: orderActionDoneMessage(action.type, action.type === "cancel" ? amountOf("cancel") : 0),
        at: Date.now(),
      });
      refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Nie udało się.");
    } finally {
      setBusy(false);
    }
  }

  const opened = record.actions.find((action) => action.type === open);
  const result = done && (
    <Typography
      ref={doneRef}
      tabIndex={-1}
      variant="body2"
      data-testid="order-action-result"
      sx={{ mb: 1, fontWeight: 500, "&:focus-visible": { outline: "2px solid", outlineOffset: 2 } }}
    >
      {done.text}
    </Typography>
  );
  if (record.actions.length === 0)
    return (
      <>
        {result}
        <Typography variant="body2" data-testid="order-waiting">
          {orderWaitingText(lifecycle)}
        </Typography>
      </>
    );
  return (
    <Box>
      {result}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {opened ? (
        <ActionForm
          record={record}
          action={opened}
          onDone={(message) => {
            setOpen(null);
            if (message) setDone({ text: message, at: Date.now() });
            else setRefocus(opened.type);
          }}
        />
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
          {record.actions.map((action) => (
            <Button
              key={action.type}
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(action.type, element);
                else buttons.current.delete(action.type);
              }}
              variant={action.type === "cancel" || action.type === "refund" ? "outlined" : "contained"}
              color={action.type === "cancel" ? "error" : "primary"}
              disabled={busy}
              onClick={() => choose(action)}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
      <ActionConfirm
        question={question}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
