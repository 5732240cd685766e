import { formatPrice } from "@outlet/formatting";
import type { Withdrawal, WithdrawalProof } from "@outlet/transport";
import { useId, useState } from "react";
import { plWithdrawal } from "../../i18n/pl.withdrawal";
import { isHttpError } from "../../lib/httpError";
import { issuesAtFields } from "../../lib/serverIssues";
import { useShop } from "../../state/shop/ShopProvider";
import { Field } from "../forms/Field";

/**
 * The return terms: how, where, who pays (shown before confirming, art. 34). Before dispatch the API sends
 * how the return goes once the order ships apart (`afterShipping`): said once, under a heading one level
 * below the terms' own `h4`, not as a prefix of every line.
 *
 * @example
 * <ReturnTermsList instructions={page.return.instructions} afterShipping={page.return.after_shipping} />
 */
export function ReturnTermsList(props: {
  readonly instructions: readonly string[];
  readonly afterShipping?: readonly string[] | undefined;
}) {
  const afterShipping = props.afterShipping ?? [];
  return (
    <div data-testid="return-terms">
      <ul className="withdrawal__terms">
        {props.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {afterShipping.length > 0 ? (
        <>
          <h5 className="withdrawal__terms-title">{plWithdrawal.afterShippingTitle}</h5>
          <ul className="withdrawal__terms" data-testid="return-terms-after-shipping">
            {afterShipping.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
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
      // the API's own reason at the field („Podaj poprawny numer konta (IBAN)”), not the generic summary
      const atField = issuesAtFields(e, { account: "account" }).account;
      setError(atField ?? (isHttpError(e) ? e.apiError.message : plWithdrawal.failed));
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

/**
 * One earlier withdrawal with its return's status, the refund, the locker code and the bank account step.
 *
 * @example
 * <WithdrawalCard orderNumber="000000042" withdrawal={w} proof={{ secret }} onChange={replace} />
 */
export function WithdrawalCard(props: {
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
        {w.before_dispatch && !w.dropped_before_dispatch ? plWithdrawal.orderStatus : plWithdrawal.status}:{" "}
        <strong data-testid="withdrawal-status">{w.status_label}</strong>
      </p>
      {w.outcome ? (
        // withdrawn before the parcel left: the order was cancelled, nothing to send back (§1–2)
        <p data-testid="withdrawal-refund">{w.outcome}</p>
      ) : (
        <p data-testid="withdrawal-refund">
          {/* once the money went back the sentence is in the past, beside the date it went */}
          {w.refunded_at_label
            ? plWithdrawal.refunded(w.refund_amount)
            : plWithdrawal.refund(w.refund_amount)}
          {w.delivery_amount > 0 ? ` ${plWithdrawal.refundDelivery(w.delivery_amount)}` : ""}
        </p>
      )}
      {w.refunded_at_label && w.refund_amount > 0 ? (
        <p>{plWithdrawal.refundDone(w.refunded_at_label)}</p>
      ) : null}
      {w.return_code && w.status === "reported" ? (
        <p>
          {plWithdrawal.code}: <strong data-testid="return-code">{w.return_code}</strong>
        </p>
      ) : null}
      {w.status === "reported" && w.return.instructions.length > 0 ? (
        <ReturnTermsList instructions={w.return.instructions} />
      ) : null}
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
