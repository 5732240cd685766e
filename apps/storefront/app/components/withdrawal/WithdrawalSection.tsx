import type { Withdrawal, WithdrawalPage, WithdrawalProof } from "@outlet/transport";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { plWithdrawal } from "../../i18n/pl.withdrawal";
import { useShop } from "../../state/shop/ShopProvider";
import { useStarted } from "../../state/shop/useShopState";
import { WithdrawalCard } from "./WithdrawalCard";
import { WithdrawalForm } from "./WithdrawalForm";
import "./withdrawal.css";

type Load = { kind: "loading" } | { kind: "page"; page: WithdrawalPage } | { kind: "failed" };

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
export function WithdrawalSection(props: {
  readonly orderNumber: string;
  readonly proof: WithdrawalProof;
  /** Called after a confirmed withdrawal, so the page reads the order's status and complaints again. */
  readonly onWithdrawn?: () => void;
}) {
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
          {ack.outcome ? <p data-testid="withdrawal-ack-outcome">{ack.outcome}</p> : null}
        </div>
      ) : null}
      {page.window.open ? (
        <p data-testid="withdrawal-window">{page.window.message}</p>
      ) : page.withdrawals.some((w) => w.before_dispatch) ? null : (
        <div className="withdrawal__closed" data-testid="withdrawal-closed">
          <h3>{plWithdrawal.closedTitle}</h3>
          <p>{page.window.message}</p>
        </div>
      )}
      {page.withdrawals.length > 0 ? (
        <>
          <h3>
            {page.withdrawals.every((w) => w.before_dispatch)
              ? plWithdrawal.withdrawalsBeforeDispatch
              : plWithdrawal.withdrawals}
          </h3>
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
            props.onWithdrawn?.();
          }}
        />
      ) : null}
      <p>
        <Link to="/formularz-odstapienia">{plWithdrawal.modelForm}</Link>
      </p>
    </section>
  );
}
