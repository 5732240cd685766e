import { formatPrice } from "@outlet/formatting";
import type {
  Withdrawal,
  WithdrawalLineChoice,
  WithdrawalPage,
  WithdrawalPreview,
  WithdrawalProof,
} from "@outlet/transport";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { plWithdrawal } from "../../i18n/pl.withdrawal";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";
import { Field, SelectField } from "../forms/Field";
import "./withdrawal.css";

type Load = { kind: "loading" } | { kind: "page"; page: WithdrawalPage } | { kind: "failed" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The return terms: how, where, who pays (shown before confirming, art. 34). */
function ReturnTermsList(props: { readonly instructions: readonly string[] }) {
  return (
    <ul className="withdrawal__terms" data-testid="return-terms">
      {props.instructions.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The bank account step, after the acknowledgement (§2: never inside the withdrawal itself). */
function BankAccountForm(props: {
  readonly orderNumber: string;
  readonly withdrawal: Withdrawal;
  readonly proof: WithdrawalProof;
  readonly onSaved: (w: Withdrawal) => void;
}) {
  const shop = useShop();
  const id = useId();
  const [account, setAccount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const client = await shop.client();
      props.onSaved(
        await client.withdrawal.bankAccount(props.orderNumber, props.withdrawal.id, account, props.proof),
      );
    } catch (e) {
      setError(isHttpError(e) ? e.apiError.message : plWithdrawal.failed);
    }
  };
  return (
    <form className="withdrawal__bank" onSubmit={save} noValidate data-testid="bank-form">
      <h4>{plWithdrawal.bankTitle}</h4>
      <p>{plWithdrawal.bankLead}</p>
      <Field
        id={`${id}-iban`}
        label={plWithdrawal.bankLabel}
        value={account}
        onValueChange={setAccount}
        error={error}
        autoComplete="off"
        required
      />
      <button type="submit" className="button">
        {plWithdrawal.bankSave}
      </button>
    </form>
  );
}

/** One earlier withdrawal with its return's status, the refund and the locker code. */
function WithdrawalCard(props: {
  readonly orderNumber: string;
  readonly withdrawal: Withdrawal;
  readonly proof: WithdrawalProof;
  readonly onChange: (w: Withdrawal) => void;
}) {
  const w = props.withdrawal;
  return (
    <li className="withdrawal__card" data-testid="withdrawal-card">
      <p>
        <strong>{plWithdrawal.withdrawnAt(w.created_at_label)}</strong>
      </p>
      <ul>
        {w.lines.map((line) => (
          <li key={line.item_id}>
            {line.name} × {line.qty} ({formatPrice(line.amount)})
          </li>
        ))}
      </ul>
      <p>
        {plWithdrawal.status}: <strong data-testid="withdrawal-status">{w.status_label}</strong>
      </p>
      <p data-testid="withdrawal-refund">
        {plWithdrawal.refund(w.refund_amount)}
        {w.delivery_amount > 0 ? ` ${plWithdrawal.refundDelivery(w.delivery_amount)}` : ""}
      </p>
      {w.refunded_at_label ? <p>{plWithdrawal.refundDone(w.refunded_at_label)}</p> : null}
      {w.return_code && w.status === "reported" ? (
        <p>
          {plWithdrawal.code}: <strong data-testid="return-code">{w.return_code}</strong>
        </p>
      ) : null}
      {w.status === "reported" ? <ReturnTermsList instructions={w.return.instructions} /> : null}
      {w.needs_bank_account ? (
        <BankAccountForm
          orderNumber={props.orderNumber}
          withdrawal={w}
          proof={props.proof}
          onSaved={props.onChange}
        />
      ) : w.bank_account_given && w.status !== "refunded" ? (
        <p>{plWithdrawal.bankSaved}</p>
      ) : null}
    </li>
  );
}

/** The form and its separate confirmation step. */
function WithdrawalForm(props: {
  readonly page: WithdrawalPage;
  readonly proof: WithdrawalProof;
  readonly onDone: (w: Withdrawal) => void;
  readonly onCancel: () => void;
}) {
  const { page } = props;
  const shop = useShop();
  const id = useId();
  const [name, setName] = useState(page.prefill.name);
  const [email, setEmail] = useState(page.prefill.email);
  const [scope, setScope] = useState<"whole" | "some">("whole");
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ name?: string; email?: string; lines?: string; form?: string }>({});
  const [preview, setPreview] = useState<WithdrawalPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const requestKey = useRef(globalThis.crypto.randomUUID());
  const confirmHeading = useRef<HTMLHeadingElement | null>(null);
  const lines = page.lines;
  const choice = (): "whole" | WithdrawalLineChoice[] =>
    scope === "whole"
      ? "whole"
      : Object.entries(qty)
          .filter(([, n]) => n > 0)
          .map(([item, n]) => ({ item_id: Number(item), qty: n }));

  useEffect(() => {
    if (preview) confirmHeading.current?.focus();
  }, [preview]);

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim().length < 2) found.name = plWithdrawal.nameRequired;
    if (!EMAIL.test(email.trim())) found.email = plWithdrawal.emailInvalid;
    const chosen = choice();
    if (chosen !== "whole" && chosen.length === 0) found.lines = plWithdrawal.chooseSomething;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const client = await shop.client();
      setPreview(await client.withdrawal.preview(page.order_number, chosen, props.proof));
    } catch (e) {
      setErrors({ form: isHttpError(e) ? e.apiError.message : plWithdrawal.failed });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const client = await shop.client();
      const done = await client.withdrawal.confirm(
        page.order_number,
        {
          requestKey: requestKey.current,
          name: name.trim(),
          email: email.trim(),
          ...(reason ? { reason } : {}),
          choice: choice(),
        },
        props.proof,
      );
      props.onDone(done);
    } catch (e) {
      setErrors({ form: isHttpError(e) ? e.apiError.message : plWithdrawal.failed });
      setBusy(false);
    }
  };

  if (preview) {
    return (
      <div className="withdrawal__form" data-testid="withdrawal-confirm-step">
        <h3 ref={confirmHeading} tabIndex={-1}>
          {plWithdrawal.step2}
        </h3>
        <dl className="withdrawal__summary">
          <dt>{plWithdrawal.name}</dt>
          <dd>{name}</dd>
          <dt>{plWithdrawal.orderNumber}</dt>
          <dd>{page.order_number}</dd>
          <dt>{plWithdrawal.email}</dt>
          <dd>{email}</dd>
        </dl>
        <ul>
          {preview.lines.map((line) => (
            <li key={line.item_id}>
              {line.name} × {line.qty} ({formatPrice(line.amount)})
            </li>
          ))}
        </ul>
        <p className="withdrawal__refund" data-testid="withdrawal-preview-refund">
          {plWithdrawal.refund(preview.refund_amount)}
          {preview.delivery_amount > 0 ? ` ${plWithdrawal.refundDelivery(preview.delivery_amount)}` : ""}
        </p>
        <h4>{plWithdrawal.returnTitle}</h4>
        <ReturnTermsList instructions={preview.return.instructions} />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <p className="withdrawal__actions">
          <button type="button" className="button" onClick={() => setPreview(null)} disabled={busy}>
            {plWithdrawal.back}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={busy}
            data-testid="withdrawal-confirm"
          >
            {busy ? plWithdrawal.confirming : plWithdrawal.confirm}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form className="withdrawal__form" onSubmit={next} noValidate data-testid="withdrawal-form">
      <h3>{plWithdrawal.step1}</h3>
      <Field
        id={`${id}-name`}
        label={plWithdrawal.name}
        value={name}
        onValueChange={setName}
        error={errors.name}
        autoComplete="name"
        required
      />
      <Field
        id={`${id}-number`}
        label={plWithdrawal.orderNumber}
        value={page.order_number}
        onValueChange={() => {}}
        readOnly
      />
      <Field
        id={`${id}-email`}
        label={plWithdrawal.email}
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        autoComplete="email"
        required
      />
      <fieldset className="withdrawal__scope">
        <legend>{plWithdrawal.scope}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scope === "whole"}
            onChange={() => setScope("whole")}
          />{" "}
          {plWithdrawal.whole}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scope === "some"}
            onChange={() => setScope("some")}
            data-testid="withdrawal-scope-some"
          />{" "}
          {plWithdrawal.some}
        </label>
      </fieldset>
      <ul className="withdrawal__lines">
        {lines.map((line) => (
          <li key={line.item_id} data-testid="withdrawal-line">
            <span>
              {line.name} ({line.qty - line.withdrawn_qty} szt.)
            </span>
            {line.withdrawable && line.remaining_qty > 0 && scope === "some" ? (
              <label>
                <span className="visually-hidden">{plWithdrawal.qtyOf(line.name)}</span>
                <select
                  value={String(qty[line.item_id] ?? 0)}
                  onChange={(e) => setQty({ ...qty, [line.item_id]: Number(e.target.value) })}
                  data-testid="withdrawal-line-qty"
                >
                  {Array.from({ length: line.remaining_qty + 1 }, (_, n) => String(n)).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {!line.withdrawable ? <strong> {plWithdrawal.notWithdrawable}</strong> : null}
            {line.note ? <p className="withdrawal__note">{line.note}</p> : null}
          </li>
        ))}
      </ul>
      {errors.lines ? <p role="alert">{errors.lines}</p> : null}
      <SelectField
        id={`${id}-reason`}
        label={plWithdrawal.reason}
        value={reason}
        onValueChange={setReason}
        options={[
          { value: "", label: plWithdrawal.noReason },
          ...page.reasons.map((r) => ({ value: r.code, label: r.label })),
        ]}
      />
      <h4>{plWithdrawal.returnTitle}</h4>
      <ReturnTermsList instructions={page.return.instructions} />
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <p className="withdrawal__actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {plWithdrawal.back}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="withdrawal-next"
        >
          {plWithdrawal.next}
        </button>
      </p>
    </form>
  );
}

/**
 * The withdrawal function of one order (issue 26, after-sales-and-law.md §2): whether it is open and until
 * when, or why it is closed; "Odstąp od umowy tutaj" opening the form (name, order number, e-mail
 * prefilled; the whole order or some lines; an optional reason; the return terms) and its separate
 * confirmation step; the acknowledgement on screen; earlier withdrawals with their status, refund, locker
 * code and the bank account step.
 *
 * @example
 * <WithdrawalSection orderNumber="000000042" proof={{ secret }} />
 */
export function WithdrawalSection(props: { readonly orderNumber: string; readonly proof: WithdrawalProof }) {
  const shop = useShop();
  const started = useStarted();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [formOpen, setFormOpen] = useState(false);
  const [ack, setAck] = useState<Withdrawal | null>(null);
  const ackRef = useRef<HTMLDivElement | null>(null);
  const { secret, withdrawalToken } = props.proof;
  const reload = async () => {
    try {
      const client = await shop.client();
      const page = await client.withdrawal.page(props.orderNumber, {
        ...(secret ? { secret } : {}),
        ...(withdrawalToken ? { withdrawalToken } : {}),
      });
      setLoad({ kind: "page", page });
    } catch {
      setLoad({ kind: "failed" });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload reads the same inputs
  useEffect(() => {
    if (started) void reload();
  }, [started, props.orderNumber, secret, withdrawalToken]);
  useEffect(() => {
    if (ack) ackRef.current?.focus();
  }, [ack]);

  if (load.kind === "loading") return <p aria-live="polite">{plWithdrawal.loading}</p>;
  if (load.kind === "failed") return <p role="alert">{plWithdrawal.failed}</p>;
  const { page } = load;
  const anyLeft = page.lines.some((l) => l.remaining_qty > 0);
  const replace = (w: Withdrawal) =>
    setLoad({
      kind: "page",
      page: { ...page, withdrawals: page.withdrawals.map((x) => (x.id === w.id ? w : x)) },
    });
  return (
    <section className="withdrawal" aria-labelledby="withdrawal-title" data-testid="withdrawal">
      <h2 id="withdrawal-title">{plWithdrawal.title}</h2>
      {ack ? (
        <div
          className="withdrawal__ack"
          ref={ackRef}
          tabIndex={-1}
          role="status"
          data-testid="withdrawal-ack"
        >
          <h3>{plWithdrawal.ackTitle}</h3>
          <p>{plWithdrawal.ackLead(ack.created_at_label)}</p>
        </div>
      ) : null}
      {page.window.open ? (
        <p data-testid="withdrawal-window">{page.window.message}</p>
      ) : (
        <div className="withdrawal__closed" data-testid="withdrawal-closed">
          <h3>{plWithdrawal.closedTitle}</h3>
          <p>{page.window.message}</p>
        </div>
      )}
      {page.withdrawals.length > 0 ? (
        <>
          <h3>{plWithdrawal.withdrawals}</h3>
          <ul className="withdrawal__list">
            {page.withdrawals.map((w) => (
              <WithdrawalCard
                key={w.id}
                orderNumber={page.order_number}
                withdrawal={w}
                proof={props.proof}
                onChange={replace}
              />
            ))}
          </ul>
        </>
      ) : null}
      {page.window.open && anyLeft && !formOpen ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setAck(null);
              setFormOpen(true);
            }}
            data-testid="withdrawal-open"
          >
            {plWithdrawal.open}
          </button>
        </p>
      ) : null}
      {page.window.open && formOpen ? (
        <WithdrawalForm
          page={page}
          proof={props.proof}
          onCancel={() => setFormOpen(false)}
          onDone={(w) => {
            setFormOpen(false);
            setAck(w);
            setLoad({
              kind: "page",
              page: { ...page, withdrawals: [...page.withdrawals.filter((x) => x.id !== w.id), w] },
            });
            void reload();
          }}
        />
      ) : null}
      <p>
        <Link to="/formularz-odstapienia">{plWithdrawal.modelForm}</Link>
      </p>
    </section>
  );
}
