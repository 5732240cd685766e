/** The statuses of a return (after-sales-and-law.md §3), in their order. */
export const RETURN_STATUSES = ["reported", "sent", "received", "refunded"] as const;

/** A return's status. */
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the shopper and the staff read for each status. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  reported: "Zgłoszone",
  sent: "Nadane",
  received: "Otrzymane",
  refunded: "Zwrot środków wykonany",
};

/** Who acts on a return. */
export type ReturnActor =
  | { readonly kind: "shopper" }
  | { readonly kind: "system" }
  | { readonly kind: "staff"; readonly role: "owner" | "customer_service" | "warehouse" };

/** What can happen to a return. */
export type ReturnCommand =
  /** A locker or courier scan, or the staff's record of proof of sending. */
  | { readonly type: "mark_sent"; readonly at: number }
  /** The parcel arrived; per line, accepted or a problem with a note. */
  | {
      readonly type: "receive";
      readonly at: number;
      readonly lines: readonly {
        readonly lineId: number;
        readonly ok: boolean;
        readonly note: string | null;
      }[];
    }
  /** A problem noted on the return at any time before the refund (no status change). */
  | { readonly type: "note_problem"; readonly at: number; readonly note: string }
  /** The money went back. */
  | { readonly type: "refund"; readonly at: number; readonly amountGrosze: number };

/** A return as its rules read it. */
export interface ReturnState {
  readonly status: ReturnStatus;
  /** What the rules allow to give back (from {@link withdrawalRefund}), grosze. */
  readonly refundDueGrosze: number;
  /** Whether the shopper still has to give the bank account (transfer or cash payment) before a refund. */
  readonly needsBankAccount: boolean;
}

/** Why a return command was refused. */
export type ReturnRefusalReason =
  | "not_allowed_now"
  | "role_forbidden"
  | "refund_exceeds_due"
  | "bank_account_missing";

/** The answer of {@link transitionReturn}. */
export type ReturnTransition =
  | {
      readonly ok: true;
      readonly status: ReturnStatus;
      /** The shopper's mail to send (each step mails, §3), or `null` (a noted problem is for the staff). */
      readonly mail: { readonly kind: `return_${ReturnStatus}` } | null;
    }
  | { readonly ok: false; readonly reason: ReturnRefusalReason; readonly message: string };

const FROM: Readonly<Record<ReturnCommand["type"], readonly ReturnStatus[]>> = {
  mark_sent: ["reported"],
  receive: ["reported", "sent"],
  note_problem: ["reported", "sent", "received"],
  // the shop may hold the refund until the goods arrive or their sending is proven (art. 32 ust. 3)
  refund: ["sent", "received"],
};

/**
 * The returns waiting to be received: the statuses the `receive` step starts from (reported, or sent on its
 * way). The start page counts them and its link lists exactly them (s22: it linked one status only).
 *
 * @example
 * RETURNS_TO_RECEIVE; // ["reported", "sent"]
 */
export const RETURNS_TO_RECEIVE: readonly ReturnStatus[] = FROM.receive;

const ROLES: Readonly<Record<ReturnCommand["type"], readonly string[]>> = {
  mark_sent: ["owner", "customer_service", "warehouse"],
  receive: ["owner", "customer_service", "warehouse"],
  note_problem: ["owner", "customer_service", "warehouse"],
  refund: ["owner", "customer_service"],
};

/**
 * Whether a staff role may take a return's step at all, whatever the return's status (after-sales-and-law.md
 * §1: the warehouse receives returns, customer service and the owner give the money back). What a role may
 * not do, it need not see either: the API leaves the shopper's bank account out for a role that cannot
 * refund (least privilege).
 *
 * @example
 * mayTakeReturnStep("warehouse", "receive"); // true
 * mayTakeReturnStep("warehouse", "refund"); // false
 */
export function mayTakeReturnStep(
  role: "owner" | "customer_service" | "warehouse",
  step: ReturnCommand["type"],
): boolean {
  return ROLES[step].includes(role);
}

const MESSAGES: Readonly<Record<ReturnRefusalReason, string>> = {
  not_allowed_now: "Tego nie można zrobić ze zwrotem w tym statusie.",
  role_forbidden: "Twoja rola nie pozwala na tę czynność.",
  refund_exceeds_due: "Kwota zwrotu przekracza to, co należy się według zasad odstąpienia.",
  bank_account_missing: "Klient nie podał jeszcze numeru konta do zwrotu.",
};

const refuse = (reason: ReturnRefusalReason): ReturnTransition => ({
  ok: false,
  reason,
  message: MESSAGES[reason],
});

/**
 * One step of a return (after-sales-and-law.md §3): `reported` → `sent` → `received` → `refunded`; the
 * refund may follow proof of sending without waiting for the parcel (art. 32 ust. 3), never exceeds what
 * the rules give back, and needs the bank account for a transfer or cash payment. A carrier scan comes from
 * the system; staff act within their role. Each status change mails the shopper. Pure.
 *
 * @example
 * transitionReturn({ status: "received", refundDueGrosze: 10500, needsBankAccount: false }, { type: "refund", at: 0, amountGrosze: 10500 }, { kind: "staff", role: "customer_service" });
 * // { ok: true, status: "refunded", mail: { kind: "return_refunded" } }
 */
export function transitionReturn(
  state: ReturnState,
  command: ReturnCommand,
  actor: ReturnActor,
): ReturnTransition {
  if (actor.kind === "shopper") return refuse("role_forbidden");
  if (actor.kind === "staff" && !ROLES[command.type].includes(actor.role)) return refuse("role_forbidden");
  if (actor.kind === "system" && command.type !== "mark_sent") return refuse("role_forbidden");
  if (!FROM[command.type].includes(state.status)) return refuse("not_allowed_now");
  switch (command.type) {
    case "mark_sent":
      return { ok: true, status: "sent", mail: { kind: "return_sent" } };
    case "receive":
      return { ok: true, status: "received", mail: { kind: "return_received" } };
    case "note_problem":
      return { ok: true, status: state.status, mail: null };
    case "refund":
      if (!Number.isSafeInteger(command.amountGrosze) || command.amountGrosze < 0)
        return refuse("refund_exceeds_due");
      if (command.amountGrosze > state.refundDueGrosze) return refuse("refund_exceeds_due");
      if (state.needsBankAccount) return refuse("bank_account_missing");
      return { ok: true, status: "refunded", mail: { kind: "return_refunded" } };
  }
}
