import { formRules } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import type {
  Withdrawal,
  WithdrawalLineChoice,
  WithdrawalPage,
  WithdrawalPreview,
  WithdrawalProof,
} from "@outlet/transport";
import { useEffect, useId, useRef, useState } from "react";
import { plWithdrawal } from "../../i18n/pl.withdrawal";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";
import { Field, SelectField } from "../forms/Field";
import { ReturnTermsList } from "./WithdrawalCard";

/**
 * The withdrawal form (name, order number, e-mail; the whole order or some lines and units; an optional
 * reason; the return terms) and its separate confirmation step ("Potwierdzam odstąpienie od umowy").
 *
 * @example
 * <WithdrawalForm page={page} proof={{ secret }} onDone={show} onCancel={close} />
 */
export function WithdrawalForm(props: {
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
  const formRef = useRef<HTMLFormElement | null>(null);
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

  // the first field in error takes the focus and comes into view (WCAG 3.3.1, 2.4.3); for the lines, the
  // first line's box (after the render that shows the message)
  const focusFirstError = (found: typeof errors) => {
    const target = found.name
      ? `${id}-name`
      : found.email
        ? `${id}-email`
        : found.lines
          ? `${id}-lines`
          : found.form
            ? `${id}-form-error`
            : null;
    if (target === null) return;
    window.requestAnimationFrame(() => {
      const element =
        target === `${id}-lines`
          ? formRef.current?.querySelector<HTMLElement>('[data-testid="withdrawal-line-pick"]')
          : document.getElementById(target);
      element?.focus();
      element?.scrollIntoView({ block: "center" });
    });
  };

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim().length < 2) found.name = plWithdrawal.nameRequired;
    if (!formRules.isEmailAddress(email.trim())) found.email = plWithdrawal.emailInvalid;
    const chosen = choice();
    if (chosen !== "whole" && chosen.length === 0) found.lines = plWithdrawal.chooseSomething;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      const client = await shop.client();
      setPreview(await client.withdrawal.preview(page.order_number, chosen, props.proof));
    } catch (e) {
      const found = { form: isHttpError(e) ? e.apiError.message : plWithdrawal.failed };
      setErrors(found);
      focusFirstError(found);
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
        {preview.outcome ? (
          // nothing left the shop yet: the order is cancelled, no parcel to send back (§1–2)
          <p className="withdrawal__refund" data-testid="withdrawal-preview-refund">
            {preview.outcome}
          </p>
        ) : (
          <>
            <p className="withdrawal__refund" data-testid="withdrawal-preview-refund">
              {plWithdrawal.refund(preview.refund_amount)}
              {preview.delivery_amount > 0 ? ` ${plWithdrawal.refundDelivery(preview.delivery_amount)}` : ""}
            </p>
            <h4>{plWithdrawal.returnTitle}</h4>
            <ReturnTermsList instructions={preview.return.instructions} />
          </>
        )}
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
    <form className="withdrawal__form" onSubmit={next} noValidate data-testid="withdrawal-form" ref={formRef}>
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
        {lines.map((line) => {
          const offered = line.withdrawable && line.remaining_qty > 0 && scope === "some";
          const chosen = (qty[line.item_id] ?? 0) > 0;
          return (
            <li key={line.item_id} data-testid="withdrawal-line">
              {offered ? (
                <label>
                  <input
                    type="checkbox"
                    checked={chosen}
                    // ticking a line takes all its units left; the shopper may lower the number after
                    onChange={(e) =>
                      setQty({ ...qty, [line.item_id]: e.target.checked ? line.remaining_qty : 0 })
                    }
                    aria-invalid={errors.lines ? true : undefined}
                    aria-describedby={errors.lines ? `${id}-lines-error` : undefined}
                    data-testid="withdrawal-line-pick"
                  />{" "}
                  {line.name} ({line.remaining_qty} szt.)
                </label>
              ) : (
                <span>
                  {line.name} ({line.qty - line.withdrawn_qty} szt.)
                </span>
              )}
              {offered && chosen && line.remaining_qty > 1 ? (
                <label>
                  <span className="visually-hidden">{plWithdrawal.qtyOf(line.name)}</span>
                  <select
                    value={String(qty[line.item_id] ?? line.remaining_qty)}
                    onChange={(e) => setQty({ ...qty, [line.item_id]: Number(e.target.value) })}
                    data-testid="withdrawal-line-qty"
                  >
                    {Array.from({ length: line.remaining_qty }, (_, n) => String(n + 1)).map((n) => (
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
          );
        })}
      </ul>
      {errors.lines ? (
        <p role="alert" id={`${id}-lines-error`} className="withdrawal__error">
          {errors.lines}
        </p>
      ) : null}
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
      <ReturnTermsList instructions={page.return.instructions} afterShipping={page.return.after_shipping} />
      {errors.form ? (
        <p role="alert" id={`${id}-form-error`} tabIndex={-1}>
          {errors.form}
        </p>
      ) : null}
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
